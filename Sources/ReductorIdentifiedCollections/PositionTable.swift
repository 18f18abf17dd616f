import Foundation

/// The index of an identified array: a compact hash table from each id to its position.
///
/// The table stores positions, not ids. Each bucket holds `position + 1` as a `UInt32`, and `0`
/// marks an empty bucket. A lookup hashes the id, probes linearly from the bucket the hash
/// picks, and compares the id with `ids[position]`, where `ids` is the array's list of ids in
/// order. So every method that reads `ids` needs the positions in the table to index that same
/// list. The number of buckets is a power of two, and the table grows when it would be more than
/// three quarters full: 5 to 11 bytes per id, where a `[ID: Int]` of 8-byte ids, which stores
/// each id again beside its position, takes 21 to 43.
///
/// Removing an entry shifts the entries after it in its run back (no tombstones), so a lookup
/// never probes past the run its id belongs to.
///
/// The buckets live in a `ManagedBuffer` that copies of the table share; each mutating method
/// copies it first when it is shared (copy on write).
@usableFromInline
package struct _PositionTable {
  /// The buckets, or `nil` for a table with no room (the empty array's).
  @usableFromInline var _storage: Storage?

  /// The number of buckets, as a power of two, and the seed integer ids are hashed with.
  @usableFromInline
  struct Header {
    /// The base-2 logarithm of the number of buckets; also the seed other ids are hashed with.
    @usableFromInline let scale: Int
    /// `_integerHashSeed`, kept here so that a lookup reads it beside the scale.
    @usableFromInline let seed: UInt64

    @inlinable
    init(scale: Int, seed: UInt64) {
      self.scale = scale
      self.seed = seed
    }
  }

  /// The header and the buckets in one allocation.
  @usableFromInline typealias Storage = ManagedBuffer<Header, UInt32>

  /// A table with no room.
  @inlinable
  package init() {
    _storage = nil
  }

  /// A table of the positions of `ids`, which must be unique, with room for at least
  /// `minimumCapacity` ids.
  @inlinable
  package init<ID: Hashable>(indexing ids: [ID], minimumCapacity: Int = 0) {
    let scale = Self._scale(forCapacity: Swift.max(ids.count, minimumCapacity))
    guard scale > 0 else {
      _storage = nil
      return
    }
    let storage = Self._makeStorage(scale: scale)
    storage.withUnsafeMutablePointerToElements { buckets in
      let (mask, seed) = ((1 &<< scale) &- 1, _integerHashSeed)
      for position in ids.indices {
        var bucket = Self._hash(ids[position], scale: scale, seed: seed) & mask
        while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
        buckets[bucket] = Self._stored(position)
      }
    }
    _storage = storage
  }
}

// Safe: the storage is written only through mutating methods, each of which first copies it
// unless this table is its only owner (copy on write, as `Array` does), so storage that two
// values share, and so possibly two threads, is only ever read.
extension _PositionTable: @unchecked Sendable {}

// MARK: - Sizes

extension _PositionTable {
  /// The number of buckets; `0` for a table with no storage.
  @inlinable
  var bucketCount: Int {
    guard let storage = _storage else { return 0 }
    return 1 &<< storage.header.scale
  }

  /// How many ids the table can hold before it must grow: three quarters of its buckets.
  @inlinable
  var capacity: Int {
    Self._capacity(scale: _storage?.header.scale ?? 0)
  }

  /// The capacity of a table with `1 << scale` buckets; `0` for scale `0` (no storage).
  @inlinable
  static func _capacity(scale: Int) -> Int {
    ((1 &<< scale) &* 3) &>> 2
  }

  /// The smallest scale whose capacity is at least `capacity`.
  @inlinable
  static func _scale(forCapacity capacity: Int) -> Int {
    precondition(
      capacity < Int(UInt32.max),
      "IdentifiedArray: \(capacity) elements are more than an identified array can index."
    )
    var scale = 0
    while _capacity(scale: scale) < capacity { scale += 1 }
    return scale
  }

