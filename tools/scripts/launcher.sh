# Shared by the root scripts (raptor-opt, raptor-sim, ...): builds the shaded jar when it is
# missing or older than any source or pom, keeps a class-data-sharing archive per tool next to
# it for a fast start, and runs one tool class. Expects $root to be the repository root.

raptor_jar="$root/tools/target/raptor.jar"
# One class-data-sharing archive per tool, named after its main class (raptor-RaptorCompile.jsa):
# an archive holds the classes of the run that made it, and one shared by every tool held only
# what the first tool run after a build loaded (2 MB after `raptor-sim --help`, against 17 MB
# for a compile; a ResNet-18 compile then took 1.05 times as long).
raptor_cds_dir="$root/tools/target"
# The JDK's own class-data-sharing archive, which ours extend: once it changes (a JDK update),
# the JVM silently ignores ours, so ours are made again (see raptor_cds_current).
raptor_base_cds="$(dirname "$(readlink -f "$(command -v java)")")/../lib/server/classes.jsa"
# Every tool: the JDK reads a file into a heap array through a temporary direct buffer as large
# as the read and keeps it for the thread; over 256 KiB it is freed at once instead (InputFile
# reads a text input whole).
raptor_io_opts="-Djdk.nio.maxCachedBufferSize=262144"
# The IR a tool builds lives until the end: the parallel collector promoting survivors at once
# copies it once instead of again at every young collection. A young generation capped at
# 128 MiB keeps the collector from growing it to most of the heap (and the process to twice its
# live data) on large inputs; bench/ir-text.sh and bench/passes.sh measure both effects.
# Smaller inlining budgets for the optimizing JIT: a compile of ResNet-18 runs about 10 s, and
# the JIT spent 9.4 s of CPU on it, in large methods (the copy forwarding, the Pim code walker,
# the verifier) that inlining had made 40-60 kB of machine code each. On 2 cores its thread
# holds the second core, and methods wait in their slower profiled form. Budgets of 100 and
# 1000 bytes cut that compile's wall time to 0.79 and its CPU time to 0.74; these, 60 and 600,
# cut it again to 0.86-0.92 (35 and 300 gain nothing more). raptor-sim's timing run is
# unchanged (bench/onnx-compile.sh).
raptor_jit_opts="-XX:FreqInlineSize=60 -XX:InlineSmallCode=600"
# An initial heap of 768 MiB: a compile of ResNet-18 holds up to 500 MiB of live data, and with
# the default initial heap (1/64 of the memory) its old generation filled twice, each time
# compacted by a full collection of about 0.4 s. Pages of the heap that are never used are never
# touched, so small runs stay small. Left out when RAPTOR_JAVA_OPTS sizes the heap itself.
raptor_heap_opts="-Xms768m"
raptor_jvm_opts="-XX:+UseParallelGC -XX:MaxTenuringThreshold=0 -XX:MaxNewSize=128m $raptor_heap_opts $raptor_jit_opts -Xlog:disable $raptor_io_opts"
# raptor-opt (a root script sets raptor_jvm_opts to these before raptor_run): the serial
# collector has no worker threads, no per-thread promotion buffers and a single-threaded
# compaction that a loaded 2-core machine does not stall. Survivors are promoted after one
# young collection, not at once: the parser's and the passes' working state (the names of the
# current function, the worklist being built) then dies young instead of filling the old
# generation, which otherwise reaches its first full collection and grows to 1.67 times the
# live data; with that, a 40 MiB young generation is enough. On the 1,000,000-op benchmarks
# whole-process peak RSS drops by 40 to 80 MiB against tenuring at once with 64 MiB, with no
# more CPU time (bench/README.md).
raptor_opt_jvm_opts="-XX:+UseSerialGC -XX:MaxTenuringThreshold=1 -XX:MaxNewSize=40m -Xlog:disable $raptor_io_opts"
# raptor-compile (its root script sets raptor_jvm_opts to these): the quick JIT only. A compile
# is a few seconds of work spread over a dozen passes, each new code that the optimizing JIT
# would compile again; on 2 cores its thread took 2.8 s of CPU in a 5 s ResNet-18 compile and
# held the second core. Without it, paired runs of ResNet-18, ResNet-34, GoogLeNet and VGG-8
# took 0.88, 0.92, 0.96 and 0.81 of the wall time and 0.68-0.73 of the CPU time; a 12 s compile
# (ResNet-34 on 64x64 crossbars) took the same time either way. The quick JIT then compiles a
# method after 0.3 times the usual calls and loop iterations: the interpreter still ran 12 % of
# the main thread's samples (perf), and the earlier compiles took 0.93 of the wall time on
# ResNet-18, 0.92 on VGG-8 and 0.94 on GoogLeNet (0.1 gained nothing; bench/README.md).
raptor_compile_jvm_opts="${raptor_jvm_opts/$raptor_jit_opts/-XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=0.3}"

