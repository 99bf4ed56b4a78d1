#!/usr/bin/env bash
# Regenerates the expected results of src/test/resources/cf-assert/*.mlir (programs whose cf.assert fails, so
# they abort and cannot run in the test JVM) with real MLIR 19: mlir-opt 19's standard lowering, then
# mlir-cpu-runner 19 with stdout to a file, once as it is (libc's buffered output is lost when abort() ends the
# process) and once under 'stdbuf -o0' (everything written before the abort, the assertion message included).
# NAME.out and NAME.unbuffered.out get the outputs, NAME.status the exit status (134: SIGABRT).
#   scripts/cf-assert-expected.sh [FILE.mlir ...]
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=/usr/lib/llvm-19/bin LIB=/usr/lib/llvm-19/lib
[ -x "$BIN/mlir-cpu-runner" ] || { echo "cf-assert-expected.sh: needs mlir-19-tools" >&2; exit 2; }
[ $# -gt 0 ] || set -- "$root"/src/test/resources/cf-assert/*.mlir
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for file in "$@"; do
  base=${file%.mlir}
  "$BIN/mlir-opt" "$file" --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm \
    --reconcile-unrealized-casts -o "$tmp/lowered.mlir" || exit 2
  runner=("$BIN/mlir-cpu-runner" "$tmp/lowered.mlir" -e main -entry-point-result=void
          "-shared-libs=$LIB/libmlir_c_runner_utils.so,$LIB/libmlir_runner_utils.so")
  "${runner[@]}" > "$base.out" 2>/dev/null
  echo $? > "$base.status"
  stdbuf -o0 "${runner[@]}" > "$base.unbuffered.out" 2>/dev/null
  echo "$(basename "$base"): status $(cat "$base.status"), $(wc -l < "$base.unbuffered.out") unbuffered lines"
done
