import Foundation
import Leccion003PresentacionesAnidadas
import Reductor
import Testing

@testable import GettingStarted
@testable import Leccion001Composicion
@testable import Leccion004Jerarquia
@testable import ReductorCore

// A store builds a feature's body once, and a direct `reduce(into:action:)` call of a feature
// with no stored properties runs a body prepared once for its type (`_DirectBodies`); TCA
// builds `body` again for every action. Each example feature here runs the same actions three
// ways (prepared once, as a store prepares it; built again for every action; called directly)
// and must do the same: the same state after each action, and effects of the same shape.

/// An effect's shape: its operations, the actions its `.send`s carry (dumped), and the types of
/// its cancellation ids (a child's identity holds the child state's, which every run makes anew).
private func shape<Action>(_ effect: Effect<Action>) -> String {
  func idType(_ id: SendableHashable) -> String { "\(type(of: id.base.base))" }
  switch effect.operation {
  case .none: return "none"
  case let .send(action): return "send(\(reductorDump(action)))"
  case .run: return "run"
  case let .named(named): return "run(\(named.name))"
  case let .merge(effects): return "merge(\(effects.map(shape).joined(separator: ", ")))"
  case let .concatenate(effects):
    return "concatenate(\(effects.map(shape).joined(separator: ", ")))"
  case let .cancellable(id, cancelInFlight, box):
    return "cancellable(\(idType(id.id)), \(cancelInFlight), \(shape(box.effect)))"
  case let .cancel(id): return "cancel(\(idType(id.id)))"
  case let .scoped(scoped): return "scoped(\(idType(scoped.identity)), \(shape(scoped.effect)))"
  case let .dismissible(box, _): return "dismissible(\(shape(box.effect)))"
  case .mapped: return "mapped"
  }
}

/// What running `actions` from `state` did, one step per action.
private struct Run<State: Equatable>: Equatable {
  var states: [State] = []
  var effects: [String] = []
}

/// Runs `actions` through the feature `make()` makes, three ways, and returns each run.
@MainActor
private func runThreeWays<F: Reducer>(
  _ make: () -> F, from state: F.State, _ actions: [F.Action]
) -> (preparedOnce: Run<F.State>, builtPerAction: Run<F.State>, direct: Run<F.State>)
where F.State: Equatable, F.Body: Reducer, F.Body.State == F.State, F.Body.Action == F.Action {
  func run(_ step: (inout F.State, F.Action) -> Effect<F.Action>) -> Run<F.State> {
    var run = Run<F.State>()
    var state = state
    // Each run with dependencies of its own, so that generators start over.
    withDependencies {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSinceReferenceDate: 0))
    } operation: {
      for action in actions {
        run.effects.append(shape(step(&state, action)))
        run.states.append(state)
      }
    }
    return run
  }
  let prepared = _PreparedReducer(make())
  return (
    run { prepared.reduce(into: &$0, action: $1) },
    run { make().body.reduce(into: &$0, action: $1) },
    run { make().reduce(into: &$0, action: $1) }
  )
}

/// What a body reads while it is built, behind the dependencies' back: a body prepared once
/// keeps the value it read then (the limit Reductor.docc/MigratingFromTCA.md names).
nonisolated(unsafe) private var pasoGlobal = 1

@Reducer
private struct LeeUnGlobal {
  struct State: Equatable { var total = 0 }
  enum Action { case sumar }
  var body: some ReducerOf<Self> {
    let paso = pasoGlobal
    Reduce { state, _ in
      state.total += paso
      pasoGlobal += 1
      return .none
    }
  }
}

@MainActor
@Suite(.serialized) struct PreparedBodyTests {
  /// The comparison can fail: a body that reads a global while it is built does one thing
  /// prepared once and another built for every action.
  @Test func theComparisonSeesABodyThatReadsAGlobal() {
    pasoGlobal = 1
    let runs = runThreeWays({ LeeUnGlobal() }, from: .init(), [.sumar, .sumar, .sumar])
    #expect(runs.preparedOnce.states.map(\.total) == [1, 2, 3])
    #expect(runs.builtPerAction.states.map(\.total) == [4, 9, 15])
    #expect(runs.preparedOnce != runs.builtPerAction)
  }

  private func expectTheSame<F: Reducer>(
    _ make: () -> F, from state: F.State, _ actions: [F.Action],
    sourceLocation: SourceLocation = #_sourceLocation
  ) where F.State: Equatable, F.Body: Reducer, F.Body.State == F.State, F.Body.Action == F.Action {
    let runs = runThreeWays(make, from: state, actions)
    #expect(runs.preparedOnce.states.count == actions.count, sourceLocation: sourceLocation)
    #expect(runs.preparedOnce == runs.builtPerAction, sourceLocation: sourceLocation)
    #expect(runs.direct == runs.builtPerAction, sourceLocation: sourceLocation)
  }

  @Test func contador() {
    expectTheSame(
      { GettingStarted.Contador() }, from: .init(), [.incrementar, .incrementar, .decrementar]
    )
  }

  @Test func registroRunsItsChildFirst() {
    expectTheSame({ Registro() }, from: .init(), [.toques(.tocar), .anotado, .toques(.tocar)])
  }

  @Test func guardadoReturnsItsEffectTree() {
    expectTheSame({ Guardado() }, from: .init(), [.guardarPulsado, .anotar("guardado")])
  }

  @Test func leccion001ScopesItsTwoChildren() {
    expectTheSame(
      { Leccion001Composicion.AppFeature() }, from: .init(),
      [.contador(.incrementar), .perfil(.nombreCambiado("Ana")), .contador(.decrementar)]
    )
  }

  @Test func leccion003PresentsThreeLevels() {
    let editado = Articulo(id: Articulo.prueba.id, nombre: "Tornillos M4", cantidad: 300)
    expectTheSame(
      { Inventario() }, from: Inventario.State(articulos: [.prueba]),
      [
        .articuloPulsado(Articulo.prueba.id),
        .destino(.presented(.detalle(.editarPulsado))),
        .destino(.presented(.detalle(.destino(.presented(.editar(.cantidadCambiada(300))))))),
        .destino(
          .presented(.detalle(.destino(.presented(.editar(.delegate(.guardado(editado)))))))
        ),
        .destino(.presented(.detalle(.delegate(.articuloActualizado(editado))))),
        .destino(.dismiss),
      ]
    )
  }

  @Test func leccion004PushesAndPopsAStack() {
    expectTheSame(
      { Leccion004Jerarquia.AppFeature() }, from: .init(),
      [
        .raiz(.delegate(.filaSeleccionada(1))),
        .raiz(.delegate(.filaSeleccionada(2))),
        .camino(.popFrom(id: 1)),
      ]
    )
  }
}
