#!/usr/bin/env bash
# IR text benchmark: parse + verify + print of a 1,000,000-op MLIR file, raptor-opt vs mlir-opt 22.
#
# Generates bench/out/big.mlir (1,000,000 chained generic ops in 100 functions) and
# bench/out/small.mlir (10 ops) with bench/gen_mlir.py, then measures whole-process wall time
# and peak RSS with /usr/bin/time, best of RUNS runs (default 3) for each tool:
#   ./raptor-opt --allow-unregistered-dialect big.mlir -o out.mlir
#   mlir-opt     --allow-unregistered-dialect big.mlir -o out.mlir
# and prints both, the raptor/mlir-opt ratios, whether the two outputs are identical, and the
# wall time of raptor-opt on the 10-op file. The budgets (ARCHITECTURE.md section 7): ratio
# below 1.0 on the big file, under 0.3 s on the small one.
#
# Environment: RUNS (default 3), MLIR_OPT (path to mlir-opt), RAPTOR_OPT (default ./raptor-opt),
# SMOKE=1 (10,000 ops, one run: for CI to check that the benchmark still runs).
set -euo pipefail

bench_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$bench_dir/.." && pwd)"
out_dir="$bench_dir/out"
runs="${RUNS:-3}"
big_ops=1000000 big_funcs=100 big=big.mlir
if [[ -n "${SMOKE:-}" ]]; then
  runs=1 big_ops=10000 big_funcs=10 big=smoke-big.mlir
fi
raptor_opt="${RAPTOR_OPT:-$root/raptor-opt}"

note() { echo "ir-text: $*"; }

. "$bench_dir/opt-common.sh"

generate() { # name ops funcs
  local file="$out_dir/$1"
  if [[ ! -s "$file" || "$bench_dir/gen_mlir.py" -nt "$file" ]]; then
    python3 "$bench_dir/gen_mlir.py" --ops "$2" --funcs "$3" "$file"
  fi
}
generate "$big" "$big_ops" "$big_funcs"
generate small.mlir 10 1

note "input: $out_dir/big.mlir ($(wc -l < "$out_dir/$big") lines, $big_ops ops in $big_funcs functions), best of $runs"
measure mlir-opt "$out_dir/$big" "$out_dir/out.mlir-opt.mlir" "$mlir_opt" \
  --allow-unregistered-dialect
mlir_wall="$best_wall" mlir_rss="$best_rss"
printf '  %-10s wall %7.2f s   peak RSS %s\n' mlir-opt "$mlir_wall" "$(mib "$mlir_rss")"

if [[ ! -x "$raptor_opt" ]]; then
  note "raptor-opt not found at $raptor_opt; measured mlir-opt only"
  exit 0
fi
if ! measure raptor-opt "$out_dir/$big" "$out_dir/out.raptor-opt.mlir" "$raptor_opt" \
    --allow-unregistered-dialect; then
  exit 1
fi
raptor_wall="$best_wall" raptor_rss="$best_rss"
printf '  %-10s wall %7.2f s   peak RSS %s\n' raptor-opt "$raptor_wall" "$(mib "$raptor_rss")"
printf '  ratio raptor/mlir-opt: time %s, memory %s (time budget: below 1.00)\n' \
  "$(ratio "$raptor_wall" "$mlir_wall")" "$(ratio "$raptor_rss" "$mlir_rss")"
if cmp -s "$out_dir/out.mlir-opt.mlir" "$out_dir/out.raptor-opt.mlir"; then
  note "outputs identical"
else
  note "outputs DIFFER: compare $out_dir/out.mlir-opt.mlir and $out_dir/out.raptor-opt.mlir"
fi

measure raptor-opt-small "$out_dir/small.mlir" "$out_dir/out.small.mlir" "$raptor_opt" \
  --allow-unregistered-dialect
printf '  raptor-opt on the 10-op file: wall %.2f s (budget: under 0.30 s), peak RSS %s\n' \
  "$best_wall" "$(mib "$best_rss")"
