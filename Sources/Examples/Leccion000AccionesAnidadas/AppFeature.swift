// Lesson 000, "El árbol: un caso por hijo": the sample as written.
import Reductor

// docs:leccion000
@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var lista = Lista.State()
    @Presents var editor: Editor.State?
  }
  enum Action {
    case lista(Lista.Action)
    case editor(PresentationAction<Editor.Action>)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.lista, action: \.lista) { Lista() }
    Reduce { state, action in .none }
      .ifLet(\.$editor, action: \.editor) { Editor() }
  }
}
// docs:end
