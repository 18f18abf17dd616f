import Foundation
import Reductor
import Reuniones
import Testing

/// The SyncUps-shaped example, tested as TCA's own tests are written: each screen with a
/// `TestStore`, and the whole app against a real file in a folder of its own.
@MainActor
@Suite struct ReunionesTests {
  static let diaria = Reunion(
    id: UUID(10),
    asistentes: [Asistente(id: UUID(11), nombre: "Ana"), Asistente(id: UUID(12), nombre: "Luis")],
    duracion: .seconds(2),
    titulo: "Diaria"
  )

  @Test func addingAMeetingAppendsItToTheSharedList() async {
    let store = TestStore(initialState: ListaDeReuniones.State()) {
      ListaDeReuniones()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.agregarPulsado) {
      $0.nueva = FormularioDeReunion.State(
        reunion: Reunion(id: UUID(0), asistentes: [Asistente(id: UUID(1))])
      )
    }
    var reunion = Reunion(id: UUID(0), asistentes: [Asistente(id: UUID(1), nombre: "Ana")])
    reunion.titulo = "Diaria"
    await store.send(.nueva(.presented(.binding(.set(\.reunion, reunion))))) {
      $0.nueva?.reunion = reunion
    }
    await store.send(.confirmarNueva) {
      $0.nueva = nil
      $0.$reuniones.withLock { $0 = [reunion] }
    }
  }

  @Test func addingDropsAttendeesWithoutAName() async {
    let store = TestStore(initialState: ListaDeReuniones.State()) {
      ListaDeReuniones()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.agregarPulsado) {
      $0.nueva = FormularioDeReunion.State(
        reunion: Reunion(id: UUID(0), asistentes: [Asistente(id: UUID(1))])
      )
    }
    await store.send(.nueva(.presented(.agregarAsistentePulsado))) {
      $0.nueva?.reunion.asistentes.append(Asistente(id: UUID(2)))
    }
    await store.send(
      .nueva(.presented(.binding(.set(\.reunion.asistentes[id: UUID(2)]!.nombre, "Luis"))))
    ) {
      $0.nueva?.reunion.asistentes[id: UUID(2)]?.nombre = "Luis"
    }
    await store.send(.confirmarNueva) {
      $0.nueva = nil
      $0.$reuniones.withLock {
        $0 = [Reunion(id: UUID(0), asistentes: [Asistente(id: UUID(2), nombre: "Luis")])]
      }
    }
  }

  @Test func savingAnEditChangesTheMeetingThroughItsSharedValue() async {
    @Shared(.reuniones) var reuniones
    $reuniones.withLock { $0 = [Self.diaria] }
    let reunion = Shared($reuniones[id: Self.diaria.id])!
    let store = TestStore(initialState: DetalleDeReunion.State(reunion: reunion)) {
      DetalleDeReunion()
    }
    await store.send(.editarPulsado) {
      $0.destino = .editar(FormularioDeReunion.State(reunion: Self.diaria))
    }
    var editada = Self.diaria
    editada.titulo = "Retro"
    await store.send(.destino(.presented(.editar(.binding(.set(\.reunion, editada)))))) {
      $0.destino = .editar(FormularioDeReunion.State(reunion: editada))
    }
    await store.send(.guardarEdicion) {
      $0.destino = nil
      $0.$reunion.withLock { $0.titulo = "Retro" }
    }
    // The list has the edit: the detail's value is derived from it.
    #expect(reuniones[id: Self.diaria.id]?.titulo == "Retro")
  }

  @Test func cancellingAnEditChangesNothing() async {
    let store = TestStore(initialState: DetalleDeReunion.State(reunion: Shared(value: Self.diaria)))
    {
      DetalleDeReunion()
    }
    await store.send(.editarPulsado) {
      $0.destino = .editar(FormularioDeReunion.State(reunion: Self.diaria))
    }
    await store.send(.cancelarEdicion) {
      $0.destino = nil
    }
  }

  @Test func deletingAMeetingRemovesItFromTheListAndDismisses() async {
    @Shared(.reuniones) var reuniones
    $reuniones.withLock { $0 = [Self.diaria] }
    let reunion = Shared($reuniones[id: Self.diaria.id])!
    let store = TestStore(initialState: DetalleDeReunion.State(reunion: reunion)) {
      DetalleDeReunion()
    }
    await store.send(.borrarPulsado) {
      $0.destino = .alerta(.borrarReunion)
    }
    await store.send(.destino(.presented(.alerta(.confirmarBorrado)))) {
      $0.destino = nil
    }
    #expect(reuniones.isEmpty)
    #expect(store.isDismissed)
  }

