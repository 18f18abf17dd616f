/// The pairs `(old, new)` of indices of a longest common subsequence of two sequences, in
/// increasing order, where `matches(old, new)` tells whether two elements are the same.
///
/// Common leading and trailing runs are matched first, so a single insertion, removal or change
/// in a long collection costs linear time; the rest is the classic quadratic table. When that
/// rest is larger than `budget` cells it is left unmatched (the caller shows it as removed and
/// added), which keeps huge diffs fast at the cost of minimality.
func longestCommonSubsequence(
  oldCount: Int, newCount: Int, budget: Int = 4_000_000,
  matches: (_ old: Int, _ new: Int) -> Bool
) -> [(old: Int, new: Int)] {
  var head = 0
  while head < oldCount, head < newCount, matches(head, head) { head += 1 }
  var tail = 0
  while tail < oldCount - head, tail < newCount - head,
    matches(oldCount - 1 - tail, newCount - 1 - tail)
  {
    tail += 1
  }

  var pairs = (0..<head).map { (old: $0, new: $0) }
  let oldMiddle = head..<(oldCount - tail)
  let newMiddle = head..<(newCount - tail)
  if !oldMiddle.isEmpty, !newMiddle.isEmpty,
    (oldMiddle.count + 1) * (newMiddle.count + 1) <= budget
  {
    pairs += middlePairs(oldMiddle, newMiddle, matches: matches)
  }
  pairs += (0..<tail).reversed().map { (old: oldCount - 1 - $0, new: newCount - 1 - $0) }
  return pairs
}

/// The LCS of two ranges by dynamic programming: `table[i][j]` is the length of the LCS of the
/// suffixes starting at `i` and `j`.
private func middlePairs(
  _ old: Range<Int>, _ new: Range<Int>, matches: (Int, Int) -> Bool
) -> [(old: Int, new: Int)] {
  let width = new.count + 1
  var table = [Int](repeating: 0, count: (old.count + 1) * width)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      table[i * width + j] =
        matches(old.lowerBound + i, new.lowerBound + j)
        ? table[(i + 1) * width + j + 1] + 1
        : max(table[(i + 1) * width + j], table[i * width + j + 1])
    }
  }
  var pairs: [(old: Int, new: Int)] = []
  var i = 0
  var j = 0
  while i < old.count, j < new.count {
    if matches(old.lowerBound + i, new.lowerBound + j) {
      pairs.append((old.lowerBound + i, new.lowerBound + j))
      i += 1
      j += 1
    } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
      i += 1
    } else {
      j += 1
    }
  }
  return pairs
}
