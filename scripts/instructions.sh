#!/usr/bin/env bash
# Instructions per operation of one benchmark scenario, counted by callgrind: repeatable for
# the same binary whatever else the machine is doing, unlike its timings.
#
#   scripts/instructions.sh presents/10          both sides
#   OPS=20000 scripts/instructions.sh forEach/100
#
# Runs the scenario's side alone twice, with OPS and 2×OPS operations, and divides the
# difference by OPS, so the set-up both runs share cancels out. Needs valgrind and a release
# build of reductor-benchmarks (swift build -c release --product reductor-benchmarks).
set -euo pipefail
name=${1:?usage: scripts/instructions.sh SCENARIO}
ops=${OPS:-10000}
binary=${BINARY:-.build/release/reductor-benchmarks}
# Valgrind 3.19 gives up on the DWARF clang writes for a thread-local variable (the C shims'
# stamp block), so it runs a copy without debug information; the symbols stay.
stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
strip --strip-debug -o "$stripped" "$binary"
binary=$stripped
count() {
  local out
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$binary" --filter "$name" --profile "$1" --ops "$2" >/dev/null 2>&1
  awk '/^summary:/ { print $2 }' "$out"
  rm -f "$out"
}
for side in reductor baseline; do
  single=$(count "$side" "$ops")
  double=$(count "$side" $((ops * 2)))
  echo "$name $side: $(( (double - single) / ops )) instructions/op"
done
