#!/usr/bin/env bash
# raptor-compile on builder-made networks for Arch-A (168 cores, 96 crossbars of 128x128 per
# core), as the user runs it:
#   ./raptor-compile MODEL.onnx --core-count=168 --crossbar-size=128 --crossbar-count=96 -o DIR
# VGG-8 (1x1x28x28) and ResNet-18 (1x3x224x224), written by ./raptor-network. Prints each
# run's stage lines, whole-process wall time, CPU time and peak RSS (/usr/bin/time -v; on a
# machine shared with other jobs, CPU time is the steadier figure), and for ResNet-18
# the ratio to the peer: PIMCOMP-NN compiling the same graph for the same architecture, 27.8 s
# wall and 5.8 GB peak RSS on a 2-core machine (shared/spec/hardware-profiles.md).
# Goal: ResNet-18 under 5 s and 2 GB.
# Each run replaces the previous run's DIR/pim, as a user recompiling does; it is not deleted
# first: on the 2-core machines here, deleting the 96 MB of a ResNet-18 artifact directory was
# followed by seconds-long stalls of the next run's file creation. The emit-pim-code stage line
# shows how long writing took.
# NETWORKS="vgg8" runs only those; TIMEOUT (seconds, default 1800) ends a run that takes longer.
# SMOKE=1 (or --smoke): examples/onnx/small-cnn.onnx on 4 cores of 8 16x16 crossbars, to check
# that the benchmark works.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_dir="$root/bench/out/onnx-compile"
peer_wall=27.8
peer_rss_kib=$((58 * 1024 * 1024 / 10))
networks="${NETWORKS:-vgg8 resnet18}"
case "${1:-}" in
  "") smoke="${SMOKE:-}" ;;
  --smoke) smoke=1 ;;
  *) echo "usage: bench/onnx-compile.sh [--smoke]" >&2; exit 1 ;;
esac
target=(--core-count=168 --crossbar-size=128 --crossbar-count=96)
[[ -z "$smoke" ]] || target=(--core-count=4 --crossbar-size=16 --crossbar-count=8)
note() { echo "onnx-compile: $*"; }

. "$root/tools/scripts/launcher.sh"
raptor_build_if_stale
. "$root/bench/time-common.sh"
require_time
mkdir -p "$out_dir"

# compile NAME MODEL: runs raptor-compile under /usr/bin/time -v; sets wall (s) and rss (KiB).
compile() {
  local name="$1" model="$2" stats="$out_dir/$1.time"
  if ! timeout "${TIMEOUT:-1800}" /usr/bin/time -v -o "$stats" "$root/raptor-compile" "$model" \
      "${target[@]}" -o "$out_dir/$name" > "$out_dir/$name.out" 2> "$out_dir/$name.stderr"; then
    note "$name: raptor-compile failed or ran out of time (stdout and stderr in $out_dir)"
    sed 's/^/  /' "$out_dir/$name.out"
    tail -n 5 "$out_dir/$name.stderr" | sed 's/^/  /'
    return 1
  fi
  sed 's/^/  /' "$out_dir/$name.out"
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0;
    for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$stats")
  rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$stats")
  cpu=$(awk -F': ' '/(User|System) time \(seconds\)/ { s += $2 } END { print s }' "$stats")
}

if [[ -n "$smoke" ]]; then
  compile small-cnn "$root/examples/onnx/small-cnn.onnx"
  note "small-cnn (smoke, ${target[*]}): ${wall} s wall (${cpu} s CPU), peak RSS $(mib "$rss");" \
    "ratio to PIMCOMP-NN's ResNet-18: wall $(ratio "$wall" "$peer_wall")," \
    "peak RSS $(ratio "$rss" "$peer_rss_kib")"
  exit 0
fi
status=0
for name in $networks; do
  model="$out_dir/$name.onnx"
  java -cp "$raptor_jar" raptor.tools.onnx.RaptorNetwork "$name" -o "$model"
  note "$name on Arch-A (${target[*]}):"
  if ! compile "$name" "$model"; then
    status=1
    continue
  fi
  note "$name: ${wall} s wall (${cpu} s CPU), peak RSS $(mib "$rss")"
  if [[ "$name" == resnet18 ]]; then
    note "ratio raptor/PIMCOMP-NN (27.8 s, 5.8 GB): wall $(ratio "$wall" "$peer_wall")," \
      "peak RSS $(ratio "$rss" "$peer_rss_kib") (goal: under 5 s and 2 GB)"
  fi
done
exit $status
