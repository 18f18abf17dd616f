#!/usr/bin/env bash
# Renders the feature trees the DocC catalog shows as pictures: each is `reductor tree --format
# dot` of an example, kept beside its PNG in the catalog's resources (DocC does not render
# mermaid). Needs Graphviz's `dot` (Debian: `apt-get install graphviz`). The insight tests
# check that each committed DOT file is still the tool's output.
set -euo pipefail
cd "$(dirname "$0")/.."

resources=Sources/Reductor/Reductor.docc/Resources
command -v dot >/dev/null || { echo "error: Graphviz's dot is not installed" >&2; exit 1; }

# render NAME EXAMPLE-FOLDER
render() {
  swift run --quiet reductor tree --format dot "$2" > "$resources/$1.dot"
  dot -Tpng -Gdpi=144 "$resources/$1.dot" -o "$resources/$1.png"
  echo "$resources/$1.png"
}

render leccion003-tree Sources/Examples/Leccion003PresentacionesAnidadas
