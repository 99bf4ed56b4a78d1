#!/usr/bin/env bash
# Differential check of mlirj opt against mlir-opt 19 on a directory of .mlir inputs (e.g. a fuzzing corpus,
# target/fuzz-corpus/parse, or src/test/resources): for every file, whether each accepts it (parses and
# verifies: exit status 0) and, when both do, whether they print the same IR (custom form, and generic form with
# --mlir-print-op-generic). Prints one line per difference and a summary; exits 1 when any file differs.
# Not part of ./test.sh: it needs mlir-19-tools (installed with apt-get when missing).
#   scripts/mlir19-differential.sh DIR [MLIR-OPT-ARGS...]      e.g. DIR --lower-to-llvm is not mlir-opt's; pass
#                                                               passes both know, e.g. --canonicalize
set -uo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
dir=${1:?usage: mlir19-differential.sh DIR [ARGS...]}
shift
bin=/usr/lib/llvm-19/bin
if [ ! -x "$bin/mlir-opt" ]; then
    echo "installing mlir-19-tools (needs apt-get)" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mlir-19-tools) >/dev/null 2>&1 \
        || { echo "cannot install mlir-19-tools" >&2; exit 2; }
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
files=0 same_reject=0 same_accept=0 differ=0
while IFS= read -r -d '' f; do
    files=$((files + 1))
    timeout 60 "$bin/mlir-opt" "$f" "$@" > "$tmp/ref" 2> "$tmp/ref.err"; ref=$?
    timeout 60 "$root/mlirj" opt "$f" "$@" > "$tmp/our" 2> "$tmp/our.err"; our=$?
    if [ $ref -ge 124 ] || [ $our -ge 124 ]; then
        echo "CRASH/HANG $f: mlir-opt $ref, mlirj $our"; differ=$((differ + 1)); continue
    fi
    if [ $ref -ne 0 ] && [ $our -ne 0 ]; then same_reject=$((same_reject + 1)); continue; fi
    if [ $ref -eq 0 ] && [ $our -ne 0 ]; then
        echo "REJECTED-BY-MLIRJ $f: $(grep -m1 'error:' "$tmp/our.err")"; differ=$((differ + 1)); continue
    fi
    if [ $ref -ne 0 ] && [ $our -eq 0 ]; then
        echo "ACCEPTED-BY-MLIRJ $f: mlir-opt says $(grep -m1 'error:' "$tmp/ref.err")"; differ=$((differ + 1)); continue
    fi
    if ! cmp -s "$tmp/ref" "$tmp/our"; then
        echo "PRINTS-DIFFERENTLY $f: $(diff "$tmp/ref" "$tmp/our" | head -3 | tr '\n' ' ')"; differ=$((differ + 1)); continue
    fi
    "$bin/mlir-opt" "$f" "$@" --mlir-print-op-generic > "$tmp/refg" 2>/dev/null
    "$root/mlirj" opt "$f" "$@" --mlir-print-op-generic > "$tmp/ourg" 2>/dev/null
    if ! cmp -s "$tmp/refg" "$tmp/ourg"; then
        echo "GENERIC-DIFFERS $f: $(diff "$tmp/refg" "$tmp/ourg" | head -3 | tr '\n' ' ')"; differ=$((differ + 1)); continue
    fi
    same_accept=$((same_accept + 1))
done < <(find "$dir" -type f -print0 | sort -z)
echo "$files files: $same_accept accepted alike and printed the same, $same_reject rejected by both, $differ differ"
[ $differ -eq 0 ]
