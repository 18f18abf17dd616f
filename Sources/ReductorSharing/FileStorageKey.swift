public import Foundation
import ReductorConcurrencyExtras
import ReductorDependencies

/// Where `.fileStorage` keys read and write their files: the file system, or files kept in
/// memory.
///
/// Tests start from empty storage: while a test runs, the default storage
/// (``DependencyValues/defaultFileStorage``) keeps each Swift Testing test's files in memory,
/// so no test writes to disk unless it sets the dependency to ``fileSystem``.
public struct FileStorage: Hashable, Sendable {
  let backend: any _FileStorageBackend

  /// The file system: writes are coalesced (at most one a second per file) and made off the
  /// caller's thread, and any still pending when the process exits are made then.
  public static let fileSystem = FileStorage(backend: _FileSystemBackend.shared)

  /// Files kept in memory, empty, written at once.
  public static var inMemory: FileStorage { FileStorage(backend: _InMemoryFiles()) }

  /// What the default dependency value stands for: the file system in an app, each test's own
  /// files in memory in tests.
  static let `default` = FileStorage(backend: _DefaultFiles())

  /// The storage this one stands for now.
  func resolved() -> FileStorage {
    guard backend is _DefaultFiles else { return self }
    return Self.perTest.current ?? .fileSystem
  }

  private static let perTest = _PerTestStorage { FileStorage.inMemory }

  /// Whether the two are the same storage (a copy of one is the same).
  public static func == (lhs: FileStorage, rhs: FileStorage) -> Bool { lhs.backend === rhs.backend }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(backend)) }
}

/// How a file storage reads and writes.
protocol _FileStorageBackend: AnyObject, Sendable {
  /// The file's contents, or `nil` when there is no file.
  func load(_ url: URL) throws -> Data?
  /// Writes `data`, creating the folders it needs.
  func save(_ data: Data, to url: URL) throws
  /// Whether writes should be coalesced and made on the writer's queue.
  var defersWrites: Bool { get }
}

final class _FileSystemBackend: _FileStorageBackend {
  static let shared = _FileSystemBackend()

  func load(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  func save(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try data.write(to: url, options: .atomic)
  }

  var defersWrites: Bool { true }
}

final class _InMemoryFiles: _FileStorageBackend {
  let files = LockedValue<[URL: Data]>([:])

  func load(_ url: URL) throws -> Data? { files.withValue { $0[url] } }

  func save(_ data: Data, to url: URL) throws { files.withValue { $0[url] = data } }

  var defersWrites: Bool { false }
}

/// The default storage's backend: never used to read or write (keys resolve it first).
final class _DefaultFiles: _FileStorageBackend {
  func load(_ url: URL) throws -> Data? { try FileStorage.default.resolved().backend.load(url) }
  func save(_ data: Data, to url: URL) throws {
    try FileStorage.default.resolved().backend.save(data, to: url)
  }
  var defersWrites: Bool { false }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .default }
  static var testValue: FileStorage { .default }
}

