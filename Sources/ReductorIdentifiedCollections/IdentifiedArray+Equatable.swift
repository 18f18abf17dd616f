extension IdentifiedArray: Equatable where Element: Equatable {
  /// Whether both hold equal elements in the same order.
  ///
  /// How elements are identified is not compared: arrays built with equal elements are equal.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}
