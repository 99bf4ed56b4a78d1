// RUN: mlirj opt %s --test-cf-assert | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). mlir-opt's test pass lowers
// cf.assert alone, and without abort: a failed assertion prints its message with puts and goes on (the runtime
// verification integration tests rely on it); everything else is left as it is.

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT: func.func @two_asserts(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb2, ^bb5
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb4:  // pred: ^bb0
// CHECK-NEXT: %1 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT: llvm.call @puts(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT: %3 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @puts(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @two_asserts(%a: i1, %b: i1, %x: i32) -> i32 {
  cf.assert %a, "first"
  %y = arith.addi %x, %x : i32
  cf.assert %b, "second"
  cf.br ^bb1
^bb1:
  return %y : i32
}
