import Reductor

@testable import ReductorCore
@testable import ReductorCustomDump

// Types shared by the dump and diff tests.

struct Articulo: Equatable {
  var id: Int
  var nombre: String
  var precio: Double
}

enum Inventario {
  struct State {
    var articulos: [Articulo]
    var filtro: String?
    var detalle: Detalle.State?
  }
}

enum Detalle {
  struct State {
    var articulo: Articulo
    var editando: Bool
  }

  enum Action {
    case cerrar
    case guardar(Articulo)
    case cantidad(Int)
    case mover(desde: Int, hasta: Int)
    case par(Int, String)
    case delegate(Delegate)

    enum Delegate {
      case articuloActualizado(Articulo)
      case cancelado
    }
  }
}

struct Vacio {}

final class Nodo {
  var nombre: String
  var siguiente: Nodo?

  init(nombre: String, siguiente: Nodo? = nil) {
    self.nombre = nombre
    self.siguiente = siguiente
  }
}

/// An enum whose description must not leak into its dump.
enum Estado: CustomStringConvertible {
  case activo, inactivo
  var description: String { "¡descripción!" }
}

/// A secret that shows masked.
struct Clave: CustomDumpRepresentable {
  var valor: String
  var customDumpValue: Any { "••••" }
}

/// A tiny identified collection shown keyed by id.
struct ListaIdentificada<Element> {
  var elementos: [(id: Int, valor: Element)]
}

extension ListaIdentificada: CustomDumpChildren {
  var customDumpChildren: DumpChildren {
    .keyed(elementos.map { (key: $0.id, value: $0.valor) })
  }
}

/// A wrapper shown as its wrapped optional, like `PresentationState`.
struct Presentado<Wrapped>: CustomDumpRepresentable {
  var wrapped: Wrapped?
  var customDumpValue: Any { wrapped as Any }
}

/// A type listing its own fields.
struct Punto: CustomDumpChildren {
  var x: Int
  var y: Int
  var customDumpChildren: DumpChildren { .fields([("x", x), ("y", y), ("suma", x + y)]) }
}

/// A type listed like an array.
struct Pila: CustomDumpChildren {
  var elementos: [String]
  var customDumpChildren: DumpChildren { .indexed(elementos) }
}

let leche = Articulo(id: 1, nombre: "Leche", precio: 1.25)
let pan = Articulo(id: 2, nombre: "Pan", precio: 0.9)
