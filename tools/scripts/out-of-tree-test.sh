#!/usr/bin/env bash
# The out-of-tree dialect test: installs Raptor's artifacts into the local Maven repository,
# builds examples/out-of-tree as a user would (outside the reactor, against what was installed),
# and runs its test file through ./raptor-opt with the dialect on RAPTOR_CLASSPATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
echo "out-of-tree: installing Raptor's artifacts (mvn install -DskipTests)"
mvn -q -B -DskipTests install
echo "out-of-tree: building examples/out-of-tree against them"
mvn -q -B -f examples/out-of-tree/pom.xml package
jar=$(ls examples/out-of-tree/target/ext-dialect-*.jar)
test_file=examples/out-of-tree/test/ext.mlir
RAPTOR_CLASSPATH="$jar" ./raptor-opt "$test_file" --split-input-file --verify-diagnostics \
  | ./filecheck "$test_file"
# Without the jar the dialect is unknown: the test above is not passing by accident.
if ./raptor-opt "$test_file" --split-input-file >/dev/null 2>&1; then
  echo "out-of-tree: error: ext ops parsed without the dialect on the class path" >&2
  exit 1
fi
echo "out-of-tree: PASS"
