#!/usr/bin/env bash
# The root scripts' JVM options: a heap that RAPTOR_JAVA_OPTS sizes replaces the launcher's
# initial heap, so a limit below it (here 256 MiB, under the 768 MiB initial heap) still starts
# the JVM, and a small model compiles within it. raptor-validate's child processes (one per
# model with --timeout) start too when the heap's initial size equals its limit: the child's
# initial heap is capped at the limit the parent reports, which is below its -Xmx.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
if ! RAPTOR_JAVA_OPTS="-Xmx256m" ./raptor-compile examples/onnx/small-cnn.onnx --core-count=4 \
    --crossbar-size=16 --crossbar-count=8 -o "$out" > "$out/log" 2>&1; then
  echo "launcher: error: raptor-compile with RAPTOR_JAVA_OPTS=-Xmx256m failed:" >&2
  cat "$out/log" >&2
  exit 1
fi
if [[ ! -f "$out/pim/config.json" ]]; then
  echo "launcher: error: raptor-compile with RAPTOR_JAVA_OPTS=-Xmx256m wrote no artifacts" >&2
  exit 1
fi
# Each tool makes its own class-data-sharing archive (where the JDK has the base archive that
# ours extend): the compile's is not one that another tool's first run made.
base_cds="$(dirname "$(readlink -f "$(command -v java)")")/../lib/server/classes.jsa"
if [[ -f "$base_cds" && ! -f tools/target/raptor-RaptorCompile.jsa ]]; then
  echo "launcher: error: raptor-compile made no archive tools/target/raptor-RaptorCompile.jsa" >&2
  exit 1
fi
if ! RAPTOR_JAVA_OPTS="-Xms1g -Xmx1g" ./raptor-validate --suite operations \
    --suite-dir "$out/suite" --filter=conv/stride_2 --core-count=4 --crossbar-size=16 \
    --crossbar-count=8 --mode latency --timeout=300 > "$out/validate.log" 2>&1; then
  echo "launcher: error: raptor-validate with RAPTOR_JAVA_OPTS='-Xms1g -Xmx1g' failed:" >&2
  cat "$out/validate.log" >&2
  find "$out/suite" -name 'validate_*.log' -exec cat {} + >&2
  exit 1
fi
echo "launcher: PASS"
