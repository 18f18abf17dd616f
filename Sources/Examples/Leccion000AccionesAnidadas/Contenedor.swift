// Lesson 000's fragments about the four wrappers ("uno, siempre", "cero o uno", "cero o muchos",
// "pila"), the order of `body` and the intercepted delegate, gathered in the one feature they
// describe. The lesson leaves it unnamed; the `Action` enum is the sample as written.
import Reductor

@Reducer
struct Contenedor {
  @ObservableState
  struct State: Equatable {
    var cabecera = Cabecera.State()
    @Presents var editor: Editor.State?
    var filas: IdentifiedArrayOf<Fila.State> = []
    var ruta = StackState<Ruta.State>()
    var recientes: [Int] = []
  }
  enum Action {
    case cabecera(Cabecera.Action)  // uno, siempre
    case editor(PresentationAction<Editor.Action>)  // cero o uno
    case filas(IdentifiedActionOf<Fila>)  // cero o muchos
    case ruta(StackAction<Ruta.State, Ruta.Action>)  // pila
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.cabecera, action: \.cabecera) { Cabecera() }  // 1
    // The order sample's `// ...` is the "Interceptar sin acoplar" sample's switch.
    Reduce { state, action in  // 2 respecto a Scope
      switch action {
      case let .editor(.presented(.delegate(.documentoGuardado(id)))):
        state.recientes.insert(id, at: 0)
        state.editor = nil
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) { Editor() }  // corre antes que el Reduce
    // Not in the order sample: the operators for the other two wrappers of the same `Action`.
    .forEach(\.filas, action: \.filas) { Fila() }
    .forEach(\.ruta, action: \.ruta)
  }
}
