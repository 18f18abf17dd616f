#!/usr/bin/env bash
# Runs the TestStore fixture (Tests/Fixtures/TestStoreTrust) the way a user runs their tests,
# with plain `swift test` in a child process, and holds its output to the markers in the
# fixture's sources: every must-fail test fails by name, with its message, at its line; every
# must-pass test passes; no failure lands late or on another test.
#
#   scripts/check-teststore-fixture.sh            build, run once, check
#   scripts/check-teststore-fixture.sh --no-build run the tests already built, check
#
# The fixture builds Reductor in its own folder (Tests/Fixtures/TestStoreTrust/.build). The
# output of the last run is kept in that folder as fixture-output.log.
set -euo pipefail
cd "$(dirname "$0")/../Tests/Fixtures/TestStoreTrust"

if [ "${1:-}" != "--no-build" ]; then
  swift build --build-tests
  swift build --product check-fixture-output
fi
log=.build/fixture-output.log
# The fixture has tests that must fail, so `swift test` exits non-zero: the checker decides.
swift test --skip-build --filter TrustTests >"$log" 2>&1 || true
.build/debug/check-fixture-output "$log" Tests/TrustTests
