import ReductorConcurrencyExtras
import ReductorIssueReporting

/// How a key hands back what it loaded: call one of the resume methods exactly once.
///
/// Resuming twice reports a runtime warning and is ignored; a continuation released without
/// being resumed reports one too, and resumes with the initial value.
public struct LoadContinuation<Value>: Sendable {
  let box: _ContinuationBox<Value?>

  /// A continuation that calls `callback` with the result; `description` names the key in
  /// warnings.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    box = _ContinuationBox(description: description, callback: callback) { .success(nil) }
  }

  /// Resumes with the loaded value.
  public func resume(returning value: Value) { resume(with: .success(value)) }

  /// Resumes with an error: the reference keeps its value and records the error (`loadError`).
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }

  /// Resumes saying the system holds no value: the reference keeps its initial value.
  public func resumeReturningInitialValue() { resume(with: .success(nil)) }

  /// Resumes with a result: a value, `nil` for the initial value, or an error.
  public func resume(with result: Result<Value?, any Error>) { box.resume(with: result) }
}

/// How a key says a save is done: call one of the resume methods exactly once.
public struct SaveContinuation: Sendable {
  let box: _ContinuationBox<Void>

  /// A continuation that calls `callback` with the result; `description` names the key in
  /// warnings.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    box = _ContinuationBox(description: description, callback: callback) { .success(()) }
  }

  /// Resumes: the value was saved.
  public func resume() { resume(with: .success(())) }

  /// Resumes with the error that stopped the save: the reference records it (`saveError`).
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }

  /// Resumes with a result.
  public func resume(with result: Result<Void, any Error>) { box.resume(with: result) }
}

/// The one-shot callback behind a continuation.
final class _ContinuationBox<Value>: Sendable {
  private let state: LockedValue<(@Sendable (Result<Value, any Error>) -> Void)?>
  private let resumed = LockedValue(false)
  private let description: @Sendable () -> String
  /// What the callback gets when the continuation is released without being resumed.
  private let unresumed: @Sendable () -> Result<Value, any Error>

  init(
    description: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result<Value, any Error>) -> Void,
    unresumed: @escaping @Sendable () -> Result<Value, any Error>
  ) {
    self.description = description
    self.state = LockedValue(callback)
    self.unresumed = unresumed
  }

  private var keyName: String {
    let text = description()
    return text.isEmpty ? "A shared key" : "'\(text)'"
  }

  func resume(with result: Result<Value, any Error>) {
    let callback = state.withValue { callback -> (@Sendable (Result<Value, any Error>) -> Void)? in
      defer { callback = nil }
      return callback
    }
    resumed.set(true)
    guard let callback else {
      reportRuntimeWarning(
        """
        \(keyName) resumed its continuation more than once; only the first result was used. \
        Call one resume method exactly once on every path of 'load' and 'save'.
        """
      )
      return
    }
    callback(result)
  }

  deinit {
    guard !resumed.current, let callback = state.current else { return }
    reportRuntimeWarning(
      """
      \(keyName) released its continuation without resuming it; it was resumed with the \
      initial value. Call one resume method exactly once on every path of 'load' and 'save'.
      """
    )
    callback(unresumed())
  }
}

/// How a key hands over the changes its external system makes on its own.
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: (@Sendable (Bool) -> Void)?

  /// A subscriber that calls `callback` with each change, and `onLoading` when the system says
  /// it is loading.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Hands over a new value.
  public func yield(_ value: Value) { yield(with: .success(value)) }

  /// Says the system holds no value any more: the reference goes back to its initial value.
  public func yieldReturningInitialValue() { yield(with: .success(nil)) }

  /// Hands over an error: the reference keeps its value and records the error.
  public func yield(throwing error: any Error) { yield(with: .failure(error)) }

  /// Hands over a result.
  public func yield(with result: Result<Value?, any Error>) { callback(result) }

  /// Says whether the system is loading (`isLoading` on the reference).
  public func yieldLoading(_ isLoading: Bool = true) { onLoading?(isLoading) }
}

/// A subscription to a key's changes: it ends when `cancel()` is called or it is released.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// A subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    box = Box(cancel)
  }

  /// Ends the subscription.
  public func cancel() { box.cancel() }

  private final class Box: Sendable {
    let onCancel: LockedValue<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = LockedValue(onCancel)
    }

    func cancel() {
      let onCancel = self.onCancel.withValue { onCancel in
        defer { onCancel = nil }
        return onCancel
      }
      onCancel?()
    }

    deinit { cancel() }
  }
}
