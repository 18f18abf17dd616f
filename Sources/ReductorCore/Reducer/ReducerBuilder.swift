/// A placeholder builder; the composition core replaces it.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildBlock<R: Reducer<State, Action>>(_ r: R) -> R { r }
}
