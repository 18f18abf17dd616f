import ReductorConcurrencyExtras

// What a presentation's box carries for the store: a `_StorePresentationHook` (`_storeHook`),
// made when a store first scopes to the child, to which the box hands its state as it goes
// away. The box calls it and reads nothing back; the store (Store+Scope.swift) reads it.

// MARK: - Presentations

extension _PresentationBox {
  /// The hook the box hands its state to when it goes away, made on first request.
  @usableFromInline
  func storeHook() -> _StorePresentationHook<State> {
    if let _storeHook { return _storeHook }
    let hook = _StorePresentationHook(box: self)
    _storeHook = hook
    return hook
  }
}

/// What the store of a presented child reads once the child is gone: the state the child's
/// box holds while the box lives, then the state it held when it went away.
///
/// A store that kept a copy of its presented child's state would share the child's box (and
/// every box inside it) with the feature's state, so each action that changed the child made
/// the reducer copy the boxes on the way down. The store keeps this instead, which keeps the
/// box only unowned: the reducer mutates the child in place, and when the child is dismissed
/// its box hands its last state here.
@usableFromInline
final class _StorePresentationHook<State>: @unchecked Sendable {
  // Sendable: `box` and `endedState` are read and written only while `lock` is held. The box
  // is reached through `box` only under the lock, and a box going away hands its state over
  // under the lock, from its `deinit`, before its memory is freed.
  private let lock = Lock()
  private unowned(unsafe) var box: _PresentationBox<State>?
  private var endedState: State?

  init(box: _PresentationBox<State>) {
    self.box = box
  }

  /// Called by the box as it goes away, with the state it held.
  func boxEnded(with state: State?) {
    lock.withLock {
      endedState = state
      box = nil
    }
  }

  /// The presented child's latest state: its box's while the box lives, or the state the box
  /// held when it went away.
  @usableFromInline
  var lastState: State? {
    lock.withLock { endedState ?? box?._value }
  }
}
