#!/usr/bin/env bash
# Every tracked Swift file as `swift-format lint --strict` wants it, with `.swift-format` (a
# fixture folder may carry its own). `swift-format format -i` on the files it names fixes them.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -z '*.swift' | xargs -0 swift-format lint --strict --parallel
echo "swift-format lint: $(git ls-files '*.swift' | wc -l | tr -d ' ') files clean"
