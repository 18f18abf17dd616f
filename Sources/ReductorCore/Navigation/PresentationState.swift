import ReductorCasePaths
import ReductorConcurrencyExtras
import ReductorCustomDump

/// The storage of a presented child feature's state: the child's state while it is presented,
/// `nil` while it is not.
///
/// Declare it with the `@Presents` macro in `@ObservableState` state, or as a property wrapper
/// in plain state, and integrate the child with `ifLet(\.$destino, action: \.destino)`:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var destino: Destino.State?
/// }
///
/// struct PlainState: Equatable {
///   @PresentationState var destino: Destino.State?
/// }
/// ```
///
/// Besides the child's state, a presentation state remembers *which* presentation it holds:
/// presenting a new child (assigning a fresh value) starts a new presentation, while mutating the
/// presented child in place (`state.destino?.cuenta += 1`) continues the current one. Reductor
/// uses that identity to tie the child's effects to the presentation that started them. The
/// identity is not part of `==`, hashing, `Codable` or diagnostics.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented state, boxed so that state can present its own type (recursive navigation)
  /// and so that `PresentationState` stays small inside its parent. `nil` when nothing is
  /// presented.
  @usableFromInline var _box: _PresentationBox<State>?
  /// The identity of the current presentation; `nil` exactly when `_box` is `nil`.
  @usableFromInline var _id: PresentationID?

  /// Creates a presentation state, presenting `wrappedValue` when it is not `nil`.
  ///
  /// - Parameter wrappedValue: The child state to present, or `nil` to present nothing.
  public init(wrappedValue: State?) {
    _box = wrappedValue.map(_PresentationBox.init)
    _id = wrappedValue.map(PresentationID.init(presenting:))
  }

  /// The presented child state, or `nil` when nothing is presented.
  ///
  /// Assigning a value starts a new presentation (unless it is the same `ObservableState` value
  /// read back, whose identity is kept); mutating the value in place keeps the current one;
  /// assigning `nil` dismisses.
  ///
  /// Inlinable, so that `ifLet` mutates a presented child with code specialized for its type.
  @inlinable
  public var wrappedValue: State? {
    get { _box?.value }
    set {
      guard let newValue else {
        _box = nil
        _id = nil
        return
      }
      let id = PresentationID(presenting: newValue)
      // The box is reused only for the presentation it holds (the presented value read,
      // changed and written back): a new presentation gets a new box, so the old one goes
      // away and hands its last state to the stores of the child it presented.
      if _box != nil, id == _id, isKnownUniquelyReferenced(&_box) {
        _box!.value = newValue
      } else {
        _box = _PresentationBox(newValue)
      }
      _id = id
    }
    _modify {
      guard _box != nil else {
        // Nothing presented: a write through the optional presents a new value.
        var presented: State? = nil
        defer {
          if let presented {
            _box = _PresentationBox(presented)
            _id = PresentationID(presenting: presented)
          }
        }
        yield &presented
        return
      }
      var presented: State? = _takePresented()
      defer {
        if let presented {
          _returnPresented(presented)
        } else {
          _box = nil
          _id = nil
        }
      }
      yield &presented
    }
  }

  /// Runs `body` on the presented child in place, continuing its presentation, or returns
  /// `nil` when nothing is presented.
  ///
  /// What `ifLet` mutates the child with: a plain function the optimizer inlines, where the
  /// `_modify` coroutine allocates its frame on every call.
  @inlinable
  package mutating func _withPresented<Result>(_ body: (inout State) -> Result) -> Result? {
    guard _box != nil else { return nil }
    if !isKnownUniquelyReferenced(&_box) { _box = _PresentationBox(_box!.value) }
    // Mutated where it is, in the box (which is this presentation's alone now).
    let result = body(&_box.unsafelyUnwrapped._value!)
    _id = _box.unsafelyUnwrapped.presentationID(continuing: _id)
    return result
  }

  /// Moves the presented child out of its box (copying the box first if it is shared), so the
  /// caller mutates the only copy in place. Something must be presented.
  @inlinable
  mutating func _takePresented() -> State {
    if !isKnownUniquelyReferenced(&_box) { _box = _PresentationBox(_box!.value) }
    return _box!.take()!
  }

  /// Puts back a child moved out by `_takePresented()`, continuing its presentation (or
  /// starting a new one if it was replaced by another `ObservableState` value).
  ///
  /// Takes `presented` as its own, so the child moves into the box instead of being copied (a
  /// copy of a state goes through its value witnesses).
  @inlinable
  mutating func _returnPresented(_ presented: consuming State) {
    _id = PresentationID(continuing: _id, with: presented)
    _box.unsafelyUnwrapped._value = consume presented
  }

  /// The presentation state itself, as `$destino`: what `ifLet(\.$destino, ...)` works on.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The identity of the current presentation, or `nil` when nothing is presented.
  ///
  /// It changes when a different child is presented and stays the same while the presented
  /// child is mutated in place; `ifLet` scopes the child's effects to it.
  @inlinable package var presentationID: PresentationID? { _id }
}

extension PresentationState {
  /// The payload of the presented enum state in the case `path` names, or `nil` when nothing
  /// is presented or it is in another case.
  ///
  /// Setting it replaces the payload when the presented state is in that case (the
  /// presentation continues); otherwise the write is ignored.
  ///
  /// ```swift
  /// state.$destino[case: \.detalle]?.cuenta += 1
  /// ```
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { wrappedValue?[case: path] }
    set { wrappedValue?[case: path] = newValue }
  }
}

// MARK: - Identity

