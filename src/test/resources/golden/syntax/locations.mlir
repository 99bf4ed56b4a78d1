// RUN: mlirj opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

// FileLineColLoc lines and columns are 32-bit unsigned, as in MLIR: the largest read back and print as written;
// they may be hexadecimal. Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh).

// CHECK-DAG: loc("max.mlir":4294967295:4294967295)
// CHECK-DAG: loc("half.mlir":2147483648:2147483648)
// CHECK-DAG: loc("zero.mlir":0:0)
// CHECK-DAG: loc("hex.mlir":16:2)
// CHECK-DAG: loc("b":4294967295:4)
"test.op"() : () -> () loc("max.mlir":4294967295:4294967295)
"test.op"() : () -> () loc("half.mlir":2147483648:2147483648)
"test.op"() : () -> () loc("zero.mlir":0:0)
"test.op"() : () -> () loc("hex.mlir":0x10:0x2)
"test.op"() : () -> () loc(callsite("a":1:2 at "b":4294967295:4))
