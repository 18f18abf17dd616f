extension Task where Success == Never, Failure == Never {
  /// Suspends forever, until the task is cancelled, then throws `CancellationError`.
  ///
  /// ```swift
  /// $0.connection.messages = { try await Task.never() }
  /// ```
  public static func never() async throws -> Never {
    let (stream, _) = AsyncStream.makeStream(of: Never.self)
    for await _ in stream {}
    throw _Concurrency.CancellationError()
  }

  /// Yields `count` times in a row, giving other tasks many chances to run.
  ///
  /// For tests that must let work started elsewhere reach a point they then observe. A
  /// `TestStore` needs none: its effects run whenever the test awaits the store.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value
    }
  }
}

extension Task where Failure == Never {
  /// Suspends forever, until the task is cancelled, then throws `CancellationError`; it never
  /// returns a value.
  public static func never() async throws -> Success {
    let (stream, _) = AsyncStream.makeStream(of: Never.self)
    for await _ in stream {}
    throw _Concurrency.CancellationError()
  }
}

extension Task where Failure == any Error {
  /// The task's value; cancelling the task that awaits it cancels this task too.
  public var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await value
      } onCancel: {
        cancel()
      }
    }
  }
}

extension Task where Failure == Never {
  /// The task's value; cancelling the task that awaits it cancels this task too.
  public var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await value
      } onCancel: {
        cancel()
      }
    }
  }
}
