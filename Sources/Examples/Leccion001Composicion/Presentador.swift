// Lesson 001, "ifLet y forEach": the `ifLet` sample shows only `body`; this is the feature
// around it, with `@Presents var hijo: Hijo.State?` and `case hijo(PresentationAction<Hijo.Action>)`.
import Reductor

@Reducer
struct Presentador {
  @ObservableState
  struct State: Equatable {
    @Presents var hijo: Hijo.State?
    /// The parent closes the child once it has counted this many seconds.
    var limite = 3
  }
  enum Action {
    case hijo(PresentationAction<Hijo.Action>)
    case abrirHijo
    case cerrarHijo
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      // The lesson's `// ...`, filled in with what the tests drive: open, close, and close at
      // the limit (reading the count the child has just updated).
      switch action {
      case .abrirHijo:
        state.hijo = Hijo.State()
      case .cerrarHijo:
        state.hijo = nil
      case .hijo(.presented(.tic)):
        if let hijo = state.hijo, hijo.segundos >= state.limite {
          state.hijo = nil
        }
      case .hijo:
        break
      }
      return .none
    }
    .ifLet(\.$hijo, action: \.hijo) {
      Hijo()
    }
  }
}
