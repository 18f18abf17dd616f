import ReductorCasePaths
import ReductorCustomDump
import ReductorSharing

extension TestStore where Action: Equatable {
  /// Asserts that an effect sent exactly this action next, and how it changed state.
  ///
  /// ```swift
  /// await store.receive(.resultadosRecibidos(.success([.demo]))) {
  ///   $0.items = [.demo]
  /// }
  /// ```
  @inlinable
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction },
      describing: { _describe(expectedAction) },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that an effect sent an action in the case a case key path names; the payload is
  /// not compared, so it need not be `Equatable`.
  ///
  /// ```swift
  /// await store.receive(\.resultadosRecibidos.success) {
  ///   $0.items = [.demo]
  /// }
  /// ```
  public func receive<Value>(
    _ path: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(path)
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      describing: { "an action in the case \(path)" },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action in a case with this payload.
  ///
  /// ```swift
  /// await store.receive(\.destino.detalle.delegate.articuloActualizado, articuloEditado)
  /// ```
  public func receive<Value: Equatable>(
    _ path: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(path)
    await receiveAction(
      matching: { casePath.extract(from: $0) == value },
      describing: { "the case \(path) with payload \(reductorDump(value))" },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action that satisfies a predicate.
  ///
  /// ```swift
  /// await store.receive { action in
  ///   if case .resultadosRecibidos(.failure) = action { true } else { false }
  /// }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      describing: { "an action matching the predicate" },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  @inlinable
  func receiveAction(
    matching isMatching: (Action) -> Bool,
    describing describeExpected: () -> String,
    timeout: Duration?,
    assert modify: ((inout State) throws -> Void)?,
    location: _OperatorLocation
  ) async {
    // Inlinable, like `send`: a passing step runs specialized for the feature's state and
    // actions; what reports a failure is called out of line.
    lastStepLocation = location
    let exhaustive = exhaustivity == .on
    func hasArrived() -> Bool {
      exhaustive ? !received.isEmpty : received.contains { isMatching($0.action) }
    }
    if !hasArrived() {
      let timeout = timeout ?? self.timeout
      guard await waitUntil(timeout: timeout, givingUpWhenSettled: true, hasArrived) else {
        _failNoneArrived(expected: describeExpected(), timeout: timeout, location: location)
        return
      }
    }
    let index: Int
    if exhaustive {
      index = 0
      if !isMatching(received[0].action) {
        _failReceivedAnother(expected: describeExpected(), location: location)
      }
    } else {
      index = received.firstIndex { isMatching($0.action) }!
      if index > 0 { _skipReceived(before: index) }
    }
    let next = received[index]
    if index + 1 == received.count {
      received.removeAll(keepingCapacity: true)
    } else {
      received.removeFirst(index + 1)
    }
    var shared: _SharedCapture?
    if !receivedShared.isEmpty {
      shared = receivedShared.removeValue(forKey: next.sequence)
      if received.isEmpty { receivedShared.removeAll() }
    }
    _expectStep(
      previous: state, actual: next.state, actualShared: shared, modify: modify,
      action: next.action, location: location
    )
    _state = next.state
    if !isSettled { await settle() }
  }

  @usableFromInline
  func _failNoneArrived(expected: String, timeout: Duration, location: _OperatorLocation) {
    let inFlight = runtime.registry.inFlightDescriptions
    let arrivedText =
      received.isEmpty
      ? "No action arrived."
      : "Actions that did arrive:\n\n\(describeReceived())"
    if inFlight.isEmpty {
      // `waitUntil` gave up at once: nothing was running that could still send.
      fail(
        """
        Expected to receive \(expected.indentedIfMultiline), but no effect is running, so \
        nothing more can arrive.

        \(arrivedText)
        """,
        at: location
      )
      return
    }
    fail(
      """
      Expected to receive \(expected.indentedIfMultiline), but none arrived within \
      \(timeout).

      \(arrivedText)

      Effects still running, started by:

      \(inFlight.map { "  • " + $0 }.joined(separator: "\n"))
      """,
      at: location
    )
  }

  @usableFromInline
  func _failReceivedAnother(expected: String, location: _OperatorLocation) {
    fail(
      """
      Received an action other than the one expected.

      Expected: \(expected.indentedIfMultiline)
      Received: \(reductorDump(received[0].action).indentedIfMultiline)
      """,
      at: location
    )
  }

  /// A non-exhaustive `receive` that matched a later action: the ones before it are skipped
  /// (and listed, if asked), and the state is taken from the last of them.
  @usableFromInline
  func _skipReceived(before index: Int) {
    if case .off(showSkippedAssertions: true) = exhaustivity {
      let skipped = received[..<index].map { "  • " + reductorDump($0.action) }
      note("Skipped receiving:\n\n\(skipped.joined(separator: "\n"))")
    }
    state = received[index - 1].state
  }
}

extension String {
  var indentedIfMultiline: String {
    contains("\n") ? "\n\n" + indented + "\n" : self
  }
}
