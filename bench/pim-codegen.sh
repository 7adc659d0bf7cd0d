#!/usr/bin/env bash
# Artifact writing (pim-backend ArtifactWriter) on programs of 64 cores with 10k, 100k and 1M
# instructions in total, each size in its own JVM: median and best wall time per write, ns per
# instruction, retained model, allocation per write, peak heap and peak RSS. The issue asks that
# time stays linear in the number of instructions; after each size the script prints the ratio of
# best times to the previous size (at most the size ratio when time is linear or better) and the
# marginal ns per added instruction.
# JSON=1 also writes core_<k>.json; SIZES="..." overrides the sizes.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
sizes="${SIZES:-10000 100000 1000000}"
mode="${JSON:+json}"

mvn -q -o install -DskipTests -pl pim-isa,simulator
mvn -q -o -pl pim-backend test-compile
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mvn -q -o -pl pim-backend dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile="$work/classpath" >/dev/null
classpath="pim-backend/target/test-classes:pim-backend/target/classes:$(cat "$work/classpath")"

previous_size=""
previous_ms=""
for size in $sizes; do
  line="$(java -Xmx2g -cp "$classpath" raptor.backend.pim.bench.PimCodegenBench \
    "$size" "$work/out" $mode)"
  echo "$line"
  best="$(sed -E 's/.*best_ms=([0-9.]+).*/\1/' <<<"$line")"
  if [[ -n "$previous_ms" ]]; then
    awk -v n0="$previous_size" -v t0="$previous_ms" -v n1="$size" -v t1="$best" 'BEGIN {
      printf "  time ratio to %d instructions: %.2f for %.0fx the instructions;", n0, t1 / t0, n1 / n0
      printf " marginal cost %.1f ns per instruction\n", (t1 - t0) * 1e6 / (n1 - n0) }'
  fi
  previous_size="$size"
  previous_ms="$best"
done
