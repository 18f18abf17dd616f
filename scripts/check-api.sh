#!/usr/bin/env bash
# Each library module's public API, dumped with `swift-api-digester -dump-sdk`, against the
# baseline committed under `api/` (one file a module): fails on a breaking difference
# (`swift-api-digester -diagnose-sdk`), naming it and the command that accepts it.
#
#   scripts/check-api.sh            check (CI)
#   scripts/check-api.sh --update   write the current API as the baseline
#
# The layers are dumped from this package's debug build; the drop-in modules, which exist only
# with REDUCTOR_DROP_IN=1, from the build of Tests/Fixtures/DropInApp, which declares them.
# The SwiftUI layer builds only on Apple platforms, so no baseline covers it (CONTRIBUTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
update=false
[[ "${1:-}" == "--update" ]] && update=true

layers=(ReductorConcurrencyExtras ReductorIssueReporting ReductorCustomDump ReductorCasePaths
  ReductorIdentifiedCollections ReductorClocks ReductorDependencies ReductorDependenciesMacros
  ReductorPerception ReductorSharing ReductorNavigation ReductorCore Reductor)
dropins=(ComposableArchitecture CasePaths Clocks ConcurrencyExtras CustomDump Dependencies
  DependenciesMacros IdentifiedCollections IssueReporting Perception Sharing SwiftNavigation
  XCTestDynamicOverlay)

swift build --target Reductor >/dev/null
(cd Tests/Fixtures/DropInApp && REDUCTOR_DROP_IN=1 swift build >/dev/null)
main=$(swift build --show-bin-path)
fixture=$(cd Tests/Fixtures/DropInApp && REDUCTOR_DROP_IN=1 swift build --show-bin-path)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p api

# dump MODULE PRODUCTS OUT: the module's public API as the digester sees it, with the C shims'
# module maps of that build.
dump() {
  local maps=()
  for map in "$2"/*Shims.build/module.modulemap; do
    maps+=(-Xcc "-fmodule-map-file=$map")
  done
  swift-api-digester -dump-sdk -avoid-tool-args -avoid-location -module "$1" -I "$2/Modules" \
    "${maps[@]}" -o "$3"
}

status=0
stale=()
check() {
  local module=$1 products=$2
  local current="$work/$module.json"
  dump "$module" "$products" "$current"
  if $update; then
    cp "$current" "api/$module.json"
    return
  fi
  if [[ ! -f "api/$module.json" ]]; then
    echo "error: no API baseline for $module (api/$module.json)" >&2
    status=1
    return
  fi
  # What the digester reports between its section headers is a breaking change.
  local breaks
  breaks=$(swift-api-digester -diagnose-sdk -input-paths "api/$module.json" \
    -input-paths "$current" 2>&1 | grep -v '^/\*' | grep -v '^[[:space:]]*$' || true)
  if [[ -n "$breaks" ]]; then
    echo "error: $module breaks its public API:" >&2
    echo "$breaks" | sed 's/^/  /' >&2
    status=1
  elif ! cmp -s "api/$module.json" "$current"; then
    stale+=("$module")
  fi
}

for module in "${layers[@]}"; do check "$module" "$main"; done
for module in "${dropins[@]}"; do check "$module" "$fixture"; done

if $update; then
  echo "swift-api-digester: wrote the API of ${#layers[@]} layers and ${#dropins[@]} drop-in modules to api/"
  exit 0
fi
if (( status != 0 )); then
  cat >&2 <<'TEXT'

A break is accepted only with the baseline updated and an entry in CHANGELOG.md (under
Unreleased, Changed or Removed, saying what to do):

  scripts/check-api.sh --update
TEXT
  exit 1
fi
if (( ${#stale[@]} > 0 )); then
  echo "swift-api-digester: no breaking change; API added to ${stale[*]} (scripts/check-api.sh --update records it)"
else
  echo "swift-api-digester: the API of ${#layers[@]} layers and ${#dropins[@]} drop-in modules matches api/"
fi
