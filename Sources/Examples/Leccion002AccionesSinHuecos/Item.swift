// Lesson 002's actions carry `[Item]` and `Item.ID`, and its test expects `[.demo]`, without
// showing the type: a search result.
import Reductor

struct Item: Equatable, Identifiable, Sendable {
  let id: Int
  var nombre: String

  static let demo = Item(id: 1, nombre: "Demo")
}
