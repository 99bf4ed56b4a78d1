#!/usr/bin/env bash
# Prints what mlir-translate 19 makes of each translation golden (src/test/resources/golden/translate/*.mlir), next to
# what mlirj translate makes, as a diff: the goldens' CHECK lines were written from mlir-translate 19's output. Expected
# differences: the target datalayout/triple lines (mlirj sets the host's when the module has none).
# Needs /usr/lib/llvm-19/bin/mlir-translate; the test suite never does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
for f in src/test/resources/golden/translate/*.mlir; do
    grep -q 'RUN: mlirj translate' "$f" || continue
    echo "=== $f"
    diff <(./mlirj translate --mlir-to-llvmir "$f" 2>&1 | grep -v '^target \(datalayout\|triple\)') \
         <(/usr/lib/llvm-19/bin/mlir-translate --mlir-to-llvmir "$f" 2>&1) || true
done
