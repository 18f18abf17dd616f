#!/usr/bin/env bash
# The documentation, built offline into a static site at .build/docs:
#
# 1. the symbol graphs of this package's debug build, extracted with swift-symbolgraph-extract:
#    the `Reductor` module's with the symbols of the layers it re-exports
#    (`-experimental-allowed-reexported-modules`, on the command line: an unsafe flag in the
#    manifest would break packages that depend on this one), and each layer's on its own;
# 2. each layer converted alone with DocC's coverage report, which must count every public
#    symbol declared here as documented (DocC leaves `_` names out);
# 3. `docc convert Sources/Reductor/Reductor.docc` over the `Reductor` graph, with warnings as
#    errors, transformed for static hosting: the site;
# 4. the same catalog converted, with warnings as errors, over the graphs the compiler writes
#    for the `Reductor` module (`swift build -Xswiftc -emit-symbol-graph`), which hold the
#    re-exported modules' symbols too: documentation built from a plain build also passes;
# 5. the built landing page's data checked for every topic group of the catalog's landing page.
#
#   scripts/docs.sh                      build, check, print the coverage
#   DOCS_HOSTING_BASE_PATH=Reductor scripts/docs.sh   for a site served under /Reductor
set -euo pipefail
cd "$(dirname "$0")/.."

catalog=Sources/Reductor/Reductor.docc
output=.build/docs
graphs=.build/symbol-graphs
layers=(ReductorConcurrencyExtras ReductorIssueReporting ReductorCustomDump ReductorCasePaths
  ReductorIdentifiedCollections ReductorClocks ReductorDependencies ReductorDependenciesMacros
  ReductorPerception ReductorSharing ReductorNavigation ReductorCore)

products=$(swift build --show-bin-path)
# The compiler's graphs, written while the modules build (the flags rebuild the `Reductor`
# target's modules, in seconds; the next plain build rebuilds them back). A module writes its
# graph only when it compiles, so the umbrella module's source is touched first.
rm -rf "$graphs/compiler" "$graphs/Reductor-compiler"
touch Sources/Reductor/Exports.swift
mkdir -p "$graphs/compiler" "$graphs/Reductor-compiler"
build_log=$(mktemp)
swift build --target Reductor -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/compiler" > "$build_log" 2>&1 \
  || { cat "$build_log" >&2; exit 1; }
rm -f "$build_log"
cp "$graphs/compiler"/Reductor.symbols.json "$graphs/compiler"/Reductor@*.symbols.json \
  "$graphs/Reductor-compiler/"
maps=()
for map in "$products"/*Shims.build/module.modulemap; do
  maps+=(-Xcc "-fmodule-map-file=$map")
done
case "$(uname -s)" in
  Linux) target="$(uname -m)-unknown-linux-gnu" ;;
  *) target="$(uname -m | sed 's/arm64/arm64/')-apple-macosx14.0" ;;
esac

# extract MODULE OUTPUT [FLAGS…]
extract() {
  local module=$1 into=$2
  shift 2
  rm -rf "$into"
  mkdir -p "$into"
  swift-symbolgraph-extract -module-name "$module" -I "$products/Modules" "${maps[@]}" \
    -target "$target" -output-dir "$into" -minimum-access-level public \
    -skip-synthesized-members -emit-extension-block-symbols "$@"
}

reexported=$(IFS=,; echo "${layers[*]}")
extract Reductor "$graphs/Reductor" -experimental-allowed-reexported-modules="$reexported"

# Coverage: each layer in its own module, as the symbols are declared.
status=0
echo "DocC documentation coverage (public symbols with a summary):"
for layer in "${layers[@]}"; do
  extract "$layer" "$graphs/$layer"
  coverage_dir=$(mktemp -d)
  # Each layer's catalog gives its module page the summary DocC counts among its globals.
  layer_catalog=()
  [[ -d "Sources/$layer/$layer.docc" ]] && layer_catalog=("Sources/$layer/$layer.docc")
  coverage() {
    docc convert "${layer_catalog[@]}" --additional-symbol-graph-dir "$graphs/$layer" \
      --output-path "$coverage_dir/$layer-$1.doccarchive" \
      --fallback-display-name "$layer" --fallback-bundle-identifier "org.reductor.$layer" \
      --experimental-documentation-coverage --coverage-summary-level "$1" 2>&1 || true
  }
  # The detailed report has a row a symbol: name | kind | has abstract | … | identifier. It
  # also lists the pages DocC makes itself (the module's topic groups, and an "Extended …"
  # page for each type or module another module's type is extended in): those are not
  # declarations of this package, so only the members in them are counted.
  coverage detailed > "$coverage_dir/detailed.txt"
  declared() {
    awk -F'|' 'NF > 6 && $2 !~ /^ *(Kind|CollectionGroup|Extended)/' "$coverage_dir/detailed.txt"
  }
  total=$(declared | wc -l | tr -d ' ')
  documented=$(declared | awk -F'|' '$3 ~ /true/' | wc -l | tr -d ' ')
  echo "  $layer: $documented of $total symbols"
  if (( total == 0 || documented != total )); then
    echo "error: $layer has public symbols without a summary (or no report):" >&2
    declared | awk -F'|' '$3 !~ /true/ { print "  " $2 "|" $NF }' | sed -E 's/ +/ /g' >&2
    status=1
  fi
  rm -rf "$coverage_dir"
done
(( status == 0 )) || exit 1

hosting=()
if [[ -n "${DOCS_HOSTING_BASE_PATH:-}" ]]; then
  hosting=(--hosting-base-path "$DOCS_HOSTING_BASE_PATH")
fi
rm -rf "$output"
docc convert "$catalog" --additional-symbol-graph-dir "$graphs/Reductor" \
  --output-path "$output" --warnings-as-errors --transform-for-static-hosting \
  --fallback-display-name Reductor --fallback-bundle-identifier org.reductor.Reductor \
  "${hosting[@]}"

# A plain build's graphs pass too.
compiler_output=$(mktemp -d)
docc convert "$catalog" --additional-symbol-graph-dir "$graphs/Reductor-compiler" \
  --output-path "$compiler_output/Reductor.doccarchive" --warnings-as-errors \
  --transform-for-static-hosting \
  --fallback-display-name Reductor --fallback-bundle-identifier org.reductor.Reductor >/dev/null
rm -rf "$compiler_output"

# The landing page's data lists every topic group the catalog's landing page declares.
landing="$output/data/documentation/reductor.json"
missing=0
while IFS= read -r group; do
  if ! grep -qF "\"title\":\"$group\"" "$landing"; then
    echo "error: the built landing page has no topic group '$group'" >&2
    missing=1
  fi
done < <(sed -n 's/^### //p' "$catalog/Reductor.md")
(( missing == 0 )) || exit 1
pages=$(find "$output/data/documentation" -name '*.json' | wc -l | tr -d ' ')
echo "docc convert: $pages pages in $output ($(sed -n 's/^### //p' "$catalog/Reductor.md" | wc -l | tr -d ' ') topic groups on the landing page)"
