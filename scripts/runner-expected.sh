#!/usr/bin/env bash
# Regenerates the execution fixtures of the runner utilities (src/test/resources/runner/) with real MLIR 19:
# for each source src/test/runner-sources/NAME.mlir (func/memref/scf/arith/... dialects, which mlirj cannot parse
# yet, hence kept out of src/test/resources where every .mlir must round-trip) it writes
#   NAME.mlir  the source lowered to the LLVM dialect by mlir-opt 19 (what mlirj runs once it translates MLIR),
#   NAME.ll    that module translated to LLVM IR by mlir-translate 19 (what the tests run today, through LlJit),
#              with LLVM 19's overloaded llvm.stacksave.p0/llvm.stackrestore.p0 renamed to LLVM 17's
#              llvm.stacksave/llvm.stackrestore, which mlirj's LLVM 17 would otherwise take for external functions,
#   NAME.out   what mlir-cpu-runner 19 prints on stdout with MLIR's runner libraries,
#   NAME.err   what it prints on stderr,
# with heap addresses masked as /work/shared/tools/mlir19-oracle.sh masks them (base@ = <addr>).
# Needs Debian's mlir-19-tools; the tests never run this.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
BIN=/usr/lib/llvm-19/bin LIB=/usr/lib/llvm-19/lib
dir=$root/src/test/resources/runner
mask() { sed -E 's/base@ = (0x[0-9a-fA-F]+|\(nil\))/base@ = <addr>/g'; }
for source in "$root"/src/test/runner-sources/*.mlir; do
  name=$(basename "$source" .mlir)
  "$BIN/mlir-opt" "$source" --convert-linalg-to-loops --expand-strided-metadata --lower-affine \
    --convert-scf-to-cf --convert-vector-to-llvm --convert-complex-to-llvm --convert-math-to-llvm \
    --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm \
    --reconcile-unrealized-casts -o "$dir/$name.mlir"
  "$BIN/mlir-translate" --mlir-to-llvmir "$dir/$name.mlir" \
    | sed -E 's/@llvm\.(stacksave|stackrestore)\.p0\b/@llvm.\1/g' >"$dir/$name.ll"
  "$BIN/mlir-cpu-runner" "$dir/$name.mlir" -e main -entry-point-result=void \
    -shared-libs="$LIB/libmlir_c_runner_utils.so,$LIB/libmlir_runner_utils.so" \
    >"$dir/$name.out.raw" 2>"$dir/$name.err.raw"
  mask <"$dir/$name.out.raw" >"$dir/$name.out"
  mask <"$dir/$name.err.raw" >"$dir/$name.err"
  rm "$dir/$name.out.raw" "$dir/$name.err.raw"
  echo "$name: $(wc -c <"$dir/$name.out") bytes out, $(wc -c <"$dir/$name.err") bytes err"
done
