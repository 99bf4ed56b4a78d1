#!/usr/bin/env bash
# Regenerates the expected outputs of Float8SyntaxTest: scripts/float8-expected.sh
#
# Reads src/test/resources/syntax/float8/inputs.txt (one attribute a line; blank lines and // comments are
# skipped), wraps each as the only attribute of an unregistered operation,
#   "test.op"() {a = <input>} : () -> ()
# runs it through the real mlir-opt 19 (--allow-unregistered-dialect --mlir-print-op-generic), and writes
# src/test/resources/syntax/float8/cases.tsv with one line per input: the input, a tab, and either the value of
# `a` as mlir-opt printed it, or, when mlir-opt rejected the input, `error@COLUMN: MESSAGE` with the column
# counted from the start of the input.
#
# The tests never run mlir-opt; run this script only after editing inputs.txt, never edit cases.tsv by hand.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
cd "$root"
export LC_ALL=C

MLIR_OPT=/usr/lib/llvm-19/bin/mlir-opt
if [ ! -x "$MLIR_OPT" ]; then
  echo "$MLIR_OPT is missing: install it with: apt-get update && apt-get install -y mlir-19-tools" >&2
  exit 1
fi
case "$("$MLIR_OPT" --version | sed -n 's/.*LLVM version \([0-9.]*\).*/\1/p')" in
  19.*) ;;
  *) echo "$MLIR_OPT is not LLVM 19" >&2; exit 1 ;;
esac

dir=src/test/resources/syntax/float8
prefix='"test.op"() {a = '
suffix='} : () -> ()'
out=$(mktemp)
err=$(mktemp)
result=$(mktemp)
trap 'rm -f "$out" "$err" "$result"' EXIT

while IFS= read -r input || [ -n "$input" ]; do
  case "$input" in
    "" | //*) continue ;;
  esac
  if printf '%s%s%s\n' "$prefix" "$input" "$suffix" |
     "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic - >"$out" 2>"$err"; then
    expected=$(awk -v prefix="$prefix" -v suffix="$suffix" '
      index($0, prefix) {
        v = substr($0, index($0, prefix) + length(prefix))
        print substr(v, 1, length(v) - length(suffix))
      }' "$out")
    if [ -z "$expected" ]; then
      echo "cannot find the operation in mlir-opt's output for: $input" >&2
      cat "$out" >&2
      exit 1
    fi
  else
    first=$(head -n 1 "$err")
    column=$(printf '%s\n' "$first" | sed -n 's/^<stdin>:1:\([0-9]*\): error: .*/\1/p')
    message=$(printf '%s\n' "$first" | sed -n 's/^<stdin>:1:[0-9]*: error: //p')
    if [ -z "$column" ]; then
      echo "unexpected mlir-opt diagnostic for: $input" >&2
      cat "$err" >&2
      exit 1
    fi
    expected="error@$((column - ${#prefix})): $message"
  fi
  printf '%s\t%s\n' "$input" "$expected" >>"$result"
done <"$dir/inputs.txt"

mv "$result" "$dir/cases.tsv"
trap 'rm -f "$out" "$err"' EXIT
echo "$(wc -l <"$dir/cases.tsv") cases -> $dir/cases.tsv"
