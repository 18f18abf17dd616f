// The models Reductor.docc/MigratingFromTCA.md shows, compiled (checked by DocExamplesTests):
// `withDependencies(from:)` passing a model's dependencies on to the model it creates.
import Foundation
import Observation
import Reductor

// docs:modelos
@MainActor @Observable
final class InventarioModel {
  @ObservationIgnored @Dependency(\.uuid) var uuid
  var detalle: DetalleModel?

  func articuloPulsado() {
    detalle = withDependencies(from: self) { DetalleModel() }
  }
}

@MainActor @Observable
final class DetalleModel {
  let id: UUID

  init() {
    @Dependency(\.uuid) var uuid
    id = uuid()
  }
}
// docs:end