  @Test func aRecordingThatRunsItsCourseAppendsTheMinutes() async {
    let clock = TestClock()
    let store = TestStore(initialState: GrabarReunion.State(reunion: Shared(value: Self.diaria))) {
      GrabarReunion()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.uuid = .incrementing
      $0.reconocimientoDeVoz.transcribir = {
        AsyncThrowingStream { continuation in
          continuation.yield("Ayer terminé el informe")
          continuation.finish()
        }
      }
    }
    await store.send(.alAparecer)
    await store.receive(.transcripcion("Ayer terminé el informe")) {
      $0.transcripcion = "Ayer terminé el informe"
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.tic) {
      $0.segundosTranscurridos = 1
      $0.indiceDeHablante = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.tic) {
      $0.segundosTranscurridos = 2
      $0.$reunion.withLock {
        _ = $0.actas.insert(
          Acta(
            id: UUID(0), fecha: Date(timeIntervalSince1970: 1_234_567_890),
            transcripcion: "Ayer terminé el informe"
          ),
          at: 0
        )
      }
    }
    #expect(store.isDismissed)
  }

  @Test func endingEarlyAndDiscardingKeepsNoMinutes() async {
    let clock = TestClock()
    let store = TestStore(initialState: GrabarReunion.State(reunion: Shared(value: Self.diaria))) {
      GrabarReunion()
    } withDependencies: {
      $0.continuousClock = clock
      $0.reconocimientoDeVoz.transcribir = { AsyncThrowingStream { _ in } }
    }
    await store.send(.alAparecer)
    await store.send(.terminarPulsado) {
      $0.alerta = .terminarReunion(antesDeTiempo: true)
    }
    await store.send(.alerta(.presented(.descartar))) {
      $0.alerta = nil
    }
    #expect(store.isDismissed)
  }

  @Test func theAppPushesADetailAndItsRecording() async {
    @Shared(.reuniones) var reuniones
    $reuniones.withLock { $0 = [Self.diaria] }
    let store = TestStore(initialState: AppDeReuniones.State()) {
      AppDeReuniones()
    }
    await store.send(.reunionPulsada(id: Self.diaria.id)) {
      $0.camino[id: 0] = .detalle(DetalleDeReunion.State(reunion: Shared(value: Self.diaria)))
    }
    await store.send(.camino(.element(id: 0, action: .detalle(.empezarPulsado)))) {
      $0.camino[id: 1] = .grabar(GrabarReunion.State(reunion: Shared(value: Self.diaria)))
    }
  }

  @Test func theMeetingsAreWrittenToTheirFileAndReadBack() async throws {
    let carpeta = FileManager.default.temporaryDirectory
      .appendingPathComponent("reuniones-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let archivo = carpeta.appendingPathComponent("reuniones.json")
    try await withDependencies {
      $0.archivoDeReuniones = ArchivoDeReuniones(url: archivo)
      $0.defaultFileStorage = .fileSystem
      $0.uuid = .incrementing
    } operation: {
      let store = Store(initialState: AppDeReuniones.State()) { AppDeReuniones() }
      store.send(.lista(.agregarPulsado))
      var reunion = try #require(store.lista.nueva).reunion
      reunion.titulo = "Planificación"
      reunion.asistentes[0].nombre = "Ana"
      store.send(.lista(.nueva(.presented(.binding(.set(\.reunion, reunion))))))
      store.send(.lista(.confirmarNueva))
      try await store.lista.$reuniones.save()
    }
    let guardadas = try JSONDecoder().decode(
      IdentifiedArrayOf<Reunion>.self, from: Data(contentsOf: archivo)
    )
    #expect(guardadas.map(\.titulo) == ["Planificación"])

    // A new app, once the first is gone, reads them from the file.
    withDependencies {
      $0.archivoDeReuniones = ArchivoDeReuniones(url: archivo)
      $0.defaultFileStorage = .fileSystem
    } operation: {
      let store = Store(initialState: AppDeReuniones.State()) { AppDeReuniones() }
      #expect(store.lista.reuniones.map(\.titulo) == ["Planificación"])
      #expect(store.lista.reuniones.first?.asistentes.map(\.nombre) == ["Ana"])
    }
  }
}
