import Sharing

public struct Ajustes: Sendable {
  @Shared(.inMemory("tema")) public var tema = "claro"
  public init() {}
}
