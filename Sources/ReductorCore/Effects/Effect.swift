/// A placeholder effect; the composition core replaces it.
public struct Effect<Action> {
  public static var none: Self { Self() }
}
