// RUN: mlirj opt %s --split-input-file --llvm-legalize-for-export | FileCheck %s
// RUN: mlirj opt %s --split-input-file --pass-pipeline='builtin.module(llvm-legalize-for-export)' | FileCheck %s
// RUN: mlirj opt %s --split-input-file --pass-pipeline='builtin.module(llvm.func(llvm-legalize-for-export))' | FileCheck %s --check-prefix=FUNC

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). The pass runs on any
// operation: the FUNC run applies it to each top-level llvm.func only.
// FUNC-LABEL: llvm.func @example
// FUNC-NEXT:    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// FUNC-LABEL: llvm.func @nested
// FUNC-NEXT:    llvm.cond_br %arg0, ^bb1(%arg1, %arg2 : f64, f64), ^bb1(%arg2, %arg1 : f64, f64)

// TargetLLVMIR's example: the same successor twice with different arguments.
// CHECK:      module {
// CHECK-NEXT:   llvm.func @example(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%1 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @example(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
// -----
// Even with the same arguments, the repetition goes through a forwarding block; a successor without arguments may
// repeat; so may one named once.
// CHECK:      module {
// CHECK-NEXT:   llvm.func @same_args(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     llvm.cond_br %arg0 weights([1, 9]), ^bb1(%arg1 : i32), ^bb4(%arg1 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb2, ^bb2
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb3(%0 : i32), ^bb2
// CHECK-NEXT:   ^bb3(%1: i32):  // pred: ^bb2
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   ^bb4(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%2 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @same_args(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c weights([1, 9]), ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.cond_br %c, ^bb2, ^bb2
^bb2:
  llvm.cond_br %c, ^bb3(%x : i32), ^bb2
^bb3(%y: i32):
  llvm.return %y : i32
}
// -----
// Every region is handled, at any depth, whatever the terminator's dialect.
// CHECK:      module {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     llvm.func @nested(%arg0: i1, %arg1: f64, %arg2: f64) -> f64 {
// CHECK-NEXT:       llvm.cond_br %arg0, ^bb1(%arg1, %arg2 : f64, f64), ^bb2(%arg2, %arg1 : f64, f64)
// CHECK-NEXT:     ^bb1(%0: f64, %1: f64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:       llvm.return %0 : f64
// CHECK-NEXT:     ^bb2(%2: f64, %3: f64):  // pred: ^bb0
// CHECK-NEXT:       llvm.br ^bb1(%2, %3 : f64, f64)
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cf_terminator(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2(%c0_i64 : i64)
// CHECK-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   ^bb2(%1: i64):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%1 : i64)
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  module @inner {
    llvm.func @nested(%c: i1, %a: f64, %b: f64) -> f64 {
      llvm.cond_br %c, ^bb1(%a, %b : f64, f64), ^bb1(%b, %a : f64, f64)
    ^bb1(%x: f64, %y: f64):
      llvm.return %x : f64
    }
  }
  func.func @cf_terminator(%c: i1, %a: i64) -> i64 {
    %z = arith.constant 0 : i64
    cf.cond_br %c, ^bb1(%a : i64), ^bb1(%z : i64)
  ^bb1(%x: i64):
    return %x : i64
  }
}