raptor_build_if_stale() {
  local stale=""
  if [ -f "$raptor_jar" ]; then
    stale=$(find "$root"/*/src "$root"/pom.xml "$root"/*/pom.xml -newer "$raptor_jar" \
      -type f -print -quit 2>/dev/null)
  fi
  if [ ! -f "$raptor_jar" ] || [ -n "$stale" ]; then
    echo "Building Raptor (mvn -q -DskipTests package)..." >&2
    if ! (cd "$root" && mvn -q -B -Dstyle.color=never -DskipTests package >&2); then
      echo "error: the build failed; see the Maven output above" >&2
      exit 1
    fi
  fi
}

# raptor_cds_current ARCHIVE: whether the archive exists, is newer than the jar, and was made
# after the JDK's own archive was installed (its change time: a package keeps the file's build
# date as its modification time). Where stat cannot tell, the archive counts as current.
raptor_cds_current() {
  local cds=$1
  [ -f "$cds" ] && [ "$cds" -nt "$raptor_jar" ] || return 1
  [ -f "$raptor_base_cds" ] || return 0
  local made installed
  made=$(stat -c %Y "$cds" 2>/dev/null) || return 0
  installed=$(stat -c %Z "$raptor_base_cds" 2>/dev/null) || return 0
  [ "$made" -gt "$installed" ]
}

# raptor_run CLASS ARGS...: runs CLASS from the jar, creating the CDS archive on first use.
# RAPTOR_CLASSPATH (jars or directories separated by ':') is appended to the class path, so
# dialects built outside the repository are found by ServiceLoader; RAPTOR_JAVA_OPTS adds JVM
# options such as -Xmx4g.
raptor_run() {
  local class=$1
  shift
  raptor_build_if_stale
  local classpath="$raptor_jar${RAPTOR_CLASSPATH:+:$RAPTOR_CLASSPATH}"
  case " ${RAPTOR_JAVA_OPTS:-} " in
    *" -Xms"* | *" -Xmx"*) raptor_jvm_opts="${raptor_jvm_opts/$raptor_heap_opts /}" ;;
  esac
  local cds="$raptor_cds_dir/raptor-${class##*.}.jsa"
  if raptor_cds_current "$cds"; then
    exec java -XX:SharedArchiveFile="$cds" -Xshare:auto $raptor_jvm_opts \
      ${RAPTOR_JAVA_OPTS:-} -cp "$classpath" "$class" "$@"
  fi
  if [ -n "${RAPTOR_CLASSPATH:-}" ]; then
    # The archive records its class path: it is made only from runs of the jar alone.
    exec java $raptor_jvm_opts ${RAPTOR_JAVA_OPTS:-} -cp "$classpath" "$class" "$@"
  fi
  local tmp="$cds.$$.tmp"
  local status=0
  java -XX:ArchiveClassesAtExit="$tmp" $raptor_jvm_opts \
    ${RAPTOR_JAVA_OPTS:-} -cp "$classpath" "$class" "$@" || status=$?
  if [ -f "$tmp" ]; then
    mv -f "$tmp" "$cds"
  fi
  exit $status
}
