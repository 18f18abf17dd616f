import ReductorCustomDump

/// What started an effect: the action whose reducer returned it, kept as it is and described
/// only when a message names it (`TestStore`'s list of effects still running).
class EffectOrigin: @unchecked Sendable {
  // Sendable: the only state is the immutable action of `ActionOrigin`, which is created on the
  // main actor and read (described) only there, by `TestStore`'s messages. Other threads only
  // retain and release it.

  /// The action, dumped as other messages show actions (`Caja.Action.larga`), bounded.
  var description: String { "" }
}

/// The origin of the effects one action started.
final class ActionOrigin<Action>: EffectOrigin, @unchecked Sendable {
  // Sendable: see `EffectOrigin`.
  let action: Action

  init(_ action: Action) { self.action = action }

  override var description: String { warningDescription(action) }
}
