import ReductorCustomDump

/// What started an effect: the action whose reducer returned it, kept as it is and described
/// only when a message names it (`TestStore`'s list of effects still running).
///
/// Only a store whose effects a test follows (one with an effect root: a `TestStore`) keeps
/// the action; a `Store` gives every effect ``unnamed``, so that starting an effect in an app
/// allocates nothing to name it.
@usableFromInline
class EffectOrigin: @unchecked Sendable {
  /// The origin of effects nobody will name.
  static let unnamed = EffectOrigin()

  // Sendable: the only state is the immutable action of `ActionOrigin`, which is created on the
  // main actor and read (described) only there, by `TestStore`'s messages. Other threads only
  // retain and release it.

  /// The action, dumped as other messages show actions (`Caja.Action.larga`), bounded.
  var description: String { "" }
}

/// The origin of the effects one action started.
@usableFromInline
final class ActionOrigin<Action>: EffectOrigin, @unchecked Sendable {
  // Sendable: see `EffectOrigin`.
  let action: Action

  init(_ action: Action) { self.action = action }

  override var description: String { warningDescription(action) }
}
