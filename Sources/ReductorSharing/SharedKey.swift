/// A type that loads a value from an external system and can subscribe to its changes: what a
/// `@SharedReader` property reads through.
///
/// Conform to it for a source the built-in keys do not cover (a settings service, a database
/// row). `load` hands the freshest value to its continuation, now or later; `subscribe` hands
/// it every change the system makes on its own, until the subscription is cancelled.
///
/// ```swift
/// struct RemoteFlagKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///   func load(context: LoadContext<Bool>, continuation: LoadContinuation<Bool>) {
///     continuation.resume(returning: Flags.current[name] ?? false)
///   }
///   func subscribe(
///     context: LoadContext<Bool>, subscriber: SharedSubscriber<Bool>
///   ) -> SharedSubscription {
///     let token = Flags.observe(name) { subscriber.yield($0) }
///     return SharedSubscription { token.cancel() }
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value the key reads.
  associatedtype Value: Sendable
  /// What identifies the stored value: two keys with the same id share one reference.
  associatedtype ID: Hashable = Self

  /// The identity of the stored value (for `FileStorageKey`, the file and its storage).
  var id: ID { get }

  /// Loads the freshest value, handing it to `continuation` exactly once (synchronously or
  /// later); `resumeReturningInitialValue()` when the system holds no value.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Subscribes to the changes the external system makes; the subscription ends when it is
  /// cancelled or released.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is its own identity.
  public var id: ID { self }
}

/// A type that also saves a value to its external system: what a `@Shared` property writes
/// through.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`, calling one of `continuation`'s resume methods exactly once when done.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key is asked to load.
public enum LoadContext<Value> {
  /// A `@Shared` or `@SharedReader` property is being created, with this default value.
  case initialValue(Value)
  /// The user asked for the freshest value (`load()`, `init(require:)`).
  case userInitiated

  /// The default value of an `.initialValue` context; `nil` for `.userInitiated`.
  public var initialValue: Value? {
    guard case let .initialValue(value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}

/// Why a key is asked to save.
public enum SaveContext: Hashable, Sendable {
  /// The value changed (`withLock`): a key may coalesce such saves.
  case didSet
  /// The user asked for it (`save()`): a key should write now.
  case userInitiated
}
