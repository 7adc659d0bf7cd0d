#!/usr/bin/env bash
# Simulator mvmul throughput on a 128x128 crossbar against a plain Java float mat-vec loop.
# Prints ns/op of both and ratio=<simulator/plain>; the budget (ARCHITECTURE.md section 7) is <= 2.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mvn -q -pl pim-isa,simulator install -DskipTests
cp_file="$(mktemp)"
trap 'rm -f "$cp_file"' EXIT
mvn -q -pl simulator dependency:build-classpath -Dmdep.outputFile="$cp_file" >/dev/null
mvn -q -pl simulator test-compile
exec java -cp "simulator/target/test-classes:simulator/target/classes:$(cat "$cp_file")" \
  raptor.sim.bench.SimMvmulBench
