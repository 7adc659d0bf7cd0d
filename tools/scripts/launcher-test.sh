#!/usr/bin/env bash
# The root scripts' JVM options: a heap that RAPTOR_JAVA_OPTS sizes replaces the launcher's
# initial heap, so a limit below it (here 256 MiB, under the 768 MiB initial heap) still starts
# the JVM, and a small model compiles within it.
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
echo "launcher: PASS"
