import Leccion003PresentacionesAnidadas
import Reductor

/// The articles the app starts with, so it needs nothing else to run.
public enum Muestra {
  public static let tornillos = Articulo.prueba
  public static let taladro = Articulo(id: 2, nombre: "Taladro", cantidad: 3)
  public static let cinta = Articulo(id: 3, nombre: "Cinta métrica", cantidad: 12)

  public static let articulos: IdentifiedArrayOf<Articulo> = [tornillos, taladro, cinta]
}

/// Where the app writes its output, one block of text at a time: standard output when run,
/// an array in tests.
public typealias Salida = @MainActor (String) -> Void
