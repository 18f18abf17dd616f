#!/usr/bin/env bash
# Where one benchmark scenario spends its time: samples one side of it with `perf record`
# (the kernel's clock, which works on virtual machines without hardware counters) and prints
# the functions that took most samples, demangled.
#
#   scripts/profile.sh presents/10                 Reductor's side
#   SIDE=baseline scripts/profile.sh presents/10   the hand-written side
#   OPS=3000000 TOP=40 scripts/profile.sh stack/10
#   MANGLED=1 scripts/profile.sh stack/10          mangled names, for `perf annotate -s`
#
# The samples stay in $DATA (default /tmp/reductor-perf.data) for `perf annotate`, which shows
# them instruction by instruction:
#
#   perf annotate -i /tmp/reductor-perf.data --stdio -s 'MANGLED_SYMBOL'
#
# A sample lands on the instruction after the one that waited: a hot instruction right after
# a load is that load's latency, one right after a call is the call's. Needs perf and a release
# build of reductor-benchmarks (swift build -c release --product reductor-benchmarks).
set -euo pipefail
name=${1:?usage: scripts/profile.sh SCENARIO}
side=${SIDE:-reductor}
ops=${OPS:-2000000}
top=${TOP:-25}
data=${DATA:-/tmp/reductor-perf.data}
binary=${BINARY:-.build/release/reductor-benchmarks}
perf record -q -e cpu-clock -F 20000 -o "$data" \
  "$binary" --filter "$name" --profile "$side" --ops "$ops" >/dev/null 2>&1
report() {
  perf report -i "$data" --stdio --sort symbol 2>/dev/null | grep -v '^#' | grep -v '^$' \
    | head -n "$top"
}
if [ -n "${MANGLED:-}" ]; then report; else report | swift demangle --simplified; fi
