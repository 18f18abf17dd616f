import Reductor

// Lesson 003, "Cada feature con su hueco": the root. Nesting is declared nowhere; it emerges
// from the presented feature's state holding a presentation slot of its own.
//
// `public` and the explicit `init` are here only so that the Inventario app, another module,
// can drive this feature. Lines marked `// + ` are not in the lesson's sample: they remove a
// deleted article (the lesson's detail has a delete alert but its sample stops before saying
// what deleting does).
// docs:leccion003
@Reducer
public struct Inventario {
  @Reducer
  public enum Destino {
    case detalle(Detalle)
  }

  @ObservableState
  public struct State: Equatable {
    public var articulos: IdentifiedArrayOf<Articulo> = []
    @Presents public var destino: Destino.State?

    public init(articulos: IdentifiedArrayOf<Articulo> = [], destino: Destino.State? = nil) {
      self.articulos = articulos
      self.destino = destino
    }
  }

  public enum Action {
    case articuloPulsado(Articulo.ID)
    case destino(PresentationAction<Destino.Action>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .articuloPulsado(id):
        guard let articulo = state.articulos[id: id] else { return .none }
        state.destino = .detalle(Detalle.State(articulo: articulo))
        return .none

      case let .destino(.presented(.detalle(.delegate(.articuloActualizado(articulo))))):
        state.articulos[id: articulo.id] = articulo
        return .none

      case let .destino(.presented(.detalle(.delegate(.articuloBorrado(id))))):  // +
        state.articulos.remove(id: id)  // +
        state.destino = nil  // +
        return .none  // +

      case .destino: return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
  }
}
// docs:end

extension Inventario.Destino.State: Equatable {}

// The antipattern the lesson warns about compiles too — the root looking inside the grandchild:
//
//   case .destino(.presented(.detalle(.destino(.presented(.editar(.delegate(.guardado(articulo)))))))):
//
// `Leccion003Tests.theAntipatternCompilesButCouplesTheRootToTheEditor` compiles it; this
// feature does not use it: Detalle translates.
