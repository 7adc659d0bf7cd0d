# The one place that knows where LLVM 22's mlir-opt is. Sourced by the regen.sh scripts of the
# corpus and the upstream harness (find_mlir_opt) and by bench/opt-common.sh (locate_mlir_opt).
#
# locate_mlir_opt [PATH] sets mlir_opt to PATH, else $MLIR_OPT, else
# /usr/lib/llvm-22/bin/mlir-opt when it exists, else the mlir-opt on PATH, else to nothing.
locate_mlir_opt() {
  mlir_opt="${1:-${MLIR_OPT:-}}"
  if [[ -z "$mlir_opt" ]]; then
    if [[ -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
      mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
    else
      mlir_opt="$(command -v mlir-opt || true)"
    fi
  fi
}

# find_mlir_opt [PATH] sets mlir_opt as locate_mlir_opt does and version to its version, and
# exits with 2 when there is none or it is another LLVM version.
find_mlir_opt() {
  locate_mlir_opt "$@"
  if [[ -z "$mlir_opt" || ! -x "$mlir_opt" ]]; then
    echo "regen.sh: mlir-opt (LLVM 22) not found; pass its path as the first argument" >&2
    exit 2
  fi
  version="$("$mlir_opt" --version | sed -n 's/.*LLVM version \([0-9][0-9.]*\).*/\1/p' | head -1)"
  case "$version" in
    22.*) ;;
    *) echo "regen.sh: $mlir_opt is LLVM '$version', the expected outputs need LLVM 22" >&2
       exit 2 ;;
  esac
}