/// The identity of one presentation in a ``PresentationState``.
///
/// For `ObservableState` children it follows the child's own identity (`_$id`), so replacing
/// the child with a freshly made value, or an enum destination with another case or payload,
/// is a new presentation however the write happens. Other children get a number from a
/// process-wide counter when they are presented, kept while they are mutated in place.
@usableFromInline
package struct PresentationID: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  enum Source: Hashable, Sendable {
    /// The identity of an `ObservableState` child: its `_$id` raw value and case tag.
    case observable(rawValue: UInt64, tag: Int)
    /// A number handed out when a non-observable child was presented.
    case counted(UInt64)
  }

  @usableFromInline let source: Source

  @inlinable
  init(source: Source) {
    self.source = source
  }

  /// The identity of a newly presented `value`.
  ///
  /// An `ObservableState` value carries its own identity, so assigning back the presented
  /// value (read, changed and written back) continues its presentation; any other assignment
  /// is a new one.
  @inlinable
  init(presenting value: borrowing some Any) {
    self.init(source: Self.observableSource(of: value) ?? .counted(Self.nextNumber()))
  }

  /// The identity after the presentation `current` was mutated in place into `value`.
  ///
  /// An in-place mutation continues the presentation, unless it replaced an `ObservableState`
  /// child with another one (as writing `$0.destino?.detalle = Detalle.State()` does).
  @inlinable
  init(continuing current: PresentationID?, with value: borrowing some Any) {
    if let observable = Self.observableSource(of: value) {
      self.init(source: observable)
    } else if let current, case .counted = current.source {
      self = current
    } else {
      self.init(presenting: value)
    }
  }

  /// The source for an `ObservableState` value that has an identity of its own.
  ///
  /// An `@ObservableState` enum whose payload is not observable (an alert, say) reports raw
  /// value `0`; such a value has no identity of its own and is counted instead.
  @inlinable
  static func observableSource(of value: borrowing some Any) -> Source? {
    guard let id = _observableStateID(of: value) else { return nil }
    guard id.rawValue != 0 else { return nil }
    return .observable(rawValue: id.rawValue, tag: id.tag)
  }

  private static let counter = LockedValue<UInt64>(0)

  @usableFromInline
  static func nextNumber() -> UInt64 {
    counter.withValue { value in
      value &+= 1
      return value
    }
  }

  /// `#n` (or `#n.tag`) for an observable child's identity, `presentation n` for a counted one.
  @usableFromInline package var description: String {
    switch source {
    case let .observable(rawValue, tag): tag == 0 ? "#\(rawValue)" : "#\(rawValue).\(tag)"
    case let .counted(number): "presentation \(number)"
    }
  }
}

// MARK: - Storage

/// The heap box behind ``PresentationState``, copied on write.
@usableFromInline
final class _PresentationBox<State> {
  /// The boxed state. `nil` only while `PresentationState.wrappedValue`'s `_modify` has moved
  /// the state out to be mutated in place.
  // Unchecked: the box is reached only through its `PresentationState`, whose value semantics
  // (copy on write) already make every access exclusive.
  @exclusivity(unchecked) @usableFromInline var _value: State?
  /// The store's hook: where the state goes when the box does, for the stores scoped to the
  /// presented child (see ``_StorePresentationHook``); `nil` until a store asks for it.
  // Unchecked: set on the main actor by a store while the box is in the store's state; read
  // by `deinit`, which runs once nothing else can reach the box.
  @exclusivity(unchecked) @usableFromInline var _storeHook: _StorePresentationHook<State>?

  @inlinable
  init(_ value: State) { _value = value }

  deinit {
    _storeHook?.boxEnded(with: _value.take())
  }

  /// The boxed state.
  @inlinable var value: State {
    get { _value! }
    set { _value = newValue }
  }

  /// Calls `body` with the address of the boxed state, which must be there (not moved out
  /// by `_modify`), to read it in place.
  @inlinable
  func _withValueAddress<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
    // An optional's payload starts at its own address.
    withUnsafeMutablePointer(to: &_value) { body(UnsafeRawPointer($0)) }
  }

  /// The identity of the presentation `current` after the boxed state was mutated in place.
  @inlinable
  func presentationID(continuing current: PresentationID?) -> PresentationID {
    PresentationID(continuing: current, with: _value.unsafelyUnwrapped)
  }

  /// Moves the state out of the box, leaving it empty until `value` is set again.
  @inlinable
  func take() -> State? {
    _value.take()
  }
}

// MARK: - Conformances

extension PresentationState: Equatable where State: Equatable {
  /// Whether both present equal states (or both present nothing); presentation identity is
  /// not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let left = lhs._box, let right = rhs._box, left === right { return true }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state; presentation identity is not hashed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

// Safe: the only non-Sendable stored property is the box, a class with a mutable `value`. A
// box is mutated only through `wrappedValue`'s setter and `_modify`, and only after
// `isKnownUniquelyReferenced` proved that this presentation state is its sole owner (otherwise
// it is copied first), so a box reachable from two places, possibly on two threads, is never
// mutated. That is the copy-on-write discipline of the standard collections.
extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented state as an optional: the state, or `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes an optional state; a decoded state is a new presentation.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: try container.decode(State?.self))
  }
}

extension PresentationState: CustomDumpRepresentable {
  /// Shows the presented state, or `nil`, as if it were a plain optional.
  public var customDumpValue: Any { wrappedValue as Any }
}

extension PresentationState: CustomStringConvertible {
  /// The presented state's description, or `"nil"`.
  public var description: String {
    wrappedValue.map { String(describing: $0) } ?? "nil"
  }
}
extension PresentationState: _DumpAsPropertyName {}
