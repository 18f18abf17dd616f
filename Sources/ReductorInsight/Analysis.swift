import SwiftSyntax

/// The analysis of a set of targets: their features, and what the lint rules read.
public struct Analysis {
  let workspace: Workspace

  /// Parses and analyses `targets`. Throws ``InsightInputError`` for a file that does not
  /// parse.
  ///
  /// - Parameter context: Targets read only so that names resolve (the dependencies of the
  ///   targets a plugin was asked for): their features are drawn only where a target of
  ///   `targets` reaches them, and they are not linted.
  public init(_ targets: [InsightTarget], context: [InsightTarget] = []) throws {
    workspace = Workspace(
      modules: try targets.map(parse), context: try context.map(parse)
    )
  }

  /// The features of every target, in the order their files were given.
  public var tree: FeatureTree {
    FeatureTree(features: workspace.publicFeatures())
  }
}

/// Every module read, how names resolve across them, and the features found in them.
final class Workspace {
  let modules: [TargetIndex]
  /// Modules read only to resolve names.
  let contextModules: [TargetIndex]
  private let byName: [String: TargetIndex]
  private(set) var features: [FeatureInfo] = []
  private(set) var byID: [String: FeatureInfo] = [:]
  private var byType: [ObjectIdentifier: FeatureInfo] = [:]

  init(modules: [TargetIndex], context: [TargetIndex]) {
    self.modules = modules
    self.contextModules = context
    var byName: [String: TargetIndex] = [:]
    for module in context + modules { byName[module.module] = module }
    self.byName = byName
    let extractor = FeatureExtractor(workspace: self)
    let found = (modules + context).flatMap { extractor.features(in: $0) }
    features = found
    Self.assignIDs(found)
    for feature in found {
      byID[feature.id] = feature
      byType[ObjectIdentifier(feature.type)] = feature
    }
    for feature in found { extractor.describe(feature) }
    findDelegates()
  }

  /// `Module.Name`, and for features of one name in one module, the end of the file's path
  /// that tells them apart.
  private static func assignIDs(_ features: [FeatureInfo]) {
    let groups = Dictionary(grouping: features) { "\($0.module).\($0.name)" }
    for (base, group) in groups {
      guard group.count > 1 else {
        group[0].id = base
        continue
      }
      let paths = group.map { ($0.type.file?.path ?? "").split(separator: "/").map(String.init) }
      var length = 1
      while length < (paths.map(\.count).max() ?? 1),
        Set(paths.map { $0.suffix(length) }).count < group.count
      {
        length += 1
      }
      for (feature, path) in zip(group, paths) {
        feature.id = base + "@" + path.suffix(length).joined(separator: "/")
      }
    }
  }

  /// The feature a type is, if it is one.
  func feature(of type: TypeInfo) -> FeatureInfo? {
    byType[ObjectIdentifier(type)]
  }

  /// Whether `feature` belongs to a module the analysis was asked about.
  func isRequested(_ feature: FeatureInfo) -> Bool {
    modules.contains { $0 === feature.index }
  }

  /// What a name written inside `context` in `file` of `module` refers to: in the module, as
  /// Swift looks it up, else as `Module.Name`, else in a module the file imports.
  func resolve(
    _ written: String, from context: TypeInfo?, in file: IndexedFile?, module: TargetIndex
  ) -> TypeInfo? {
    let parts = written.split(separator: ".").map(String.init)
    guard !parts.isEmpty else { return nil }
    if let found = module.resolve(parts, from: context, in: file) { return found }
    if parts.count > 1, let other = byName[parts[0]], other !== module,
      let found = other.resolve(Array(parts.dropFirst()), from: nil, in: nil)
    {
      return found
    }
    for name in (file?.imports ?? []).sorted() {
      guard let other = byName[name], other !== module,
        let found = other.resolve(parts, from: nil, in: nil)
      else { continue }
      return found
    }
    return nil
  }

  /// The features a name that does not resolve might have meant: those of its last name, in
  /// any module.
  func candidates(for written: String) -> [String] {
    guard let last = written.split(separator: ".").last.map(String.init) else { return [] }
    return features.filter { $0.type.path.last == last }.map(\.id).sorted()
  }

  /// For every case item of a feature's switch that reaches a child's `.delegate(…)`, the
  /// sending child lists the delegate, addressed to the feature whose switch holds it; a
  /// match of the whole delegate lists each case of the sender's `Delegate` enum.
  private func findDelegates() {
    let walker = PatternWalker(features: byID)
    for holder in features {
      for actionSwitch in holder.switches {
        for item in actionSwitch.items {
          let walk = walker.walk(item.pattern, in: holder)
          guard let (sender, name) = walk.delegate, let feature = byID[sender] else { continue }
          let names = name == "*" ? feature.delegateCases ?? ["*"] : [name]
          for name in names {
            let delegate = Delegate(to: holder.name, toID: holder.id, case: name)
            if !feature.delegates.contains(delegate) { feature.delegates.append(delegate) }
          }
        }
      }
    }
  }

  /// The features of the requested modules, and those of context modules they reach.
  func publicFeatures() -> [Feature] {
    var shown = features.filter(isRequested)
    var seen = Set(shown.map(\.id))
    var index = 0
    while index < shown.count {
      for edge in shown[index].edges {
        if let target = edge.target, !seen.contains(target), let feature = byID[target] {
          seen.insert(target)
          shown.append(feature)
        }
      }
      index += 1
    }
    return shown.map { info in
      let location =
        info.type.nameToken.map { info.type.file!.location(of: $0) } ?? (line: 1, column: 1)
      return Feature(
        name: info.name, id: info.id, module: info.module, kind: info.kind,
        file: info.type.file?.path ?? "", line: location.line, column: location.column,
        children: info.edges.map(\.child), delegates: info.delegates
      )
    }
  }
}
