import ReductorConcurrencyExtras
import ReductorDependencies
import ReductorIssueReporting

/// Where a `@Shared` or `@SharedReader` property was declared, or a value was changed: where
/// the warnings about it point.
package struct _SharedCallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  func warn(_ message: String) {
    reportRuntimeWarning(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Warns through `handlers`, the handler current where the change was made, when the
  /// warning comes later, from another thread (a write that failed): it reaches the handler
  /// the test that made the change installed.
  func warn(_ message: String, using handlers: _WarningHandlers) {
    let warning = RuntimeWarning(
      message: message, fileID: fileID, filePath: filePath, line: line, column: column
    )
    if let handler = handlers.task, handler(warning) { return }
    warn(message)
  }
}

/// The runtime-warning handler installed where a change was made.
struct _WarningHandlers: Sendable {
  let task: RuntimeWarnings.Handler?

  static var current: _WarningHandlers {
    _WarningHandlers(task: RuntimeWarnings.handler)
  }
}

/// How one shared value is persisted: its key's load, save and subscription, captured when the
/// first reference to the key was made.
final class _SharedPersistence<Value>: @unchecked Sendable {
  // Sendable: the closures are `@Sendable`, `subscription` is set once, before the persistence
  // is shared, and the initial value is only read.
  let description: String
  private let loadFunction: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  private let saveFunction: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  private let initialValue: Value
  private var subscription: SharedSubscription?

  init<Key: SharedReaderKey<Value>>(key: Key, initialValue: Value) {
    self.description = String(describing: key)
    self.loadFunction = { key.load(context: $0, continuation: $1) }
    if let key = key as? any SharedKey<Value> {
      func saver(_ key: some SharedKey<Value>)
        -> @Sendable (Value, SaveContext, SaveContinuation) -> Void
      {
        { key.save($0, context: $1, continuation: $2) }
      }
      self.saveFunction = saver(key)
    } else {
      self.saveFunction = nil
    }
    self.initialValue = initialValue
  }

  var canSave: Bool { saveFunction != nil }

  /// Loads the key's value into `root` the first time, then subscribes `root` to its changes.
  func start<Key: SharedReaderKey<Value>>(
    _ key: Key, root: _SharedRoot<Value>, at site: _SharedCallSite
  ) {
    let initialValue = self.initialValue
    let description = self.description
    loadFunction(
      .initialValue(initialValue),
      LoadContinuation(description) { [weak root] result in
        guard let root else { return }
        Self.apply(result, to: root, nilMeans: nil, key: description, at: site)
      }
    )
    subscription = key.subscribe(
      context: .initialValue(initialValue),
      subscriber: SharedSubscriber(
        callback: { [weak root] result in
          guard let root else { return }
          Self.apply(result, to: root, nilMeans: initialValue, key: description, at: site)
        },
        onLoading: { [weak root] isLoading in root?.setLoading(isLoading) }
      )
    )
  }

  /// Applies what the key loaded: a value replaces the current one, `nil` leaves it (or goes
  /// back to `nilMeans`), an error is kept in `loadError` and reported.
  private static func apply(
    _ result: Result<Value?, any Error>, to root: _SharedRoot<Value>, nilMeans fallback: Value?,
    key: String, at site: _SharedCallSite
  ) {
    switch result {
    case let .success(value?):
      root.setLoadError(nil)
      root.receive(value)
    case .success(nil):
      root.setLoadError(nil)
      if let fallback { root.receive(fallback) }
    case let .failure(error):
      root.setLoadError(error)
      site.warn(
        """
        Could not load the shared value of \(key): \(error)

        The value in memory was kept, and nothing was written. Fix or remove what the key \
        reads; the next change to the value saves it.
        """
      )
    }
  }

  /// Asks the key to load again, now.
  func load(into root: _SharedRoot<Value>) async throws {
    root.setLoading(true)
    defer { root.setLoading(false) }
    // Unchecked: a key's value type is `Sendable`; this generic context does not know it.
    let loaded: UncheckedSendable<Value?> = try await withCheckedThrowingContinuation {
      continuation in
      let resume: @Sendable (Result<Value?, any Error>) -> Void = { result in
        switch result {
        case let .success(value): continuation.resume(returning: UncheckedSendable(value))
        case let .failure(error): continuation.resume(throwing: error)
        }
      }
      loadFunction(.userInitiated, LoadContinuation(self.description, callback: resume))
    }
    let value = loaded.wrappedValue
    root.setLoadError(nil)
    root.receive(value ?? initialValue)
  }

  /// Hands a changed value to the key; a failure is kept in `saveError` and reported at `site`.
  func save(
    _ value: Value, context: SaveContext, root: _SharedRoot<Value>, at site: _SharedCallSite
  ) {
    guard let saveFunction else { return }
    let description = self.description
    let handlers = _WarningHandlers.current
    saveFunction(
      value, context,
      SaveContinuation(description) { [weak root] result in
        switch result {
        case .success:
          root?.setSaveError(nil)
        case let .failure(error):
          root?.setSaveError(error)
          site.warn(
            """
            Could not save the shared value of \(description): \(error)

            The value stays in memory, and the next change saves it again. Check that the \
            location can be written.
            """,
            using: handlers
          )
        }
      }
    )
  }

  /// Saves now, waiting for the key.
  func saveNow(_ value: Value, root: _SharedRoot<Value>) async throws {
    guard let saveFunction else { return }
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      saveFunction(
        value, .userInitiated, SaveContinuation(self.description) { continuation.resume(with: $0) }
      )
    }
    root.setSaveError(nil)
  }
}

