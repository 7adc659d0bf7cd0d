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
# Environment: RUNS (default 3), MLIR_OPT (path to mlir-opt), RAPTOR_OPT (default ./raptor-opt).
set -euo pipefail

bench_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$bench_dir/.." && pwd)"
out_dir="$bench_dir/out"
runs="${RUNS:-3}"
raptor_opt="${RAPTOR_OPT:-$root/raptor-opt}"

note() { echo "ir-text: $*"; }

# mlir-opt 22 is the peer; without it there is nothing to compare against.
mlir_opt="${MLIR_OPT:-}"
if [[ -z "$mlir_opt" ]]; then
  if [[ -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
    mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
  else
    mlir_opt="$(command -v mlir-opt || true)"
  fi
fi
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
generate() { # name ops funcs
  local file="$out_dir/$1"
  if [[ ! -s "$file" || "$bench_dir/gen_mlir.py" -nt "$file" ]]; then
    python3 "$bench_dir/gen_mlir.py" --ops "$2" --funcs "$3" "$file"
  fi
}
generate big.mlir 1000000 100
generate small.mlir 10 1

# measure NAME INPUT OUTPUT CMD... : best of $runs; sets best_wall and best_rss (KiB).
measure() {
  local name="$1" input="$2" output="$3"
  shift 3
  local stats="$out_dir/time.txt" wall rss
  best_wall="" best_rss=""
  for ((i = 1; i <= runs; i++)); do
    if ! /usr/bin/time -f '%e %M' -o "$stats" "$@" --allow-unregistered-dialect "$input" -o "$output" \
        > /dev/null 2> "$out_dir/$name.stderr"; then
      note "$name failed on $(basename "$input") (exit code in $stats, stderr in $out_dir/$name.stderr)"
      tail -n 5 "$out_dir/$name.stderr" | sed 's/^/  /'
      return 1
    fi
    read -r wall rss < <(tail -n 1 "$stats")
    if [[ -z "$best_wall" ]] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then
      best_wall="$wall" best_rss="$rss"
    fi
  done
}

mib() { awk -v k="$1" 'BEGIN { printf "%.1f MiB", k / 1024 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }

note "input: $out_dir/big.mlir ($(wc -l < "$out_dir/big.mlir") lines, 1,000,000 ops in 100 functions), best of $runs"
measure mlir-opt "$out_dir/big.mlir" "$out_dir/out.mlir-opt.mlir" "$mlir_opt"
mlir_wall="$best_wall" mlir_rss="$best_rss"
printf '  %-10s wall %7.2f s   peak RSS %s\n' mlir-opt "$mlir_wall" "$(mib "$mlir_rss")"

if [[ ! -x "$raptor_opt" ]]; then
  note "raptor-opt not found at $raptor_opt; measured mlir-opt only"
  exit 0
fi
if ! measure raptor-opt "$out_dir/big.mlir" "$out_dir/out.raptor-opt.mlir" "$raptor_opt"; then
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

measure raptor-opt-small "$out_dir/small.mlir" "$out_dir/out.small.mlir" "$raptor_opt"
printf '  raptor-opt on the 10-op file: wall %.2f s (budget: under 0.30 s), peak RSS %s\n' \
  "$best_wall" "$(mib "$best_rss")"
