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
done
