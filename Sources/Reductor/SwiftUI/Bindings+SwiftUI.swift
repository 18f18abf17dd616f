// Reductor's SwiftUI layer. Every decision (which store to present, what dismissing sends, what
// a shorter path pops) is made by the platform-neutral core (`Store.presentation`,
// `Store._setNavigationPath`, ...), tested on Linux; these files only hand it to SwiftUI's types.
// On Linux they are compiled by the `ReductorSwiftUITests` target against a stand-in `SwiftUI`
// module (Reductor.docc/SwiftUIIntegration.md), never into Reductor.
#if (canImport(SwiftUI) && !os(Linux)) || REDUCTOR_SWIFTUI_STAND_IN
  public import ReductorCasePaths
  internal import ReductorConcurrencyExtras
  public import ReductorNavigation
  public import ReductorCore
  public import SwiftUI

  /// What `$store` is in a view: a `Binding` to a store, or a `Bindable` store. The `scope`
  /// methods below are declared once, here, for both; `$store.scope(...)` resolves to them.
  @MainActor
  @_documentation(visibility: private)
  public protocol _StoreBindingProjection {
    @_documentation(visibility: private)
    associatedtype _BoundValue
    /// The store the projection is of.
    @_documentation(visibility: private)
    var _boundValue: _BoundValue { get }
  }

  extension Binding: _StoreBindingProjection {
    @_documentation(visibility: private)
    public var _boundValue: Value { wrappedValue }
  }

  extension SwiftUI.Bindable: _StoreBindingProjection {
    @_documentation(visibility: private)
    public var _boundValue: Value { wrappedValue }
  }

  extension _StoreBindingProjection {
    /// A binding to the store of a presented child, for `.sheet(item:)`,
    /// `.fullScreenCover(item:)`, `.popover(item:)` or `.navigationDestination(item:)`:
    /// `nil` while nothing is presented; setting it to `nil` dismisses the child.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.destino?.editar, action: \.destino.editar)) { editor in
    ///   EditorView(store: editor)
    /// }
    /// ```
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
      state toChildState: KeyPath<State, ChildState?>,
      action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where _BoundValue == Store<State, Action> {
      _presentationBinding(_boundValue.presentation(state: toChildState, action: toChildAction))
    }

    /// The unlabeled spelling of ``scope(state:action:)``.
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
      _ toChildState: KeyPath<State, ChildState?>,
      action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where _BoundValue == Store<State, Action> {
      scope(state: toChildState, action: toChildAction)
    }

    /// A binding to the store of one case of a presented child: `\.destino?.editar` with
    /// `\.destino.editar`; setting it to `nil` dismisses the presentation.
    @MainActor
    @_disfavoredOverload
    public func scope<State, Action, ChildState, ChildAction>(
      state toChildState: KeyPath<State, ChildState?>,
      action toChildAction: CaseKeyPath<Action, ChildAction>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where _BoundValue == Store<State, Action> {
      _presentationBinding(
        _boundValue.presentation(
          state: toChildState, action: toChildAction,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      )
    }

    /// The unlabeled spelling of ``scope(state:action:fileID:filePath:line:column:)``.
    @MainActor
    @_disfavoredOverload
    public func scope<State, Action, ChildState, ChildAction>(
      _ toChildState: KeyPath<State, ChildState?>,
      action toChildAction: CaseKeyPath<Action, ChildAction>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where _BoundValue == Store<State, Action> {
      scope(
        state: toChildState, action: toChildAction,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }

    /// A binding to the store of a navigation stack's state, for
    /// `NavigationStack(path:root:destination:)`.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
      state toStack: KeyPath<State, StackState<ElementState>>,
      action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where _BoundValue == Store<State, Action> {
      _stackBinding(_boundValue, state: toStack, action: toStackAction)
    }

  }

  /// SwiftUI calls bindings on the main thread; the store lives on the main actor.
  @MainActor
  func _presentationBinding<Child>(_ pair: _StoreBinding<Child?>) -> Binding<Child?> {
    // Unchecked: the values cross no thread; they are read and written on the main thread.
    let pair = UncheckedSendable(pair)
    return Binding(
      get: { MainActor.assumeIsolated { UncheckedSendable(pair.value.wrappedValue) }.value },
      set: { newValue in
        let newValue = UncheckedSendable(newValue)
        MainActor.assumeIsolated { pair.value.wrappedValue = newValue.value }
      }
    )
  }

  @MainActor
  func _stackBinding<State, Action, ElementState, ElementAction>(
    _ store: Store<State, Action>,
    state toStack: KeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> {
    let stackStore =
      store.scope(state: toStack, action: toStackAction)
      as Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
    // The stack's store is always there: setting it is how SwiftUI writes the binding of a
    // value it does not change, and does nothing.
    return Binding(get: { stackStore }, set: { _ in })
  }

  extension Store {
    /// Sends `action` inside `withAnimation(animation)`, so that the changes it makes animate.
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
      withAnimation(animation) { send(action) }
    }

    /// Sends `action` inside `withTransaction(transaction)`.
    @discardableResult
    public func send(_ action: Action, transaction: Transaction) -> StoreTask {
      withTransaction(transaction) { send(action) }
    }
  }

  extension Text {
    /// Text from a `TextState`, as alerts and dialogs describe theirs.
    public init(_ state: TextState) {
      self.init(verbatim: state.string)
    }
  }
#endif
