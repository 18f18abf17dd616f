/// A cancellation id as Reductor stores it: the user's id, scoped to the chain of presented
/// children and collection elements the effect was started in.
///
/// Two rows that both use `.cancellable(id: "carga")` get different scopes, so cancelling one
/// row's load never touches the other's.
@usableFromInline
struct CancelID: Hashable, Sendable {
  @usableFromInline let id: SendableHashable
  @usableFromInline var scope: [SendableHashable]

  @usableFromInline
  init(id: some Hashable & Sendable, scope: [SendableHashable]) {
    self.id = SendableHashable(id)
    self.scope = scope
  }

  @usableFromInline
  init(erased id: SendableHashable, scope: [SendableHashable]) {
    self.id = id
    self.scope = scope
  }

  /// This id as seen from a parent that embeds the child identified by `identity`.
  @usableFromInline
  func scoped(under identity: SendableHashable) -> CancelID {
    CancelID(erased: id, scope: [identity] + scope)
  }
}

/// A type-erased `Hashable & Sendable` value.
@usableFromInline
struct SendableHashable: Hashable, @unchecked Sendable {
  // Safe: the only initializer takes a `Hashable & Sendable` value; `AnyHashable` merely
  // erases its type.
  @usableFromInline let base: AnyHashable

  @usableFromInline
  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }
}

/// The identity under which a presented child's or a collection element's effects run, so the
/// parent can cancel all of them when the child goes away: which operator (its source
/// location) and which child (its identity or id).
@usableFromInline
struct NavigationID<ChildID: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline let operatorID: String
  @usableFromInline let childID: ChildID

  @usableFromInline
  init(operatorID: String, childID: ChildID) {
    self.operatorID = operatorID
    self.childID = childID
  }

  @usableFromInline
  var erased: SendableHashable { SendableHashable(self) }
}
