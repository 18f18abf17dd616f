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
