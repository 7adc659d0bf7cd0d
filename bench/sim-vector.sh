#!/usr/bin/env bash
# Simulator instructions per second on a vector-op-heavy program (64 cores of vvadd, vvmul, vrelu,
# vvmax, vvsub, lmv, saddi blocks on 64-element vectors) against plain Java loops doing the same
# arithmetic. Prints instructions/s, ratio=<simulator/plain> and speedup=<1 thread / --threads N>.
# Arguments are passed on: --cores N --blocks N --len N --iterations N --rounds N --threads N.
# SMOKE=1 runs a tiny size (2 cores x 20 blocks, one round), for CI to check that it still runs.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/sim-common.sh"
if [[ -n "${SMOKE:-}" ]]; then
  set -- --cores 2 --blocks 20 --rounds 1 "$@"
fi
sim_bench SimVectorBench "$@"
