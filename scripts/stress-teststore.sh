#!/usr/bin/env bash
# Runs TestStore's tests many times in a row while other processes keep every core busy, to
# show that tests written with TestStore do not depend on timing. Each run does two things:
#   - the fixture package (scripts/check-teststore-fixture.sh): must-fail and must-pass tests
#     run with plain `swift test` in a child process, checked from their output;
#   - the TestStore-driven suites of this package (STRESS_FILTER).
#
#   scripts/stress-teststore.sh [runs]     (default 50)
#
# It prints one line per run and a table at the end; logs of failed runs stay in /tmp.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-50}"
filter="${STRESS_FILTER:-TestStore|TimingEffect|EffectTests|ChildLifecycle|CompositionOrder|Navigation|Leccion|TestClock}"

swift build --build-tests >/dev/null
scripts/check-teststore-fixture.sh >/dev/null

# Keep both cores busy for the whole run.
cores=$(nproc)
burners=()
for _ in $(seq 1 "$cores"); do
  ( while :; do :; done ) &
  burners+=($!)
done
trap 'kill "${burners[@]}" 2>/dev/null || true' EXIT

fixture_passed=0
fixture_failed=0
suite_passed=0
suite_failed=0
for i in $(seq 1 "$runs"); do
  fixture="pass"
  if ! timeout 300 scripts/check-teststore-fixture.sh --no-build >"/tmp/reductor-stress-fixture-$i.log" 2>&1; then
    fixture="FAIL (/tmp/reductor-stress-fixture-$i.log)"
    fixture_failed=$((fixture_failed + 1))
  else
    fixture_passed=$((fixture_passed + 1))
    rm -f "/tmp/reductor-stress-fixture-$i.log"
  fi
  suite="pass"
  if ! timeout 300 swift test --skip-build --filter "$filter" >"/tmp/reductor-stress-$i.log" 2>&1; then
    suite="FAIL (/tmp/reductor-stress-$i.log)"
    suite_failed=$((suite_failed + 1))
  else
    suite_passed=$((suite_passed + 1))
    rm -f "/tmp/reductor-stress-$i.log"
  fi
  echo "run $i: fixture $fixture, suites $suite"
done

echo
echo "| under load ($cores busy cores), $runs runs | passed | failed |"
echo "| --- | --- | --- |"
echo "| fixture package, checked from its output | $fixture_passed | $fixture_failed |"
echo "| TestStore-driven suites ($filter) | $suite_passed | $suite_failed |"
[ "$fixture_failed" -eq 0 ] && [ "$suite_failed" -eq 0 ]
