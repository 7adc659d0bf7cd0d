#!/usr/bin/env bash
# ONNX front end: import, shape inference and onnx-prepare of a builder-made ResNet-50-sized
# model (about 25.6 M parameters, 100 MB; OnnxImportBench writes it), as the user runs them:
#   ./raptor-opt model.onnx --onnx-prepare
# whole-process wall time and peak RSS (best of RUNS, default 3), beside onnxruntime's session
# creation (load and graph optimization) on the same file in the same run, whole process too.
# Prints both, the ratio raptor/onnxruntime and raptor's peak RSS over the file size.
# Goals: raptor under 2 s, peak RSS under 3x the file size.
# SMOKE=1 (or --smoke): a tiny model (two narrow blocks) and one run, to check that it works.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench_dir="$root/bench"
out_dir="$bench_dir/out"
size=resnet50
runs="${RUNS:-3}"
if [[ -n "${SMOKE:-}" || "${1:-}" == "--smoke" ]]; then
  size=tiny
  runs=1
elif [[ $# -gt 0 ]]; then
  echo "usage: bench/onnx-import.sh [--smoke]" >&2
  exit 1
fi
note() { echo "onnx-import: $*"; }

. "$root/tools/scripts/launcher.sh"
raptor_build_if_stale
. "$bench_dir/time-common.sh"
require_time
mkdir -p "$out_dir"
model="$out_dir/$size.onnx"
java -cp "$raptor_jar" raptor.tools.onnxrun.OnnxImportBench generate "$size" "$model"
file_kib=$(( $(stat -c %s "$model") / 1024 ))
note "model $model: $(mib "$file_kib")"

best_of raptor "$root/raptor-opt" "$model" --onnx-prepare \
  --mlir-elide-elementsattrs-if-larger=16 -o "$out_dir/$size.mlir"
raptor_wall="$best_wall" raptor_rss="$best_rss"
best_of onnxruntime java -cp "$raptor_jar" raptor.tools.onnxrun.OnnxImportBench session "$model"
ort_wall="$best_wall" ort_rss="$best_rss"

note "raptor-opt --onnx-prepare: ${raptor_wall} s, peak RSS $(mib "$raptor_rss")" \
  "($(ratio "$raptor_rss" "$file_kib")x the file; goal: under 2 s and 3x)"
note "onnxruntime session:       ${ort_wall} s, peak RSS $(mib "$ort_rss")" \
  "($(cat "$out_dir/onnxruntime.out"))"
note "ratio raptor/onnxruntime: wall $(ratio "$raptor_wall" "$ort_wall"), peak RSS $(ratio "$raptor_rss" "$ort_rss")"
