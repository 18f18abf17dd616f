public import ReductorDependencies

/// Makes a struct a ``Reducer``, and its actions (and enum state) case-pathable.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// A nested `enum Action` gains `@CasePathable`; a nested `enum State` gains `@CasePathable`
/// and `@dynamicMemberLookup`.
///
/// On an enum whose cases hold features, alerts or confirmation dialogs, it generates the
/// enum's `State`, `Action`, a static `body`, the `CaseScope` and `scope(_:)` that
/// `switch store.case` reads, and the ``CaseReducer`` conformance:
///
/// ```swift
/// @Reducer
/// enum Destino {
///   case editar(Editor)                              // state Editor.State, action Editor.Action
///   case confirmarBorrado(AlertState<Alerta>)       // state AlertState<Alerta>, action Alerta
///   @CasePathable enum Alerta: Equatable { case borrar }
/// }
///
/// state.destino = .editar(Editor.State())
/// // ...
/// .ifLet(\.$destino, action: \.destino)
/// // ...
/// switch store.case {
/// case let .editar(store): EditorView(store: store)
/// case let .confirmarBorrado(alerta): Text(alerta.title)
/// }
/// ```
@attached(member, names: named(State), named(Action), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ReductorMacros", type: "ReducerMacro")

/// `@Reducer` on an enum, with conformances for the `State` and `Action` it generates.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable)
/// enum Camino {
///   case detalle(Detalle)
///   case ajustes(Ajustes)
/// }
/// ```
///
/// - Parameters:
///   - state: Conformances for the generated `State`.
///   - action: Conformances for the generated `Action`.
@attached(member, names: named(State), named(Action), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ReductorMacros", type: "ReducerMacro")

/// A conformance that `@Reducer(state:action:)` adds to a generated `State` or `Action`.
///
/// Only its spelling matters: the macro reads `.equatable`, `.hashable`, ... from the source.
@_documentation(visibility: private)
public struct _SynthesizedConformance: Sendable {
  private init() {}

  /// `Codable`.
  public static var codable: Self { Self() }
  /// `Decodable`.
  public static var decodable: Self { Self() }
  /// `Encodable`.
  public static var encodable: Self { Self() }
  /// `Equatable`.
  public static var equatable: Self { Self() }
  /// `Hashable`.
  public static var hashable: Self { Self() }
  /// `Sendable`.
  public static var sendable: Self { Self() }
}

/// Presents a child feature from optional state, backed by a ``PresentationState``.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var articulos: IdentifiedArrayOf<Articulo> = []
///   @Presents var destino: Destino.State?
/// }
/// // ...
/// .ifLet(\.$destino, action: \.destino)
/// ```
///
/// The property reads and writes the presented state; `$destino` is the `PresentationState`
/// itself, for `ifLet`. It is the stored property, so `ifLet(\.$destino, …)` reaches it by a byte
/// offset, not through accessors. The memberwise initializer keeps its `destino:` parameter,
/// which may be left out (nothing presented).
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`))
public macro Presents() = #externalMacro(module: "ReductorMacros", type: "PresentsMacro")

/// Gives a feature's state (a struct or an enum) an identity, and the ``ObservableState``
/// conformance.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
/// }
/// ```
///
/// Stored properties stay stored, and the memberwise initializer is unchanged. The identity
/// never makes two states unequal and is not encoded.
@attached(
  member,
  names: named(_$id), named(_$willModify), named(_$presentationStorage),
  named(_$isObservationIgnored)
)
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ReductorMacros", type: "ObservableStateMacro")

/// Marks a case of a `@Reducer` enum as state only: the state case holds the payload as
/// written and no action reaches it.
///
/// ```swift
/// @Reducer
/// enum Camino {
///   case detalle(Detalle)
///   @ReducerCaseIgnored
///   case vistaPrevia(Articulo)
/// }
/// ```
///
/// A case with no payload, several values, or a payload that is not a type name (`Int?`, a
/// tuple) is state only without the marker.
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ReductorMacros", type: "ReducerCaseIgnoredMacro")

/// Marks a case of a `@Reducer` enum as ephemeral: state that goes away by itself once it
/// sends an action, as the `AlertState` and `ConfirmationDialogState` cases are without the
/// marker. Its state case holds the payload as written; its actions are the payload's
/// `Action`.
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ReductorMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a stored property of `@ObservableState` state as not observed: a view (or
/// `observe { }`) that reads it through a store is not told when it changes. Reading the
/// state that contains it, or a path through it, still observes that.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @ObservationStateIgnored var cache: [String: Data] = [:]
/// }
/// ```
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ReductorMacros", type: "ObservationStateIgnoredMacro")

/// Lets a view (or any type with a `store` whose actions are a `ViewAction`) send view
/// actions directly: `send(.guardarPulsado)` for `store.send(.view(.guardarPulsado))`.
///
/// ```swift
/// @ViewAction(for: Editor.self)
/// struct EditorView: View {
///   let store: StoreOf<Editor>
///   var body: some View {
///     Button("Guardar") { send(.guardarPulsado) }
///   }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ReductorMacros", type: "ViewActionMacro")
where R.Action: ViewAction

/// Makes a feature's `Action` usable as a child's actions in `ifLet`, as they are or wrapped in
/// a `PresentationAction`. `@Reducer` adds it to `Action`; write it yourself only on the
/// actions of a feature that conforms to `Reducer` by hand and is presented with `ifLet`.
@attached(extension, conformances: _PresentedActionPath)
@_documentation(visibility: private)
public macro _ChildActions() = #externalMacro(module: "ReductorMacros", type: "ChildActionsMacro")

/// The dependencies a ``SessionRecorder`` replays a session with and writes into its
/// reproduction test, kept both as a value and as the source of one closure:
///
/// ```swift
/// let recorder = SessionRecorder(dependencies: #dependencies {
///   $0.uuid = .incrementing
///   $0.continuousClock = ImmediateClock()
/// })
/// ```
///
/// The closure sets dependencies as `withDependencies` does; each dependency it assigns
/// (`$0.uuid`, `$0[APIClient.self]`, or a member of one, `$0.api.fetch`) counts as given.
@freestanding(expression)
public macro dependencies(
  _ update: @escaping @Sendable (inout ReductorDependencies.DependencyValues) -> Void
) -> SessionDependencies = #externalMacro(module: "ReductorMacros", type: "DependenciesMacro")
