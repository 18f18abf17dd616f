#!/usr/bin/env bash
# `reductor tree` and `reductor lint` over a generated package of 200 features (each holding
# the next two by Scope and by a presentation, switches matching their delegates), in a
# release build: each must finish in under 2 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product reductor >/dev/null
tool="$(swift build -c release --show-bin-path)/reductor"
package=$(mktemp -d)
trap 'rm -rf "$package"' EXIT
echo "// swift-tools-version: 6.0" > "$package/Package.swift"
mkdir -p "$package/Sources/Features"
count=200
for i in $(seq 1 $count); do
  a=$(( i * 2 )); b=$(( i * 2 + 1 ))
  if (( b <= count )); then
    cat > "$package/Sources/Features/F$i.swift" <<SWIFT
import ComposableArchitecture

@Reducer
struct F$i {
  @Reducer
  enum Destino {
    case hijo(F$b)
    case alerta(AlertState<Alerta>)
    enum Alerta { case ok }
  }
  @ObservableState
  struct State {
    var fijo = F$a.State()
    @Presents var destino: Destino.State?
    var cuenta = 0
  }
  enum Action {
    case fijo(F$a.Action)
    case destino(PresentationAction<Destino.Action>)
    case delegate(Delegate)
    case pulsado
    enum Delegate { case hecho }
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.fijo, action: \.fijo) { F$a() }
    Reduce { state, action in
      switch action {
      case .fijo(.delegate(.hecho)):
        state.cuenta += 1
        return .none
      case .destino(.presented(.hijo(.delegate(.hecho)))):
        return .send(.delegate(.hecho))
      case .fijo, .destino, .delegate:
        return .none
      case .pulsado:
        state.destino = .alerta(AlertState { TextState("Hola") })
        return .none
      }
    }
    .ifLet(\.\$destino, action: \.destino)
  }
}
SWIFT
  else
    cat > "$package/Sources/Features/F$i.swift" <<SWIFT
import ComposableArchitecture

@Reducer
struct F$i {
  struct State { var cuenta = 0 }
  enum Action { case delegate(Delegate); case pulsado
    enum Delegate { case hecho } }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pulsado: return .send(.delegate(.hecho))
    case .delegate: return .none
    }
  }
}
SWIFT
  fi
done
status=0
for command in "tree --format json" "lint --json"; do
  start=$(date +%s%N)
  # shellcheck disable=SC2086
  "$tool" $command "$package" > "$package/out.json"
  elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
  echo "reductor $command over $count features: ${elapsed} ms"
  if (( elapsed >= 2000 )); then
    echo "error: reductor $command took ${elapsed} ms (limit 2000 ms)" >&2
    status=1
  fi
done
"$tool" tree --format json "$package" | grep -c '"kind" : "struct"' | {
  read -r found
  if (( found != count )); then echo "error: found $found of $count features" >&2; exit 1; fi
}
exit $status
