// RUN: mlirj opt %s --split-input-file --convert-cf-to-llvm | FileCheck %s
// RUN: mlirj opt %s --split-input-file --convert-cf-to-llvm='index-bitwidth=32' | FileCheck %s
// RUN: mlirj opt %s --split-input-file --pass-pipeline='builtin.module(convert-cf-to-llvm{index-bitwidth=32})' | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). index-bitwidth=32 gives
// the same output: nothing of type index is converted by this pass alone.

// Branches to blocks with index (or memref) arguments are left alone: convert-cf-to-llvm does not convert block
// signatures (the func lowering converts those of function bodies), and a branch whose destination still has
// arguments of a type the converter changes is refused without an error, as in mlir-opt 19. The other cf ops of
// the same function are converted.
// CHECK:      module {
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[105, 110, 100, 101, 120, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   func.func @index_args(%arg0: i1, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT:     cf.br ^bb1(%arg1, %arg2 : index, i32)
// CHECK-NEXT:   ^bb1(%0: index, %1: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%0 : index), ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb2(%2: index):  // 2 preds: ^bb1, ^bb4
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb4, ^bb6
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     cf.switch %3 : i32, [
// CHECK-NEXT:       default: ^bb2(%arg1 : index),
// CHECK-NEXT:       1: ^bb5
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     llvm.br ^bb3(%arg2 : i32)
// CHECK-NEXT:   ^bb6:  // pred: ^bb3
// CHECK-NEXT:     %4 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @index_args(%c: i1, %i: index, %a: i32) -> index {
  cf.br ^bb1(%i, %a : index, i32)
^bb1(%j: index, %b: i32):
  cf.cond_br %c, ^bb2(%j : index), ^bb3(%b : i32)
^bb2(%k: index):
  return %k : index
^bb3(%x: i32):
  cf.assert %c, "index"
  cf.switch %x : i32, [
    default: ^bb2(%i : index),
    1: ^bb4
  ]
^bb4:
  cf.br ^bb3(%a : i32)
}
// -----
// CHECK:      module {
// CHECK-NEXT:   func.func @memref_args(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : memref<4xf32>)
// CHECK-NEXT:   ^bb1(%0: memref<4xf32>):  // pred: ^bb0
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @memref_args(%m: memref<4xf32>) -> memref<4xf32> {
  cf.br ^bb1(%m : memref<4xf32>)
^bb1(%n: memref<4xf32>):
  return %n : memref<4xf32>
}
// -----
// Index values reaching a converted branch through casts stay as they are.
// CHECK:      module {
// CHECK-NEXT:   llvm.func @llvm_func_index(%arg0: i64) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:     cf.br ^bb1(%0 : index)
// CHECK-NEXT:   ^bb1(%1: index):  // pred: ^bb0
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : index to i64
// CHECK-NEXT:     llvm.return %2 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @llvm_func_index(%a: i64) -> i64 {
  %i = builtin.unrealized_conversion_cast %a : i64 to index
  cf.br ^bb1(%i : index)
^bb1(%x: index):
  %r = builtin.unrealized_conversion_cast %x : index to i64
  llvm.return %r : i64
}
