import Foundation

// Holds the output of `swift test` to the markers written in the fixture's test sources.
//
//   check-fixture-output <output of swift test> <folder of test sources>
//
// Markers, in a line comment:
//   expect-issue(TEST): TEXT        TEST records an issue at this line whose message has TEXT
//   expect-known-issue(TEST): TEXT  the same, as a known issue (`withKnownIssue`)
//   expect-pass(TEST)               TEST passes, with no issue but the known ones it expects
//
// TEST is written as the runner prints it: `unreceived()` for Swift Testing,
// `XCTestTrustTests.test1Unreceived` for XCTest. A test that records an expected issue must
// fail; every issue must be recorded inside its own test (before the runner prints the
// test's result, and never in another test); every test that ran must carry a marker; and
// no test may take longer than `slowest` seconds (a `receive` that waits out a long timeout
// when nothing can arrive shows there).

let slowest = 10.0

struct Expected {
  var file: String
  var line: Int
  var text: String
  var isKnown: Bool
}

struct Recorded {
  var file: String
  var line: Int
  var message: String
  var isKnown: Bool
  /// Printed after the runner had printed the test's result, or while another test ran.
  var isLate: Bool
}

struct Verdict {
  var passed: Bool
  var seconds: Double
}

let arguments = CommandLine.arguments
guard arguments.count == 3,
  let output = try? String(contentsOfFile: arguments[1], encoding: .utf8)
else {
  print("usage: check-fixture-output <output of swift test> <folder of test sources>")
  exit(2)
}

// MARK: Markers

var expectedIssues: [String: [Expected]] = [:]
var expectedToPass: Set<String> = []

let sources =
  FileManager.default.enumerator(atPath: arguments[2])?
  .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
for source in sources {
  let path = arguments[2] + "/" + source
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
  let file = (source as NSString).lastPathComponent
  for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    guard let comment = line.range(of: "// expect-") else { continue }
    let marker = line[comment.upperBound...]
    for kind in ["issue(", "known-issue(", "pass("] where marker.hasPrefix(kind) {
      let rest = marker.dropFirst(kind.count)
      if kind == "pass(" {
        guard rest.hasSuffix(")") else { break }
        expectedToPass.insert(String(rest.dropLast()))
      } else {
        guard let end = rest.range(of: "): ") else { break }
        let test = String(rest[..<end.lowerBound])
        let expected = Expected(
          file: file, line: index + 1, text: String(rest[end.upperBound...]),
          isKnown: kind == "known-issue("
        )
        expectedIssues[test, default: []].append(expected)
      }
    }
  }
}

// MARK: What the runners printed

var recorded: [String: [Recorded]] = [:]
var verdicts: [String: Verdict] = [:]
var problems: [String] = []

/// The text between `prefix` and `suffix` in `line`, if both are there in that order.
func between(_ line: Substring, _ prefix: String, _ suffix: String) -> (Substring, Substring)? {
  guard let start = line.range(of: prefix),
    let end = line.range(of: suffix, range: start.upperBound..<line.endIndex)
  else { return nil }
  return (line[start.upperBound..<end.lowerBound], line[end.upperBound...])
}

/// `FILE:LINE` or `FILE:LINE:COLUMN` at the start of `text`, with the file's last component.
func location(_ text: Substring) -> (file: String, line: Int)? {
  let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
  guard parts.count >= 2, let line = Int(parts[1]) else { return nil }
  return ((String(parts[0]) as NSString).lastPathComponent, line)
}

func seconds(_ text: Substring) -> Double {
  Double(text.prefix { $0.isNumber || $0 == "." }) ?? 0
}

