extension AsyncStream {
  /// A stream that never emits and never finishes (until the task iterating it is cancelled).
  ///
  /// ```swift
  /// $0.screenshots = { .never }
  /// ```
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that finishes at once, without emitting.
  public static var finished: Self {
    Self { $0.finish() }
  }

  /// A stream of the elements of any sendable asynchronous sequence that cannot fail.
  ///
  /// Iterating it iterates `sequence` in a task of its own, which is cancelled when the
  /// iteration ends (the consumer stops or is cancelled).
  public init<S: AsyncSequence & Sendable>(_ sequence: S)
  where S.Element == Element, S.Element: Sendable {
    self.init { continuation in
      let task = Task {
        do {
          for try await element in sequence {
            continuation.yield(element)
          }
        } catch {}
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that never emits and never finishes (until the task iterating it is cancelled).
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that finishes at once, without emitting: normally, or by throwing `error`.
  ///
  /// ```swift
  /// $0.events = { .finished(throwing: URLError(.notConnectedToInternet)) }
  /// ```
  public static func finished(throwing error: (any Error)? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }

  /// A stream of the elements of any sendable asynchronous sequence; its error, if any, ends
  /// the stream by throwing.
  public init<S: AsyncSequence & Sendable>(_ sequence: S)
  where S.Element == Element, S.Element: Sendable {
    self.init { continuation in
      let task = Task {
        do {
          for try await element in sequence {
            continuation.yield(element)
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// This sequence as an `AsyncStream`, so that an endpoint declared as returning a stream can
  /// return any sequence: `{ numbers.map { $0 * 2 }.eraseToStream() }`. An error the sequence
  /// throws ends the stream.
  public func eraseToStream() -> AsyncStream<Element> {
    AsyncStream(self)
  }

  /// This sequence as an `AsyncThrowingStream`, errors included.
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream(self)
  }
}
