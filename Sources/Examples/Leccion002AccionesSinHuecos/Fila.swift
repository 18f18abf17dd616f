// Lesson 002 composes a `Fila` without showing it: a result row whose tap asks the parent,
// through its delegate, to open the editor.
import Reductor

@Reducer
struct Fila {
  @ObservableState
  struct State: Equatable, Identifiable {
    var item: Item
    var id: Item.ID { item.id }
  }
  enum Action {
    case view(View)
    case delegate(Delegate)

    enum View: Equatable {
      case pulsada
    }
    enum Delegate: Equatable {
      case abrir(Item)
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.pulsada):
        return .send(.delegate(.abrir(state.item)))
      case .delegate:
        return .none
      }
    }
  }
}
