#!/usr/bin/env bash
# Shared by bench/sim-*.sh: builds pim-isa and simulator, then runs a simulator benchmark class
# (from simulator/src/test/java/raptor/sim/bench) with the given arguments. Not run directly.
set -euo pipefail

sim_bench() {
  local root cp_file class="$1"
  shift
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  cd "$root"
  mvn -q -o -pl pim-isa,simulator install -DskipTests
  cp_file="$(mktemp)"
  trap 'rm -f "$cp_file"' RETURN
  mvn -q -o -pl simulator dependency:build-classpath -Dmdep.outputFile="$cp_file" >/dev/null
  mvn -q -o -pl simulator test-compile
  java -cp "simulator/target/test-classes:simulator/target/classes:$(cat "$cp_file")" \
    "raptor.sim.bench.$class" "$@"
}
