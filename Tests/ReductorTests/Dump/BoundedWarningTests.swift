import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// A warning about an action carrying a large payload stays short.

@Reducer
private struct Visor {
  struct State: Equatable {
    var bytes = 0
  }
  enum Action {
    case cargar(texto: String, bytes: [UInt8], indice: [String: Int])
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .cargar(_, bytes, _) = action { state.bytes = bytes.count }
    return .none
  }
}

@Reducer
private struct Galeria {
  struct State: Equatable {
    var visor: Visor.State?
  }
  enum Action {
    case visor(Visor.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.visor, action: \.visor) { Visor() }
  }
}

@MainActor
@Suite struct BoundedWarningTests {
  @Test func aMegabytePayloadGivesAShortWarning() throws {
    let store = Store(initialState: Galeria.State()) { Galeria() }
    let megabyte = 1 << 20
    let indice = Dictionary(uniqueKeysWithValues: (0..<1_000).map { ("k\($0)", $0) })
    let warnings = collectingRuntimeWarnings {
      store.send(
        .visor(
          .cargar(
            texto: String(repeating: "x", count: megabyte),
            bytes: [UInt8](repeating: 7, count: megabyte), indice: indice
          )
        )
      )
    }
    let warning = try #require(warnings.first)
    #expect(warnings.count == 1)
    #expect(warning.utf8.count < 4_096)
    #expect(warning.contains("… (\(megabyte - 200) more bytes)"))
    #expect(warning.contains("… (\(megabyte - 20) more)"))
    #expect(warning.contains("… (980 more)"))
  }

  @Test func aWideValueKeepsItsFirstLines() {
    let rows = (0..<20).map { row in (0..<20).map { "fila \(row) columna \($0)" } }
    let description = warningDescription(rows, maxCharacters: 500)
    #expect(description.utf8.count < 700)
    #expect(description.hasPrefix("[\n    [0]: [\n      [0]: \"fila 0 columna 0\""))
    #expect(description.hasSuffix("more lines)"))
  }

  @Test func aSmallValueIsShownWhole() {
    #expect(warningDescription([1, 2, 3]) == "[\n    [0]: 1,\n    [1]: 2,\n    [2]: 3\n  ]")
  }

  @Test func modifyingTheWrongCaseShowsTheValueBounded() throws {
    var pieza = Pieza.texto(String(repeating: "y", count: 10_000))
    let warnings = collectingRuntimeWarnings {
      pieza.modify(\.numero) { $0 += 1 }
    }
    let warning = try #require(warnings.first)
    #expect(warning.hasPrefix("'modify' was called with the case key path"))
    #expect(
      warning.contains(
        "Pieza.texto(\"" + String(repeating: "y", count: 200) + "\" … (9800 more bytes))"))
    #expect(warning.utf8.count < 1_000)
    #expect(pieza == .texto(String(repeating: "y", count: 10_000)))
  }
}

@CasePathable
private enum Pieza: Equatable {
  case texto(String)
  case numero(Int)
}
