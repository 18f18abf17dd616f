/// Whether `action` is, bit for bit, `kept`: how a scoped store recognises the action it
/// embedded last (see `_ChildCore.forward(_:_:)`). `kept` is read in place: a copy would
/// retain what it holds.
///
/// Equal bits are the same value: the kept copy holds alive whatever its references point to,
/// so no address in it can have been reused. Equal values may differ in bits that mean nothing
/// (an enum case's unused payload bytes), which only misses a reuse.
@inlinable
func _isSameValue<T>(_ action: T, as kept: inout T) -> Bool {
  withUnsafeBytes(of: action) { action in
    withUnsafeBytes(of: &kept) { kept in _isSameBytes(action, kept) }
  }
}

/// Whether `a` and `b`, of the same length, hold the same bytes.
@inlinable
func _isSameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
  var offset = 0
  while offset + 8 <= a.count {
    guard
      a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    else { return false }
    offset += 8
  }
  while offset < a.count {
    guard a[offset] == b[offset] else { return false }
    offset += 1
  }
  return true
}
