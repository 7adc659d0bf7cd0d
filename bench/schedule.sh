#!/usr/bin/env bash
# Scheduling of Spatial graphs onto cores (schedule-and-realize-spatial): for a builder-made
# VGG-8 and ResNet-18 (ScheduleBench writes them at width WIDTH channels on a SIZE x SIZE input),
# compiled through onnx-prepare, convert-onnx-to-spatial and spat-trivial-merge for Arch-A (168
# cores of 96 crossbars of 128x128), it prints the wall time of the scheduling pass (graph, PEFT,
# verification, materialization) and the whole process's peak RSS, and the estimated makespan
# of the PEFT schedule against the trivial placement (round robin in topological order), with
# their ratio, as list scheduling estimates it and with rendezvous channels (ChannelTiming, the
# figure the pass compares to choose between them; PEFT runs twice, with and without sender
# stalls in its score, and the scheduler is the variant with the shorter ChannelTiming). Then it
# compiles the scheduler's schedule and the trivial placement to PIM artifacts and prints the
# latency the timing model (raptor-sim --timing=arch-a, at the int8 view of
# bench/networks.sh) simulates for each, with their ratio.
# Goal: ResNet-18 scheduled in under 2 s; the scheduler shorter than the trivial placement.
# WIDTH (default 8) and SIZE (default 32) choose the network size. FULL=1 takes the full-size
# networks of ./raptor-network instead (VGG-8 on 1x1x28x28, ResNet-18 on 1x3x224x224);
# NETWORKS="vgg8" runs only those; TIMING=0 skips the timing model.
# SMOKE=1 (or --smoke): width 2 on a 16x16 input, to check that it works.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench_dir="$root/bench"
out_dir="$bench_dir/out"
width="${WIDTH:-8}"
size="${SIZE:-32}"
full="${FULL:-}"
timing="${TIMING:-1}"
networks="${NETWORKS:-vgg8 resnet18}"
runs=1
if [[ -n "${SMOKE:-}" || "${1:-}" == "--smoke" ]]; then
  width=2
  size=16
  full=""
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

bench_java() { java -cp "$raptor_jar" raptor.tools.compile.ScheduleBench "$@"; }
for net in $networks; do
  if [[ -n "$full" ]]; then
    label="$net (full size)"
    model="$out_dir/schedule-$net-full.onnx"
    "$root/raptor-network" "$net" -o "$model"
  else
    label="$net (width $width, input ${size}x${size})"
    model="$out_dir/schedule-$net-$width-$size.onnx"
    bench_java generate "$net" "$width" "$size" "$model"
  fi
  best_of "schedule-$net" java -cp "$raptor_jar" raptor.tools.compile.ScheduleBench run "$model" \
    168 128 96
  note "$label, Arch-A: peak RSS $(mib "$best_rss"), process ${best_wall} s"
  sed 's/^/  /' "$out_dir/schedule-$net.out"
  [[ "$timing" != 0 ]] || continue
  pim="$out_dir/schedule-$net-pim"
  rm -rf "$pim"
  if ! bench_java run "$model" 168 128 96 "$pim" > "$out_dir/schedule-$net-pim.out" \
      2> "$out_dir/schedule-$net-pim.stderr"; then
    note "$net: the placements do not compile to PIM artifacts (stderr in $out_dir/schedule-$net-pim.stderr)"
    continue
  fi
  declare -A latency=()
  for placement in peft trivial; do
    latency[$placement]=$("$root/raptor-sim" -f "$pim/$placement/pim" --timing=arch-a \
      --timing-only --timing-view=int8 | sed -n 's/^latency: \([0-9.e+-]*\) ms$/\1/p')
  done
  note "$net simulated latency (timing model, arch-a, int8 view as bench/networks.sh): scheduler (the PEFT variant the pass keeps) ${latency[peft]} ms, trivial" \
    "placement ${latency[trivial]} ms; ratio trivial/scheduler $(ratio "${latency[trivial]}" "${latency[peft]}")"
done
