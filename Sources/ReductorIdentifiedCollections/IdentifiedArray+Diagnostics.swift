// Messages for misuse of an identified array. Each names the ids involved, so the trap says
// which element was at fault; tests check the text through exit tests.

/// The message for a duplicate id where ids must be unique.
@usableFromInline
package func _duplicateIDMessage(_ id: some Hashable) -> String {
  "IdentifiedArray: duplicate id \(id). Every element of an identified array needs a unique id."
}

/// The message for writing an element under a different id than its own.
@usableFromInline
package func _mismatchedIDMessage(subscriptID: some Hashable, elementID: (some Hashable)?) -> String
{
  let elementID = elementID.map { "\($0)" } ?? "nil"
  return """
    IdentifiedArray: wrote an element with id \(elementID) to the slot for id \(subscriptID). \
    An element can only replace one with the same id; remove the old element and append the \
    new one instead.
    """
}

/// The message for a positional write that changes the id at that position.
@usableFromInline
package func _changedIDMessage(position: Int, oldID: some Hashable, newID: some Hashable) -> String
{
  """
  IdentifiedArray: wrote an element with id \(newID) at position \(position), which holds id \
  \(oldID). A positional write must keep the id; use `remove(at:)` and `insert(_:at:)` to \
  replace an element with another.
  """
}

/// Stops the program on a misuse of an identified array, printing `message` in every build.
@usableFromInline
@inline(never)
func _identifiedArrayFailure(
  _ message: String, file: StaticString = #fileID, line: UInt = #line
) -> Never {
  fatalError(message, file: file, line: line)
}
