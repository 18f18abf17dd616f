// A stand-in for SwiftUI on Linux, which has none: it declares only the API Reductor's SwiftUI
// layer (`Sources/Reductor/SwiftUI`) and the views of its tests call, with the signatures of
// Apple's SwiftUI (Reductor.docc/SwiftUIIntegration.md lists them), so that the layer type-checks here and its tests
// can drive the bindings it makes. Nothing renders. It is built only on Linux, only for the
// `ReductorSwiftUITests` target: no product contains it, and Apple platforms never see it.
//
// Beyond Apple's API, views that take a binding keep it (`_path`, `_item`, `_isPresented`) so
// that a test can read and write it as SwiftUI would.

public import Observation

// MARK: Views

/// A piece of user interface.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// A view with no content.
public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError("EmptyView has no body") }
}

/// Several views, from a `ViewBuilder` block.
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError("TupleView has no body") }
}

/// One of two views, from an `if`/`else` in a `ViewBuilder` block.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  public let storage: Storage
  public var body: Never { fatalError("_ConditionalContent has no body") }
}

/// A type-erased view.
public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError("AnyView has no body") }
}

/// Builds views from closures.
@resultBuilder
@MainActor @preconcurrency
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .trueContent(first))
  }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .falseContent(second))
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("Optional has no body") }
}

/// Text, from a string.
public struct Text: View, Equatable {
  /// What the text says (a stand-in's own: SwiftUI's `Text` keeps it private).
  public let _string: String
  public init<S: StringProtocol>(_ content: S) { _string = String(content) }
  public init(verbatim content: String) { _string = content }
  public var body: Never { fatalError("Text has no body") }
}

/// A button's purpose.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// A button that performs an action.
public struct Button<Label: View>: View {
  /// What tapping the button does (the stand-in's own).
  public let _action: @MainActor () -> Void
  public let _role: ButtonRole?
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    _action = action
    _role = role
  }
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }
  public var body: Never { fatalError("Button has no body") }
}

/// Views made from the elements of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public let data: Data
  public let content: (Data.Element) -> Content
  public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable {
  case automatic, visible, hidden
}

// MARK: State

/// A reference to a value someone else owns: read and written through closures.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 }
    )
  }
}

extension Binding: @unchecked Sendable {}

/// Bindings to the properties of an observable object.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }
  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

// MARK: Animation

/// How a change animates.
public struct Animation: Equatable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let spring = Animation(name: "spring")
}

/// The context of a change: its animation.
public struct Transaction {
  public var animation: Animation?
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// The transaction of the change being made now (the stand-in's own, for tests).
@MainActor public var _currentTransaction: Transaction?

@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let saved = _currentTransaction
  _currentTransaction = transaction
  defer { _currentTransaction = saved }
  return try body()
}

@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

// MARK: Modifiers

/// A view with a modifier applied; the stand-in keeps what each modifier was given.
public struct _ModifiedView<Content: View>: View {
  public let content: Content
  /// The binding an item or `isPresented` modifier was given, erased.
  public let _binding: Any?
  public var body: Never { fatalError("_ModifiedView has no body") }
}

extension View {
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _ModifiedView(content: self, _binding: item)
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _ModifiedView(content: self, _binding: item)
  }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _ModifiedView(content: self, _binding: item)
  }

  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    _ModifiedView(content: self, _binding: nil)
  }

  public func navigationDestination<D, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    _ModifiedView(content: self, _binding: item)
  }

  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _ModifiedView(content: self, _binding: isPresented)
  }

  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _ModifiedView(content: self, _binding: isPresented)
  }
}

// MARK: Navigation

/// A stack of views over a root, driven by a path of values.
public struct NavigationStack<Data, Root: View>: View {
  /// The path binding the stack was given (the stand-in's own, for tests).
  public let _path: Binding<Data>?
  public let root: Root

  public init(@ViewBuilder root: () -> Root) where Data == [Never] {
    _path = nil
    self.root = root()
  }

  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    _path = path
    self.root = root()
  }

  public var body: Never { fatalError("NavigationStack has no body") }
}

/// A view that pushes a value onto the enclosing stack's path.
public struct NavigationLink<Label: View, Destination: View>: View {
  /// The value the link pushes (the stand-in's own, for tests).
  public let _value: AnyHashable?
  public var body: Never { fatalError("NavigationLink has no body") }
}

extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    if let value { _value = AnyHashable(value) } else { _value = nil }
  }
}

// MARK: Containers and controls (for the example views)

/// A list of rows.
public struct List<SelectionValue: Hashable, Content: View>: View {
  public let content: Content
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }
  public var body: Never { fatalError("List has no body") }
}

/// Views one above the other. (Apple's takes `alignment:` and `spacing:` too, with defaults.)
public struct VStack<Content: View>: View {
  public let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("VStack has no body") }
}

/// A form of controls.
public struct Form<Content: View>: View {
  public let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("Form has no body") }
}

/// An editable line of text.
public struct TextField<Label: View>: View {
  /// The text binding (the stand-in's own, for tests).
  public let _text: Binding<String>
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    _text = text
  }
  public var body: Never { fatalError("TextField has no body") }
}

extension Button where Label == Text {
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension View {
  /// Runs `action` while the view is shown (the stand-in keeps it in `_ModifiedView`).
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _ModifiedView(content: self, _binding: nil)
  }
}
