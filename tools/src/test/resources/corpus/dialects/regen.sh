#!/usr/bin/env bash
# Regenerates the goldens of the dialect corpus with LLVM 22's mlir-opt and checks that
# mlir-opt accepts every invalid/ file with --split-input-file --verify-diagnostics.
# Usage: regen.sh [path/to/mlir-opt]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mlir_opt="${1:-${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}}"
"$mlir_opt" --version | grep -q 'LLVM version 22' || { echo "regen.sh: $mlir_opt is not LLVM 22" >&2; exit 2; }
cd "$here"
for input in *.mlir; do
  base="${input%.mlir}"
  "$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic "$input" > "$base.generic.out"
  "$mlir_opt" --allow-unregistered-dialect "$input" > "$base.custom.out"
done
cd invalid
for input in *.mlir; do
  "$mlir_opt" --allow-unregistered-dialect --split-input-file --verify-diagnostics "$input" > /dev/null
done
echo "regen.sh: $(ls "$here"/*.mlir | wc -l) dialect inputs, $(ls "$here"/invalid/*.mlir | wc -l) invalid files"
