public struct Word: Equatable, Sendable { public var text: String }
public enum TimeScope: Equatable, Sendable { case day, week, allTime }
