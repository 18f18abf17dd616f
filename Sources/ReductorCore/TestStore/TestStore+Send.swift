import ReductorCasePaths
import ReductorCustomDump
import ReductorDependencies
import ReductorSharing

extension TestStore {
  /// Sends an action and asserts how it changed state.
  ///
  /// ```swift
  /// await store.send(.incrementar) {
  ///   $0.cuenta = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Mutates the previous state into the state you expect;
  ///     omit it when the action changes nothing.
  /// - Returns: The effects the action started, to `finish()` or `cancel()`.
  @discardableResult
  @inlinable
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    // Inlinable, like `receive`: a passing step runs specialized for the feature's state and
    // actions; what reports a failure is called out of line.
    let location = _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if isDismissed {
      _failSendAfterDismissal(at: location)
      return TestStoreTask(group: nil, store: self, location: location)
    }
    _beginSend(at: location)
    let previous = state
    isSendingDirectly = true
    stateAfterDirectAction = nil
    sharedAfterDirectAction = nil
    // Warnings raised while it runs reach the test through the store's dependencies.
    let task = sendToRuntime(runtime, action)
    isSendingDirectly = false
    let actual = stateAfterDirectAction ?? runtime.state
    _expectStep(
      previous: previous, actual: actual, actualShared: sharedAfterDirectAction,
      modify: updateStateToExpectedResult, action: action, location: location
    )
    _state = actual
    if let group = task.group { _rememberSend(of: group, at: location) }
    if !isSettled { await settle() }
    return TestStoreTask(group: task.group, store: self, location: location)
  }

  /// What a `send` checks before it sends: that every received action was asserted (or, when
  /// not exhaustive, takes the state they produced).
  @inlinable
  func _beginSend(at location: _OperatorLocation) {
    lastStepLocation = location
    if !received.isEmpty { _settleReceived(beforeSendingAt: location) }
    if exhaustivity != .on {
      // Changes made by actions that were not asserted are visible to later assertions.
      _state = runtime.state
    }
  }

  /// Fails a `send` to a store whose feature dismissed itself; the action is not sent, as
  /// its parent would no longer deliver it.
  @usableFromInline
  func _failSendAfterDismissal(at location: _OperatorLocation) {
    fail(
      """
      Sent an action to a test store whose feature has dismissed itself; it was not sent.

      Once a presented feature calls 'dismiss()', its parent removes it and no more actions \
      reach it. End the test after the dismissal, or check it with 'store.isDismissed'.
      """,
      at: location
    )
  }

  /// Fails (or, when not exhaustive, notes) the received actions no `receive` asserted before
  /// a `send`, and takes the state they produced.
  @usableFromInline
  func _settleReceived(beforeSendingAt location: _OperatorLocation) {
    switch exhaustivity {
    case .on:
      fail(
        """
        Must handle \(received.count) received action\(received.count == 1 ? "" : "s") \
        before sending an action:

        \(describeReceived())

        Assert each with 'receive' before this 'send', or skip them with \
        'skipReceivedActions()'.
        """,
        at: location
      )
    case let .off(showSkippedAssertions):
      if showSkippedAssertions {
        note("Skipped receiving before this send:\n\n\(describeReceived())")
      }
    }
    state = received.last!.state
    received.removeAll()
  }

  /// Checks the state after a step, in line for the common passing step of an exhaustive
  /// test; anything else goes to `expectStateToMatch`, which builds the messages.
  @inlinable
  ///
  /// - Parameter actualShared: The shared values as they were when `actual` was recorded
  ///   (`nil` when none had changed then).
  func _expectStep(
    previous: State,
    actual: State,
    actualShared: _SharedCapture?,
    modify: ((inout State) throws -> Void)?,
    action: Action,
    location: _OperatorLocation
  ) {
    // The assertion runs with the store's dependencies bound, as TCA runs it: a
    // `@Dependency(\.date.now) var now` declared in the closure reads the date the test set.
    // Bound in the reducers' thread-local slot, which costs a pointer store, not a closure and
    // a task-local.
    SynchronousDependencies.with(runtime.dependencyBox) {
      _expectStepWithDependencies(
        previous: previous, actual: actual, actualShared: actualShared, modify: modify,
        action: action, location: location
      )
    }
  }

  /// `_expectStep` with the store's dependencies bound.
  @inlinable
  func _expectStepWithDependencies(
    previous: State,
    actual: State,
    actualShared: _SharedCapture?,
    modify: ((inout State) throws -> Void)?,
    action: Action,
    location: _OperatorLocation
  ) {
    if !sharedChanges.isEmpty {
      // Shared values changed: every read of the recorded state sees them as they were then.
      let capture = actualShared ?? _SharedCapture.empty
      _SharedContext.reading(capture) {
        _expectStepComparingShared(
          previous: previous, actual: actual, modify: modify, action: action, location: location
        )
      }
      sharedChanges.acceptChanges(from: capture)
      return
    }
    defer { _acceptSharedChanges() }
    if exhaustivity == .on {
      // Shared values are references, the same in all three states: each side of a
      // comparison reads the version of them its state stands for (see `_SharedView`).
      // With no shared value changed or asserted, every version reads the same: the
      // comparisons need no views.
      if let modify {
        var expected = previous
        let modified = _SharedContext.withView(.expected, tracker: sharedChanges) {
          (try? modify(&expected)) != nil
        }
        if modified {
          if sharedChanges.isEmpty {
            if expected == actual, expected != previous { return }
          } else {
            // The assertion changed a shared value that had not changed.
            _expectStateToMatch(
              previous: previous, actual: actual, modify: modify, action: action,
              location: location
            )
            return
          }
        }
      } else if previous == actual {
        return
      }
    }
    _expectStateToMatch(
      previous: previous, actual: actual, modify: modify, action: action, location: location
    )
  }

  /// `_expectStep` once shared values changed: each side of a comparison reads the version of
  /// them its state stands for (see `_SharedView`).
  @usableFromInline
  func _expectStepComparingShared(
    previous: State,
    actual: State,
    modify: ((inout State) throws -> Void)?,
    action: Action,
    location: _OperatorLocation
  ) {
    if exhaustivity == .on {
      if let modify {
        var expected = previous
        let modified = _SharedContext.withView(.expected, tracker: sharedChanges) {
          (try? modify(&expected)) != nil
        }
        if modified,
          _SharedContext.comparing(.expected, .current, { expected == actual }),
          _SharedContext.comparing(.expected, .previous, { expected != previous })
        {
          return
        }
      } else if _SharedContext.comparing(.previous, .current, { previous == actual }) {
        return
      }
    }
    _expectStateToMatch(
      previous: previous, actual: actual, modify: modify, action: action, location: location
    )
  }

  /// Takes the shared values' current versions as asserted, after a step.
  @inlinable
  func _acceptSharedChanges() {
    if !sharedChanges.isEmpty { sharedChanges.acceptChanges() }
  }

  /// `expectStateToMatch` for a step that sent or received `action`.
  @usableFromInline
  func _expectStateToMatch(
    previous: State,
    actual: State,
    modify: ((inout State) throws -> Void)?,
    action: Action,
    location: _OperatorLocation
  ) {
    expectStateToMatch(
      previous: previous, actual: actual, modify: modify, action: { reductorDump(action) },
      location: location
    )
  }

  /// Sends the case a case key path names, when that case has no payload:
  /// `await store.send(\.view.guardarPulsado)`.
  @discardableResult
  public func send(
    _ path: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      AnyCasePath(path).embed(()), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Sends the case a case key path names with a payload:
  /// `await store.send(\.destino.detalle.destino.editar.delegate.guardado, articuloEditado)`.
  @discardableResult
  public func send<Value>(
    _ path: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      AnyCasePath(path).embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Asserts the current state without sending anything.
  ///
  /// ```swift
  /// store.assert {
  ///   $0.cuenta = 2
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = StepLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    let actual = received.last?.state ?? runtime.state
    let previous = exhaustivity == .on ? state : actual
    withoutActuallyEscaping(updateStateToExpectedResult) { modify in
      SynchronousDependencies.with(runtime.dependencyBox) {
        expectStateToMatch(
          previous: previous, actual: actual, modify: modify, action: nil, location: location
        )
      }
    }
    _acceptSharedChanges()
    state = actual
  }

  /// Checks the state after a step against what the test expects.
  @usableFromInline
  func expectStateToMatch(
    previous: State,
    actual: State,
    modify: ((inout State) throws -> Void)?,
    action: (() -> String)?,
    location: StepLocation
  ) {
    // Described only for a message: dumping the action on every step (by reflection) cost
    // more than the rest of the step.
    var step: String { action.map { "after\n\n\($0().indented)\n\n" } ?? "\n\n" }
    switch exhaustivity {
    case .on:
      guard let expected = applying(modify, to: previous, location: location) else { return }
      if _SharedContext.comparing(.expected, .current, { expected != actual }) {
        let diff = sharedAwareDiff(expected, .expected, actual, .current)
        if modify == nil {
          fail(
            """
            State was not expected to change, but a change occurred \(step)\(diff)
            """,
            at: location
          )
        } else {
          fail(
            """
            The state does not match what the test expected \(step)\(diff)
            """,
            at: location
          )
        }
      } else if modify != nil, action != nil,
        _SharedContext.comparing(.expected, .previous, { expected == previous }),
        !sharedChanges.hasWrites
      {
        fail(
          """
          Expected state to change, but no change occurred.

          The assertion closure made no change to the state. Remove the closure, or assert \
          the change you meant to see.
          """,
          at: location
        )
      }
    case let .off(showSkippedAssertions):
      // Not exhaustive: what the shared values are now is what the test builds on.
      let skippedShared = sharedChanges.unassertedChanges()
      _acceptSharedChanges()
      guard let expected = applying(modify, to: actual, location: location) else { return }
      if _SharedContext.comparing(.expected, .current, { expected != actual }) {
        let diff = sharedAwareDiff(expected, .expected, actual, .current)
        fail(
          """
          The state does not match what the test expected \(step)\(diff)
          """,
          at: location
        )
      } else if showSkippedAssertions {
        for change in skippedShared {
          note(
            "Shared state changes the test did not assert \(step)(− asserted, + actual):\n\n\(change.diff)"
          )
        }
        var asserted = previous
        try? modify?(&asserted)
        if asserted != actual, let diff = reductorDiff(asserted, actual, format: .expectedActual) {
          note("State changes the test did not assert \(step)(− asserted, + actual):\n\n\(diff)")
        }
      }
    }
  }

  /// `state` changed by a test's assert closure, or `nil` (with a failure recorded) if the
  /// closure threw.
  func applying(
    _ modify: ((inout State) throws -> Void)?, to state: State, location: StepLocation
  ) -> State? {
    var state = state
    do {
      try _SharedContext.withView(.expected, tracker: sharedChanges) { try modify?(&state) }
    } catch {
      fail("The state assertion threw an error: \(error)", at: location)
      return nil
    }
    return state
  }

  /// The diff from `old` to `new`, each state's shared values read in the version it stands
  /// for.
  func sharedAwareDiff(
    _ old: State, _ oldView: _SharedView, _ new: State, _ newView: _SharedView
  ) -> String {
    let oldNode = _SharedContext.withView(oldView, tracker: sharedChanges) {
      DumpNode(reflecting: old, maxDepth: DumpNode.defaultMaxDepth)
    }
    let newNode = _SharedContext.withView(newView, tracker: sharedChanges) {
      DumpNode(reflecting: new, maxDepth: DumpNode.defaultMaxDepth)
    }
    return oldNode.diff(to: newNode, format: .expectedActual) ?? ""
  }

  /// Prints what a non-exhaustive test skipped.
  func note(_ message: String) {
    print("[Reductor TestStore] \(message)")
  }
}
