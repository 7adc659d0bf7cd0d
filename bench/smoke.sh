#!/usr/bin/env bash
# Runs every benchmark in its smoke mode (SMOKE=1: tiny sizes, one run) and checks that each one
# ran to the end and printed its comparison with its peer (a line with "ratio"). It measures
# nothing worth reading; it keeps the benchmarks from rotting. CI runs it after the tests.
# BENCHES="a.sh b.sh" runs only those.
set -uo pipefail
bench_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
benches="${BENCHES:-ir-text.sh passes.sh pim-codegen.sh sim-mvmul.sh sim-vector.sh timing.sh onnx-import.sh schedule.sh onnx-compile.sh networks.sh}"
failed=()
for bench in $benches; do
  echo "== smoke: $bench"
  log="$(mktemp)"
  if SMOKE=1 bash "$bench_dir/$bench" >"$log" 2>&1 && grep -qi "ratio" "$log"; then
    grep -i "ratio" "$log" | head -n 3 | sed 's/^/  /'
  else
    echo "  FAILED: $bench did not run to its ratio; its output:"
    tail -n 30 "$log" | sed 's/^/  | /'
    failed+=("$bench")
  fi
  rm -f "$log"
done
if ((${#failed[@]})); then
  echo "smoke: ${#failed[@]} benchmark(s) failed: ${failed[*]}"
  exit 1
fi
echo "smoke: every benchmark ran"
