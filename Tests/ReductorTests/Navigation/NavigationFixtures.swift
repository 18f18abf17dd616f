import Reductor

@testable import ReductorCasePaths
@testable import ReductorCore
@testable import ReductorNavigation

// Small features for the navigation tests, shaped like lessons 003 and 004. The `@CasePathable`
// macro is not available to these tests, so every action enum spells out its case paths.

// MARK: - Actions

/// The editor presented by the detail (lesson 003).
enum EditorAccion: Equatable, Sendable, CasePathable {
  case guardado(String)
  case cancelarPulsado

  struct AllCasePaths {
    var guardado: AnyCasePath<EditorAccion, String> {
      AnyCasePath(
        embed: { .guardado($0) },
        extract: { if case let .guardado(texto) = $0 { texto } else { nil } })
    }
    var cancelarPulsado: AnyCasePath<EditorAccion, Void> {
      AnyCasePath(
        embed: { .cancelarPulsado },
        extract: { if case .cancelarPulsado = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The detail's own destination: an editor.
enum SubdestinoAccion: Equatable, Sendable, CasePathable {
  case editar(EditorAccion)

  struct AllCasePaths {
    var editar: AnyCasePath<SubdestinoAccion, EditorAccion> {
      AnyCasePath(
        embed: { .editar($0) },
        extract: { if case let .editar(action) = $0 { action } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The presented detail, which presents an editor in turn.
enum DetalleAccion: Equatable, Sendable, CasePathable {
  case editarPulsado
  case guardarPulsado
  case renombrar(String)
  case destino(PresentationAction<SubdestinoAccion>)

  struct AllCasePaths {
    var editarPulsado: AnyCasePath<DetalleAccion, Void> {
      AnyCasePath(
        embed: { .editarPulsado },
        extract: { if case .editarPulsado = $0 { () } else { nil } })
    }
    var guardarPulsado: AnyCasePath<DetalleAccion, Void> {
      AnyCasePath(
        embed: { .guardarPulsado },
        extract: { if case .guardarPulsado = $0 { () } else { nil } })
    }
    var renombrar: AnyCasePath<DetalleAccion, String> {
      AnyCasePath(
        embed: { .renombrar($0) },
        extract: { if case let .renombrar(nombre) = $0 { nombre } else { nil } })
    }
    var destino: AnyCasePath<DetalleAccion, PresentationAction<SubdestinoAccion>> {
      AnyCasePath(
        embed: { .destino($0) },
        extract: { if case let .destino(action) = $0 { action } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// An alert's actions.
enum AlertaAccion: Equatable, Hashable, Sendable {
  case borrar
  case archivar
}

/// The root's destination: a detail or an alert.
enum DestinoAccion: Equatable, Sendable, CasePathable {
  case detalle(DetalleAccion)
  case alerta(AlertaAccion)

  struct AllCasePaths {
    var detalle: AnyCasePath<DestinoAccion, DetalleAccion> {
      AnyCasePath(
        embed: { .detalle($0) },
        extract: { if case let .detalle(action) = $0 { action } else { nil } })
    }
    var alerta: AnyCasePath<DestinoAccion, AlertaAccion> {
      AnyCasePath(
        embed: { .alerta($0) },
        extract: { if case let .alerta(action) = $0 { action } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A row's actions (lesson 000).
enum FilaAccion: Equatable, Sendable, CasePathable {
  case delegate(Delegate)
  case favoritoPulsado

  enum Delegate: Equatable, Sendable, CasePathable {
    case favoritoMarcado

    struct AllCasePaths {
      var favoritoMarcado: AnyCasePath<Delegate, Void> {
        AnyCasePath(
          embed: { .favoritoMarcado },
          extract: { if case .favoritoMarcado = $0 { () } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  struct AllCasePaths {
    var delegate: AnyCasePath<FilaAccion, Delegate> {
      AnyCasePath(
        embed: { .delegate($0) },
        extract: { if case let .delegate(action) = $0 { action } else { nil } })
    }
    var favoritoPulsado: AnyCasePath<FilaAccion, Void> {
      AnyCasePath(
        embed: { .favoritoPulsado },
        extract: { if case .favoritoPulsado = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The state of one screen of the stack (lesson 004's `Camino`).
enum CaminoEstado: Equatable, Hashable, Codable, Sendable, CasePathable {
  case detalle(Ficha)
  case ajustes(Int)

  struct AllCasePaths {
    var detalle: AnyCasePath<CaminoEstado, Ficha> {
      AnyCasePath(
        embed: { .detalle($0) },
        extract: { if case let .detalle(ficha) = $0 { ficha } else { nil } })
    }
    var ajustes: AnyCasePath<CaminoEstado, Int> {
      AnyCasePath(
        embed: { .ajustes($0) },
        extract: { if case let .ajustes(valor) = $0 { valor } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The actions of one screen of the stack.
enum CaminoAccion: Equatable, Sendable, CasePathable {
  case detalle(DetalleAccion)
  case ajustes(Int)

  struct AllCasePaths {
    var detalle: AnyCasePath<CaminoAccion, DetalleAccion> {
      AnyCasePath(
        embed: { .detalle($0) },
        extract: { if case let .detalle(action) = $0 { action } else { nil } })
    }
    var ajustes: AnyCasePath<CaminoAccion, Int> {
      AnyCasePath(
        embed: { .ajustes($0) },
        extract: { if case let .ajustes(valor) = $0 { valor } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The root's actions: a presented destination, a navigation stack and a list of rows.
enum RaizAccion: Equatable, Sendable, CasePathable {
  case destino(PresentationAction<DestinoAccion>)
  case camino(StackAction<CaminoEstado, CaminoAccion>)
  case filas(IdentifiedAction<Int, FilaAccion>)
  case refrescar

  struct AllCasePaths {
    var destino: AnyCasePath<RaizAccion, PresentationAction<DestinoAccion>> {
      AnyCasePath(
        embed: { .destino($0) },
        extract: { if case let .destino(action) = $0 { action } else { nil } })
    }
    var camino: AnyCasePath<RaizAccion, StackAction<CaminoEstado, CaminoAccion>> {
      AnyCasePath(
        embed: { .camino($0) },
        extract: { if case let .camino(action) = $0 { action } else { nil } })
    }
    var filas: AnyCasePath<RaizAccion, IdentifiedAction<Int, FilaAccion>> {
      AnyCasePath(
        embed: { .filas($0) },
        extract: { if case let .filas(action) = $0 { action } else { nil } })
    }
    var refrescar: AnyCasePath<RaizAccion, Void> {
      AnyCasePath(
        embed: { .refrescar },
        extract: { if case .refrescar = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// MARK: - State

/// A plain (not observable) child state.
struct Ficha: Equatable, Hashable, Codable, Sendable {
  var titulo = ""
  var cuenta = 0
}

/// An observable child state, conformed by hand as `@ObservableState` would.
struct FichaObservable: Equatable, Sendable, ObservableState {
  var _$id = ObservableStateID()
  var cuenta = 0

  mutating func _$willModify() { _$id = ObservableStateID() }
}

/// An observable enum destination, conformed by hand as `@Reducer enum` state would be: its
/// identity follows its payload.
@dynamicMemberLookup
enum DestinoObservable: Equatable, Sendable, CasePathable, ObservableState {
  case detalle(FichaObservable)
  case alerta(AlertState<AlertaAccion>)

  var _$id: ObservableStateID {
    switch self {
    case let .detalle(ficha): ObservableStateID._$id(for: ficha, tag: 0)
    case let .alerta(alerta): ObservableStateID._$id(for: alerta, tag: 1)
    }
  }

  mutating func _$willModify() {
    guard case var .detalle(ficha) = self else { return }
    ficha._$willModify()
    self = .detalle(ficha)
  }

  struct AllCasePaths {
    var detalle: AnyCasePath<DestinoObservable, FichaObservable> {
      AnyCasePath(
        embed: { .detalle($0) },
        extract: { if case let .detalle(ficha) = $0 { ficha } else { nil } })
    }
    var alerta: AnyCasePath<DestinoObservable, AlertState<AlertaAccion>> {
      AnyCasePath(
        embed: { .alerta($0) },
        extract: { if case let .alerta(alerta) = $0 { alerta } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
