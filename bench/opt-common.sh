#!/usr/bin/env bash
# Shared by bench/ir-text.sh and bench/passes.sh, which source it after defining note() and
# out_dir and runs: finds the peer mlir-opt 22 (MLIR_OPT, /usr/lib/llvm-22/bin or PATH; without
# it there is nothing to compare, so the caller exits 0), makes sure /usr/bin/time exists
# (installing the 'time' package when root), and defines measure, mib and ratio. Not run directly.

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

# measure NAME INPUT OUTPUT CMD... : runs "CMD... INPUT -o OUTPUT" $runs times; sets best_wall
# (s) and best_rss (KiB) of the fastest run, or prints the stderr tail and returns 1.
measure() {
  local name="$1" input="$2" output="$3"
  shift 3
  local stats="$out_dir/time.txt" wall rss
  best_wall="" best_rss=""
  for ((i = 1; i <= runs; i++)); do
    if ! /usr/bin/time -f '%e %M' -o "$stats" "$@" "$input" -o "$output" \
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
