import ReductorConcurrencyExtras

/// Reads a dependency from the current ``DependencyValues``.
///
/// ```swift
/// @Reducer
/// struct Search {
///   @Dependency(\.api) var api
///   @Dependency(\.continuousClock) var clock
///   @Dependency(APIClient.self) var sameAPI
///   …
/// }
/// ```
///
/// The value is looked up each time `wrappedValue` is read, in the dependencies current then:
/// a reducer is created once, and reads the dependencies its store (or test) installed when
/// an action runs. The values set where the wrapper was created are kept underneath, so a
/// model made inside `withDependencies { } operation: { }` goes on using what was set there
/// for every key that the code reading it does not set itself:
///
/// ```swift
/// let model = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   ArticuloModel()  // has `@Dependency(\.uuid) var uuid`
/// }
/// model.nuevoArticulo()  // UUID(0), although `uuid` is not set here
/// ```
///
/// Those kept values are also what ``withDependencies(from:_:operation:fileID:filePath:line:column:)``
/// passes from a model to the models it creates.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let read: @Sendable (DependencyValues) -> Value
  private let site: DependencyAccessSite
  /// The values set explicitly where the wrapper was created.
  let initialOverrides: DependencyValues.Overrides

  /// Reads the dependency at a key path of ``DependencyValues``.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency, such as `\.uuid`.
  ///   - fileID, filePath, line, column: Where warnings about reading it (for example a
  ///     missing test value) point.
  public init(
    _ keyPath: any KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.read = { $0[keyPath: keyPath] }
    self.initialOverrides = DependencyValues._current.overrides
    self.site = DependencyAccessSite(
      name: Self.name(of: keyPath), key: AnyHashableSendable(keyPath),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Reads the dependency a key type provides, for clients that are their own key and have no
  /// ``DependencyValues`` property: `@Dependency(APIClient.self) var api`.
  ///
  /// - Parameters:
  ///   - key: The key type.
  ///   - fileID, filePath, line, column: Where warnings about reading it point.
  public init<Key: TestDependencyKey & SendableMetatype>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.read = { $0[Key.self] }
    self.initialOverrides = DependencyValues._current.overrides
    self.site = DependencyAccessSite(
      name: "\(String(reflecting: key)).self", key: AnyHashableSendable(ObjectIdentifier(key)),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    DependencyReads.record()
    var values = DependencyValues._current.layered(over: initialOverrides)
    values.accessSite = site
    if DependencyReadObservers.areInstalled {
      DependencyReadObservers.report(site, of: Value.self, in: values)
    }
    return read(values)
  }

  /// `\.name` when the runtime can name the key path's property (on Linux it cannot name
  /// computed properties, and warnings name the key type instead).
  private static func name(of keyPath: AnyKeyPath) -> String? {
    let description = String(describing: keyPath)
    let prefix = "\\DependencyValues."
    guard description.hasPrefix(prefix), !description.contains("<") else { return nil }
    return "\\." + description.dropFirst(prefix.count)
  }
}

/// A property that kept the dependency values of the moment its owner was created, which
/// `withDependencies(from:)` finds in a model by reflection.
protocol DependencyValuesCapturing {
  var initialOverrides: DependencyValues.Overrides { get }
}

extension Dependency: DependencyValuesCapturing {}
