#!/usr/bin/env bash
# Regenerates the expected outputs of a table-driven syntax test: scripts/syntax-expected.sh TABLE
# (TABLE is affine for AffineSyntaxTest, float8 for Float8SyntaxTest).
#
# Reads src/test/resources/syntax/TABLE/inputs.txt (one attribute a line; blank lines and // comments are
# skipped), wraps each as the only attribute of an unregistered operation,
#   "test.op"() {a = <input>} : () -> ()
# runs it through the real mlir-opt 19 (--allow-unregistered-dialect --mlir-print-op-generic), and writes
# src/test/resources/syntax/TABLE/cases.tsv with one line per input: the input, a tab, and either the value of
# `a` as mlir-opt printed it (any #map/#set aliases replaced by their definitions), or, when mlir-opt rejected
# the input, `error@COLUMN: MESSAGE` with the column counted from the start of the input.
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

table=${1:?usage: scripts/syntax-expected.sh TABLE (a directory of src/test/resources/syntax, e.g. affine)}
dir=src/test/resources/syntax/$table
[ -f "$dir/inputs.txt" ] || { echo "$dir/inputs.txt does not exist" >&2; exit 1; }
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
    # Alias lines first ("#map = ..."), then the operation; print the value of `a` with aliases expanded.
    expected=$(awk -v prefix="$prefix" -v suffix="$suffix" '
      /^[#!][A-Za-z_][A-Za-z0-9_$-]* = / { name = $1; sub(/^[^=]* = /, ""); def[name] = $0; next }
      index($0, prefix) {
        v = substr($0, index($0, prefix) + length(prefix))
        v = substr(v, 1, length(v) - length(suffix))
        res = ""
        while (match(v, /[#!][A-Za-z_][A-Za-z0-9_$-]*/)) {
          name = substr(v, RSTART, RLENGTH)
          res = res substr(v, 1, RSTART - 1) ((name in def) ? def[name] : name)
          v = substr(v, RSTART + RLENGTH)
        }
        print res v
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
