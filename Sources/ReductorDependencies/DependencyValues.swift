import ReductorConcurrencyExtras
import ReductorIssueReporting

/// The dependencies available to a feature: every key's value, overridden or resolved from the
/// current ``DependencyContext``.
///
/// Features read values with ``Dependency``; tests and previews change them with
/// ``withDependencies(_:operation:)`` or `TestStore(… withDependencies:)`. Declare a value by
/// adding a computed property over a key:
///
/// ```swift
/// extension DependencyValues {
///   var api: APIClient {
///     get { self[APIClient.self] }
///     set { self[APIClient.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The values set explicitly, by key type.
  ///
  /// Boxed, so that two copies can be recognised as the same values without comparing them
  /// (values are not comparable): see ``isIdentical(to:)``. Setting a value makes a new box.
  @usableFromInline private(set) var overrides = Overrides()

  /// Values set explicitly, by key type, immutable: setting a value makes a new box.
  @usableFromInline
  final class Overrides: Sendable {
    @usableFromInline let values: [ObjectIdentifier: any Sendable]

    init(_ values: [ObjectIdentifier: any Sendable] = [:]) {
      self.values = values
    }
  }

  /// Where `testValue`s and `previewValue`s are cached. Copies share it; ``test()`` starts a new
  /// one, so each test computes its own test values. Live values always use ``DependencyCache/live``.
  private var cache: DependencyCache

  /// Which values unoverridden keys resolve to. Also available as `@Dependency(\.context)`.
  public var context: DependencyContext

  /// The `@Dependency` whose read is in progress, so warnings point at it rather than at the
  /// computed property that forwards to the key.
  var accessSite: DependencyAccessSite?

  /// What layers above carry with these values, by key (see ``DependencyCarriedKey``). One
  /// reference wide; not part of ``isIdentical(to:)``.
  var carried: CarriedEntry?

  /// Values for the running app: every key resolves to its ``DependencyKey/liveValue``.
  public init() {
    self.init(context: .live, cache: .live)
  }

  /// Values in the given context, with a cache of test and preview values of their own.
  package init(context: DependencyContext) {
    self.init(context: context, cache: DependencyCache())
  }

  private init(context: DependencyContext, cache: DependencyCache) {
    self.context = context
    self.cache = cache
  }

  /// Fresh values for one test: the ``DependencyContext/test`` context and an empty cache, so
  /// test values (and warnings about missing ones) are computed anew. `TestStore` starts here.
  package static func test() -> DependencyValues {
    DependencyValues(context: .test)
  }

  /// The values bound for a task by ``withDependencies(_:operation:)`` and by the store around
  /// effects, inherited by child tasks. Read ``_current``, which puts the values of the
  /// reducer running on this thread first (see `SynchronousDependencies`), and reads the running
  /// test's values where nothing is bound in a test.
  @TaskLocal package static var _taskLocal = _unbound

  /// What ``_taskLocal`` holds where nothing bound values: the live values.
  static let _unbound = DependencyValues()

  /// The values where nothing is bound: in a test process, the running test's own values in
  /// the ``DependencyContext/test`` context (each Swift Testing test has its own, so test
  /// values are computed anew; XCTest tests share one, as the running XCTest test cannot be
  /// asked for), as swift-dependencies uses test values in any test; in an app, the live ones.
  static var unbound: DependencyValues {
    guard let identity = TestContext.currentTestIdentity else { return _unbound }
    return testValuesByTest.withValue { table in
      if let values = table[identity] { return values }
      let values = DependencyValues.test()
      table[identity] = values
      return values
    }
  }

  /// Each test's values, by ``TestContext/currentTestIdentity``.
  private static let testValuesByTest = LockedValue<[String: DependencyValues]>([:])

  /// Whether these are the values of no binding (``_unbound``).
  var isUnbound: Bool { overrides === Self._unbound.overrides }

  /// The value for a dependency key: the override if one was set, otherwise the key's value for
  /// ``context``.
  ///
  /// - Parameters:
  ///   - key: The key type.
  ///   - fileID, filePath, line, column: Where a warning about the read points, unless the
  ///     read comes from a ``Dependency``, which points at itself.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Key.Value {
    get {
      if let value = overrides.values[ObjectIdentifier(key)] as? Key.Value {
        return value
      }
      return defaultValue(for: key) {
        accessSite
          ?? DependencyAccessSite(
            name: nil, fileID: fileID, filePath: filePath, line: line, column: column
          )
      }
    }
    set {
      var values = overrides.values
      values[ObjectIdentifier(key)] = newValue
      overrides = Overrides(values)
    }
  }

  /// The value set for `key`, or `nil` when it was not set: no default is resolved, so nothing
  /// is computed, cached or warned of. For values a layer above keeps here under a key of its
  /// own, read where no default makes sense (the test store's tracker of shared changes).
  @inlinable
  package func _overriddenValue<Key: TestDependencyKey>(for key: Key.Type) -> Key.Value? {
    // Looked up before casting: casting a missing value to an optional `Key.Value` is a call
    // into the runtime (which wraps the `nil`), on every read of a key that was not set.
    guard let value = overrides.values[ObjectIdentifier(key)] else { return nil }
    return value as? Key.Value
  }

  /// Whether `other` is a copy of these very values: the same overrides (the same box, not
  /// merely equal values), cache and context. The carried values are not compared.
  ///
  /// It is cheap, so an effect can skip binding the dependencies it captured when its task
  /// already has them (the store binds its own where it starts effect tasks).
  package func isIdentical(to other: DependencyValues) -> Bool {
    overrides === other.overrides && cache === other.cache && context == other.context
      && accessSite == nil && other.accessSite == nil
  }

  /// The values set on these values, by key, in no particular order.
  var overriddenValues: [ObjectIdentifier: any Sendable] { overrides.values }

  /// These values over `earlier` ones: a key set here keeps its value, a key set only in
  /// `earlier` takes that one. How a `@Dependency` reads the values that were current where it
  /// was created (`earlier`) under those current where it is read, and how
  /// `withDependencies(from:)` carries a model's values into the code it runs.
  ///
  /// Copies nothing when `earlier` is empty or is these very overrides, which is the case of
  /// every reducer a store creates and runs.
  func layered(over earlier: Overrides) -> DependencyValues {
    if earlier === overrides || earlier.values.isEmpty { return self }
    var layered = self
    if overrides.values.isEmpty {
      layered.overrides = earlier
    } else {
      layered.overrides = Overrides(earlier.values.merging(overrides.values) { $1 })
    }
    return layered
  }

  /// Resolves a key that was not overridden, according to ``context``.
  ///
  /// - Parameter site: Where a warning points; made only when one is reported.
  private func defaultValue<Key: TestDependencyKey>(
    for key: Key.Type, at site: () -> DependencyAccessSite
  ) -> Key.Value {
    switch context {
    case .live:
      guard let liveKey = key as? any DependencyKey.Type else {
        let (value, isNew) = DependencyCache.live.value(for: key, in: .live) { Key.testValue }
        if isNew {
          let site = site()
          site.report(
            DependencyWarnings.noLiveValue(
              key: key, site: site, feature: self[carried: DependencyReaderName.self]
            )
          )
        }
        return value
      }
      return DependencyCache.live.value(for: key, in: .live) {
        // The key is `Key`, so its value is a `Key.Value`.
        Self.liveValue(of: liveKey) as! Key.Value
      }.value
    case .test:
      let (entry, isNew) = cache.value(for: key, in: .test) {
        TestValueFallback.testValue(of: key)
      }
      // Read while dependencies are being set (`$0.client.endpoint = …` reads the client
      // first), as swift-dependencies does, it is not reported: that read is not a use.
      if isNew, entry.isFallback, !DependencySetting.isActive {
        let site = site()
        site.report(
          DependencyWarnings.noTestValue(
            key: key, site: site, feature: self[carried: DependencyReaderName.self]
          )
        )
      }
      return entry.value
    case .preview:
      return cache.value(for: key, in: .preview) { Key.previewValue }.value
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    key.liveValue
  }
}

