#!/usr/bin/env bash
# Simulator mvmul throughput: 64 cores x 1,000 mvmul on 128x128 crossbars against a plain Java
# float mat-vec loop over the same data. Prints GMAC/s of both, ratio=<simulator/plain> (budget
# <= 2, ARCHITECTURE.md section 7) and speedup=<1 thread / --threads N>.
# Arguments are passed on: --cores N --mvmuls N --rounds N --threads N. SMOKE=1 runs a tiny
# size (2 cores x 20 mvmul, one round), for CI to check that the benchmark still runs.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/sim-common.sh"
if [[ -n "${SMOKE:-}" ]]; then
  set -- --cores 2 --mvmuls 20 --rounds 1 "$@"
fi
sim_bench SimMvmulBench "$@"
