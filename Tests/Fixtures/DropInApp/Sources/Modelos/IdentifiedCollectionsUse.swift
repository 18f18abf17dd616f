import IdentifiedCollections

public struct Fila: Identifiable, Equatable, Sendable {
  public let id: Int
  public var titulo: String
  public init(id: Int, titulo: String) {
    self.id = id
    self.titulo = titulo
  }
}

public func filas() -> IdentifiedArrayOf<Fila> { [Fila(id: 1, titulo: "uno")] }
