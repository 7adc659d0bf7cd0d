#!/usr/bin/env bash
# Runs ./raptor-tblgen --print-records on each MLIR .td file listed in
# codegen-gen/src/test/resources/tblgen/upstream/mlir-records.sha256 and compares the SHA-256 of
# its output with mlir-tblgen 22's, stored there. Prints PASS or FAIL per file and how many match.
#
#   codegen-gen/scripts/tblgen-conformance.sh [--include DIR] [--regenerate]
#
# DIR is the LLVM include directory (default: $RAPTOR_LLVM_INCLUDE or /usr/lib/llvm-22/include).
# --regenerate rewrites the digest file from mlir-tblgen (MLIR_TBLGEN, default
# /usr/lib/llvm-22/bin/mlir-tblgen) for the files it lists. Exit status 1 if any file differs.
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
digests="$root/codegen-gen/src/test/resources/tblgen/upstream/mlir-records.sha256"
include="${RAPTOR_LLVM_INCLUDE:-/usr/lib/llvm-22/include}"
regenerate=0
while [ $# -gt 0 ]; do
  case "$1" in
    --include) include="$2"; shift 2 ;;
    --regenerate) regenerate=1; shift ;;
    *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
if [ ! -d "$include/mlir" ]; then
  echo "skipped: no MLIR headers at $include (install libmlir-22-dev or pass --include DIR)"
  exit 0
fi
files=$(grep -v '^#' "$digests" | awk 'NF == 2 { print $2 }')

if [ "$regenerate" = 1 ]; then
  tblgen="${MLIR_TBLGEN:-/usr/lib/llvm-22/bin/mlir-tblgen}"
  version=$("$tblgen" --version | grep -o 'version [0-9.]*' | head -1 | cut -d' ' -f2)
  tmp="$digests.tmp"
  {
    echo "# SHA-256 of \`mlir-tblgen --print-records -I $include FILE\` (LLVM $version), FILE relative to that include directory."
    echo "# Regenerate with codegen-gen/scripts/tblgen-conformance.sh --regenerate."
    for f in $files; do
      echo "$("$tblgen" --print-records -I "$include" "$include/$f" | sha256sum | cut -d' ' -f1)  $f"
    done
  } > "$tmp"
  mv "$tmp" "$digests"
  echo "wrote $digests"
  exit 0
fi

pass=0
total=0
while read -r expected f; do
  total=$((total + 1))
  actual=$("$root/raptor-tblgen" --print-records -I "$include" "$include/$f" 2>&1 | sha256sum | cut -d' ' -f1)
  if [ "$actual" = "$expected" ]; then
    pass=$((pass + 1))
    echo "PASS $f"
  else
    echo "FAIL $f"
  fi
done < <(grep -v '^#' "$digests" | awk 'NF == 2')
echo "$pass of $total files match mlir-tblgen --print-records byte for byte"
[ "$pass" = "$total" ]
