import Foundation

/// Reads the targets that path arguments name.
///
/// - A folder holding `Package.swift` is split, without running the manifest, into its
///   `Sources/*` and `Tests/*` folders, one target each, named after the folder; one with
///   neither (TCA's `Examples/` beside its Xcode projects) is read as any other folder.
/// - Any other folder, or a file, is one target named after the folder (a file's, the folder
///   that holds it).
///
/// Every `.swift` file under a target's folder is read, except those under `.build` (and
/// other hidden folders).
public enum InsightInputs {
  public static func targets(
    paths: [String], modules: [(name: String, path: String)] = [],
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws -> [InsightTarget] {
    var targets: [InsightTarget] = []
    for (name, path) in modules {
      targets.append(try target(named: name, at: absolute(path, from: currentDirectory)))
    }
    let paths = paths.isEmpty && modules.isEmpty ? [currentDirectory] : paths
    for path in paths {
      targets += try self.targets(at: path, currentDirectory: currentDirectory)
    }
    return targets
  }

  /// The targets one path argument names.
  public static func targets(at path: String, currentDirectory: String) throws -> [InsightTarget] {
    var targets: [InsightTarget] = []
    let url = absolute(path, from: currentDirectory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw InsightInputError(path: url.path, reason: "no such file or folder")
    }
    if !isDirectory.boolValue {
      targets.append(
        InsightTarget(
          module: url.deletingLastPathComponent().lastPathComponent,
          sources: [try read(url)], folder: url.deletingLastPathComponent().path
        ))
    } else if FileManager.default.fileExists(
      atPath: url.appendingPathComponent("Package.swift").path),
      ["Sources", "Tests"].contains(where: {
        FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
      })
    {
      for group in ["Sources", "Tests"] {
        let folder = url.appendingPathComponent(group)
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for child in children.sorted() where !child.hasPrefix(".") {
          let childURL = folder.appendingPathComponent(child)
          var childIsDirectory: ObjCBool = false
          guard
            FileManager.default.fileExists(atPath: childURL.path, isDirectory: &childIsDirectory),
            childIsDirectory.boolValue
          else { continue }
          targets.append(try target(named: child, at: childURL))
        }
      }
    } else {
      targets.append(try target(named: url.lastPathComponent, at: url))
    }
    return targets
  }

  private static func absolute(_ path: String, from directory: String) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: directory).appendingPathComponent(path)
    return url.standardizedFileURL
  }

  private static func target(named name: String, at folder: URL) throws -> InsightTarget {
    InsightTarget(module: name, sources: try swiftFiles(in: folder).map(read), folder: folder.path)
  }

  /// The `.swift` files under `folder`, sorted, skipping `.build` and hidden folders.
  static func swiftFiles(in folder: URL) throws -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
      )
    else {
      throw InsightInputError(path: folder.path, reason: "the folder cannot be read")
    }
    var files: [URL] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == ".build" {
        enumerator.skipDescendants()
        continue
      }
      if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }

  private static func read(_ url: URL) throws -> InsightSource {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw InsightInputError(path: url.path, reason: "the file cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InsightInputError(path: url.path, reason: "the file is not UTF-8 text")
    }
    return InsightSource(path: url.path, text: text)
  }
}
