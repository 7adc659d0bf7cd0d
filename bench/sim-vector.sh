#!/usr/bin/env bash
# Simulator instructions per second on a vector-op-heavy program (64 cores of vvadd, vvmul, vrelu,
# vvmax, vvsub, lmv, saddi blocks on 64-element vectors) against plain Java loops doing the same
# arithmetic. Prints instructions/s, ratio=<simulator/plain> and speedup=<1 thread / --threads N>.
# Arguments are passed on: --cores N --blocks N --len N --iterations N --rounds N --threads N.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/sim-common.sh"
sim_bench SimVectorBench "$@"
