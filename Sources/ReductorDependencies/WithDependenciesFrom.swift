import ReductorConcurrencyExtras
import ReductorIssueReporting

/// Runs `operation` with the dependencies of `model`, changed by `update`: how a model passes
/// its dependencies on to the models it creates.
///
/// ```swift
/// @MainActor @Observable
/// final class InventarioModel {
///   @ObservationIgnored @Dependency(\.uuid) var uuid
///   var detalle: DetalleModel?
///
///   func articuloPulsado(_ articulo: Articulo) {
///     detalle = withDependencies(from: self) {
///       DetalleModel(articulo: articulo)
///     }
///   }
/// }
/// ```
///
/// A test that creates `InventarioModel` inside `withDependencies { } operation: { }` then
/// controls the `DetalleModel`s it creates as well, although they are created later, outside
/// that operation.
///
/// `model` has dependencies to pass on if it holds at least one `@Dependency` property (the
/// values set where the first one was created), or if it was returned from a
/// `withDependencies` operation (the values set there). Values set where this function is
/// called take precedence over the model's. A model with neither is reported as a runtime
/// warning, and `operation` runs with the current dependencies.
///
/// - Parameters:
///   - model: The object whose dependencies `operation` uses.
///   - update: Changes the model's dependencies further, for `operation` only.
///   - operation: The work to run with them, usually creating a child model.
///   - fileID, filePath, line, column: Where the warning about a model without dependencies
///     points.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  guard let earlier = DependencyObjects.shared.overrides(of: model) else {
    DependencyObjects.reportNoDependencies(
      Model.self, fileID: fileID, filePath: filePath, line: line, column: column
    )
    return try operation()
  }
  return try withDependencies {
    $0 = $0.layered(over: earlier)
    try update(&$0)
  } operation: {
    try operation()
  }
}

/// Runs `operation` with the dependencies of `model`: see
/// ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  try withDependencies(
    from: model, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Runs async `operation` with the dependencies of `model`, changed by `update`: see
/// ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  guard let earlier = DependencyObjects.shared.overrides(of: model) else {
    DependencyObjects.reportNoDependencies(
      Model.self, fileID: fileID, filePath: filePath, line: line, column: column
    )
    return try await operation()
  }
  return try await withDependencies {
    $0 = $0.layered(over: earlier)
    try await update(&$0)
  } operation: {
    try await operation()
  }
}

/// Runs async `operation` with the dependencies of `model`: see
/// ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    from: model, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// The dependencies objects carry: those their `@Dependency` properties kept, or those of the
/// `withDependencies` operation that returned them.
final class DependencyObjects: Sendable {
  static let shared = DependencyObjects()

  private struct Entry {
    weak var object: AnyObject?
    let overrides: DependencyValues.Overrides
  }

  /// Objects returned from `withDependencies` operations, while they live. Entries whose
  /// object is gone are removed when the table has doubled since it was last swept.
  private let returned = LockedValue<(entries: [ObjectIdentifier: Entry], sweepAt: Int)>(
    ([:], 16)
  )

  /// Keeps the values of the operation that returned `result`, if it is an object.
  func keep<R>(_ result: R, with values: DependencyValues) {
    guard R.self is AnyClass else { return }
    let object = result as AnyObject
    returned.withValue { table in
      table.entries[ObjectIdentifier(object)] = Entry(object: object, overrides: values.overrides)
      guard table.entries.count >= table.sweepAt else { return }
      table.entries = table.entries.filter { $0.value.object != nil }
      table.sweepAt = max(16, table.entries.count * 2)
    }
  }

  /// The values `object` carries, if any: those kept by its first `@Dependency` property (its
  /// own class's, then its superclasses'), else those of the operation that returned it.
  func overrides(of object: AnyObject) -> DependencyValues.Overrides? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let dependency = child.value as? any DependencyValuesCapturing {
          return dependency.initialOverrides
        }
      }
      mirror = current.superclassMirror
    }
    return returned.withValue { table in
      guard let entry = table.entries[ObjectIdentifier(object)], entry.object === object
      else { return nil }
      return entry.overrides
    }
  }

  static func reportNoDependencies(
    _ model: Any.Type,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let name = String(describing: model)
    reportRuntimeWarning(
      """
      'withDependencies(from:)' was given a '\(name)' with no dependencies to pass on, so the \
      operation ran with the current ones.

      A model has dependencies to pass on when it holds a '@Dependency' property, or when it \
      was returned from a 'withDependencies { } operation: { }'. Give '\(name)' one of them.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
