import Reductor

/// An item of the inventory: the value every level of lesson 003 passes around.
///
/// The lesson leaves it out; it needs an id (`Articulo.ID` in `articuloPulsado`) and a value
/// for tests (`.prueba`).
public struct Articulo: Equatable, Identifiable, Sendable {
  public var id: Int
  public var nombre: String
  public var cantidad: Int

  public init(id: Int, nombre: String, cantidad: Int) {
    self.id = id
    self.nombre = nombre
    self.cantidad = cantidad
  }

  /// The article the lesson's tests use: `Editor.State(borrador: .prueba)`.
  public static let prueba = Articulo(id: 1, nombre: "Tornillos M4", cantidad: 250)
}
