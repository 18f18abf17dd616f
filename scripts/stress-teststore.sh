#!/usr/bin/env bash
# Runs the TestStore-driven suites many times in a row while other processes keep every core
# busy, to show that tests written with TestStore do not depend on timing.
#
#   scripts/stress-teststore.sh [runs]     (default 50)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-50}"
filter="${STRESS_FILTER:-TestStore|TimingEffect|EffectTests|ChildLifecycle|CompositionOrder|Navigation|Leccion}"

swift build --build-tests >/dev/null

# Keep both cores busy for the whole run.
cores=$(nproc)
burners=()
for _ in $(seq 1 "$cores"); do
  ( while :; do :; done ) &
  burners+=($!)
done
trap 'kill "${burners[@]}" 2>/dev/null || true' EXIT

passed=0
failed=0
for i in $(seq 1 "$runs"); do
  if timeout 300 swift test --skip-build --filter "$filter" >"/tmp/reductor-stress-$i.log" 2>&1; then
    passed=$((passed + 1))
    rm -f "/tmp/reductor-stress-$i.log"
  else
    failed=$((failed + 1))
    echo "run $i failed: see /tmp/reductor-stress-$i.log"
  fi
done
echo "stress: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
