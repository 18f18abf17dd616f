/// `string` written as a Swift string literal, as lines.
///
/// A string without line breaks (or any string when `singleLine` is set) is one quoted line with
/// `\"`, `\\`, `\n`, `\r`, `\t` and other control characters escaped. A string with line breaks
/// becomes a multi-line literal: `"""`, its lines, `"""`; a trailing line break shows as a
/// final empty line, as in Swift source.
func quotedStringLiteral(_ string: String, singleLine: Bool) -> [String] {
  guard !singleLine, string.unicodeScalars.contains("\n") else {
    var line = "\""
    for scalar in string.unicodeScalars { line += escaped(scalar, quote: "\"") }
    return [line + "\""]
  }
  var lines = ["\"\"\""]
  var line = ""
  for scalar in string.unicodeScalars {
    if scalar == "\n" {
      lines.append(line)
      line = ""
    } else {
      line += escaped(scalar, quote: nil)
    }
  }
  lines.append(line)
  // `"""` inside a multi-line literal would end it early.
  for index in 1..<lines.count {
    lines[index] = lines[index].replacing("\"\"\"", with: "\\\"\"\"")
  }
  lines.append("\"\"\"")
  return lines
}

/// One scalar as it appears inside a string literal.
private func escaped(_ scalar: Unicode.Scalar, quote: Unicode.Scalar?) -> String {
  switch scalar {
  case "\\": return "\\\\"
  case "\n": return "\\n"
  case "\r": return "\\r"
  case "\t": return "\\t"
  case "\0": return "\\0"
  case quote: return "\\\""
  default:
    if scalar.properties.generalCategory == .control {
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
    return String(scalar)
  }
}
