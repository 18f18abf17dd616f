// How the operators that run a child (`ifLet`, `ifCaseLet`, `forEach`, presentations) identify
// it, so that they can cancel its effects, and only its, when it goes away.

/// How an operator identifies the child it runs, for cancelling the child's effects: the
/// operator, plus the child state's `ObservableState` identity when it has one, or else its
/// `Identifiable` id.
@usableFromInline
struct ChildIdentity<ChildState>: Sendable {
  @usableFromInline let operatorID: _OperatorID
  @usableFromInline let stateID: @Sendable (ChildState) -> StateKey

  /// A child's identity within its operator, cheap to compare.
  @usableFromInline
  struct StateKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64
    @usableFromInline let tag: Int
    @usableFromInline init(rawValue: UInt64, tag: Int) {
      self.rawValue = rawValue
      self.tag = tag
    }
  }

  @usableFromInline
  init(operatorID: _OperatorID) {
    self.operatorID = operatorID
    if ChildState.self is any ObservableState.Type {
      self.stateID = { state in
        guard let id = _observableStateID(of: state) else { return StateKey(rawValue: 0, tag: 0) }
        return StateKey(rawValue: id.rawValue, tag: id.tag)
      }
    } else if ChildState.self is any Identifiable.Type {
      self.stateID = { state in Self.identifiableKey(of: state as! any Identifiable) }
    } else {
      self.stateID = { _ in StateKey(rawValue: 0, tag: 0) }
    }
  }

  /// The identity of `Identifiable` child state that is not `@ObservableState` (an
  /// `Identified` value, say): its `id`, hashed, so that a child of another id is another
  /// child.
  static func identifiableKey(of state: any Identifiable) -> StateKey {
    var hasher = Hasher()
    func combine<Child: Identifiable>(_ child: Child) { hasher.combine(child.id) }
    combine(state)
    return StateKey(rawValue: UInt64(UInt(bitPattern: hasher.finalize())), tag: -1)
  }

  /// The identity of a present child.
  @usableFromInline
  func key(of state: ChildState) -> StateKey { stateID(state) }

  /// The identity as a cancellation scope.
  @usableFromInline
  func erased(_ key: StateKey) -> SendableHashable {
    ChildEffectsID(operatorID: operatorID, childID: key).erased
  }

  /// The identity of the child element `id` of a collection, as a cancellation scope.
  @usableFromInline
  func erased<ID: Hashable & Sendable>(element id: ID) -> SendableHashable {
    ChildEffectsID(operatorID: operatorID, childID: id).erased
  }

  /// An effect that cancels every effect of the child with identity `key`.
  @usableFromInline
  func cancelEffect<Action>(for key: StateKey) -> Effect<Action> {
    Effect(operation: .cancel(CancelID(erased: erased(key), scope: [])))
  }

  /// An effect that cancels every effect of the collection element `id`.
  @usableFromInline
  func cancelEffect<Action, ID: Hashable & Sendable>(element id: ID) -> Effect<Action> {
    Effect(operation: .cancel(CancelID(erased: erased(element: id), scope: [])))
  }

  /// An effect that cancels the effects of every collection element that `isPresent` says is
  /// no longer there: what `forEach` returns when the parent's reducer changed the ids.
  @usableFromInline
  func cancelEffect<Action, ID: Hashable & Sendable>(
    elementsMissingFrom isPresent: @escaping @Sendable (ID) -> Bool
  ) -> Effect<Action> {
    let selection = _CancelSelection(_MissingElements(operatorID: operatorID, isPresent: isPresent))
    return Effect(operation: .cancel(CancelID(id: selection, scope: [])))
  }
}

/// Which operator runs a child: its kind, the state path it reaches the child through and where
/// it was written. Made without describing the path (which takes microseconds, on every build
/// of a body), and compared by value, so that a body built again gives an equal one and finds
/// its child's effects.
@usableFromInline
struct _OperatorID: Hashable, @unchecked Sendable {
  // Unchecked: a key path is immutable.
  @usableFromInline
  enum Kind: UInt8, Sendable {
    case ifLet, ifCaseLet, forEach
  }

  @usableFromInline let kind: Kind
  @usableFromInline let path: AnyKeyPath
  /// The operator's own reference to its location: a word, where the location is eight.
  @usableFromInline let reference: OperatorLocationReference
  @usableFromInline var location: _OperatorLocation { reference.location }

  @usableFromInline
  init(_ kind: Kind, path: AnyKeyPath, location: OperatorLocationReference) {
    self.kind = kind
    self.path = path
    self.reference = location
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.reference === rhs.reference { return lhs.kind == rhs.kind && lhs.path == rhs.path }
    return lhs.kind == rhs.kind && lhs.location.line == rhs.location.line
      && lhs.location.column == rhs.location.column && lhs.path == rhs.path
      && lhs.location.hasSameFile(as: rhs.location)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(location.line)
    hasher.combine(location.column)
    hasher.combine(path)
  }
}

/// The identity under which a presented child's or a collection element's effects run, so the
/// parent can cancel all of them when the child goes away: which operator (its source
/// location) and which child (its identity or id).
@usableFromInline
struct ChildEffectsID<ChildID: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline let operatorID: _OperatorID
  @usableFromInline let childID: ChildID

  @usableFromInline
  init(operatorID: _OperatorID, childID: ChildID) {
    self.operatorID = operatorID
    self.childID = childID
  }

  @usableFromInline
  var erased: SendableHashable { SendableHashable(self) }
}

/// Selects the effects of a collection's elements (those `forEach` runs under each element's
/// ``ChildEffectsID``) whose element is no longer in the collection.
@usableFromInline
final class _MissingElements<ID: Hashable & Sendable>: _CancelSelector {
  let operatorID: _OperatorID
  let isPresent: @Sendable (ID) -> Bool

  @usableFromInline
  init(operatorID: _OperatorID, isPresent: @escaping @Sendable (ID) -> Bool) {
    self.operatorID = operatorID
    self.isPresent = isPresent
  }

  @usableFromInline
  func selects(_ id: SendableHashable) -> Bool {
    guard let element = id.base as? ChildEffectsID<ID>, element.operatorID == operatorID else {
      return false
    }
    return !isPresent(element.childID)
  }
}
