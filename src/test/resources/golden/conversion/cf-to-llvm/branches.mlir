// RUN: mlirj opt %s --split-input-file --convert-cf-to-llvm | FileCheck %s
// RUN: mlirj opt %s --split-input-file --pass-pipeline='builtin.module(convert-cf-to-llvm)' | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines).

// cf.br with and without arguments; discardable attributes are carried over.
// CHECK:      module {
// CHECK-NEXT:   func.func @br(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:     llvm.br ^bb1(%arg0, %arg1 : i32, f32) {tag = "kept"}
// CHECK-NEXT:   ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @br(%a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a, %b : i32, f32) {tag = "kept"}
^bb1(%x: i32, %y: f32):
  cf.br ^bb2
^bb2:
  return %x : i32
}
// -----
// cf.cond_br: the condition, both argument lists, branch weights and discardable attributes.
// CHECK:      module {
// CHECK-NEXT:   func.func @cond_br(%arg0: i1, %arg1: i64, %arg2: vector<4xf32>) -> i64 {
// CHECK-NEXT:     llvm.cond_br %arg0 weights([3, 5]), ^bb1(%arg1, %arg2 : i64, vector<4xf32>), ^bb2 {tag = 1 : i64}
// CHECK-NEXT:   ^bb1(%0: i64, %1: vector<4xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb2, ^bb1(%0, %1 : i64, vector<4xf32>)
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %arg1 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @cond_br(%c: i1, %a: i64, %b: vector<4xf32>) -> i64 {
  cf.cond_br %c, ^bb1(%a, %b : i64, vector<4xf32>), ^bb2 {branch_weights = array<i32: 3, 5>, tag = 1 : i64}
^bb1(%x: i64, %v: vector<4xf32>):
  cf.cond_br %c, ^bb2, ^bb1(%x, %v : i64, vector<4xf32>)
^bb2:
  return %a : i64
}
// -----
// cf.switch: default and case operands; case values of i8, i32 and i64, negative ones included (mlir-opt 19
// prints them as unsigned); a switch without cases.
// CHECK:      module {
// CHECK-NEXT:   func.func @switch(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: i32) -> i32 {
// CHECK-NEXT:     llvm.switch %arg0 : i8, ^bb1(%arg3 : i32) [
// CHECK-NEXT:       128: ^bb2,
// CHECK-NEXT:       255: ^bb1(%arg3 : i32),
// CHECK-NEXT:       127: ^bb3(%arg3, %arg3 : i32, i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
// CHECK-NEXT:     llvm.switch %arg1 : i32, ^bb2 [
// CHECK-NEXT:       2147483648: ^bb1(%0 : i32),
// CHECK-NEXT:       42: ^bb3(%0, %arg3 : i32, i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:     llvm.switch %arg2 : i64, ^bb3(%arg3, %arg3 : i32, i32) [
// CHECK-NEXT:       18446744068709551616: ^bb1(%arg3 : i32),
// CHECK-NEXT:       9223372036854775807: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb3(%1: i32, %2: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:     llvm.switch %arg1 : i32, ^bb4 [
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @switch(%f8: i8, %f32: i32, %f64: i64, %a: i32) -> i32 {
  cf.switch %f8 : i8, [
    default: ^bb1(%a : i32),
    -128: ^bb2,
    -1: ^bb1(%a : i32),
    127: ^bb3(%a, %a : i32, i32)
  ]
^bb1(%x: i32):
  cf.switch %f32 : i32, [
    default: ^bb2,
    -2147483648: ^bb1(%x : i32),
    42: ^bb3(%x, %a : i32, i32)
  ]
^bb2:
  cf.switch %f64 : i64, [
    default: ^bb3(%a, %a : i32, i32),
    -5000000000: ^bb1(%a : i32),
    9223372036854775807: ^bb2
  ]
^bb3(%p: i32, %q: i32):
  cf.switch %f32 : i32, [
    default: ^bb4
  ]
^bb4:
  return %p : i32
}
// -----
// Inside llvm.func too: cf ops are converted wherever they are.
// CHECK:      module {
// CHECK-NEXT:   llvm.func @in_llvm_func(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2
// CHECK-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%arg1 : i64)
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @in_llvm_func(%c: i1, %a: i64) -> i64 {
  cf.cond_br %c, ^bb1(%a : i64), ^bb2
^bb1(%x: i64):
  llvm.return %x : i64
^bb2:
  cf.br ^bb1(%a : i64)
}
// -----
// Flags of other widths: i1, i3, i16, i128 (a negative i128 case value is read as a 64-bit one, zero-extended, as
// mlir-opt 19 reads it).
// CHECK:      module {
// CHECK-NEXT:   func.func @widths(%arg0: i1, %arg1: i3, %arg2: i16, %arg3: i128, %arg4: i32) -> i32 {
// CHECK-NEXT:     llvm.switch %arg0 : i1, ^bb1 [
// CHECK-NEXT:       0: ^bb4(%arg4 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.switch %arg1 : i3, ^bb4(%arg4 : i32) [
// CHECK-NEXT:       4: ^bb4(%arg4 : i32),
// CHECK-NEXT:       3: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.switch %arg2 : i16, ^bb4(%arg4 : i32) [
// CHECK-NEXT:       32768: ^bb3,
// CHECK-NEXT:       32767: ^bb4(%arg4 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     llvm.switch %arg3 : i128, ^bb4(%arg4 : i32) [
// CHECK-NEXT:       18446744068709551616: ^bb4(%arg4 : i32),
// CHECK-NEXT:       9223372036854775807: ^bb4(%arg4 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb4(%0: i32):  // 8 preds: ^bb0, ^bb1, ^bb1, ^bb2, ^bb2, ^bb3, ^bb3, ^bb3
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @widths(%f1: i1, %f3: i3, %f16: i16, %f128: i128, %a: i32) -> i32 {
  cf.switch %f1 : i1, [
    default: ^bb1,
    0: ^bb2(%a : i32)
  ]
^bb1:
  cf.switch %f3 : i3, [
    default: ^bb2(%a : i32),
    -4: ^bb2(%a : i32),
    3: ^bb3
  ]
^bb3:
  cf.switch %f16 : i16, [
    default: ^bb2(%a : i32),
    -32768: ^bb4,
    32767: ^bb2(%a : i32)
  ]
^bb4:
  cf.switch %f128 : i128, [
    default: ^bb2(%a : i32),
    -5000000000: ^bb2(%a : i32),
    9223372036854775807: ^bb2(%a : i32)
  ]
^bb2(%r: i32):
  return %r : i32
}
