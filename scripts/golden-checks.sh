#!/usr/bin/env bash
# Turns mlir-opt 19's output for a golden test's input into FileCheck lines: the first line as 'PREFIX:', every
# further non-empty line as 'PREFIX-NEXT:'. Used to write the expectations of round-trip golden tests
# (src/test/resources/golden/{scf,math}), which scripts/golden-mlir19.sh then checks against mlir-opt 19 again.
#   scripts/golden-checks.sh PREFIX FILE.mlir [mlir-opt flags...]
set -euo pipefail
prefix=$1
file=$2
shift 2
/usr/lib/llvm-19/bin/mlir-opt "$file" "$@" | awk -v p="$prefix" 'NF == 0 { next } { sub(/[ \t]+$/, ""); if (n++ == 0) print "// " p ": " $0; else print "// " p "-NEXT: " $0 }'
