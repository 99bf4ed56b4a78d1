#!/usr/bin/env bash
# Makes the expected outputs of LlvmTypeConverterTest: mlir-opt 19's --convert-func-to-llvm of
# src/test/resources/conversion/llvm-type-conversion.mlir, with the default options, index-bitwidth=32 and the
# bare-pointer calling convention. mlir-opt prints an error for some signatures (non-strided layouts, memory
# spaces) and leaves those functions as func.func; the errors go to the .stderr files. Needs mlir-19-tools; not
# part of the test command.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
opt=/usr/lib/llvm-19/bin/mlir-opt
dir=$root/src/test/resources/conversion
in=$dir/llvm-type-conversion.mlir
run() {
    local name=$1 options=$2
    "$opt" "--convert-func-to-llvm=$options" "$in" >"$dir/llvm-type-conversion$name.expected.mlir" \
        2>"$dir/llvm-type-conversion$name.stderr"
}
run "" ""
run "-index32" "index-bitwidth=32"
run "-bareptr" "use-bare-ptr-memref-call-conv=1"
