// Lesson 002's `Busqueda` calls `self.api.buscar(consulta)` without showing the client: a struct
// of closures, registered as the `\.api` dependency.
import Reductor

@DependencyClient
struct APIClient: Sendable {
  var buscar: @Sendable (_ consulta: String) async throws -> [Item]
  var guardar: @Sendable (_ item: Item) async throws -> Void
}

extension APIClient: DependencyKey {
  /// A small built-in catalogue, so the examples need no server.
  static let liveValue: APIClient = {
    let catalogo = [Item.demo, Item(id: 2, nombre: "Lámpara"), Item(id: 3, nombre: "Mesa")]
    return APIClient(
      buscar: { consulta in
        catalogo.filter { $0.nombre.lowercased().contains(consulta.lowercased()) }
      },
      guardar: { _ in }
    )
  }()

  /// Every endpoint unimplemented: a test overrides the ones it expects to be called.
  static let testValue = APIClient()
}

extension DependencyValues {
  var api: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}
