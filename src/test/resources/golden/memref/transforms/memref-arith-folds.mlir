// RUN: mlirj opt %s --expand-strided-metadata | FileCheck %s

// Fold hooks the greedy driver uses: memref.dim (static, of alloc and subview, through casts), memref.rank, memref.cast into load and dealloc, float identities, index casts of constants. Expectations are mlir-opt 19 output.

// CHECK: module {
// CHECK-NEXT:   func.func @dims(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index) -> (index, index, index, index, index, f32) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) : memref<2x?xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%c1, %arg2] : memref<2x?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2x?xf32>
// CHECK-NEXT:     return %dim, %c4, %arg1, %arg1, %c2, %0 : index, index, index, index, index, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: f64, %arg1: f32, %arg2: bf16) -> (f64, f64, f32, bf16, f32, i64, i32) {
// CHECK-NEXT:     %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:     %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.addf %arg1, %cst : f32
// CHECK-NEXT:     return %arg0, %arg0, %arg1, %arg2, %0, %c-3_i64, %c-3_i32 : f64, f64, f32, bf16, f32, i64, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @dims(%m: memref<?x4xf32>, %n: index, %i: index) -> (index, index, index, index, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x4xf32>
  %d1 = memref.dim %m, %c1 : memref<?x4xf32>
  %a = memref.alloc(%n) : memref<2x?xf32>
  %d2 = memref.dim %a, %c1 : memref<2x?xf32>
  %s = memref.subview %m[%i, 0][%n, 1][1, 1] : memref<?x4xf32> to memref<?xf32, strided<[4], offset: ?>>
  %d3 = memref.dim %s, %c0 : memref<?xf32, strided<[4], offset: ?>>
  %r = memref.rank %m : memref<?x4xf32>
  %c = memref.cast %a : memref<2x?xf32> to memref<?x?xf32>
  %x = memref.load %c[%c1, %i] : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return %d0, %d1, %d2, %d3, %r, %x : index, index, index, index, index, f32
}
func.func @casts(%a: f64, %b: f32, %h: bf16) -> (f64, f64, f32, bf16, f32, i64, i32) {
  %m0 = arith.constant -0.0 : f64
  %p0 = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f32
  %hone = arith.constant 1.0 : bf16
  %z = arith.constant 0.0 : f32
  %0 = arith.addf %a, %m0 : f64
  %1 = arith.subf %a, %p0 : f64
  %2 = arith.mulf %b, %one : f32
  %3 = arith.mulf %h, %hone : bf16
  %4 = arith.addf %b, %z : f32
  %c = arith.constant -3 : index
  %5 = arith.index_cast %c : index to i64
  %6 = arith.index_castui %c : index to i32
  return %0, %1, %2, %3, %4, %5, %6 : f64, f64, f32, bf16, f32, i64, i32
}
