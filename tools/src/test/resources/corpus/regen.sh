#!/usr/bin/env bash
# Regenerates the golden outputs of the conformance corpus with LLVM 22's mlir-opt.
# See README.md beside this script. Usage: regen.sh [path/to/mlir-opt]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/../mlir-opt-22.sh"
find_mlir_opt "${1:-}"

failures=0
fail() { echo "regen.sh: $*" >&2; failures=$((failures + 1)); }

# Valid inputs: every form must succeed. Files named loc-* also get debug-info forms.
cd "$here/valid"
for input in *.mlir; do
  base="${input%.mlir}"
  "$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic "$input" > "$base.generic.out" \
    || fail "$input: generic form failed"
  "$mlir_opt" --allow-unregistered-dialect "$input" > "$base.custom.out" \
    || fail "$input: custom form failed"
  if [[ "$base" == loc-* ]]; then
    "$mlir_opt" --allow-unregistered-dialect --mlir-print-debuginfo "$input" > "$base.debuginfo.out" \
      || fail "$input: debuginfo form failed"
    "$mlir_opt" --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope "$input" \
      > "$base.localscope.out" || fail "$input: localscope form failed"
  fi
done

# Invalid inputs: the flags are on the first line ("// ARGS: ..."); exit code must be 1.
cd "$here/invalid"
for input in *.mlir; do
  base="${input%.mlir}"
  first="$(head -n 1 "$input")"
  if [[ "$first" != "// ARGS:"* ]]; then
    fail "$input: first line must be '// ARGS: <flags>'"
    continue
  fi
  read -r -a args <<< "${first#// ARGS:}"
  set +e
  "$mlir_opt" "${args[@]}" "$input" > /dev/null 2> "$base.err"
  rc=$?
  set -e
  [[ $rc -eq 1 ]] || fail "$input: expected exit code 1, got $rc"
done

valid_count=$(ls "$here"/valid/*.mlir | wc -l)
invalid_count=$(ls "$here"/invalid/*.mlir | wc -l)
echo "regen.sh: $valid_count valid and $invalid_count invalid inputs with $mlir_opt ($version)"
if [[ $failures -ne 0 ]]; then
  echo "regen.sh: $failures failure(s)" >&2
  exit 1
fi
