// RUN: mlirj opt %s --memref-expand | FileCheck %s

// memref-expand: atomic_rmw of maximumf/minimumf/maxnumf/minnumf into generic_atomic_rmw, reshape with a shape of
// static length into reinterpret_cast.
// Expectations are mlir-opt 19 output.

func.func @atomic_rmw_to_generic(%m: memref<10xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32, f32, f32) {
  %a = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw minimumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %d = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %e = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %f = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %a, %b, %c, %d, %e, %f : f32, f32, f32, f32, f32, f32
}

func.func @memref_reshape(%input: memref<*xf32>, %shape: memref<3xi32>) -> memref<?x?x8xf32> {
  %result = memref.reshape %input(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<?x?x8xf32>
  return %result : memref<?x?x8xf32>
}

func.func @memref_reshape_index(%input: memref<2x6xf32>, %shape: memref<2xindex>) -> memref<?x?xf32> {
  %result = memref.reshape %input(%shape) : (memref<2x6xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %result : memref<?x?xf32>
}

func.func @memref_reshape_static(%input: memref<12xi8>, %shape: memref<3xi64>) -> memref<2x3x2xi8> {
  %result = memref.reshape %input(%shape) : (memref<12xi8>, memref<3xi64>) -> memref<2x3x2xi8>
  return %result : memref<2x3x2xi8>
}

// A shape of dynamic length gives an unranked result: left for finalize-memref-to-llvm.
func.func @memref_reshape_unranked(%input: memref<12xi8>, %shape: memref<?xindex>) -> memref<*xi8> {
  %result = memref.reshape %input(%shape) : (memref<12xi8>, memref<?xindex>) -> memref<*xi8>
  return %result : memref<*xi8>
}

// CHECK-LABEL: func.func @atomic_rmw_to_generic(%arg0: memref<10xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: %6 = arith.maximumf %arg3, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: %6 = arith.minimumf %arg3, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: %6 = arith.maxnumf %arg3, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: %6 = arith.minnumf %arg3, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %5 = memref.atomic_rmw mulf %arg2, %arg0[%arg1] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_reshape(%arg0: memref<*xf32>, %arg1: memref<3xi32>) -> memref<?x?x8xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.muli %c1, %c8 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %arg1[%c1_0] : memref<3xi32>
// CHECK-NEXT: %2 = arith.index_cast %1 : i32 to index
// CHECK-NEXT: %3 = arith.muli %0, %2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = memref.load %arg1[%c0] : memref<3xi32>
// CHECK-NEXT: %5 = arith.index_cast %4 : i32 to index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%5, %2, 8], strides: [%3, %0, %c1] : memref<*xf32> to memref<?x?x8xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_reshape_index(%arg0: memref<2x6xf32>, %arg1: memref<2xindex>) -> memref<?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1_0] : memref<2xindex>
// CHECK-NEXT: %1 = arith.muli %c1, %0 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = memref.load %arg1[%c0] : memref<2xindex>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%2, %0], strides: [%1, %c1] : memref<2x6xf32> to memref<?x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_reshape_static(%arg0: memref<12xi8>, %arg1: memref<3xi64>) -> memref<2x3x2xi8> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %c1, %c2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1 = arith.muli %0, %c3 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 3, 2], strides: [%1, %0, %c1] : memref<12xi8> to memref<2x3x2xi8>
// CHECK-NEXT: return %reinterpret_cast : memref<2x3x2xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_reshape_unranked(%arg0: memref<12xi8>, %arg1: memref<?xindex>) -> memref<*xi8> {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<12xi8>, memref<?xindex>) -> memref<*xi8>
// CHECK-NEXT: return %reshape : memref<*xi8>
// CHECK-NEXT: }