/// The references made from keys, by key id, held weakly: two properties with the same key
/// share one value for as long as either exists.
enum _PersistentReferences {
  private struct Entry {
    weak var root: AnyObject?
  }

  private struct ID: Hashable {
    let key: AnyHashable
    let value: ObjectIdentifier
  }

  private static let lock = RecursiveLock()
  // Safe: read and written only while `lock` is held.
  nonisolated(unsafe) private static var table: [ID: Entry] = [:]
  nonisolated(unsafe) private static var sweepThreshold = 64

  /// The root for `key`: the one made before, while it exists, or a new one starting from
  /// `makeDefault()` and whatever the key loads.
  static func root<Key: SharedReaderKey>(
    for key: Key, default makeDefault: () throws -> Key.Value, at site: _SharedCallSite
  ) rethrows -> _SharedRoot<Key.Value> {
    let id = ID(key: AnyHashable(key.id), value: ObjectIdentifier(Key.Value.self))
    return try lock.withLock {
      if let existing = table[id]?.root as? _SharedRoot<Key.Value> {
        if existing.persistenceIfAny?.canSave == false, Key.self is any SharedKey.Type {
          // Read before through a reader key, now written: the new key saves.
          existing.attach(_SharedPersistence(key: key, initialValue: existing.read(.current)))
        }
        return existing
      }
      if table.count >= sweepThreshold {
        table = table.filter { $0.value.root != nil }
        sweepThreshold = max(64, table.count * 2)
      }
      let initialValue = try makeDefault()
      let root = _SharedRoot(value: initialValue)
      let persistence = _SharedPersistence(key: key, initialValue: initialValue)
      root.attach(persistence)
      table[id] = Entry(root: root)
      persistence.start(key, root: root, at: site)
      return root
    }
  }
}

/// The storage of each test that used a default storage, by test: what keeps one test's
/// shared values from another's (`InMemoryStorage`, `FileStorage` and the app-storage defaults
/// each keep one table).
final class _PerTestStorage<Storage: Sendable>: Sendable {
  private let storages = LockedValue<[String: Storage]>([:])
  private let make: @Sendable () -> Storage

  init(_ make: @escaping @Sendable () -> Storage) {
    self.make = make
  }

  /// The running test's storage, made the first time the test asks; `nil` outside tests.
  var current: Storage? {
    guard let test = TestContext.currentTestIdentity else { return nil }
    return storages.withValue { storages in
      if let storage = storages[test] { return storage }
      let storage = make()
      storages[test] = storage
      return storage
    }
  }
}