extension DependencyValues {
  /// The storage `.fileStorage` keys use: the file system in an app, files in memory of each
  /// test's own in tests. Set it to ``FileStorage/fileSystem`` or ``FileStorage/inMemory``.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

/// A key for a value persisted in a file, as JSON by default.
///
/// Its value is read from the file when the first property with the key is made; a file that
/// is missing gives the default value, and one that cannot be decoded gives it too, with a
/// runtime warning, and is left as it is until the value changes. Every change is written,
/// coalesced to at most one write a second, off the thread that made it.
///
/// Changes made to the file by another process are not read back while the value is in use:
/// there is no file watching on Linux here (the value is read again when a new reference to
/// the key is made after all others are gone).
public final class FileStorageKey<Value: Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data
  let writer: _FileWriter<Value>

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url
    self.storage = storage.resolved()
    self.decode = decode
    self.encode = encode
    self.writer = _FileWriter(url: url, backend: self.storage.backend, encode: encode)
  }

  /// The file and its storage.
  public var id: FileStorageKeyID { FileStorageKeyID(url: url, storage: storage) }

  /// How many writes of this key reached its storage, for the benchmarks.
  package var _writeCount: Int { writer.writes }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    do {
      guard let data = try storage.backend.load(url), !data.isEmpty else {
        continuation.resumeReturningInitialValue()
        return
      }
      do {
        continuation.resume(returning: try decode(data))
      } catch {
        continuation.resume(throwing: FileStorageError.decoding(url: url, underlying: error))
      }
    } catch {
      continuation.resume(throwing: FileStorageError.reading(url: url, underlying: error))
    }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    writer.write(value, now: context == .userInitiated, continuation: continuation)
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage(path)`.
  public var description: String { ".fileStorage(\(url.path))" }
}

/// What identifies a file-stored value: its file and storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}

/// Why a file-stored value could not be read or written.
public enum FileStorageError: Error, CustomStringConvertible {
  /// The file could not be read.
  case reading(url: URL, underlying: any Error)
  /// The file's contents are not a value of the key's type.
  case decoding(url: URL, underlying: any Error)
  /// The value could not be encoded.
  case encoding(url: URL, underlying: any Error)
  /// The file could not be written.
  case writing(url: URL, underlying: any Error)

  /// What went wrong, and with which file.
  public var description: String {
    switch self {
    case let .reading(url, error): "\(url.path) could not be read: \(error)"
    case let .decoding(url, error): "\(url.path) could not be decoded: \(error)"
    case let .encoding(url, error): "the value for \(url.path) could not be encoded: \(error)"
    case let .writing(url, error): "\(url.path) could not be written: \(error)"
    }
  }
}

extension SharedReaderKey {
  /// A key for a `Codable` value persisted in the file at `url`, as JSON.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "ajustes.json")))
  /// var ajustes = Ajustes()
  /// ```
  public static func fileStorage<Value: Codable>(
    _ url: URL, decoder: JSONDecoder? = nil, encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    // Unchecked: the coders are used only inside the key's closures, one call at a time per
    // file; JSONEncoder and JSONDecoder keep no state between calls.
    let decoder = UncheckedSendable(decoder ?? JSONDecoder())
    let encoder = UncheckedSendable(encoder ?? _defaultFileEncoder())
    return fileStorage(
      url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// A key for a value persisted in the file at `url`, with your own coding.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

func _defaultFileEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  return encoder
}

/// Writes one file's value: at once to memory, or on a queue of its own to the file system,
/// coalescing the changes made within a second of the last write into one.
final class _FileWriter<Value: Sendable>: _PendingWrite, @unchecked Sendable {
  // Sendable: the mutable state is read and written while `lock` is held.
  private let url: URL
  private let backend: any _FileStorageBackend
  private let encode: @Sendable (Value) throws -> Data
  private let lock = Lock()
  private var pending: (value: Value, continuation: SaveContinuation)?
  private var isScheduled = false
  private var lastWrite: DispatchTime?
  /// How many writes reached the storage, for tests and benchmarks.
  private(set) var writeCount = 0
  private static var interval: DispatchTimeInterval { .seconds(1) }
  private static var queue: DispatchQueue { _fileWriterQueue }
  private static var isOnQueue: Bool { DispatchQueue.getSpecific(key: _fileWriterQueueKey) != nil }

  init(
    url: URL, backend: any _FileStorageBackend, encode: @escaping @Sendable (Value) throws -> Data
  ) {
    self.url = url
    self.backend = backend
    self.encode = encode
  }

  func write(_ value: Value, now: Bool, continuation: SaveContinuation) {
    guard backend.defersWrites else {
      continuation.resume(with: perform(value))
      return
    }
    let schedule: DispatchTime? = lock.withLock {
      // A write that has not happened yet is replaced: it is done, as part of this one.
      pending?.continuation.resume()
      pending = (value, continuation)
      guard !now, !isScheduled else { return nil }
      isScheduled = true
      let earliest = lastWrite.map { $0 + Self.interval } ?? .now()
      return max(earliest, .now())
    }
    _PendingWrites.register(self)
    if now {
      if Self.isOnQueue { flush() } else { Self.queue.sync { flush() } }
    } else if let schedule {
      Self.queue.asyncAfter(deadline: schedule) { self.flush() }
    }
  }

  /// Writes the pending value, if any.
  func flush() {
    let next: (value: Value, continuation: SaveContinuation)? = lock.withLock {
      defer {
        pending = nil
        isScheduled = false
      }
      if pending != nil { lastWrite = .now() }
      return pending
    }
    guard let next else { return }
    next.continuation.resume(with: perform(next.value))
  }

  private func perform(_ value: Value) -> Result<Void, any Error> {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      return .failure(FileStorageError.encoding(url: url, underlying: error))
    }
    do {
      try backend.save(data, to: url)
      lock.withLock { writeCount += 1 }
      return .success(())
    } catch {
      return .failure(FileStorageError.writing(url: url, underlying: error))
    }
  }

  var writes: Int { lock.withLock { writeCount } }
}

/// The queue file writes are made on, marked so that code can tell it runs there.
package let _fileWriterQueue: DispatchQueue = {
  let queue = DispatchQueue(label: "Reductor.FileStorage", qos: .utility)
  queue.setSpecific(key: _fileWriterQueueKey, value: ())
  return queue
}()
let _fileWriterQueueKey = DispatchSpecificKey<Void>()

/// A writer that may hold a value not written yet.
protocol _PendingWrite: AnyObject, Sendable {
  func flush()
}

/// The writers with values not written yet, written when the process exits.
package enum _PendingWrites {
  private struct Entry { weak var writer: (any _PendingWrite)? }
  private static let writers = LockedValue<[ObjectIdentifier: Entry]>([:])
  private static let installExitHandler: Void = {
    atexit { _PendingWrites.flushAll() }
  }()

  static func register(_ writer: any _PendingWrite) {
    _ = installExitHandler
    writers.withValue { writers in
      writers[ObjectIdentifier(writer)] = Entry(writer: writer)
      if writers.count > 64 { writers = writers.filter { $0.value.writer != nil } }
    }
  }

  /// Makes every pending write now, after any write in progress on the writers' queue.
  static func flushAll() {
    let pending = writers.withValue { $0.values.compactMap(\.writer) }
    let flush = { for writer in pending { writer.flush() } }
    if DispatchQueue.getSpecific(key: _fileWriterQueueKey) != nil {
      flush()
    } else {
      _fileWriterQueue.sync(execute: flush)
    }
  }
}

#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder, as Foundation has it on Apple platforms
    /// (swift-corelibs-foundation does not), so that keys written against it
    /// (`.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))`) build on Linux:
    /// `$XDG_DOCUMENTS_DIR`-style `~/Documents`.
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
    }
  }
#endif