  /// What a bucket stores for `position`.
  @inlinable
  static func _stored(_ position: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: position &+ 1)
  }

  /// New storage of `1 << scale` empty buckets.
  @inlinable
  static func _makeStorage(scale: Int) -> Storage {
    let count = 1 &<< scale
    let storage = Storage.create(minimumCapacity: count) { _ in
      Header(scale: scale, seed: _integerHashSeed)
    }
    storage.withUnsafeMutablePointerToElements { $0.initialize(repeating: 0, count: count) }
    return storage
  }

  /// Copies the storage first if another table shares it.
  @inlinable
  mutating func _ensureUnique() {
    if !isKnownUniquelyReferenced(&_storage), let shared = _storage {
      let scale = shared.header.scale
      let copy = Self._makeStorage(scale: scale)
      copy.withUnsafeMutablePointerToElements { target in
        shared.withUnsafeMutablePointerToElements { source in
          target.update(from: source, count: 1 &<< scale)
        }
      }
      _storage = copy
    }
  }

  /// Grows the table, if needed, so it holds `minimumCapacity` ids; `ids` must be the ids the
  /// table indexes now. Growing past the capacity by one doubles the buckets.
  @inlinable
  package mutating func reserveCapacity<ID: Hashable>(_ minimumCapacity: Int, ids: [ID]) {
    guard minimumCapacity > capacity else { return }
    self = Self(indexing: ids, minimumCapacity: minimumCapacity)
  }

  /// Empties the table, keeping its buckets if `keepCapacity` is `true`.
  @inlinable
  package mutating func removeAll(keepingCapacity keepCapacity: Bool) {
    guard keepCapacity, let storage = _storage else {
      _storage = nil
      return
    }
    let scale = storage.header.scale
    if isKnownUniquelyReferenced(&_storage) {
      storage.withUnsafeMutablePointerToElements { $0.update(repeating: 0, count: 1 &<< scale) }
    } else {
      _storage = Self._makeStorage(scale: scale)
    }
  }
}

// MARK: - Hashing

/// The seed of the integer ids' hash: random for each process (from `Hasher`'s seed, so
/// `SWIFT_DETERMINISTIC_HASHING` makes it repeatable too).
@usableFromInline
let _integerHashSeed: UInt64 = {
  var hasher = Hasher()
  hasher.combine(0x5EED as UInt64)
  return UInt64(truncatingIfNeeded: hasher.finalize())
}()

extension _PositionTable {
  /// The hash of `id` that picks its first bucket.
  ///
  /// Integer and UUID ids, the common ones, are mixed with a seeded 64-bit finalizer (two
  /// multiplications, three shifts): SipHash, which `Hashable` uses, would cost a third of a
  /// `forEach` row action (about 100 instructions a lookup). The seed is random for each
  /// process, so ids that collide cannot be chosen ahead of time. Other ids use their
  /// `Hashable` conformance.
  @inlinable @inline(__always)
  static func _hash<ID: Hashable>(_ id: ID, scale: Int, seed: UInt64) -> Int {
    // Each cast is to a type of the id's own size (`Int` is 32 bits on arm64_32).
    if ID.self == Int.self || ID.self == UInt.self {
      return _mix(UInt64(truncatingIfNeeded: unsafeBitCast(id, to: UInt.self)), seed: seed)
    }
    if ID.self == Int64.self || ID.self == UInt64.self {
      return _mix(unsafeBitCast(id, to: UInt64.self), seed: seed)
    }
    if ID.self == Int32.self || ID.self == UInt32.self {
      return _mix(UInt64(unsafeBitCast(id, to: UInt32.self)), seed: seed)
    }
    if ID.self == UUID.self {
      let (high, low) = unsafeBitCast(id, to: (UInt64, UInt64).self)
      return _mix(high ^ UInt64(bitPattern: Int64(_mix(low, seed: seed))), seed: seed)
    }
    return id._rawHashValue(seed: scale)
  }

  /// SplitMix64's finalizer over `bits` xor `seed`: every bit of the input moves about half
  /// of the bits of the result.
  @inlinable @inline(__always)
  package static func _mix(_ bits: UInt64, seed: UInt64) -> Int {
    var z = bits ^ seed
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: z ^ (z &>> 31))
  }
}

// MARK: - Lookups

extension _PositionTable {
  /// The position of `id` in `ids`, or `nil` when it is not there.
  @inlinable
  package func position<ID: Hashable>(of id: ID, in ids: [ID]) -> Int? {
    _find(id, in: ids).position
  }

  /// The position of `id`, if the table has it, and the bucket that holds it or the empty
  /// bucket where it would go (`-1` for a table with no storage).
  @inlinable
  func _find<ID: Hashable>(_ id: ID, in ids: [ID]) -> (position: Int?, bucket: Int) {
    guard let storage = _storage else { return (nil, -1) }
    return storage.withUnsafeMutablePointers { header, buckets in
      let (scale, seed) = (header.pointee.scale, header.pointee.seed)
      let mask = (1 &<< scale) &- 1
      var bucket = Self._hash(id, scale: scale, seed: seed) & mask
      while true {
        let stored = Int(buckets[bucket])
        if stored == 0 { return (nil, bucket) }
        if ids[stored &- 1] == id { return (stored &- 1, bucket) }
        bucket = (bucket &+ 1) & mask
      }
    }
  }

