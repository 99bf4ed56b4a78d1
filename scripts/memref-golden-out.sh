#!/usr/bin/env bash
# Regenerates what mlir-opt 19 prints for the memref dialect's round-trip golden inputs: for each
# src/test/resources/golden/memref/<name>.mlir with a <name>.mlir.out next to it, the custom form (<name>.mlir.out)
# and the generic form (<name>.mlir.generic.out). MemRefRoundTripTest compares mlirj's output with them byte for
# byte. Needs mlir-19-tools; not part of the test command.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
opt=/usr/lib/llvm-19/bin/mlir-opt
[ -x "$opt" ] || { echo "needs $opt (apt-get install mlir-19-tools)" >&2; exit 2; }
for out in "$root"/src/test/resources/golden/memref/*.mlir.out; do
    in=${out%.out}
    "$opt" "$in" > "$out"
    "$opt" "$in" --mlir-print-op-generic > "${in}.generic.out"
    echo "wrote $out and ${in}.generic.out"
done
