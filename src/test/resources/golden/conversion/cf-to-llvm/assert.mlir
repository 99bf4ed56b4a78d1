// RUN: mlirj opt %s --split-input-file --convert-cf-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). In an mlir-opt process the
// _N suffix of the message globals continues from one module to the next, while mlirj restarts it with each
// conversion: only one chunk per file needs it.

// cf.assert: the block splits; the failure block prints the message with puts and aborts. The message global,
// puts and abort are inserted at the start of the module.
// CHECK:      module {
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[97, 115, 115, 101, 114, 116, 105, 111, 110, 32, 34, 99, 34, 32, 102, 97, 105, 108, 101, 100, 10, 0]> : tensor<22xi8>) {addr_space = 0 : i32} : !llvm.array<22 x i8>
// CHECK-NEXT:   func.func @assert(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<22 x i8>
// CHECK-NEXT:     llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @assert(%c: i1, %a: i32) -> i32 {
  cf.assert %c, "assertion \"c\" failed\n"
  return %a : i32
}
// -----
// Several assertions: one puts and one abort; the message globals are renamed while the name is taken.
// CHECK:      module {
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg_1(dense<[116, 104, 105, 114, 100, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   func.func @several(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb5
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb4, ^bb7
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb5:  // pred: ^bb0
// CHECK-NEXT:     %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:     llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   ^bb7:  // pred: ^bb3
// CHECK-NEXT:     %4 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @several(%c: i1, %d: i1) {
  cf.assert %c, "first"
  cf.assert %d, "second"
  cf.br ^bb1
^bb1:
  cf.assert %c, "third"
  return
}
