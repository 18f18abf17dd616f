#!/usr/bin/env bash
# `reductor tree` and `reductor lint` in a release build, over two generated packages:
#
# - 200 features in three modules, each holding the next two (by Scope and by a presentation,
#   across modules through imports), its body built in a helper in an extension, behind a
#   generic wrapper, its switch matching the children's delegates: each command under 2 s, and
#   every feature and edge found;
# - a large app of 300 files in 30 modules (a feature, its destination enum, a stack and a
#   component per file): each command under 3 s.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product reductor >/dev/null
tool="$(swift build -c release --show-bin-path)/reductor"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# time LIMIT_MS LABEL COMMAND…: runs the command, its output to $work/out, and checks the time.
timed() {
  local limit=$1 label=$2
  shift 2
  local start elapsed
  start=$(date +%s%N)
  "$@" > "$work/out"
  elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
  echo "reductor $label: ${elapsed} ms"
  if (( elapsed >= limit )); then
    echo "error: reductor $label took ${elapsed} ms (limit $limit ms)" >&2
    status=1
  fi
}

# --- 200 features, three modules, helpers and wrappers ---------------------------------------
package="$work/features"
mkdir -p "$package/Sources/Wrappers"
echo "// swift-tools-version: 6.0" > "$package/Package.swift"
cat > "$package/Sources/Wrappers/Haptics.swift" <<'SWIFT'
import ComposableArchitecture

public struct Haptics<Base: Reducer>: Reducer {
  let base: Base
  public var body: some ReducerOf<Base> { base }
}

extension Reducer {
  public func haptics() -> Haptics<Self> { Haptics(base: self) }
}
SWIFT
count=200
module() { echo "Mod$(( $1 % 3 ))"; }
for i in $(seq 1 $count); do
  m=$(module "$i")
  mkdir -p "$package/Sources/$m"
  a=$(( i * 2 )); b=$(( i * 2 + 1 ))
  if (( b <= count )); then
    imports="import ComposableArchitecture
import Wrappers
import $(module "$a")
import $(module "$b")"
    cat > "$package/Sources/$m/F$i.swift" <<SWIFT
$imports

@Reducer
public struct F$i {
  @Reducer
  public enum Destino {
    case hijo(F$b)
    case alerta(AlertState<Alerta>)
    public enum Alerta { case ok }
  }
  @ObservableState
  public struct State {
    var fijo = F$a.State()
    @Presents var destino: Destino.State?
    var cuenta = 0
  }
  public enum Action {
    case fijo(F$a.Action)
    case destino(PresentationAction<Destino.Action>)
    case delegate(Delegate)
    case pulsado
    public enum Delegate { case hecho }
  }
  public var body: some ReducerOf<Self> {
    self.core.haptics()
  }
}
SWIFT
    cat > "$package/Sources/$m/F$i+Core.swift" <<SWIFT
$imports

extension F$i {
  @ReducerBuilder<State, Action>
  var core: some ReducerOf<Self> {
    Scope(state: \\.fijo, action: \\.fijo) { F$a() }
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
    .ifLet(\\.\$destino, action: \\.destino)
  }
}
SWIFT
  else
    cat > "$package/Sources/$m/F$i.swift" <<SWIFT
import ComposableArchitecture

@Reducer
public struct F$i {
  public struct State { var cuenta = 0 }
  public enum Action { case delegate(Delegate); case pulsado
    public enum Delegate { case hecho } }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pulsado: return .send(.delegate(.hecho))
    case .delegate: return .none
    }
  }
}
SWIFT
  fi
done
timed 2000 "tree --format json over $count features" "$tool" tree --format json "$package"
features=$(grep -c '"kind" : "struct"' "$work/out" || true)
unresolved=$(grep -c '"resolved" : false' "$work/out" || true)
if (( features != count )); then echo "error: found $features of $count features" >&2; status=1; fi
# Each feature that holds two features holds an alert too: only the alerts are leaves.
holders=$(( (count - 1) / 2 ))
if (( unresolved != holders )); then
  echo "error: $unresolved children unresolved (expected $holders alerts)" >&2
  status=1
fi
timed 2000 "lint --json over $count features" "$tool" lint --json "$package"
# The features nest presentations deeply (found, rightly); their switches match only delegates
# and every child has its operator, so these rules find nothing.
for rule in non-delegate-child-action deep-pattern missing-child-reducer default-in-action-switch; do
  if grep -q "\"rule\" : \"$rule\"" "$work/out"; then
    echo "error: lint reported $rule in the generated features" >&2
    status=1
  fi
done

# --- A large app: 300 files in 30 modules -----------------------------------------------------
app="$work/app"
mkdir -p "$app"
echo "// swift-tools-version: 6.0" > "$app/Package.swift"
files=300
for i in $(seq 1 $files); do
  m="Module$(( i % 30 ))"
  mkdir -p "$app/Sources/$m"
  next=$(( i + 1 ))
  held=""
  if (( next <= files )); then
    held="case next(Screen$next)"
  fi
  cat > "$app/Sources/$m/Screen$i.swift" <<SWIFT
import ComposableArchitecture
$( (( next <= files )) && echo "import Module$(( next % 30 ))" )

@Reducer
public struct Row$i {
  public struct State: Equatable, Identifiable { public let id: Int }
  public enum Action { case tapped; case delegate(Delegate); public enum Delegate { case open } }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
public struct Screen$i {
  @Reducer
  public enum Destination {
    $held
    case alert(AlertState<Alert>)
    public enum Alert { case confirm }
  }
  @Reducer
  public enum Path {
    case row(Row$i)
  }
  @ObservableState
  public struct State: Equatable {
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var rows: IdentifiedArrayOf<Row$i.State> = []
    var title = ""
  }
  public enum Action {
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case rows(IdentifiedActionOf<Row$i>)
    case titleChanged(String)
    case delegate(Delegate)
    public enum Delegate { case done }
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rows(.element(id: id, action: .delegate(.open))):
        state.path.append(.row(Row$i.State(id: id)))
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case .destination, .path, .rows, .delegate:
        return .none
      }
    }
    .ifLet(\\.\$destination, action: \\.destination)
    .forEach(\\.path, action: \\.path)
    .forEach(\\.rows, action: \\.rows) { Row$i() }
  }
}
SWIFT
done
timed 3000 "tree --format json over $files files" "$tool" tree --format json "$app"
timed 3000 "lint --json over $files files" "$tool" lint --json "$app"
exit $status