let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
var runningXCTest: String?
for (index, line) in lines.enumerated() {
  // Swift Testing: "✘ Test NAME recorded an issue at FILE:LINE:COLUMN: …", then "↳ MESSAGE".
  for (phrase, isKnown) in [(" recorded an issue at ", false), (" recorded a known issue at ", true)] {
    guard let (name, rest) = between(line, "Test ", phrase) else { continue }
    let test = String(name)
    guard let place = location(rest) else {
      problems.append("unreadable issue line: \(line)")
      continue
    }
    // The comment, when there is one, is on the next line; else the summary after the place.
    // Its further lines follow, indented by two spaces.
    let next = lines.indices.contains(index + 1) ? lines[index + 1] : ""
    var message = next.hasPrefix("↳ ") ? next.dropFirst(2) : rest.split(separator: ": ").last ?? ""
    if next.hasPrefix("↳ ") {
      var following = index + 2
      while lines.indices.contains(following), lines[following].hasPrefix("  ") {
        message += "\n" + lines[following].dropFirst(2)
        following += 1
      }
    }
    recorded[test, default: []].append(
      Recorded(
        file: place.file, line: place.line, message: String(message), isKnown: isKnown,
        isLate: verdicts[test] != nil
      ))
  }
  if let (name, rest) = between(line, "Test ", " passed after ") {
    verdicts[String(name)] = Verdict(passed: true, seconds: seconds(rest))
  }
  if let (name, rest) = between(line, "Test ", " failed after ") {
    verdicts[String(name)] = Verdict(passed: false, seconds: seconds(rest))
  }
  // XCTest: "Test Case 'C.T' started at …", "PATH:LINE: error: C.T : MESSAGE",
  // "Test Case 'C.T' passed (0.1 seconds)".
  if let (name, rest) = between(line, "Test Case '", "' ") {
    let test = String(name)
    if rest.hasPrefix("started") {
      runningXCTest = test
    } else if rest.hasPrefix("passed (") || rest.hasPrefix("failed (") {
      verdicts[test] = Verdict(passed: rest.hasPrefix("passed"), seconds: seconds(rest.dropFirst(8)))
      runningXCTest = nil
    }
  }
  if let error = line.range(of: ": error: "),
    let separator = line.range(of: " : ", range: error.upperBound..<line.endIndex),
    let place = location(line[..<error.lowerBound])
  {
    let test = String(line[error.upperBound..<separator.lowerBound])
    let message = line[separator.upperBound...]
    recorded[test, default: []].append(
      Recorded(
        file: place.file, line: place.line, message: String(message), isKnown: false,
        isLate: runningXCTest != test
      ))
  }
}

// MARK: Holding one to the other

var held = 0
var broken = 0
@MainActor func report(_ holds: Bool, _ test: String, _ what: String) {
  if holds {
    held += 1
    print("  ok    \(test): \(what)")
  } else {
    broken += 1
    print("  FAIL  \(test): \(what)")
  }
}

let marked = Set(expectedIssues.keys).union(expectedToPass)
for test in marked.sorted() {
  let expected = expectedIssues[test] ?? []
  let mustFail = expected.contains { !$0.isKnown }
  guard let verdict = verdicts[test] else {
    report(false, test, "did not run (no result printed)")
    continue
  }
  report(
    verdict.passed != mustFail, test,
    mustFail
      ? "fails" + (verdict.passed ? ", but it passed" : "")
      : "passes" + (verdict.passed ? "" : ", but it failed")
  )
  report(verdict.seconds < slowest, test, "takes \(verdict.seconds) s (under \(slowest) s)")
  var unmatched = recorded[test] ?? []
  for issue in expected {
    let kind = issue.isKnown ? "a known issue" : "an issue"
    let match = unmatched.firstIndex {
      $0.file == issue.file && $0.line == issue.line && $0.isKnown == issue.isKnown
        && $0.message.contains(issue.text)
    }
    guard let match else {
      report(false, test, "records \(kind) at \(issue.file):\(issue.line) containing \"\(issue.text)\"")
      continue
    }
    let found = unmatched.remove(at: match)
    report(
      !found.isLate, test,
      "records \(kind) at \(issue.file):\(issue.line) containing \"\(issue.text)\""
        + (found.isLate ? ", but only after the test had ended" : "")
    )
  }
  for issue in unmatched {
    report(false, test, "records no other issue, but has \(issue.file):\(issue.line): \(issue.message)")
  }
}
for (test, issues) in recorded.sorted(by: { $0.key < $1.key }) where !marked.contains(test) {
  for issue in issues {
    report(false, test, "an issue outside every marked test: \(issue.file):\(issue.line): \(issue.message)")
  }
}
for test in verdicts.keys.sorted() where !marked.contains(test) && !test.hasPrefix("run with") {
  report(false, test, "has no marker saying whether it must pass or fail")
}
for problem in problems {
  report(false, "output", problem)
}

print("TestStore fixture: \(held) of \(held + broken) expectations hold")
exit(broken == 0 && held > 0 ? 0 : 1)