/// Where a dependency is read from, for warnings.
///
/// A class, so that the dependency values that carry one while a `@Dependency` is read stay
/// small to copy: effect tasks copy them, and every read copies them.
final class DependencyAccessSite: Sendable {
  /// How the reader named the dependency (`\.api`, `APIClient.self`), when known.
  let name: String?
  /// The dependency read, when a `@Dependency` reads it: its key path, or its key type's
  /// `ObjectIdentifier`.
  let key: AnyHashableSendable?
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(
    name: String?, key: AnyHashableSendable? = nil, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    self.name = name
    self.key = key
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  func report(_ message: String) {
    reportRuntimeWarning(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A lock-protected cache of dependency values, by key type and context, computing each value
/// once.
final class DependencyCache: Sendable {
  /// Live values, shared by the whole process so each `liveValue` is computed once.
  static let live = DependencyCache()

  private struct Entry: Hashable {
    var key: ObjectIdentifier
    var context: DependencyContext
  }

  /// One slot per entry, each with its own lock, held while its value is computed: computing a
  /// value often reads other keys, which must not wait for this one.
  private let slots = LockedValue<[Entry: LockedValue<(any Sendable)?>]>([:])

  /// Makes `value` the cached value of the key `key` in `context`. Returns whether a value was
  /// cached already (and is now replaced).
  func store(_ value: any Sendable, forKey key: ObjectIdentifier, in context: DependencyContext)
    -> Bool
  {
    let entry = Entry(key: key, context: context)
    let slot = slots.withValue { slots in
      if let slot = slots[entry] { return slot }
      let slot = LockedValue<(any Sendable)?>(nil)
      slots[entry] = slot
      return slot
    }
    return slot.withValue { stored in
      defer { stored = value }
      return stored != nil
    }
  }

  /// The cached value for `key` in `context`, computing it on a miss; `isNew` is `true` for the
  /// one call that computed it.
  ///
  /// A value whose computation reads its own key deadlocks, as it would otherwise recurse
  /// forever.
  func value<Key, Value: Sendable>(
    for key: Key.Type, in context: DependencyContext, compute: () -> Value
  ) -> (value: Value, isNew: Bool) {
    let entry = Entry(key: ObjectIdentifier(key), context: context)
    let slot = slots.withValue { slots in
      if let slot = slots[entry] { return slot }
      let slot = LockedValue<(any Sendable)?>(nil)
      slots[entry] = slot
      return slot
    }
    return slot.withValue { stored in
      if let cached = stored as? Value { return (cached, false) }
      let computed = compute()
      stored = computed
      return (computed, true)
    }
  }
}
