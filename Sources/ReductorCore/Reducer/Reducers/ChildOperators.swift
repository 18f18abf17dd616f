import ReductorCasePaths
import ReductorConcurrencyExtras
import ReductorIdentifiedCollections
import ReductorNavigation

// `ifLet` and `forEach`: one generic entry point each (plus one without a child reducer), for
// every kind of child they run.
//
// Each operator is a single generic function rather than a family of overloads (optional state
// vs. `@Presents`, identified array vs. stack): chained overloads make the type checker try
// every combination, which grows exponentially with the length of the chain (a body of 12
// chained `ifLet`s takes over a minute; docs/type-checking.md). With one signature, a chain
// type-checks in linear time. The slot protocols below tell the kinds apart, once, when the
// operator is built.
//
// Those protocols are public, with their requirements, because the public operators constrain
// their generic parameters by them, and each kind's requirement builds its reducer; they are
// hidden from documentation, and only this module's types conform. A requirement returns the
// reducer as its run function, so the type that holds it stays internal to the package.

extension Reducer {
  /// Runs a child reducer on optional state (`\.hijo`) or on a presented destination
  /// (`\.$destino`), only while the child is present.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.hijo, action: \.hijo) { Hijo() }
  ///   .ifLet(\.$destino, action: \.destino) { Destino.body }
  /// ```
  ///
  /// - The child runs before `self`, so the parent can clear the child's state in response to
  ///   the child's own action.
  /// - When the child goes away or is replaced by a different one, its in-flight effects (and
  ///   those of everything it presented, at any depth) are cancelled.
  /// - For `@Presents`: `.dismiss` runs `self` with the child still present, then clears the
  ///   slot; a child ends itself with `@Dependency(\.dismiss)`; sending a button action to a
  ///   presented alert or confirmation dialog dismisses it.
  /// - A child action that arrives while the child is absent changes nothing and is reported
  ///   as a runtime warning at this call.
  ///
  /// - Parameters:
  ///   - toSlot: A writable key path to the child's optional state, or to its
  ///     `PresentationState` (`\.$destino`).
  ///   - toAction: A case key path to the child's actions (plain, or wrapped in
  ///     `PresentationAction`), or `\.self` when the child's actions are the parent's.
  ///   - child: The child's reducer.
  @inlinable
  public func ifLet<
    Slot: _PresentationSlot, Path: _CaseKeyPathValue, ActionPath: _PresentedActionPath,
    Child: Reducer
  >(
    _ toSlot: WritableKeyPath<State, Slot>,
    action toAction: KeyPath<Case<Action>, Path>,
    @ReducerBuilder<Slot._Wrapped, ActionPath._PresentedAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where
    Path._Root == Action, Path._Value == ActionPath,
    Child.State == Slot._Wrapped, Child.Action == ActionPath._PresentedAction
  {
    _PreparedReducer(
      run: Slot._ifLet(
        parent: self, child: child(), toSlot: toSlot, toAction: AnyCasePath(toAction),
        location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ))
  }

  /// Presents a destination that brings its own reducer: a `@Reducer enum` (`Destino.body`),
  /// an `AlertState` or a `ConfirmationDialogState`.
  ///
  /// ```swift
  /// .ifLet(\.$destino, action: \.destino)
  /// ```
  @inlinable
  public func ifLet<
    Slot: _PresentationSlot, Path: _CaseKeyPathValue, ActionPath: _PresentedActionPath
  >(
    _ toSlot: WritableKeyPath<State, Slot>,
    action toAction: KeyPath<Case<Action>, Path>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where
    Path._Root == Action, Path._Value == ActionPath,
    Slot._Wrapped: _DestinationState,
    ActionPath._PresentedAction == Slot._Wrapped._DestinationAction
  {
    _PreparedReducer(
      run: Slot._ifLet(
        parent: self, child: _PreparedReducer(run: Slot._Wrapped._destinationReducer()),
        toSlot: toSlot, toAction: AnyCasePath(toAction),
        location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ))
  }

  /// Runs an element reducer on the element an action names, in an `IdentifiedArray`
  /// (`\.filas` with `IdentifiedAction`) or a navigation `StackState` (`\.camino` with
  /// `StackAction`).
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.filas, action: \.filas) { Fila() }
  /// ```
  ///
  /// - The element runs before `self`; finding it by id is O(1) however many there are.
  /// - When an element is removed (or popped), its in-flight effects are cancelled, and only
  ///   its own.
  /// - For stacks: `.popFrom(id:)` runs `self` then pops that element and those above it;
  ///   `.push(id:state:)` runs `self` then pushes; an element pops itself with
  ///   `@Dependency(\.dismiss)`.
  /// - An action for an element that is not there changes nothing and is reported as a
  ///   runtime warning at this call.
  @inlinable
  public func forEach<Slot: _ForEachSlot, ActionPath: _ForEachActionPath, Element: Reducer>(
    _ toSlot: WritableKeyPath<State, Slot>,
    action toAction: CaseKeyPath<Action, ActionPath>,
    @ReducerBuilder<Slot._Element, ActionPath._ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where
    Element.State == Slot._Element, Element.Action == ActionPath._ElementAction,
    Slot._ElementID == ActionPath._ElementID
  {
    _PreparedReducer(
      run: Slot._forEach(
        parent: self, element: element(), toSlot: toSlot, toAction: AnyCasePath(toAction),
        location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ))
  }

  /// Runs a stack whose elements are a `@Reducer enum` path, with the enum's generated body:
  /// `.forEach(\.camino, action: \.camino)`.
  @inlinable
  public func forEach<Slot: _ForEachSlot, ActionPath: _ForEachActionPath>(
    _ toSlot: WritableKeyPath<State, Slot>,
    action toAction: CaseKeyPath<Action, ActionPath>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where
    Slot._Element: _DestinationState,
    ActionPath._ElementAction == Slot._Element._DestinationAction,
    Slot._ElementID == ActionPath._ElementID
  {
    _PreparedReducer(
      run: Slot._forEach(
        parent: self, element: _PreparedReducer(run: Slot._Element._destinationReducer()),
        toSlot: toSlot, toAction: AnyCasePath(toAction),
        location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ))
  }
}

// MARK: - What `ifLet` can run on

/// State that `ifLet` can present a child in: an `Optional` or a `PresentationState`.
@_documentation(visibility: private)
public protocol _PresentationSlot {
  /// The child's state.
  @_documentation(visibility: private)
  associatedtype _Wrapped

  /// Builds the `ifLet` reducer for this kind of slot.
  @_documentation(visibility: private)
  static func _ifLet<Parent: Reducer, ActionPath: _PresentedActionPath, Child: Reducer>(
    parent: Parent,
    child: Child,
    toSlot: WritableKeyPath<Parent.State, Self>,
    toAction: AnyCasePath<Parent.Action, ActionPath>,
    location: _OperatorLocation
  ) -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  where Child.State == _Wrapped, Child.Action == ActionPath._PresentedAction
}

/// A child's actions as its parent's case holds them: plain (`case hijo(Hijo.Action)`), or
/// wrapped in `PresentationAction` (`case destino(PresentationAction<Destino.Action>)`).
///
/// A plain action type presents itself; `PresentationAction<A>` presents `A`. `@Reducer` adds
/// this conformance to a feature's `Action` (with `@_ChildActions`), so the case-path layer,
/// whose `@CasePathable` knows nothing of navigation, does not have to.
@_documentation(visibility: private)
public protocol _PresentedActionPath {
  /// The child's own action type.
  @_documentation(visibility: private)
  associatedtype _PresentedAction = Self
}

extension PresentationAction: _PresentedActionPath {
  @_documentation(visibility: private)
  public typealias _PresentedAction = Action
}

extension Never: _PresentedActionPath {}

extension Optional: _PresentationSlot {
  @_documentation(visibility: private)
  public typealias _Wrapped = Wrapped

  @inlinable
  @_documentation(visibility: private)
  public static func _ifLet<Parent: Reducer, ActionPath: _PresentedActionPath, Child: Reducer>(
    parent: Parent,
    child: Child,
    toSlot: WritableKeyPath<Parent.State, Self>,
    toAction: AnyCasePath<Parent.Action, ActionPath>,
    location: _OperatorLocation
  ) -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  where Child.State == Wrapped, Child.Action == ActionPath._PresentedAction {
    let run =
      (_IfLetReducer(
        parent: parent, child: child, toChildState: toSlot,
        toChildAction: plainChildPath(toAction, child: Child.Action.self), location: location
      ))._runner()
    guard toAction is AnyCasePath<Parent.Action, PresentationAction<Child.Action>> else {
      return run
    }
    return warningOnFirstRun(run, childState: Wrapped.self) { name in
      warnPresentationActionOnOptional(named: name, at: location)
    }
  }
}

extension PresentationState: _PresentationSlot {
  @_documentation(visibility: private)
  public typealias _Wrapped = State

  @inlinable
  @_documentation(visibility: private)
  public static func _ifLet<Parent: Reducer, ActionPath: _PresentedActionPath, Child: Reducer>(
    parent: Parent,
    child: Child,
    toSlot: WritableKeyPath<Parent.State, Self>,
    toAction: AnyCasePath<Parent.Action, ActionPath>,
    location: _OperatorLocation
  ) -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  where Child.State == State, Child.Action == ActionPath._PresentedAction {
    if let presentation = toAction as? AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
    {
      return _PresentationReducer(
        storage: .init(
          parent: parent, destination: child, toPresentationState: toSlot,
          toPresentationAction: presentation, location: location
        )
      )._runner()
    }
    // `@Presents` state with a plain action case: run it as an optional child.
    return _IfLetReducer(
      parent: parent, child: child, toChildState: toSlot.appending(path: \.wrappedValue),
      toChildAction: plainChildPath(toAction, child: Child.Action.self), location: location
    )._runner()
  }
}

/// `run`, reporting `warn` the first time it runs, with the name of the `@Presents` property
/// of the parent's state that holds a `ChildState`, if there is exactly one (found by
/// reflection: a `@Presents var hijo` is stored as `_hijo`, or `$hijo` in `@ObservableState`
/// state).
@usableFromInline
func warningOnFirstRun<State, Action, ChildState>(
  _ run: @escaping (inout State, Action) -> Effect<Action>,
  childState: ChildState.Type,
  warn: @escaping (_ propertyName: String?) -> Void
) -> (inout State, Action) -> Effect<Action> {
  let warned = LockedValue(false)
  return { state, action in
    let isFirst = warned.withValue { warned in
      defer { warned = true }
      return !warned
    }
    if isFirst {
      let names = Mirror(reflecting: state).children.compactMap { child -> String? in
        guard child.value is PresentationState<ChildState>, let label = child.label,
          label.hasPrefix("_") || label.hasPrefix("$")
        else { return nil }
        return String(label.dropFirst())
      }
      warn(names.count == 1 ? names[0] : nil)
    }
    return run(&state, action)
  }
}

/// Reports an `ifLet` over optional state whose action case holds a `PresentationAction`:
/// almost always a `@Presents` property passed without its `$`.
///
/// The type system could reject it only with a second `ifLet` overload, and overloads make
/// long operator chains type-check in exponential time (docs/type-checking.md); so it is a
/// runtime warning, raised the first time the operator runs.
@usableFromInline
func warnPresentationActionOnOptional(named name: String?, at location: _OperatorLocation) {
  let given = name.map { "'\\.\($0)'" } ?? "an optional property"
  let fix = name.map { "'.ifLet(\\.$\($0), action: …)'" } ?? "its '$' projection"
  location.warn(
    """
    'ifLet' was given \(given), whose action case holds a 'PresentationAction'. Through the \
    optional, the child is not presented: a '.dismiss' action does not end it. If the \
    property is '@Presents', pass \(fix) instead; otherwise make it '@Presents' and do \
    so, or make the action case hold the child's actions directly.
    """
  )
}

/// The case path to a child's own actions, through `presented` when the case holds a
/// `PresentationAction`.
@inlinable
func plainChildPath<Root, ActionPath: _PresentedActionPath, ChildAction>(
  _ path: AnyCasePath<Root, ActionPath>,
  child: ChildAction.Type
) -> AnyCasePath<Root, ChildAction> where ActionPath._PresentedAction == ChildAction {
  if let plain = path as? AnyCasePath<Root, ChildAction> {
    return plain
  }
  if let presentation = path as? AnyCasePath<Root, PresentationAction<ChildAction>> {
    return AnyCasePath(
      embed: { presentation.embed(.presented($0)) },
      extract: { root in
        guard case let .presented(action)? = presentation.extract(from: root) else { return nil }
        return action
      }
    )
  }
  preconditionFailure(
    "\(ActionPath.self) presents \(ChildAction.self) but is neither that type nor a PresentationAction of it."
  )
}

// MARK: - What `forEach` can run on

/// A collection of child states that `forEach` runs an element reducer on: an
/// `IdentifiedArray` or a `StackState`.
@_documentation(visibility: private)
public protocol _ForEachSlot {
  /// The elements' state.
  @_documentation(visibility: private)
  associatedtype _Element
  /// How elements are identified.
  @_documentation(visibility: private)
  associatedtype _ElementID: Hashable

  /// Builds the `forEach` reducer for this kind of collection.
  @_documentation(visibility: private)
  static func _forEach<Parent: Reducer, ActionPath: _ForEachActionPath, Element: Reducer>(
    parent: Parent,
    element: Element,
    toSlot: WritableKeyPath<Parent.State, Self>,
    toAction: AnyCasePath<Parent.Action, ActionPath>,
    location: _OperatorLocation
  ) -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  where
    Element.State == _Element, Element.Action == ActionPath._ElementAction,
    ActionPath._ElementID == _ElementID
}

/// An element action as its parent's case holds it: `IdentifiedAction` or `StackAction`.
@_documentation(visibility: private)
public protocol _ForEachActionPath {
  /// How elements are identified.
  @_documentation(visibility: private)
  associatedtype _ElementID
  /// The element's own action type.
  @_documentation(visibility: private)
  associatedtype _ElementAction
}

extension IdentifiedAction: _ForEachActionPath {
  @_documentation(visibility: private)
  public typealias _ElementID = ID
  @_documentation(visibility: private)
  public typealias _ElementAction = Action
}

extension StackAction: _ForEachActionPath {
  @_documentation(visibility: private)
  public typealias _ElementID = StackElementID
  @_documentation(visibility: private)
  public typealias _ElementAction = Action
}

/// The `forEach` reducer `build` makes from `toAction`, when the case holds `Expected`, the
/// action a collection of this kind addresses its elements by.
///
/// A case of the other collection's kind (a `StackAction` case for an `IdentifiedArray`
/// keyed by `StackElementID`, or an `IdentifiedAction` case for a `StackState`) has types that
/// agree, but its elements cannot be addressed: that is reported once, where the operator is,
/// and the parent runs alone.
@inlinable
func _forEachReducer<Parent: Reducer, ActionPath, Expected>(
  parent: Parent,
  toAction: AnyCasePath<Parent.Action, ActionPath>,
  expecting _: Expected.Type,
  collection: String,
  expected: String,
  location: _OperatorLocation,
  build: (AnyCasePath<Parent.Action, Expected>) -> (inout Parent.State, Parent.Action) -> Effect<
    Parent.Action
  >
) -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action> {
  guard let path = toAction as? AnyCasePath<Parent.Action, Expected> else {
    warnMismatchedForEach(
      collection: collection, expected: expected, got: ActionPath.self, at: location
    )
    return _PreparedReducer(parent).run
  }
  return build(path)
}

@usableFromInline
func warnMismatchedForEach(
  collection: String, expected: String, got actionPath: Any.Type, at location: _OperatorLocation
) {
  location.warn(
    """
    A 'forEach' over \(collection) was given an action case of another kind:

      Action case: \(actionPath)

    Its element actions are ignored; the parent's reducer still runs. The elements of \
    \(collection) are addressed by '\(expected)': declare the case as \
    'case name(\(expected)Of<Element>)' and pass it to this 'forEach'.
    """
  )
}

extension IdentifiedArray: _ForEachSlot {
  @_documentation(visibility: private)
  public typealias _Element = Element
  @_documentation(visibility: private)
  public typealias _ElementID = ID

  @inlinable
  @_documentation(visibility: private)
  public static func _forEach<
    Parent: Reducer, ActionPath: _ForEachActionPath, ElementReducer: Reducer
  >(
    parent: Parent,
    element: ElementReducer,
    toSlot: WritableKeyPath<Parent.State, Self>,
    toAction: AnyCasePath<Parent.Action, ActionPath>,
    location: _OperatorLocation
  ) -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  where
    ElementReducer.State == Element, ElementReducer.Action == ActionPath._ElementAction,
    ActionPath._ElementID == ID
  {
    _forEachReducer(
      parent: parent, toAction: toAction,
      expecting: IdentifiedAction<ID, ElementReducer.Action>.self,
      collection: "an IdentifiedArray", expected: "IdentifiedAction", location: location
    ) { path in
      _ForEachReducer(
        parent: parent, element: element, toElementsState: toSlot, toElementAction: path,
        location: location
      )._runner()
    }
  }
}

extension StackState: _ForEachSlot {
  @_documentation(visibility: private)
  public typealias _Element = Element
  @_documentation(visibility: private)
  public typealias _ElementID = StackElementID

  @inlinable
  @_documentation(visibility: private)
  public static func _forEach<
    Parent: Reducer, ActionPath: _ForEachActionPath, ElementReducer: Reducer
  >(
    parent: Parent,
    element: ElementReducer,
    toSlot: WritableKeyPath<Parent.State, Self>,
    toAction: AnyCasePath<Parent.Action, ActionPath>,
    location: _OperatorLocation
  ) -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  where
    ElementReducer.State == Element, ElementReducer.Action == ActionPath._ElementAction,
    ActionPath._ElementID == StackElementID
  {
    _forEachReducer(
      parent: parent, toAction: toAction,
      expecting: StackAction<Element, ElementReducer.Action>.self,
      collection: "a StackState", expected: "StackAction", location: location
    ) { path in
      _StackReducer(
        storage: .init(
          parent: parent, element: element, toStackState: toSlot, toStackAction: path,
          location: location
        )
      )._runner()
    }
  }
}

// MARK: - Destinations that bring their own reducer

/// Presented state whose reducer comes with it: a `@Reducer enum`'s state, an `AlertState`
/// or a `ConfirmationDialogState`.
@_documentation(visibility: private)
public protocol _DestinationState {
  /// The destination's actions.
  @_documentation(visibility: private)
  associatedtype _DestinationAction
  /// The destination's reducer.
  @_documentation(visibility: private)
  static func _destinationReducer() -> (inout Self, _DestinationAction) -> Effect<
    _DestinationAction
  >
}

extension AlertState: _DestinationState {
  @_documentation(visibility: private)
  public static func _destinationReducer() -> (inout Self, Action) -> Effect<Action> {
    { _, _ in .none }
  }
}

extension ConfirmationDialogState: _DestinationState {
  @_documentation(visibility: private)
  public static func _destinationReducer() -> (inout Self, Action) -> Effect<Action> {
    { _, _ in .none }
  }
}
