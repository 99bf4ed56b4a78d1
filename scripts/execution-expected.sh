#!/usr/bin/env bash
# Regenerates the expected outputs of the execution corpus with real MLIR 19 (mlir-cpu-runner and its runner
# libraries, through ../shared/tools/mlir19-oracle.sh, which masks heap addresses):
#   scripts/execution-expected.sh [FILE.mlir ...]
#   (default: every src/test/resources/execution/**/*.mlir, and examples/*.mlir with a run line)
# Each input names its runs in lines '// mlirj-run: -e NAME --entry-point-result=TYPE'; NAME.out gets the
# outputs of all its runs, in order. ExecutionCorpusTest runs the same lines through mlirj and compares.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
oracle=${MLIR19_ORACLE:-$root/../shared/tools/mlir19-oracle.sh}
[ -x "$oracle" ] || { echo "execution-expected.sh: no oracle at $oracle (set MLIR19_ORACLE)" >&2; exit 2; }
if [ $# -eq 0 ]; then
  mapfile -t files < <(find "$root/src/test/resources/execution" -name '*.mlir' | sort;
                       grep -l '^// mlirj-run:' "$root"/examples/*.mlir)
  set -- "${files[@]}"
fi
for file in "$@"; do
  out=${file%.mlir}.out
  : > "$out.tmp"
  grep -E '^// mlirj-run:' "$file" | while read -r _ _ line; do
    entry=$(sed -nE 's/.*-e ([^ ]+).*/\1/p' <<< "$line")
    result=$(sed -nE 's/.*--entry-point-result=([^ ]+).*/\1/p' <<< "$line")
    "$oracle" "$file" "${entry:-main}" "${result:-void}" >> "$out.tmp"
  done
  mv "$out.tmp" "$out"
  echo "$(basename "$out"): $(wc -l < "$out") lines"
done
