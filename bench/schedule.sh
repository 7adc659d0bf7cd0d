#!/usr/bin/env bash
# Scheduling of Spatial graphs onto cores (schedule-and-realize-spatial): for a builder-made
# VGG-8 and ResNet-18 (ScheduleBench writes them at width WIDTH channels on a SIZE x SIZE input),
# compiled through onnx-prepare, convert-onnx-to-spatial and spat-trivial-merge for Arch-A (168
# cores of 96 crossbars of 128x128), it prints the wall time of the scheduling pass (graph, PEFT,
# verification, materialization) and the whole process's peak RSS, and the estimated makespan
# of the PEFT schedule against the trivial placement (round robin in topological order), with
# their ratio. Goal: ResNet-18 scheduled in under 2 s; PEFT shorter than the trivial placement.
# WIDTH (default 8) and SIZE (default 32) choose the network size; the full-size networks do not
# compile through convert-onnx-to-spatial in reasonable time yet.
# SMOKE=1 (or --smoke): width 2 on a 16x16 input, to check that it works.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench_dir="$root/bench"
out_dir="$bench_dir/out"
width="${WIDTH:-8}"
size="${SIZE:-32}"
runs=1
if [[ -n "${SMOKE:-}" || "${1:-}" == "--smoke" ]]; then
  width=2
  size=16
elif [[ $# -gt 0 ]]; then
  echo "usage: bench/schedule.sh [--smoke]" >&2
  exit 1
fi
note() { echo "schedule: $*"; }

. "$root/tools/scripts/launcher.sh"
raptor_build_if_stale
. "$bench_dir/time-common.sh"
require_time
mkdir -p "$out_dir"

for net in vgg8 resnet18; do
  model="$out_dir/schedule-$net-$width-$size.onnx"
  java -cp "$raptor_jar" raptor.tools.compile.ScheduleBench generate "$net" "$width" "$size" "$model"
  best_of "schedule-$net" java -cp "$raptor_jar" raptor.tools.compile.ScheduleBench run "$model" 168 128 96
  note "$net (width $width, input ${size}x${size}), Arch-A: peak RSS $(mib "$best_rss"), process ${best_wall} s"
  sed 's/^/  /' "$out_dir/schedule-$net.out"
done
