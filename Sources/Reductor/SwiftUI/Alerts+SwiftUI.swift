#if (canImport(SwiftUI) && !os(Linux)) || REDUCTOR_SWIFTUI_STAND_IN
  public import ReductorNavigation
  public import ReductorCore
  public import SwiftUI

  extension View {
    /// Shows the alert a presented `AlertState` describes; its buttons send their actions to
    /// the store (which dismisses the alert), and a button without one dismisses it.
    ///
    /// ```swift
    /// .alert($store.scope(state: \.destino?.alerta, action: \.destino.alerta))
    /// ```
    @MainActor
    public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
      let store = item.wrappedValue
      let alert = store?.withState { $0 }
      return self.alert(
        Text(alert?.title ?? TextState("")),
        isPresented: _isPresented(item),
        presenting: alert,
        actions: { alert in
          _buttons(alert.buttons, sendingTo: store)
        },
        message: { alert in
          if let message = alert.message { Text(message) }
        }
      )
    }

    /// Shows the confirmation dialog a presented `ConfirmationDialogState` describes; see
    /// ``alert(_:)``.
    @MainActor
    public func confirmationDialog<Action>(
      _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
    ) -> some View {
      let store = item.wrappedValue
      let dialog = store?.withState { $0 }
      return self.confirmationDialog(
        Text(dialog?.title ?? TextState("")),
        isPresented: _isPresented(item),
        titleVisibility: Visibility(dialog?.titleVisibility ?? .automatic),
        presenting: dialog,
        actions: { dialog in
          _buttons(dialog.buttons, sendingTo: store)
        },
        message: { dialog in
          if let message = dialog.message { Text(message) }
        }
      )
    }
  }

  /// A button for each of `buttons`, each sending its action to `store`.
  @MainActor
  func _buttons<State, Action>(
    _ buttons: [ButtonState<Action>], sendingTo store: Store<State, Action>?
  ) -> some View {
    ForEach(buttons) { button in
      Button(role: ButtonRole(button.role)) {
        button.withAction { action in if let action { store?.send(action) } }
      } label: {
        Text(button.label)
      }
    }
  }

  /// Whether `item` holds a store; setting `false` sets it to `nil`, which dismisses.
  func _isPresented<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
    Binding(
      get: { item.wrappedValue != nil },
      set: { isPresented in if !isPresented { item.wrappedValue = nil } }
    )
  }

  extension ButtonRole {
    /// The SwiftUI role of a button's state.
    init?(_ role: ButtonStateRole?) {
      switch role {
      case .cancel?: self = .cancel
      case .destructive?: self = .destructive
      case nil: return nil
      }
    }
  }

  extension Visibility {
    /// The SwiftUI visibility of a dialog's title.
    init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .hidden: self = .hidden
      case .visible: self = .visible
      }
    }
  }
#endif
