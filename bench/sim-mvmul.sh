#!/usr/bin/env bash
# Simulator mvmul throughput: 64 cores x 1,000 mvmul on 128x128 crossbars against a plain Java
# float mat-vec loop over the same data. Prints GMAC/s of both, ratio=<simulator/plain> (budget
# <= 2, ARCHITECTURE.md section 7) and speedup=<1 thread / --threads N>.
# Arguments are passed on: --cores N --mvmuls N --rounds N --threads N.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/sim-common.sh"
sim_bench SimMvmulBench "$@"
