#!/usr/bin/env bash
# Regenerates the expected outputs of the execution corpus with real MLIR 19 (mlir-cpu-runner and its runner
# libraries, through ../shared/tools/mlir19-oracle.sh, which masks heap addresses):
#   scripts/execution-expected.sh [FILE.mlir ...]
#   (default: every src/test/resources/execution/**/*.mlir, and examples/*.mlir with a run line)
# Each input names its runs in lines '// mlirj-run: -e NAME --entry-point-result=TYPE'; NAME.out gets the
# outputs of all its runs, in order. ExecutionCorpusTest runs the same lines through mlirj and compares.
# A line '// mlirj-passes: --pass-a --pass-b=opt' names mlir-opt passes to run on the file before the standard
# lowering (mlir-opt 19 here, 'mlirj opt' in ExecutionCorpusTest), e.g. --arith-expand, which the standard
# lowering does not run.
# ExecutionCorpusTest also runs every file at -O0 and -O3. mlir-cpu-runner 19 prints the same at every level
# for nearly all of them; where its output at a level differs (the sign of a NaN LLVM's constant folder makes at
# -O1 and above, say), NAME.O0.out or NAME.O3.out holds that level's output, made here by running the lowered
# file at the level with the runner libraries of MLIR19_LIB (default /usr/lib/llvm-19/lib).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
oracle=${MLIR19_ORACLE:-$root/../shared/tools/mlir19-oracle.sh}
[ -x "$oracle" ] || { echo "execution-expected.sh: no oracle at $oracle (set MLIR19_ORACLE)" >&2; exit 2; }
if [ $# -eq 0 ]; then
  mapfile -t files < <(find "$root/src/test/resources/execution" -name '*.mlir' | sort;
                       grep -l '^// mlirj-run:' "$root"/examples/*.mlir)
  set -- "${files[@]}"
fi
bin=/usr/lib/llvm-19/bin
lib=${MLIR19_LIB:-/usr/lib/llvm-19/lib}
# run FILE ENTRY RESULT LEVEL: what mlir-cpu-runner 19 prints at LEVEL for FILE after the oracle's lowering
run_at() {
  "$bin/mlir-opt" "$1" --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm \
    --convert-complex-to-llvm --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm \
    --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o "$tmpdir/lowered.mlir"
  "$bin/mlir-cpu-runner" "$tmpdir/lowered.mlir" -e "$2" -entry-point-result="$3" "$4" \
    -shared-libs="$lib/libmlir_c_runner_utils.so,$lib/libmlir_runner_utils.so" \
    | sed -E 's/base@ = (0x[0-9a-fA-F]+|\(nil\))/base@ = <addr>/g'
}
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
for file in "$@"; do
  out=${file%.mlir}.out
  : > "$out.tmp"
  source=$file
  passes=$(sed -nE 's|^// mlirj-passes: (.*)$|\1|p' "$file" | head -n1)
  if [ -n "$passes" ]; then
    source=$tmpdir/$(basename "$file")
    # shellcheck disable=SC2086 # the passes are separate words
    "$bin/mlir-opt" "$file" $passes -o "$source" || { echo "mlir-opt $passes failed on $file" >&2; exit 2; }
  fi
  grep -E '^// mlirj-run:' "$file" | while read -r _ _ line; do
    entry=$(sed -nE 's/.*-e ([^ ]+).*/\1/p' <<< "$line")
    result=$(sed -nE 's/.*--entry-point-result=([^ ]+).*/\1/p' <<< "$line")
    "$oracle" "$source" "${entry:-main}" "${result:-void}" >> "$out.tmp"
  done
  mv "$out.tmp" "$out"
  echo "$(basename "$out"): $(wc -l < "$out") lines"
  for level in O0 O3; do
    at=${file%.mlir}.$level.out
    : > "$at.tmp"
    grep -E '^// mlirj-run:' "$file" | while read -r _ _ line; do
      entry=$(sed -nE 's/.*-e ([^ ]+).*/\1/p' <<< "$line")
      result=$(sed -nE 's/.*--entry-point-result=([^ ]+).*/\1/p' <<< "$line")
      run_at "$source" "${entry:-main}" "${result:-void}" "-$level" >> "$at.tmp"
    done
    if cmp -s "$at.tmp" "$out"; then rm -f "$at.tmp" "$at"; else mv "$at.tmp" "$at"; echo "$(basename "$at"): differs"; fi
  done
done
