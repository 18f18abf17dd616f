import Foundation
import Reductor
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The documentation site as a reader meets it: `scripts/docs.sh` builds it into `.build/docs`,
/// this test serves that folder on 127.0.0.1 and loads the landing page in headless Chromium,
/// which runs DocC's renderer, and reads the page it drew. It runs where Chromium is installed
/// (`apt-get install chromium`) and the site is built (`.ci/run` builds it before the tests);
/// elsewhere it is skipped, and says why.
@Suite struct DocsSiteTests {
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let site = checkout.appendingPathComponent(".build/docs")
  static let catalog = checkout.appendingPathComponent(
    "Sources/Reductor/Reductor.docc/Reductor.md")

  static let chromium: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser", "google-chrome"] {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  static let siteIsBuilt = FileManager.default.fileExists(
    atPath: site.appendingPathComponent("documentation/reductor/index.html").path)

  @Test(
    .enabled(if: chromium != nil, "headless Chromium is not installed (apt-get install chromium)"),
    .enabled(if: siteIsBuilt, "the site is not built (scripts/docs.sh)"),
    .timeLimit(.minutes(2))
  )
  func theLandingPageRendersEveryTopicGroup() throws {
    let server = try StaticServer(root: Self.site)
    defer { server.stop() }
    let page = try Self.render("http://127.0.0.1:\(server.port)/documentation/reductor/")

    // DocC's renderer drew the page: the module's title and summary, and each topic group the
    // catalog's landing page declares. (Each check is a Bool, so that a failure does not print
    // the whole page.)
    let drawsTheTitle = page.contains("<h1") && page.contains("Reductor")
    let drawsTheSummary = page.contains("on Linux as well as on Apple")
    #expect(drawsTheTitle, "the rendered page has no title (\(page.utf8.count) bytes)")
    #expect(drawsTheSummary)
    let groups = try String(contentsOf: Self.catalog, encoding: .utf8)
      .split(separator: "\n").filter { $0.hasPrefix("### ") }.map { $0.dropFirst(4) }
    #expect(groups.count >= 8)
    for group in groups {
      // A topic group is a heading of the page's contents table, anchored by its title.
      let anchor = group.replacingOccurrences(of: " ", with: "-")
      let drawn = page.contains("id=\"\(anchor)\" class=\"contenttable-title\"")
      #expect(drawn, "the rendered landing page has no topic group '\(group)'")
    }
    // Its symbols link to their own pages.
    let linksASymbol = page.contains("href=\"/documentation/reductor/store\"")
    #expect(linksASymbol)
    #expect(server.served.withValue { $0.contains("/documentation/reductor/") })
    #expect(server.served.withValue { $0.contains("/data/documentation/reductor.json") })
  }

  /// The DOM Chromium built once the page's scripts ran.
  static func render(_ url: String) throws -> String {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("reductor-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium!)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--user-data-dir=\(profile.path)", "--virtual-time-budget=15000", "--dump-dom", url,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// A file server on 127.0.0.1 (a port the system picks) for the static site, on a thread of its
/// own: a path names a file, or a folder whose `index.html` is served, as a static host serves
/// DocC's `--transform-for-static-hosting` output.
final class StaticServer: @unchecked Sendable {
  // `socket` is written once, in `init`, before the accept loop starts; `served` locks itself.
  let port: UInt16
  let served = LockIsolated<[String]>([])
  private let socket: Int32
  private let root: URL

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init(root: URL) throws {
    self.root = root
    #if canImport(Glibc)
      let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let listener = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard listener >= 0 else { throw Failure(description: "socket: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 16) == 0 else {
      close(listener)
      throw Failure(description: "bind or listen: \(errno)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(listener, $0, &length)
      }
    }
    self.socket = listener
    self.port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Closes the listening socket, which ends the accept loop.
  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private func acceptLoop() {
    while true {
      let connection = accept(socket, nil, nil)
      if connection < 0 { return }
      respond(on: connection)
      close(connection)
    }
  }

  private func respond(on connection: Int32) {
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.ends(with: Array("\r\n\r\n".utf8)) {
      let count = read(connection, &buffer, buffer.count)
      if count <= 0 { return }
      request += buffer[0..<count]
    }
    let line = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let parts = line.split(separator: " ")
    guard parts.count >= 2 else { return }
    let path = String(parts[1].split(separator: "?").first ?? "/")
    served.withValue { $0.append(path) }

    var file = root.appendingPathComponent(String(path.dropFirst()))
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue
    {
      file.appendPathComponent("index.html")
    }
    let head: String
    let body: Data
    if let data = FileManager.default.contents(atPath: file.path),
      file.standardizedFileURL.path.hasPrefix(root.standardizedFileURL.path)
    {
      head = "HTTP/1.1 200 OK\r\nContent-Type: \(Self.contentType(of: file))\r\n"
      body = data
    } else {
      head = "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\n"
      body = Data("not found".utf8)
    }
    let response =
      Data((head + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n").utf8) + body
    response.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = write(connection, bytes.baseAddress! + sent, bytes.count - sent)
        if count <= 0 { return }
        sent += count
      }
    }
  }

  static func contentType(of file: URL) -> String {
    switch file.pathExtension {
    case "html": "text/html; charset=utf-8"
    case "js": "text/javascript"
    case "css": "text/css"
    case "json": "application/json"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "ico": "image/x-icon"
    case "woff2": "font/woff2"
    default: "application/octet-stream"
    }
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
