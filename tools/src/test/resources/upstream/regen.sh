#!/usr/bin/env bash
# Regenerates the expected outputs of the upstream conformance harness with LLVM 22's mlir-opt.
# See README.md beside this script. Usage: regen.sh [path/to/mlir-opt] [case.mlir...]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/../mlir-opt-22.sh"
find_mlir_opt "${1:-}"
[[ $# -gt 0 ]] && shift

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [[ $# -gt 0 ]]; then
  cases=("$@")
else
  mapfile -t cases < <(cd "$here" && find . -name '*.mlir' | sed 's|^\./||' | sort)
fi

failures=0
chunks=0
for case in "${cases[@]}"; do
  input="$here/${case#"$here"/}"
  expected="${input%.mlir}.expected"
  rm -f "$work"/chunk-*
  # A chunk is the text between two '// -----' lines without its leading blank lines, exactly
  # as UpstreamCase splits it; it is fed to mlir-opt on stdin.
  awk -v dir="$work" '
    BEGIN { n = 1; started = 0 }
    /^\/\/ -----/ { n++; started = 0; next }
    { if (!started && $0 ~ /^[ \t]*$/) next; started = 1; printf "%s\n", $0 > sprintf("%s/chunk-%04d", dir, n) }
  ' "$input"
  : > "$expected"
  index=0
  for chunk in "$work"/chunk-*; do
    index=$((index + 1))
    first="$(head -n 1 "$chunk")"
    if [[ "$first" != "// ARGS:"* ]]; then
      echo "regen.sh: $case chunk $index: the first line must be '// ARGS: <flags>'" >&2
      failures=$((failures + 1))
      continue
    fi
    read -r -a args <<< "${first#// ARGS:}"
    set +e
    "$mlir_opt" "${args[@]}" < "$chunk" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    if [[ $rc -gt 1 ]]; then
      echo "regen.sh: $case chunk $index: mlir-opt crashed (exit code $rc)" >&2
      failures=$((failures + 1))
    fi
    {
      printf '#### chunk %d: exit %d\n' "$index" "$rc"
      cat "$work/out"
      printf '#### stderr\n'
      cat "$work/err"
    } >> "$expected"
    chunks=$((chunks + 1))
  done
done
echo "regen.sh: $chunks chunks of ${#cases[@]} files with $mlir_opt ($version)"
[[ $failures -eq 0 ]] || { echo "regen.sh: $failures failure(s)" >&2; exit 1; }
