import Observation
import Reductor
import Testing

/// `@Shared` and `@SharedReader`, written as TCA users write them.
@MainActor
@Suite struct SharedTests {
  struct Ajustes: Equatable, Sendable {
    var tema = "claro"
    var tamaño = 12
  }

  struct Articulo: Equatable, Identifiable, Sendable {
    let id: Int
    var nombre: String
  }

  @Test func copiesOfASharedValueShareOneValue() {
    let cuenta = Shared(value: 0)
    let copia = cuenta
    copia.withLock { $0 += 1 }
    #expect(cuenta.wrappedValue == 1)
    #expect(cuenta == copia)
  }

  @Test func twoPropertiesWithTheSameInMemoryKeyShareOneValue() {
    @Shared(.inMemory("cuenta")) var cuenta = 0
    @Shared(.inMemory("cuenta")) var otra = 5
    // The second property finds the first's value: its default is not used.
    #expect(otra == 0)
    $cuenta.withLock { $0 = 3 }
    #expect(otra == 3)
    @Shared(.inMemory("otra cuenta")) var distinta = 7
    #expect(distinta == 7)
  }

  @Test func anInMemoryValueOutlivesItsProperties() {
    do {
      @Shared(.inMemory("recordado")) var valor = "a"
      $valor.withLock { $0 = "b" }
    }
    @Shared(.inMemory("recordado")) var valor = "a"
    #expect(valor == "b")
  }

  // Both tests write the same key: each starts from the default, whichever runs first,
  // because each Swift Testing test has in-memory storage of its own.
  @Test func inMemoryValuesDoNotLeakBetweenTestsA() {
    @Shared(.inMemory("aislado")) var valor = 0
    #expect(valor == 0)
    $valor.withLock { $0 = 1 }
  }

  @Test func inMemoryValuesDoNotLeakBetweenTestsB() {
    @Shared(.inMemory("aislado")) var valor = 0
    #expect(valor == 0)
    $valor.withLock { $0 = 2 }
  }

  @Test func aStorageOfYourOwnIsUsedWhenSet() {
    let storage = InMemoryStorage()
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("propio")) var valor = 1
      $valor.withLock { $0 = 2 }
    }
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("propio")) var valor = 1
      #expect(valor == 2)
    }
    @Shared(.inMemory("propio")) var otro = 1
    #expect(otro == 1)
  }

  @Test func aDerivedSharedValueWritesThroughToItsBase() {
    @Shared(value: Ajustes()) var ajustes
    let tema = $ajustes.tema
    tema.withLock { $0 = "oscuro" }
    #expect(ajustes.tema == "oscuro")
    let tamaño: SharedReader<Int> = $ajustes.tamaño
    $ajustes.withLock { $0.tamaño = 14 }
    #expect(tamaño.wrappedValue == 14)
  }

  @Test func anElementOfASharedCollectionIsSharedByID() throws {
    @Shared(value: [Articulo(id: 1, nombre: "Leche"), Articulo(id: 2, nombre: "Pan")])
    var articulos: IdentifiedArrayOf<Articulo>
    let pan = try #require(Shared($articulos[id: 2]))
    pan.withLock { $0.nombre = "Pan integral" }
    #expect(articulos[id: 2]?.nombre == "Pan integral")
    #expect(pan.id == 2)
    #expect(Shared($articulos[id: 3]) == nil)

    // Once the element is gone, the unwrapped value reads the last value it had.
    $articulos.withLock { _ = $0.remove(id: 2) }
    #expect(pan.wrappedValue.nombre == "Pan integral")
    pan.withLock { $0.nombre = "ya no está" }
    #expect(articulos.count == 1)
  }

  @Test func aChangeMayReadTheValueItChangesThroughADerivedValue() throws {
    @Shared(value: [Articulo(id: 1, nombre: "Leche"), Articulo(id: 2, nombre: "Pan")])
    var articulos: IdentifiedArrayOf<Articulo>
    let pan = try #require(Shared($articulos[id: 2]))
    $articulos.withLock { _ = $0.remove(id: pan.wrappedValue.id) }
    #expect(articulos.ids == [1])
  }

  @Test func aChildFeatureTakesItsParentsSharedValue() {
    struct Hijo {
      @Shared var cuenta: Int
    }
    @Shared(value: 10) var cuenta
    let hijo = Hijo(cuenta: $cuenta)
    hijo.$cuenta.withLock { $0 += 1 }
    #expect(cuenta == 11)
  }

  @Test func aReaderSeesTheChangesOfTheValueItReads() {
    @Shared(value: 1) var cuenta
    @SharedReader var lectura: Int
    _lectura = SharedReader($cuenta)
    $cuenta.withLock { $0 = 2 }
    #expect(lectura == 2)
  }

  @Test func observersHearChangesMadeThroughAnyHolder() {
    @Shared(.inMemory("observado")) var cuenta = 0
    @Shared(.inMemory("observado")) var otra = 0
    let oido = LockIsolated(false)
    withObservationTracking {
      _ = cuenta
    } onChange: {
      oido.setValue(true)
    }
    $otra.withLock { $0 += 1 }
    #expect(oido.value)
  }

  @Test func withLockIsSafeFromManyTasks() async {
    let cuenta = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask { cuenta.withLock { $0 += 1 } }
      }
    }
    #expect(cuenta.wrappedValue == 1_000)
  }

  @Test func aKeyWithItsDefaultNeedsNoDefaultAtTheProperty() {
    @Shared(.contadorCompartido) var cuenta
    #expect(cuenta == 42)
    $cuenta.withLock { $0 += 1 }
    @Shared(.contadorCompartido) var otra
    #expect(otra == 43)
  }
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  static var contadorCompartido: Self {
    Self[.inMemory("contadorCompartido"), default: 42]
  }
}
