// Two loops written as blocks: a sum in func/arith/cf, and a dot product over two i32 buffers in the LLVM
// dialect. Try: ./mlirj opt examples/dot.mlir, with --mlir-print-op-generic or --mlir-print-debuginfo.
// RUN: mlirj opt %s | FileCheck %s
// CHECK-LABEL: func.func @sum_to(%arg0: index) -> index {
// CHECK: ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb2
// CHECK: %2 = arith.cmpi sge, %0, %arg0 : index
// CHECK-LABEL: llvm.func @dot(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) -> i32 {
// CHECK: llvm.getelementptr inbounds %arg0[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
func.func @sum_to(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^loop(%c0, %c0 : index, index)
^loop(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %acc, %i : index
  %i1 = arith.addi %i, %c1 : index
  cf.br ^loop(%i1, %next : index, index)
^exit:
  return %acc : index
}

llvm.func @dot(%a: !llvm.ptr, %b: !llvm.ptr, %n: i64) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0, %zero : i64, i32)
^loop(%i: i64, %acc: i32):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  %pa = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %pb = llvm.getelementptr inbounds %b[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %x = llvm.load %pa : !llvm.ptr -> i32
  %y = llvm.load %pb : !llvm.ptr -> i32
  %p = llvm.mul %x, %y : i32
  %s = llvm.add %acc, %p : i32
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1, %s : i64, i32)
^exit:
  llvm.return %acc : i32
}
