#if (canImport(SwiftUI) && !os(Linux)) || REDUCTOR_SWIFTUI_STAND_IN
  internal import ReductorConcurrencyExtras
  public import ReductorCore
  public import SwiftUI

  extension NavigationStack {
    /// A navigation stack driven by a stack's store: the path is the stack's elements, each
    /// pushed view gets its element's store, shortening the path (back, swipe) pops, and a
    /// `NavigationLink(state:)` pushes.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.camino, action: \.camino)) {
    ///   ListaView(store: store.scope(state: \.lista, action: \.lista))
    /// } destination: { store in
    ///   switch store.case { ... }
    /// }
    /// ```
    @MainActor
    public init<State, Action, Destination: View, R: View>(
      path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
      @ViewBuilder root: () -> R,
      @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    )
    where
      Data == [_NavigationPathElement<State>],
      Root == _NavigationRoot<R, State, Action, Destination>
    {
      let store = path.wrappedValue
      // Unchecked: the path crosses no thread; SwiftUI reads and writes it on the main thread.
      self.init(
        path: Binding(
          get: {
            MainActor.assumeIsolated { UncheckedSendable(store._navigationPath()) }.value
          },
          set: { newPath in
            let newPath = UncheckedSendable(newPath)
            MainActor.assumeIsolated { store._setNavigationPath(newPath.value) }
          }
        )
      ) {
        _NavigationRoot(root: root(), store: store, destination: destination)
      }
    }
  }

  /// A stack's root view, with the destination of the stack's elements.
  @_documentation(visibility: private)
  public struct _NavigationRoot<Root: View, State, Action, Destination: View>: View {
    let root: Root
    let store: Store<StackState<State>, StackAction<State, Action>>
    let destination: (Store<State, Action>) -> Destination

    public var body: some View {
      root.navigationDestination(for: _NavigationPathElement<State>.self) { element in
        destination(store._navigationElementStore(element))
      }
    }
  }

  extension NavigationLink where Destination == Never {
    /// A link that pushes an element with `state` onto the enclosing stack of a store.
    ///
    /// ```swift
    /// NavigationLink(state: Camino.State.detalle(Detalle.State(articulo: articulo))) {
    ///   Text(articulo.nombre)
    /// }
    /// ```
    public init<State>(state: State?, @ViewBuilder label: () -> Label) {
      self.init(value: state.map { _NavigationPathElement(pushing: $0) }, label: label)
    }
  }
#endif
