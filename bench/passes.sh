#!/usr/bin/env bash
# Pass benchmark: --cse and --canonicalize on a 1,000,000-op arith file, raptor-opt vs mlir-opt 22.
#
# Generates bench/out/arith.mlir with bench/gen_arith.py (100 func.func of 10,000 chained
# arith.addi/arith.muli on the arguments and constants, with x + 0 to fold and duplicate
# constants to merge), then for each pass measures whole-process wall time and peak RSS with
# /usr/bin/time, best of RUNS runs (default 3) for each tool in the same run:
#   ./raptor-opt --PASS arith.mlir -o out.mlir
#   mlir-opt     --PASS arith.mlir -o out.mlir
# and prints both, the raptor/mlir-opt ratios and whether the two outputs are identical.
# Budget (ARCHITECTURE.md section 7, as for ir-text.sh): time ratio below 1.0.
#
# Environment: RUNS (default 3), MLIR_OPT (path to mlir-opt), RAPTOR_OPT (default ./raptor-opt),
# PASSES (default "cse canonicalize"), SMOKE=1 (10,000 ops, one run: for CI to check that the
# benchmark still runs).
set -euo pipefail

bench_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$bench_dir/.." && pwd)"
out_dir="$bench_dir/out"
runs="${RUNS:-3}"
raptor_opt="${RAPTOR_OPT:-$root/raptor-opt}"
passes="${PASSES:-cse canonicalize}"
ops=1000000 funcs=100 name=arith.mlir
if [[ -n "${SMOKE:-}" ]]; then
  runs=1 ops=10000 funcs=10 name=smoke-arith.mlir
fi

note() { echo "passes: $*"; }

. "$bench_dir/opt-common.sh"

input="$out_dir/$name"
if [[ ! -s "$input" || "$bench_dir/gen_arith.py" -nt "$input" ]]; then
  python3 "$bench_dir/gen_arith.py" --ops "$ops" --funcs "$funcs" "$input"
fi

note "input: $input ($(wc -l < "$input") lines, $ops arith ops in $funcs functions), best of $runs"
status=0
for pass in $passes; do
  measure "mlir-opt-$pass" "$input" "$out_dir/$pass.mlir-opt.mlir" "$mlir_opt" "--$pass"
  mlir_wall="$best_wall" mlir_rss="$best_rss"
  measure "raptor-opt-$pass" "$input" "$out_dir/$pass.raptor-opt.mlir" "$raptor_opt" "--$pass"
  raptor_wall="$best_wall" raptor_rss="$best_rss"
  printf '  --%-13s mlir-opt wall %6.2f s, peak RSS %-10s  raptor-opt wall %6.2f s, peak RSS %s\n' \
    "$pass" "$mlir_wall" "$(mib "$mlir_rss")" "$raptor_wall" "$(mib "$raptor_rss")"
  printf '  --%-13s ratio raptor/mlir-opt: time %s, memory %s (time budget: below 1.00)\n' \
    "$pass" "$(ratio "$raptor_wall" "$mlir_wall")" "$(ratio "$raptor_rss" "$mlir_rss")"
  if cmp -s "$out_dir/$pass.mlir-opt.mlir" "$out_dir/$pass.raptor-opt.mlir"; then
    note "--$pass outputs identical"
  else
    note "--$pass outputs DIFFER: compare $out_dir/$pass.mlir-opt.mlir and $out_dir/$pass.raptor-opt.mlir"
    status=1
  fi
done
exit $status
