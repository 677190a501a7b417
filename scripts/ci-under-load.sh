#!/usr/bin/env bash
# The load check of `npm test` (issue 16): CI's own run (.ci/run) on two clean clones of this repository's
# HEAD at once, round after round, so each run has a CPU-heavy neighbour the whole time (on a 2-core machine
# each suite alone keeps both cores busy). Prints one line per run; exits non-zero when any run failed.
#   scripts/ci-under-load.sh [rounds, default 5] [first port, default 4700]
# Runs take about 35 min each this way; logs are kept in $OUT (default /tmp/ci-under-load).
set -uo pipefail
rounds=${1:-5}
port=${2:-4700}
repo=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-/tmp/ci-under-load}
mkdir -p "$out"
sha=$(git -C "$repo" rev-parse --short HEAD)
failed=0

one() { # one run: name, port
  local dir="$out/$1" start rc
  rm -rf "$dir" && git clone -q "$repo" "$dir" && git -C "$dir" checkout -q "$sha"
  start=$(date +%s)
  (cd "$dir" && E2E_PORT=$2 bash .ci/run >"$out/$1.log" 2>&1)
  rc=$?
  echo "$1 at $sha: exit $rc after $(($(date +%s) - start)) s, load $(cut -d' ' -f1-3 /proc/loadavg)"
  [ "$rc" -eq 0 ] && rm -rf "$dir"
  return "$rc"
}

for round in $(seq 1 "$rounds"); do
  # the second run's ports sit well above the first's (each run takes E2E_PORT + workers + flavours)
  one "round$round-a" "$port" &
  a=$!
  one "round$round-b" $((port + 60)) &
  b=$!
  wait "$a" || failed=1
  wait "$b" || failed=1
done
exit "$failed"