  /// Whether an id is in `ids`, which this table indexes, as they are now: what `forEach`
  /// cancels the effects of missing elements with. It keeps the ids and the table (copies
  /// that share their storage), not the elements.
  @usableFromInline
  package func membership<ID: Hashable & Sendable>(of ids: [ID]) -> @Sendable (ID) -> Bool {
    let table = self
    return { table.position(of: $0, in: ids) != nil }
  }

  /// The bucket that holds `position`, which must be in the table, found by hashing
  /// `ids[position]`.
  @inlinable
  func _bucket<ID: Hashable>(holding position: Int, in ids: [ID]) -> Int {
    _storage!.withUnsafeMutablePointers { header, buckets in
      let (scale, seed) = (header.pointee.scale, header.pointee.seed)
      let mask = (1 &<< scale) &- 1
      let target = Self._stored(position)
      var bucket = Self._hash(ids[position], scale: scale, seed: seed) & mask
      while true {
        let stored = buckets[bucket]
        if stored == target { return bucket }
        precondition(stored != 0, "IdentifiedArray: position \(position) is not in the index.")
        bucket = (bucket &+ 1) & mask
      }
    }
  }
}

// MARK: - Changes

extension _PositionTable {
  /// Stores `position` in `bucket`, the empty bucket `_find(_:in:)` returned for its id.
  @inlinable
  mutating func _store(_ position: Int, inBucket bucket: Int) {
    _ensureUnique()
    _storage!.withUnsafeMutablePointerToElements { $0[bucket] = Self._stored(position) }
  }

  /// Adds `position` for `id`, which must not be in the table; the table must have room.
  @inlinable
  package mutating func insert<ID: Hashable>(_ id: ID, position: Int) {
    _ensureUnique()
    _storage!.withUnsafeMutablePointers { header, buckets in
      let (scale, seed) = (header.pointee.scale, header.pointee.seed)
      let mask = (1 &<< scale) &- 1
      var bucket = Self._hash(id, scale: scale, seed: seed) & mask
      while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
      buckets[bucket] = Self._stored(position)
    }
  }

  /// Removes `position`, which must be in the table, leaving the other positions as they are.
  ///
  /// The entries after it in its run move back into the hole where their probe starts allow,
  /// so that no lookup stops early at it.
  @inlinable
  package mutating func remove<ID: Hashable>(position: Int, in ids: [ID]) {
    _ensureUnique()
    let removed = _bucket(holding: position, in: ids)
    _storage!.withUnsafeMutablePointers { header, buckets in
      let (scale, seed) = (header.pointee.scale, header.pointee.seed)
      let mask = (1 &<< scale) &- 1
      var hole = removed
      var next = (hole &+ 1) & mask
      while true {
        let stored = buckets[next]
        if stored == 0 { break }
        let ideal = Self._hash(ids[Int(stored) &- 1], scale: scale, seed: seed) & mask
        // The entry may fill the hole if the hole lies on its probe path, from its ideal
        // bucket to where it sits.
        if (next &- ideal) & mask >= (next &- hole) & mask {
          buckets[hole] = stored
          hole = next
        }
        next = (next &+ 1) & mask
      }
      buckets[hole] = 0
    }
  }

  /// Exchanges two positions that are both in the table.
  @inlinable
  mutating func swapPositions<ID: Hashable>(_ i: Int, _ j: Int, in ids: [ID]) {
    guard i != j else { return }
    _ensureUnique()
    let first = _bucket(holding: i, in: ids)
    let second = _bucket(holding: j, in: ids)
    _storage!.withUnsafeMutablePointerToElements { buckets in
      buckets[first] = Self._stored(j)
      buckets[second] = Self._stored(i)
    }
  }

  /// Moves the positions in `positions`, all in the table, by `delta` places: what inserting
  /// or removing ids before them does.
  ///
  /// `ids` are the ids the table indexes now, before the move, and no position outside
  /// `positions` may be one that a moved position takes.
  @inlinable
  package mutating func shiftPositions<ID: Hashable>(
    _ positions: Range<Int>, by delta: Int, in ids: [ID]
  ) {
    guard _storage != nil, !positions.isEmpty, delta != 0 else { return }
    _ensureUnique()
    let bucketCount = self.bucketCount
    if positions.count &* Self._walkCost < bucketCount {
      // Few: find each one's bucket by hashing its id. Going against the move, each position
      // moves into a value no other bucket holds any more.
      if delta > 0 {
        for position in positions.reversed() {
          _moveEntry(at: _bucket(holding: position, in: ids), to: position &+ delta)
        }
      } else {
        for position in positions {
          _moveEntry(at: _bucket(holding: position, in: ids), to: position &+ delta)
        }
      }
    } else {
      // Many: visit every bucket once, with no hashing and no branches.
      let lower = Self._stored(positions.lowerBound)
      let upper = Self._stored(positions.upperBound)
      let step = UInt32(truncatingIfNeeded: delta)
      _storage!.withUnsafeMutablePointerToElements { buckets in
        for bucket in 0..<bucketCount {
          let stored = buckets[bucket]
          // `stored &- lower < upper &- lower` tests `lower <= stored < upper` in one comparison.
          buckets[bucket] = stored &+ (stored &- lower < upper &- lower ? step : 0)
        }
      }
    }
  }

