#!/usr/bin/env bash
# Shared by the benchmarks that time whole processes (sourced after defining note(), out_dir and
# runs). Not run directly.

# best_of NAME CMD...: runs CMD $runs times under /usr/bin/time, its stdout in $out_dir/NAME.out
# and its stderr in $out_dir/NAME.stderr; sets best_wall (s) and best_rss (KiB) of the fastest
# run, or prints the stderr tail and returns 1.
best_of() {
  local name="$1" stats="$out_dir/time.txt" wall rss
  shift
  best_wall="" best_rss=""
  for ((i = 1; i <= runs; i++)); do
    if ! /usr/bin/time -f '%e %M' -o "$stats" "$@" > "$out_dir/$name.out" \
        2> "$out_dir/$name.stderr"; then
      note "$name failed (exit code in $stats, stderr in $out_dir/$name.stderr)"
      tail -n 5 "$out_dir/$name.stderr" | sed 's/^/  /'
      return 1
    fi
    read -r wall rss < <(tail -n 1 "$stats")
    if [[ -z "$best_wall" ]] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then
      best_wall="$wall" best_rss="$rss"
    fi
  done
}

# require_time: exits with a note when GNU time is missing.
require_time() {
  if [[ ! -x /usr/bin/time ]]; then
    note "/usr/bin/time is missing: install the 'time' package (apt-get install time)"
    exit 1
  fi
}

mib() { awk -v k="$1" 'BEGIN { printf "%.1f MiB", k / 1024 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
