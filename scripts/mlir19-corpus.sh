#!/usr/bin/env bash
# Regenerates the MLIR 19 compatibility corpus: scripts/mlir19-corpus.sh
#
# It runs the real mlir-opt 19 over every hand-written input in
# src/test/resources/compat/input/*.mlir and writes what it prints to
#   src/test/resources/compat/mlir19/<name>.mlir            mlir-opt <input>                         (custom form)
#   src/test/resources/compat/mlir19-generic/<name>.mlir    mlir-opt --mlir-print-op-generic <input>
#   src/test/resources/compat/mlir19-debuginfo/<name>.mlir  mlir-opt --mlir-print-debuginfo <input>
#   src/test/resources/compat/mlir19-generic-debuginfo/<name>.mlir
#                          mlir-opt --mlir-print-op-generic --mlir-print-debuginfo <input>  (GENERIC_DEBUGINFO_INPUTS only)
# Per-input extra flags:
#   unregistered-ops.mlir, builtin-floats.mlir  --allow-unregistered-dialect
#   split.mlir             --split-input-file (chunks are separated by "// -----" in input and outputs)
# mlir-opt is run from the repository root on repository-relative paths, so the file locations in the
# debuginfo outputs read loc("src/test/resources/compat/input/<name>.mlir":L:C) on every machine.
# Every input must be accepted as is; afterwards every output is fed back to mlir-opt with the same
# flags and must print identically (fixpoint). Any failure stops the script with a non-zero status.
#
# The project's tests never need mlir-opt: they only read the committed outputs. Run this script only
# to change the corpus (after editing or adding inputs); never edit the outputs by hand.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
cd "$root"
export LC_ALL=C

MLIR_OPT=/usr/lib/llvm-19/bin/mlir-opt
INSTALL_CMD="apt-get update -qq && apt-get install -y -qq mlir-19-tools"
if [ ! -x "$MLIR_OPT" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "mlir-opt 19 is missing; running: $INSTALL_CMD" >&2
    apt-get update -qq && apt-get install -y -qq mlir-19-tools
  fi
  if [ ! -x "$MLIR_OPT" ]; then
    echo "$MLIR_OPT is missing: install it with: $INSTALL_CMD" >&2
    exit 1
  fi
fi
version=$("$MLIR_OPT" --version | sed -n 's/.*LLVM version \([0-9.]*\).*/\1/p')
case "$version" in
  19.*) ;;
  *) echo "$MLIR_OPT is LLVM version '${version}', not 19: install it with: $INSTALL_CMD" >&2; exit 1 ;;
esac

compat=src/test/resources/compat
in_dir=$compat/input
out_pretty=$compat/mlir19
out_generic=$compat/mlir19-generic
out_debug=$compat/mlir19-debuginfo
out_generic_debug=$compat/mlir19-generic-debuginfo
# Inputs that also get a --mlir-print-op-generic --mlir-print-debuginfo output.
GENERIC_DEBUGINFO_INPUTS="builtin-cast cf func llvm-calls syntax-locations unregistered-ops"

# Extra mlir-opt flags for one input (by base name).
flags_for() {
  case "$1" in
    unregistered-ops|builtin-floats) echo "--allow-unregistered-dialect" ;;
    split) echo "--split-input-file" ;;
    *) echo "" ;;
  esac
}

shopt -s nullglob
inputs=("$in_dir"/*.mlir)
if [ ${#inputs[@]} -eq 0 ]; then
  echo "no inputs in $in_dir" >&2
  exit 1
fi

# 1. Every input must be accepted by mlir-opt 19 before anything is written.
for f in "${inputs[@]}"; do
  name=$(basename "$f" .mlir)
  # shellcheck disable=SC2046
  if ! "$MLIR_OPT" $(flags_for "$name") "$f" >/dev/null; then
    echo "mlir-opt $version rejects $f" >&2
    exit 1
  fi
done

# 2. Regenerate the outputs from scratch (stale outputs of removed inputs go away).
mkdir -p "$out_pretty" "$out_generic" "$out_debug" "$out_generic_debug"
rm -f "$out_pretty"/*.mlir "$out_generic"/*.mlir "$out_debug"/*.mlir "$out_generic_debug"/*.mlir
for f in "${inputs[@]}"; do
  name=$(basename "$f" .mlir)
  flags=$(flags_for "$name")
  # shellcheck disable=SC2086
  "$MLIR_OPT" $flags "$f" >"$out_pretty/$name.mlir"
  # shellcheck disable=SC2086
  "$MLIR_OPT" $flags --mlir-print-op-generic "$f" >"$out_generic/$name.mlir"
  # shellcheck disable=SC2086
  "$MLIR_OPT" $flags --mlir-print-debuginfo "$f" >"$out_debug/$name.mlir"
done
for name in $GENERIC_DEBUGINFO_INPUTS; do
  # shellcheck disable=SC2046
  "$MLIR_OPT" $(flags_for "$name") --mlir-print-op-generic --mlir-print-debuginfo "$in_dir/$name.mlir" \
    >"$out_generic_debug/$name.mlir"
done
for dir in "$out_debug" "$out_generic_debug"; do
  if grep -l "$root" "$dir"/*.mlir >/dev/null 2>&1 || grep -lE 'loc\("/' "$dir"/*.mlir >/dev/null 2>&1; then
    echo "absolute paths leaked into $dir" >&2
    exit 1
  fi
done

# 3. Fixpoint: printing an output again with the same flags must reproduce it byte for byte.
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
failures=0
check_fixpoint() { # <output file> <flags...>
  local out=$1
  shift
  if ! "$MLIR_OPT" "$@" "$out" >"$tmp" || ! cmp -s "$out" "$tmp"; then
    echo "not a fixpoint: mlir-opt $* $out" >&2
    diff -u "$out" "$tmp" >&2 || true
    failures=$((failures + 1))
  fi
}
for f in "${inputs[@]}"; do
  name=$(basename "$f" .mlir)
  flags=$(flags_for "$name")
  # shellcheck disable=SC2086
  check_fixpoint "$out_pretty/$name.mlir" $flags
  # shellcheck disable=SC2086
  check_fixpoint "$out_generic/$name.mlir" $flags --mlir-print-op-generic
  # shellcheck disable=SC2086
  check_fixpoint "$out_debug/$name.mlir" $flags --mlir-print-debuginfo
done
for name in $GENERIC_DEBUGINFO_INPUTS; do
  # shellcheck disable=SC2046
  check_fixpoint "$out_generic_debug/$name.mlir" $(flags_for "$name") --mlir-print-op-generic --mlir-print-debuginfo
done
if [ "$failures" -ne 0 ]; then
  echo "$failures output(s) are not a fixpoint of mlir-opt $version" >&2
  exit 1
fi

echo "mlir-opt $version: ${#inputs[@]} inputs -> $out_pretty, $out_generic, $out_debug;" \
  "$(echo $GENERIC_DEBUGINFO_INPUTS | wc -w) -> $out_generic_debug"
