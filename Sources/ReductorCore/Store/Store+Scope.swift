import ReductorCasePaths

extension Store {
  /// A store for a child feature whose state is always present.
  ///
  /// ```swift
  /// let contador = store.scope(state: \.contador, action: \.contador)
  /// ```
  ///
  /// Scoping the same paths again returns the same store for as long as it is in use.
  /// `store.scope(state: \.self, action: \.self)` is a store of the same feature.
  @inlinable
  public func scope<ChildState, Path: _CaseKeyPathValue, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<Case<Action>, Path>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> where Path._Root == Action, Path._Value == ChildAction {
    typealias Core = _FieldCore<State, Action, ChildState, ChildAction>
    let key = _ScopeKey(state: toChildState, action: toChildAction)
    if let child = _children.store(under: key, as: Store<ChildState, ChildAction>.self)?.store {
      return child
    }
    // Made here, where the store is scoped, the kind's functions run specialized for the
    // child's types.
    let kind = _children.kind(of: Core.self) { Core.kind() }
    let child = Store<ChildState, ChildAction>(
      core: Core(
        parent: self, key: key, site: _ScopeSite(fileID: fileID, line: line),
        keyPath: toChildState, makeEmbed: _Embedding.plain(ChildAction.self), operations: kind.store
      )
    )
    _keepChild(_ChildLink(kind: .store, object: child, operations: kind.link), under: key)
    return child
  }

  /// Keeps `link`, and so its child store, under `key`, in place of the link there before
  /// (whose children it lets go). A store whose own state is gone keeps nothing: it will not
  /// hear of its state again, and the child it returns would keep it alive.
  @inlinable
  func _keepChild(_ link: _ChildLink<State>, under key: _ScopeKey) {
    guard _isPresent() else {
      link.operations.release(link.object)
      return
    }
    _children.keep(link, under: key)
  }

  /// A store for an optional child feature, or `nil` while the child's state is `nil`.
  ///
  /// ```swift
  /// if let detalle = store.scope(state: \.detalle, action: \.detalle) { ... }
  /// ```
  ///
  /// Reading it inside `withObservationTracking` observes which child is there: the observer
  /// is told when the child appears, goes away, or is replaced by a new child (a new
  /// `@ObservableState` value), but not when the child changes in place. The store belongs to
  /// the child it was created for: once that child is gone, actions sent to it are dropped
  /// with a runtime warning, and scoping again gives the new child's store.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    _scopeOptional(
      state: toChildState, actionKey: toChildAction, embed: _Embedding.plain(ChildAction.self),
      site: _ScopeSite(fileID: fileID, line: line)
    )
  }

  /// A store for a presented child feature, or `nil` while nothing is presented.
  ///
  /// ```swift
  /// if let destino = store.scope(state: \.destino, action: \.destino) {
  ///   switch destino.case { ... }
  /// }
  /// ```
  ///
  /// The child store sends its actions as `.presented(action)`. To reach one case of a
  /// presented enum, scope through it: `store.scope(state: \.destino?.editar,
  /// action: \.destino.editar)`. Observation and the child's lifetime are as for an optional
  /// child.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    _scopeOptional(
      state: toChildState, actionKey: toChildAction, embed: _Embedding.presented(ChildAction.self),
      site: _ScopeSite(fileID: fileID, line: line)
    )
  }

  /// The shared implementation of the optional scopes: finds or makes the store of the child
  /// that is there now, bound to that child's identity, reading it through its
  /// `PresentationState` when the path names a `@Presents` property.
  @inlinable
  func _scopeOptional<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    actionKey: AnyKeyPath,
    embed makeEmbed: @escaping (AnyKeyPath) -> (ChildAction) -> Action,
    site: _ScopeSite
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    typealias Presented = _PresentedCore<State, Action, ChildState, ChildAction>
    typealias Plain = _OptionalCore<State, Action, ChildState, ChildAction>
    let key = _ScopeKey(state: toChildState, action: actionKey)
    let existing = _children.store(under: key, as: Store<ChildState, ChildAction>.self)
    let parentState = currentState
    guard let childState = parentState[keyPath: toChildState] else {
      // Nothing there now: the store of the child that was there goes, and the scope changes
      // when a child appears.
      if existing != nil { _removeChild(key) }
      _access(.scope(key)) { _ in
        { new, step in step == .compare && new[keyPath: toChildState] != nil }
      }
      return nil
    }
    let identity = _ObservableIdentity(of: ChildState.self)
    let childIdentity = identity.read(childState)
    if let existing, existing.store.core.isBound(to: childIdentity) {
      _access(.scope(key)) { _ in existing.link.operations.goneCheck!(existing.link.object) }
      return existing.store
    }
    // The kinds' functions, made here, where the store is scoped, run specialized for the
    // child's types (the walk after each send calls them).
    let child: Store<ChildState, ChildAction>
    let link: _ChildLink<State>
    if let offset = _presentationStorageOffset(toChildState) {
      let kind = _children.kind(of: Presented.self) { Presented.kind() }
      child = Store<ChildState, ChildAction>(
        core: Presented(
          parent: self, key: key, site: site, offset: offset, parentState: parentState,
          identity: childIdentity, observedIdentity: identity, makeEmbed: makeEmbed,
          operations: kind.store
        )
      )
      link = _ChildLink(kind: .store, object: child, operations: kind.link)
    } else {
      let kind = _children.kind(of: Plain.self) { Plain.kind() }
      child = Store<ChildState, ChildAction>(
        core: Plain(
          parent: self, key: key, site: site, keyPath: toChildState, state: childState,
          identity: childIdentity, observedIdentity: identity, makeEmbed: makeEmbed,
          operations: kind.store
        )
      )
      link = _ChildLink(kind: .store, object: child, operations: kind.link)
    }
    // The scope changes when the new state has no child, or another one (a new identity).
    _access(.scope(key)) { _ in link.operations.goneCheck!(link.object) }
    _keepChild(link, under: key)
    return child
  }

}

/// The byte offset in `Root` of the `PresentationState` behind `keyPath`, when `keyPath` names
/// a `@Presents` property; `nil` for any other path.
///
/// A `@Presents` property is computed, and applying a stored key path to a computed property
/// is a run-time call that looks metadata up (hundreds of nanoseconds); its storage is a stored
/// property, read at its offset.
@usableFromInline
func _presentationStorageOffset<Root, Child>(_ keyPath: KeyPath<Root, Child?>) -> Int? {
  guard let observable = Root.self as? any ObservableState.Type,
    let storage = observable._$presentationStorage(for: keyPath)
      as? KeyPath<Root, PresentationState<Child>>
  else { return nil }
  return MemoryLayout<Root>.offset(of: storage)
}

/// Reads the `ObservableState` identity of a type's values, with the conformance looked up
/// once; `nil` for types that have none.
@usableFromInline
// Unchecked: it holds only a metatype, read-only; Swift does not call metatypes of protocols
// that are not `SendableMetatype` sendable, for their conformances could be isolated, and the
// `ObservableState` conformances the macro writes are not.
struct _ObservableIdentity<Value>: @unchecked Sendable {
  @usableFromInline let observed: (any ObservableState.Type)?

  @inlinable
  init(of _: Value.Type) {
    observed = Value.self as? any ObservableState.Type
  }

  @inlinable
  func read(_ value: Value) -> ObservableStateID? {
    guard let observed else { return nil }
    func open<Observed: ObservableState>(_: Observed.Type) -> ObservableStateID {
      _readObservableStateID(value, as: Observed.self)
    }
    let id = open(observed)
    return id.rawValue == 0 && id.tag == 0 ? nil : id
  }
}
