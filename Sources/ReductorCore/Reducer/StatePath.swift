/// A writable key path into a feature's state, with the byte offset of the value when the path
/// is a chain of stored properties, so operators reach the value directly.
///
/// Applying a key path stored in a value costs a run-time lookup (about 35 ns on Linux, and
/// more for generic roots); an offset read once when the operator is built costs nothing per
/// action. Paths through computed properties fall back to the key path.
@usableFromInline
struct _StatePath<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let offset: Int?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Runs `body` on the value in `root`, in place.
  @inlinable @inline(__always)
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return Self.modify(at: offset, in: &root, body)
  }

  /// Runs `body` on the value stored `offset` bytes into `root`, in place.
  @inlinable @inline(__always)
  static func modify<Result>(
    at offset: Int, in root: inout Root, _ body: (inout Value) -> Result
  ) -> Result {
    withUnsafeMutablePointer(to: &root) { pointer in
      body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Reads through the value in `root` without copying it out.
  @inlinable @inline(__always)
  func read<Result>(_ root: inout Root, _ body: (borrowing Value) -> Result) -> Result {
    guard let offset else { return body(root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      body((UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}

/// Runs `body` on the `Value` stored `offset` bytes into `root`, read in place (the offset of a
/// stored property, from `MemoryLayout.offset(of:)`).
///
/// A free function, so nonisolated, as are the closures callers pass it: a closure made in a
/// main-actor method checks at run time that it runs on the main actor (SE-0423).
@inlinable @inline(__always)
func _read<Root, Value, Result>(
  _: Value.Type, at offset: Int, in root: Root, _ body: (borrowing Value) -> Result
) -> Result {
  withUnsafePointer(to: root) { pointer in
    body(UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
  }
}
