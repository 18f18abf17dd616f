/// A line diff of two texts: unchanged lines start with two spaces, lines only in `expected`
/// with "− ", lines only in `actual` with "+ ".
func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  // Longest common subsequence lengths of every pair of suffixes.
  var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      common[i][j] =
        old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  " + old[i])
      i += 1
      j += 1
    } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
      lines.append("+ " + new[j])
      j += 1
    } else {
      lines.append("− " + old[i])
      i += 1
    }
  }
  return lines.joined(separator: "\n")
}
