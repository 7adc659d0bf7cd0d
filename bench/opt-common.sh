#!/usr/bin/env bash
# Shared by bench/ir-text.sh and bench/passes.sh, which source it after defining note() and
# out_dir and runs: finds the peer mlir-opt 22 (MLIR_OPT, /usr/lib/llvm-22/bin or PATH, through
# the locator the test resources' regen.sh scripts use; without it there is nothing to compare,
# so the caller exits 0), makes sure /usr/bin/time exists (installing the 'time' package when
# root), and defines measure, mib and ratio. Not run directly.

. "$(dirname "${BASH_SOURCE[0]}")/../tools/src/test/resources/mlir-opt-22.sh"
locate_mlir_opt
if [[ -z "$mlir_opt" || ! -x "$mlir_opt" ]]; then
  note "mlir-opt not found (looked in /usr/lib/llvm-22/bin and on PATH); nothing to compare, skipping"
  exit 0
fi

if [[ ! -x /usr/bin/time ]]; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get > /dev/null; then
    note "/usr/bin/time missing, installing the 'time' package with apt-get"
    apt-get install -y -qq time > /dev/null || { apt-get update -qq && apt-get install -y -qq time > /dev/null; }
  else
    note "/usr/bin/time is missing: install the 'time' package (apt-get install time)"
    exit 1
  fi
fi
mkdir -p "$out_dir"

. "$(dirname "${BASH_SOURCE[0]}")/time-common.sh"

# measure NAME INPUT OUTPUT CMD... : runs "CMD... INPUT -o OUTPUT" $runs times; sets best_wall
# (s) and best_rss (KiB) of the fastest run, or prints the stderr tail and returns 1.
measure() {
  local name="$1" input="$2" output="$3"
  shift 3
  best_of "$name" "$@" "$input" -o "$output"
}
