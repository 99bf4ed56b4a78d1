// RUN: mlirj opt %s --convert-cf-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines).

// Declarations already in the module are reused; the name of an existing symbol is avoided. Non-ASCII bytes are
// signed i8 elements; an empty message is a one-byte splat.
// CHECK:      module {
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg_1(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg_0(dense<[-61, -87, 116, -61, -87, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.mlir.global internal constant @assert_msg(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   func.func @reuse(%arg0: i1) {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb2, ^bb4
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     %0 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   ^bb4:  // pred: ^bb1
// CHECK-NEXT:     %2 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// CHECK-NEXT:     llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @puts(!llvm.ptr)
llvm.func @abort()
llvm.mlir.global internal constant @assert_msg(0 : i32) : i32
func.func @reuse(%c: i1) {
  cf.assert %c, "\C3\A9t\C3\A9"
  cf.assert %c, ""
  return
}
