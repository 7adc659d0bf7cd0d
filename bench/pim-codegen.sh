#!/usr/bin/env bash
# PIM code generation on programs of 64 cores with 10k, 100k and 1M instructions in total, each
# size in its own JVM:
#   1. artifact writing alone (pim-backend ArtifactWriter, PimCodegenBench): median and best wall
#      time per write, ns per instruction, retained model, allocation per write, peak heap and
#      peak RSS;
#   2. the emit-pim-code pass on bufferized Pim IR (PimEmitBench): static evaluation (loops
#      unrolled, index arithmetic folded), instruction selection and artifact writing, with the
#      same measures per pass run (the IR is parsed once, untimed).
# The issue asks that time stays linear in the number of instructions; after each size the script
# prints the ratio of best times to the previous size (at most the size ratio when time is linear
# or better) and the marginal ns per added instruction.
# JSON=1 also writes core_<k>.json in the writer benchmark; SIZES="..." overrides the sizes;
# SMOKE=1 runs 1k and 10k instructions only, for CI to check that the benchmark still runs.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
. bench/java-common.sh
default_sizes="10000 100000 1000000"
[[ -n "${SMOKE:-}" ]] && default_sizes="1000 10000"
sizes="${SIZES:-$default_sizes}"
mode="${JSON:+json}"

# codegen-gen is the annotation processor of dialects, not a dependency, so it is named.
classpath="$(bench_test_classpath pim-backend codegen-gen)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# measure CLASS [EXTRA_ARG]: runs CLASS for every size and prints the scaling after each.
measure() {
  local class="$1" extra="${2:-}" previous_size="" previous_ms="" line best
  for size in $sizes; do
    line="$(java -Xmx2g -cp "$classpath" "raptor.backend.pim.bench.$class" \
      "$size" "$work/out" $extra)"
    echo "$line"
    best="$(sed -E 's/.*best_ms=([0-9.]+).*/\1/' <<<"$line")"
    size="$(sed -E 's/.*instructions=([0-9]+).*/\1/' <<<"$line")"
    if [[ -n "$previous_ms" ]]; then
      awk -v n0="$previous_size" -v t0="$previous_ms" -v n1="$size" -v t1="$best" 'BEGIN {
        printf "  time ratio to %d instructions: %.2f for %.0fx the instructions;", n0, t1 / t0, n1 / n0
        printf " marginal cost %.1f ns per instruction\n", (t1 - t0) * 1e6 / (n1 - n0) }'
    fi
    previous_size="$size"
    previous_ms="$best"
  done
}

echo "artifact writer:"
measure PimCodegenBench "$mode"
echo "emit-pim-code pass:"
measure PimEmitBench
