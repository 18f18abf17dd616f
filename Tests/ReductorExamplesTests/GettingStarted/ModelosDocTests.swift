// The test Reductor.docc/MigratingFromTCA.md shows, compiled (checked by DocExamplesTests).
import Foundation
import Reductor
import Testing

@testable import GettingStarted

@MainActor
@Suite struct ModelosDocTests {
  // docs:modelos-test
  @Test func theDetailGetsTheListsDependencies() {
    let model = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      InventarioModel()
    }
    // Created later, outside that operation, the detail still gets `.incrementing`.
    model.articuloPulsado()
    #expect(model.detalle?.id == UUID(0))
    model.articuloPulsado()
    #expect(model.detalle?.id == UUID(1))
  }
  // docs:end

  @Test func withoutFromTheDetailGetsTheValuesCurrentWhereItIsMade() {
    let model = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      InventarioModel()
    }
    let detalle = withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      DetalleModel()
    }
    #expect(detalle.id == UUID(7))
    model.articuloPulsado()
    #expect(model.detalle?.id == UUID(0))
  }
}
