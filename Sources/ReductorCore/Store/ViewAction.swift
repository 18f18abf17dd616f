/// An action type whose view actions are one case, `view`: what a view may send.
///
/// ```swift
/// @Reducer
/// struct Editor {
///   enum Action: ViewAction {
///     case guardadoCompletado
///     case view(View)
///     enum View {
///       case guardarPulsado
///     }
///   }
/// }
/// ```
///
/// The `view` case satisfies the requirement. A view marked `@ViewAction(for: Editor.self)`
/// then sends `send(.guardarPulsado)` for `store.send(.view(.guardarPulsado))`.
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction

  /// An action holding a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A type with a store whose actions are a ``ViewAction``: it sends view actions with
/// `send(_:)`. `@ViewAction(for:)` conforms a view to it.
///
/// Any type with a `store` can conform, so the sending is testable without SwiftUI:
///
/// ```swift
/// @MainActor @ViewAction(for: Editor.self)
/// struct EditorView {
///   let store: StoreOf<Editor>
/// }
/// EditorView(store: store).send(.guardarPulsado)
/// ```
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  associatedtype StoreState
  /// The actions of the store.
  associatedtype StoreAction: ViewAction

  /// The store view actions are sent to.
  @MainActor var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action: `send(.guardarPulsado)` is `store.send(.view(.guardarPulsado))`.
  ///
  /// - Parameter action: The view action.
  /// - Returns: The effects the action started.
  @MainActor
  @discardableResult
  public func send(
    _ action: StoreAction.ViewAction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreTask {
    store.send(.view(action), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