  /// How many buckets a walk over the table visits in the time it takes to find one position
  /// by hashing: the moves that touch fewer positions than `bucketCount / _walkCost` hash.
  @inlinable
  static var _walkCost: Int { 64 }

  /// Stores `position` in `bucket`; the storage must be unique.
  @inlinable
  mutating func _moveEntry(at bucket: Int, to position: Int) {
    _storage!.withUnsafeMutablePointerToElements { $0[bucket] = Self._stored(position) }
  }

  /// Gives the ids at `positions` new positions, all at once, so one may take a position
  /// another gives up: what reordering ids does.
  ///
  /// - Parameters:
  ///   - positions: The positions that move, or may move.
  ///   - ids: The ids the table indexes now, before the move.
  ///   - newPosition: The new position of each position in the table. It returns its argument
  ///     for positions that stay (it may be called for any position in the table), and `nil`
  ///     for positions in `positions` that are not in the table (say, already removed).
  @inlinable
  mutating func movePositions<ID: Hashable>(
    _ positions: Range<Int>,
    in ids: [ID],
    to newPosition: (Int) -> Int?
  ) {
    guard _storage != nil, !positions.isEmpty else { return }
    _ensureUnique()
    let bucketCount = self.bucketCount
    if positions.count &* Self._walkCost < bucketCount {
      // Few: find each one's bucket by hashing its id, then rewrite those buckets.
      typealias Move = (bucket: Int, stored: UInt32)
      withUnsafeTemporaryAllocation(of: Move.self, capacity: positions.count) { moves in
        var count = 0
        for position in positions {
          guard let new = newPosition(position), new != position else { continue }
          let bucket = _bucket(holding: position, in: ids)
          moves.initializeElement(at: count, to: (bucket, Self._stored(new)))
          count += 1
        }
        _storage!.withUnsafeMutablePointerToElements { buckets in
          for move in moves[..<count] { buckets[move.bucket] = move.stored }
        }
      }
    } else {
      // Many: visit every bucket once, with no hashing.
      _storage!.withUnsafeMutablePointerToElements { buckets in
        for bucket in 0..<bucketCount {
          let stored = Int(buckets[bucket])
          guard stored != 0, let new = newPosition(stored &- 1) else { continue }
          buckets[bucket] = Self._stored(new)
        }
      }
    }
  }

  /// The length of the longest run of occupied buckets (wrapping around the end): how far a
  /// lookup may probe. For tests of how well ids spread.
  func _longestRun() -> Int {
    guard let storage = _storage else { return 0 }
    return storage.withUnsafeMutablePointerToElements { buckets in
      let count = bucketCount
      guard let empty = (0..<count).first(where: { buckets[$0] == 0 }) else { return count }
      var (longest, current) = (0, 0)
      for step in 1...count {
        if buckets[(empty + step) % count] == 0 {
          current = 0
        } else {
          current += 1
          longest = Swift.max(longest, current)
        }
      }
      return longest
    }
  }

  /// Describes the first way the table disagrees with `ids`, or returns `nil`.
  package func _checkInvariants<ID: Hashable>(ids: [ID]) -> String? {
    guard let storage = _storage else {
      return ids.isEmpty ? nil : "\(ids.count) ids but no index"
    }
    var seen = [Bool](repeating: false, count: ids.count)
    var occupied = 0
    let problem: String? = storage.withUnsafeMutablePointerToElements { buckets in
      for bucket in 0..<bucketCount where buckets[bucket] != 0 {
        let position = Int(buckets[bucket]) - 1
        guard position < ids.count else {
          return "bucket \(bucket) holds position \(position) of \(ids.count)"
        }
        guard !seen[position] else { return "position \(position) is in two buckets" }
        seen[position] = true
        occupied += 1
      }
      return nil
    }
    if let problem { return problem }
    guard occupied == ids.count else { return "\(ids.count) ids but \(occupied) index entries" }
    guard occupied <= capacity else { return "\(occupied) entries in \(bucketCount) buckets" }
    for (offset, id) in ids.enumerated() {
      let found = position(of: id, in: ids)
      guard found == offset else {
        return "id \(id) is at position \(offset) but indexed at \(String(describing: found))"
      }
    }
    return nil
  }
}
