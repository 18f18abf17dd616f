/// The name of `type` as a reader would write it in the module that declares it:
/// `Inventory.State`, `Wrapper<Int>`, `(a: Int, b: String)`.
///
/// Starts from the fully qualified name, then drops the module prefix of every qualified name
/// in it (including generic arguments) and the anonymous contexts that local and private types
/// carry (`(unknown context at $…)`), which would otherwise put a memory address in the dump.
package func readableTypeName(_ type: Any.Type) -> String {
  readableTypeName(qualified: _typeName(type, qualified: true))
}

/// Cleans up a fully qualified type name; see ``readableTypeName(_:)``.
package func readableTypeName(qualified name: String) -> String {
  stripModulePrefixes(stripAnonymousContexts(name))
}

/// Removes every `(unknown context at $…).` from a qualified name: local and private types
/// carry one, and its address changes from run to run.
private func stripAnonymousContexts(_ name: String) -> String {
  let marker = "(unknown context at "
  var result = ""
  var rest = Substring(name)
  while let range = rest.firstRange(of: marker) {
    result += rest[..<range.lowerBound]
    rest = rest[range.upperBound...]
    guard let close = rest.firstIndex(of: ")") else { break }
    rest = rest[rest.index(after: close)...]
    if rest.first == "." { rest = rest.dropFirst() }
  }
  return result + rest
}

/// Drops the first component of each dotted path that starts a name: `Swift.Int` → `Int`,
/// `App.Feature.State` → `Feature.State`, `Swift.Array<App.Item>` → `Array<Item>`.
///
/// A name starts the string or follows one of `<([,: `; components after a `>` (members of a
/// generic type, `Outer<Int>.Inner`) are kept.
private func stripModulePrefixes(_ name: String) -> String {
  let starters: Set<Character> = ["<", "(", "[", ",", " ", ":"]
  let characters = Array(name)
  var result = ""
  var index = 0
  var atStart = true
  while index < characters.count {
    let character = characters[index]
    if atStart, character.isIdentifierStart {
      var end = index
      while end < characters.count, characters[end].isIdentifierBody { end += 1 }
      let isQualified =
        end + 1 < characters.count && characters[end] == "."
        && characters[end + 1].isIdentifierStart
      if isQualified {
        index = end + 1
      } else {
        result.append(contentsOf: characters[index..<end])
        index = end
      }
      atStart = false
      continue
    }
    result.append(character)
    atStart = starters.contains(character)
    index += 1
  }
  return result
}

extension Character {
  fileprivate var isIdentifierStart: Bool { self == "_" || isLetter }
  fileprivate var isIdentifierBody: Bool { self == "_" || isLetter || isNumber }
}
