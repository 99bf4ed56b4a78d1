#!/usr/bin/env bash
# Regenerates the LLVM IR fixtures of the Java memref-call tests (src/test/resources/memref/) from
# scripts/memref-fixtures/*.mlir with real MLIR 19, so that the calling conventions the tests hold mlirj's Java side to are MLIR's own:
#   NAME.ll         mlir-opt (func/memref/scf/arith/cf to the LLVM dialect) | mlir-translate --mlir-to-llvmir:
#                   each function NAME (expanded convention) and its _mlir_ciface_NAME wrapper;
#   NAME.packed.ll  the module MLIR's ExecutionEngine compiles from the same input (mlir-cpu-runner -O0, the IR
#                   before the first code generation pass): the above plus the packed _mlir_NAME(void**)
#                   wrappers ExecutionEngine adds for every function. Target triple and data layout are removed
#                   so the JIT sets the host's.
# Not part of the test command (needs mlir-19-tools).
#   scripts/memref-fixtures.sh
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
bin=/usr/lib/llvm-19/bin
[ -x "$bin/mlir-opt" ] || { echo "needs MLIR 19 in $bin (apt-get install mlir-19-tools)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The sources live here rather than among the test resources because mlirj does not parse the memref and scf
# dialects yet, and every .mlir file there is round-tripped by the tests.
out="$root/src/test/resources/memref"
mkdir -p "$out"
for src in "$root"/scripts/memref-fixtures/*.mlir; do
    name=$out/$(basename "${src%.mlir}")
    "$bin/mlir-opt" --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --finalize-memref-to-llvm \
        --convert-func-to-llvm --reconcile-unrealized-casts "$src" > "$tmp/llvm.mlir"
    "$bin/mlir-translate" --mlir-to-llvmir "$tmp/llvm.mlir" > "$name.ll"
    "$bin/mlir-cpu-runner" -e fixture_entry --entry-point-result=void -O0 --print-before-all "$tmp/llvm.mlir" \
        2> "$tmp/dump" > /dev/null
    # The first dump, without its banner and without the target lines.
    awk 'NR == 1 { next } /^\*\*\* IR Dump/ { exit } { print }' "$tmp/dump" \
        | grep -v -e '^target datalayout' -e '^target triple' > "$name.packed.ll"
    echo "wrote ${name#"$root"/}.ll and .packed.ll"
done
