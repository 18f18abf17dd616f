#!/usr/bin/env bash
# A recorded session reproduced as a test, checked as a user meets it: the TestStore fixture
# package (Tests/Fixtures/TestStoreTrust, built already by check-teststore-fixture.sh) records
# two sessions with its `record-session` executable and writes the test of each into its
# `ReproducedTests` target; then a second build compiles the written tests and plain
# `swift test`, in a child process, runs them.
#
# - ReproduceLista.swift (a list with rows, an editor presented over it, an effect reading a
#   dependency the recorder was given) must compile and pass unedited;
# - ReproduceNota.swift (a state holding an instance of a class, which no test can write)
#   must fail to compile, at its placeholder.
set -euo pipefail
cd "$(dirname "$0")/../Tests/Fixtures/TestStoreTrust"

folder=Tests/ReproducedTests
cleanup() { rm -f "$folder"/Reproduce*.swift; }
trap cleanup EXIT
cleanup

fail() {
  echo "error: $1" >&2
  exit 1
}

swift build --product record-session >/dev/null
.build/debug/record-session "$folder" >.build/session-trace.log
mv "$folder/ReproduceNota.swift" .build/ReproduceNota.swift

# What the recorder wrote: each action sent is a `send`, the effect's action a `receive`, the
# given dependencies the test's, and the live session's other dates a comment.
test=$folder/ReproduceLista.swift
[ "$(grep -c '^  await store.send(' "$test")" = 4 ] || fail "$test does not send the session's 4 actions"
grep -q '^  await store.receive(\\.editor.delegate.guardada) {$' "$test" \
  || fail "$test does not receive the effect's action where the replay did"
grep -q '^    \$0.uuid = .incrementing$' "$test" || fail "$test lacks the given dependencies"
grep -q '^  //   \$0.filas\[id: .*\]?.creada = Date(timeIntervalSinceReferenceDate: 60.0)$' "$test" \
  || fail "$test does not say what the live session had where the replay differed"
grep -q 'effect guardar sent .delegate(.guardada(' .build/session-trace.log \
  || fail "record-session's trace does not show the effect and what it sent"

# The second build: the written test compiles, and passes under plain `swift test`.
swift build --build-tests >.build/session-build.log 2>&1 || {
  cat .build/session-build.log >&2
  fail "the written test does not compile"
}
log=.build/session-test.log
swift test --skip-build --filter ReproducedTests >"$log" 2>&1 || {
  cat "$log" >&2
  fail "the written test fails"
}
grep -q '✔ Test reproduceLista() passed' "$log" || fail "reproduceLista() did not run and pass"
grep -q '✔ Test run with 1 test' "$log" || fail "swift test ran other tests than the written one"

# A value no test can write: the build fails at the placeholder, and says so.
cp .build/ReproduceNota.swift "$folder/"
placeholder=$(grep -n '<#' "$folder/ReproduceNota.swift" | head -n 1)
line=${placeholder%%:*}
column=$(($(printf '%s' "${placeholder#*:}" | awk '{ print index($0, "<#") }')))
if swift build --build-tests >.build/session-placeholder.log 2>&1; then
  fail "a test with a placeholder compiled"
fi
grep -q "ReproduceNota.swift:$line:$column: error: editor placeholder in source file" \
  .build/session-placeholder.log || {
  grep "error" .build/session-placeholder.log >&2 || true
  fail "the compiler did not point at the placeholder, line $line column $column"
}
echo "session fixture: the written test passes; the one with a placeholder fails there ($line:$column)"
