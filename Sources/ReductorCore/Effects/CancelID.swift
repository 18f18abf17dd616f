/// A cancellation id as Reductor stores it: the user's id, scoped to the chain of presented
/// children and collection elements the effect was started in.
///
/// Two rows that both use `.cancellable(id: "carga")` get different scopes, so cancelling one
/// row's load never touches the other's.
@usableFromInline
struct CancelID: Hashable, Sendable {
  // One reference to immutable storage, not the ids inline: an `AnyHashable` inside `Effect`'s
  // `cancellable` and `cancel` cases would make every copy of any effect, even `.none`, go
  // through run-time value witnesses (over 100 ns for each `merge` of two `.none` effects).
  //
  // The storage also keeps the id's hash: the registry hashes an id each time it indexes,
  // unindexes or looks it up, and hashing a child's identity hashes its operator's name (a
  // string) once per level of its scope.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let id: SendableHashable
    @usableFromInline let scope: [SendableHashable]
    let hash: Int

    @usableFromInline
    init(id: SendableHashable, scope: [SendableHashable]) {
      self.id = id
      self.scope = scope
      var hasher = Hasher()
      hasher.combine(id)
      hasher.combine(scope)
      self.hash = hasher.finalize()
    }
  }

  @usableFromInline let storage: Storage

  @usableFromInline
  init(id: some Hashable & Sendable, scope: [SendableHashable]) {
    storage = Storage(id: SendableHashable(id), scope: scope)
  }

  @usableFromInline
  init(erased id: SendableHashable, scope: [SendableHashable]) {
    storage = Storage(id: id, scope: scope)
  }

  /// The user's id.
  @usableFromInline var id: SendableHashable { storage.id }
  /// The identities of the children the effect was started in, outermost first.
  @usableFromInline var scope: [SendableHashable] { storage.scope }

  /// This id as used by an effect running under `scope` (outermost first): ids are relative to
  /// the child whose reducer made them, and the store places them when it runs the effect.
  func placed(in scope: [SendableHashable]) -> CancelID {
    scope.isEmpty ? self : CancelID(erased: id, scope: scope + self.scope)
  }

  @usableFromInline
  static func == (lhs: CancelID, rhs: CancelID) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.hash == rhs.storage.hash && lhs.id == rhs.id && lhs.scope == rhs.scope)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(storage.hash)
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

/// What a cancellation id can stand for besides one id: a set of the ids effects are
/// registered under, chosen when it is cancelled (see ``_CancelSelection``).
@usableFromInline
protocol _CancelSelector: AnyObject, Sendable {
  /// Whether cancelling the selection cancels the effects registered under `id`.
  func selects(_ id: SendableHashable) -> Bool
}

/// A cancellation id that names no effect of its own: cancelling it cancels, in its scope,
/// the effects registered under every id its selector selects. No effect is registered under
/// it, so the registry looks at it only when a cancel finds nothing under it.
@usableFromInline
struct _CancelSelection: Hashable, Sendable {
  @usableFromInline let selector: any _CancelSelector

  @usableFromInline
  init(_ selector: any _CancelSelector) {
    self.selector = selector
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.selector === rhs.selector }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(selector))
  }
}

/// Selects the effects of a collection's elements (those `forEach` runs under each element's
/// ``NavigationID``) whose element is no longer in the collection.
@usableFromInline
final class _MissingElements<ID: Hashable & Sendable>: _CancelSelector {
  let operatorID: String
  let isPresent: @Sendable (ID) -> Bool

  @usableFromInline
  init(operatorID: String, isPresent: @escaping @Sendable (ID) -> Bool) {
    self.operatorID = operatorID
    self.isPresent = isPresent
  }

  @usableFromInline
  func selects(_ id: SendableHashable) -> Bool {
    guard let element = id.base as? NavigationID<ID>, element.operatorID == operatorID else {
      return false
    }
    return !isPresent(element.childID)
  }
}
