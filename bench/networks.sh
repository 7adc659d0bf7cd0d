#!/usr/bin/env bash
# networks.sh: raptor-validate on the network recipes for Arch-A, latency mode, the int8 timing
# view, timing configuration A2 (profile arch-a, PIMCOMP-NN's config.json values) and A1
# (arch-a-example, pimsim-nn's example values): functional PASS, latency, energy, compile time
# and the whole process's peak RSS, beside Raptor's published figures and PIMCOMP-NN's measured
# ones (shared/spec/hardware-profiles.md section 3, frontend-validation.md section 3.6).
#   bench/networks.sh            VGG-8, ResNet-18, ResNet-34 and GoogLeNet's timing view
#                                (NETWORKS="vgg8" runs only those)
#   bench/networks.sh --smoke    (or SMOKE=1) one operation case on its 4-core target
# CONFIGS="arch-a" runs only A2; TIMEOUT (seconds per configuration, default 3600);
# MODEL_TIMEOUT (raptor-validate's --timeout: seconds per model and mode, default 3600; a model
# past it is stopped and its row says TIMEOUT). Each model then runs in its own process, so the
# peak RSS is that of the largest process, a model's.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_dir="$root/bench/out/networks"
case "${1:-}" in
  "") smoke="${SMOKE:-}" ;;
  --smoke) smoke=1 ;;
  *) echo "usage: bench/networks.sh [--smoke]" >&2; exit 1 ;;
esac
note() { echo "networks: $*"; }

. "$root/tools/scripts/launcher.sh"
raptor_build_if_stale
. "$root/bench/time-common.sh"
require_time
mkdir -p "$out_dir"

# Raptor's published latency (ms) and energy (pJ) per network (frontend-validation.md 3.6).
published() {
  case "$1" in
    vgg8) echo "1.465778 477298145.04" ;;
    resnet18) echo "28.099952 8781611766.12" ;;
    resnet34) echo "45.781486 14962940227.68" ;;
    googlenet-pimsim) echo "13.371204 6117835798.92" ;;
    *) echo "" ;;
  esac
}

# validate CONFIG ARGS...: one raptor-validate process under /usr/bin/time; prints its
# comparison and one line per model with the ratios to Raptor's published figures.
validate() {
  local config="$1" stats="$out_dir/$1.time" csv="$out_dir/$1.csv"
  shift
  if ! timeout "${TIMEOUT:-3600}" /usr/bin/time -v -o "$stats" "$root/raptor-validate" "$@" \
      --mode=latency --timeout="${MODEL_TIMEOUT:-3600}" --compare --results="$csv" \
      --report="$out_dir/$config.html" \
      > "$out_dir/$config.out" 2> "$out_dir/$config.stderr"; then
    note "$config: some model failed or the run ran out of time (output in $out_dir/$config.out)"
  fi
  sed 's/^/  /' "$out_dir/$config.out"
  local rss
  rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$stats")
  note "$config: peak RSS of the largest process of the run (each model runs in its own process) $(mib "${rss:-0}")"
  [[ -f "$csv" ]] || return 1
  # model,mode,...: fields 1 model, 7 status, 8 compile_s, 11 latency_ms, 14 energy_pj.
  # Quoted fields (the worst element, messages) hold commas: each becomes Q first.
  tail -n +2 "$csv" | sed -E 's/"([^"]|"")*"/Q/g' | awk -F, '{ print $1, $7, $8, $11, $14 }' |
    while read -r model status compile latency energy; do
      local name="${model##*/}" figures reference label
      figures=$(published "$name")
      reference="${figures:-1.465778 477298145.04}"
      label="$name"
      [[ -n "$figures" ]] || label="VGG-8 (smoke stand-in)"
      note "$model ($config): $status, latency $latency ms, energy $energy pJ, compile $compile s;" \
        "ratio to Raptor's published $label:" \
        "latency $(ratio "$latency" "${reference% *}"), energy $(ratio "$energy" "${reference#* }")"
    done
}

if [[ -n "$smoke" ]]; then
  validate smoke --suite operations --suite-dir "$out_dir/suite" --filter=conv/stride_2
  exit $?
fi
networks="${NETWORKS:-vgg8 resnet18 resnet34 googlenet-pimsim}"
note "recipes: $networks"
status=0
for config in ${CONFIGS:-arch-a arch-a-example}; do
  validate "$config" --suite networks --suite-dir "$out_dir/suite" \
    --filter="$(echo "$networks" | tr ' ' ',')" --profile="$config" || status=1
done
exit $status
