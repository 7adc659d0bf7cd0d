#!/usr/bin/env bash
# Shared by the benchmarks that run Java classes from a module's tests (sim-*.sh,
# pim-codegen.sh). Not run directly.
#
# bench_test_classpath MODULE [EXTRA_MODULES]: builds MODULE and the modules it needs in one
# reactor run (tests compiled, not run; nothing installed, so it works from a clean clone) and
# prints the class path of MODULE's test classes, classes and dependencies. EXTRA_MODULES
# (comma-separated) are built first, such as codegen-gen, the annotation processor of dialects.
# Maven's output goes to stderr; a failed build is an error, never a silent empty class path.

bench_test_classpath() {
  local module="$1" extra="${2:-}" root file
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  file="$(mktemp)"
  if ! (cd "$root" && mvn -q -B -DskipTests -Dmdep.includeScope=test \
      -Dmdep.outputFile="$file" -pl "${extra:+$extra,}$module" -am \
      package dependency:build-classpath >&2); then
    rm -f "$file"
    echo "error: building $module for the benchmark failed (Maven's output above)" >&2
    return 1
  fi
  echo "$root/$module/target/test-classes:$root/$module/target/classes:$(cat "$file")"
  rm -f "$file"
}
