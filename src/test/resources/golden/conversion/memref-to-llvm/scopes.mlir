// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s

// memref.alloca_scope and memref.assume_alignment. Expectations are mlir-opt 19 output.

// CHECK-LABEL: func.func @scope(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %0, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %2, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.intr.stackrestore %1 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scope_results(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.store %arg0, %8 : f32, !llvm.ptr
// CHECK-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.intr.stackrestore %0 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2(%10 : f32)
// CHECK-NEXT: ^bb2(%11: f32):  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: return %11 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assume(%arg0: memref<?xf32, strided<[1], offset: ?>>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32, strided<[1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(31 : index) : i64
// CHECK-NEXT: %6 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.and %6, %5  : i64
// CHECK-NEXT: %8 = llvm.icmp "eq" %7, %4 : i64
// CHECK-NEXT: "llvm.intr.assume"(%8) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// alloca_scope: stack save before the body, restore before leaving it.
func.func @scope(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
  }
  return
}

// A scope with results: a continuation block takes them.
func.func @scope_results(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<f32>
    memref.store %v, %a[] : memref<f32>
    %x = memref.load %a[] : memref<f32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

// assume_alignment: llvm.intr.assume on the buffer pointer.
func.func @assume(%m: memref<?xf32, strided<[1], offset: ?>>) {
  memref.assume_alignment %m, 32 : memref<?xf32, strided<[1], offset: ?>>
  return
}
