#!/usr/bin/env bash
# Shared by bench/sim-*.sh: builds the simulator with its tests and runs a simulator benchmark
# class (from simulator/src/test/java/raptor/sim/bench) with the given arguments. Not run
# directly.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/java-common.sh"

sim_bench() {
  local class="$1" classpath
  shift
  classpath="$(bench_test_classpath simulator)"
  java -cp "$classpath" "raptor.sim.bench.$class" "$@"
}
