// RUN: mlirj opt %s --split-input-file --convert-cf-to-llvm --llvm-legalize-for-export | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). mlir-opt 19 creates the
// forwarding blocks of a switch in an order that follows its block pointers' hashes and so varies between runs;
// the expectations are one of its orders, and mlirj always gives that one.

// A cf.cond_br to one block with different arguments lowers to an llvm.cond_br that does the same; with
// llvm-legalize-for-export (which mlir-translate applies before translating) the second edge goes through a new
// block that forwards its arguments (TargetLLVMIR, "Repeated Successor Removal").
// CHECK:      module {
// CHECK-NEXT:   func.func @repeated(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%1 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @repeated(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
// -----
// A cf.switch naming the same blocks several times: each repetition of a block with arguments gets its own
// forwarding block; blocks without arguments may repeat.
// CHECK:      module {
// CHECK-NEXT:   func.func @switch_repeated(%arg0: i8, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT:     llvm.switch %arg0 : i8, ^bb1(%arg1 : i64) [
// CHECK-NEXT:       255: ^bb4(%arg2 : i64),
// CHECK-NEXT:       2: ^bb3,
// CHECK-NEXT:       3: ^bb2(%arg1, %arg2 : i64, i64),
// CHECK-NEXT:       4: ^bb3,
// CHECK-NEXT:       5: ^bb6(%arg2, %arg1 : i64, i64),
// CHECK-NEXT:       6: ^bb5(%arg1 : i64)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i64):  // 3 preds: ^bb0, ^bb4, ^bb5
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   ^bb2(%1: i64, %2: i64):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:     return %2 : i64
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %arg1 : i64
// CHECK-NEXT:   ^bb4(%3: i64):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%3 : i64)
// CHECK-NEXT:   ^bb5(%4: i64):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%4 : i64)
// CHECK-NEXT:   ^bb6(%5: i64, %6: i64):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2(%5, %6 : i64, i64)
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @switch_repeated(%f: i8, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i8, [
    default: ^bb1(%a : i64),
    -1: ^bb1(%b : i64),
    2: ^bb3,
    3: ^bb2(%a, %b : i64, i64),
    4: ^bb3,
    5: ^bb2(%b, %a : i64, i64),
    6: ^bb1(%a : i64)
  ]
^bb1(%x: i64):
  return %x : i64
^bb2(%y: i64, %z: i64):
  return %z : i64
^bb3:
  return %a : i64
}
