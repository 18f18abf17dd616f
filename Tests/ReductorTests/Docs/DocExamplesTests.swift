import Foundation
import Testing

/// The Swift blocks of the articles are compiled code: each is marked
/// `<!-- compiled: PATH#REGION -->` and must be, line for line, the region between
/// `// docs:REGION` and `// docs:end` in that file of the package (dedented), or is marked
/// `<!-- illustration -->` (a fragment, or code that needs an Apple platform). Checked for the
/// README, `CONTRIBUTING.md`, every article of the DocC catalog and every document in `docs/`.
@Suite struct DocExamplesTests {
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let catalog = "Sources/Reductor/Reductor.docc"

  static let checkedArticles: [String] = {
    func markdown(in folder: String) -> [String] {
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: checkout.appendingPathComponent(folder).path
        )) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }
    return ["README.md", "CONTRIBUTING.md"] + markdown(in: catalog) + markdown(in: "docs")
  }()

  @Test func theArticlesAreFound() {
    #expect(Self.checkedArticles.contains(Self.catalog + "/GettingStarted.md"))
    #expect(Self.checkedArticles.contains("docs/architecture.md"))
    #expect(Self.checkedArticles.count > 15)
  }

  struct Block {
    let line: Int
    let marker: String?
    let text: String
  }

  /// The fenced Swift blocks of `article`, with the marker on the line before each, if any.
  static func blocks(of article: String) -> [Block] {
    let lines = article.components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
        index += 1
        continue
      }
      let marker = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
      var end = index + 1
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
      blocks.append(
        Block(
          line: index + 1,
          marker: marker.hasPrefix("<!--") ? marker : nil,
          text: lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n")
        ))
      index = end + 1
    }
    return blocks
  }

  /// The lines between `// docs:name` and `// docs:end` in `source`, without their common
  /// indentation; `nil` when there is no such region.
  static func region(_ name: String, in source: String) -> String? {
    let lines = source.components(separatedBy: "\n")
    guard
      let start = lines.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "// docs:\(name)"
      }),
      let end = lines[(start + 1)...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "// docs:end"
      })
    else { return nil }
    let body = lines[(start + 1)..<end]
    let indent =
      body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }

  @Test(arguments: checkedArticles)
  func everySwiftBlockIsCompiledCodeOrMarkedAsIllustration(_ path: String) throws {
    let article = try String(
      contentsOf: Self.checkout.appendingPathComponent(path), encoding: .utf8)
    for block in Self.blocks(of: article) {
      let marker = try #require(block.marker, "\(path):\(block.line): a Swift block with no marker")
      if marker == "<!-- illustration -->" { continue }
      let prefix = "<!-- compiled: "
      #expect(
        marker.hasPrefix(prefix) && marker.hasSuffix(" -->"), "\(path):\(block.line): \(marker)")
      let reference = marker.dropFirst(prefix.count).dropLast(" -->".count)
      let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
      try #require(parts.count == 2, "\(path):\(block.line): \(reference) names no region")
      let source = try String(
        contentsOf: Self.checkout.appendingPathComponent(parts[0]), encoding: .utf8
      )
      let code = try #require(
        Self.region(parts[1], in: source),
        "\(path):\(block.line): no region \(parts[1]) in \(parts[0])"
      )
      #expect(block.text == code, "\(path):\(block.line) differs from \(reference)")
    }
  }

  @Test func aBlockThatDiffersFromItsRegionIsCaught() {
    let source = "// docs:uno\n  let a = 1\n// docs:end\n"
    #expect(Self.region("uno", in: source) == "let a = 1")
    let article = "<!-- compiled: X.swift#uno -->\n```swift\nlet a = 2\n```\n"
    let block = Self.blocks(of: article)[0]
    #expect(block.marker == "<!-- compiled: X.swift#uno -->")
    #expect(block.text != Self.region("uno", in: source))
  }
}
