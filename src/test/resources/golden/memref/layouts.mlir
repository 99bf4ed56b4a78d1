// RUN: mlirj opt %s | FileCheck %s
// Layouts through the memref operations, printed as mlir-opt 19 prints them (CHECK lines are its output;
// layouts.mlir.out and layouts.mlir.generic.out hold it byte for byte, from scripts/memref-golden-out.sh):
// identity affine maps and memory space 0 dropped, strided and affine-map layouts, casts that erase or assert
// offsets and strides, reinterpret_cast from ranked and unranked sources, reshape chains through unranked memrefs,
// expand/collapse of strided layouts with unit and dynamic dimensions and transposed strides, rank-0
// reassociations, transposes to affine-map and strided results, and extract_strided_metadata feeding
// reinterpret_cast.

func.func @identity_maps_and_spaces(%n: index) {
  %a = memref.alloc() : memref<16x8xf32, affine_map<(d0, d1) -> (d0, d1)>, 2>
  %b = memref.alloca(%n) : memref<?x8xi16, affine_map<(d0, d1) -> (d0, d1)>, 0>
  %c = memref.alloc()[%n] : memref<3x5xf32, affine_map<(d0, d1)[s0] -> (d0 * 5 + d1 + s0)>>
  memref.dealloc %a : memref<16x8xf32, affine_map<(d0, d1) -> (d0, d1)>, 2>
  return
}
func.func private @unranked_space(memref<*xi8, 7>) -> memref<*xf64, 0>
func.func @casts_between_layouts(%s: memref<32x8x2xf32, strided<[16, 2, 1], offset: 0>>, %v: memref<7xi8>) {
  %0 = memref.cast %s : memref<32x8x2xf32, strided<[16, 2, 1], offset: 0>> to memref<32x8x2xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.cast %0 : memref<32x8x2xf32, strided<[?, ?, ?], offset: ?>> to memref<?x8x?xf32, strided<[16, 2, 1]>>
  %2 = memref.cast %v : memref<7xi8> to memref<*xi8>
  %3 = memref.cast %2 : memref<*xi8> to memref<?xi8>
  return
}
func.func @reinterpret_forms(%flat: memref<?xf64>, %u: memref<*xf64>, %i: index) {
  %0 = memref.reinterpret_cast %flat to offset: [%i], sizes: [6, %i], strides: [%i, 1] : memref<?xf64> to memref<6x?xf64, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %flat to offset: [3], sizes: [4, 4], strides: [1, 1] : memref<?xf64> to memref<4x4xf64, strided<[?, 1], offset: ?>>
  %2 = memref.reinterpret_cast %u to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<*xf64> to memref<2x3x4xf64>
  return
}
func.func @reshape_chain(%u: memref<*xi32>, %s1: memref<1xindex>, %s3: memref<3xi64>, %sd: memref<?xindex>) -> memref<*xi32> {
  %v = memref.reshape %u(%s1) : (memref<*xi32>, memref<1xindex>) -> memref<?xi32>
  %t = memref.reshape %v(%s3) : (memref<?xi32>, memref<3xi64>) -> memref<?x?x?xi32>
  %w = memref.reshape %t(%sd) : (memref<?x?x?xi32>, memref<?xindex>) -> memref<*xi32>
  return %w : memref<*xi32>
}
func.func @reassociations(%a: memref<4x6x10xf32>, %b: memref<20x30xf32, strided<[600, 3], offset: 7>>,
    %c: memref<1x6xf32, strided<[6, 1], offset: ?>>, %d: memref<2x3x10xf32, strided<[300, 100, 10]>>,
    %e: memref<1x300xi64, strided<[?, ?], offset: ?>>, %f: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>,
    %g: memref<?x16xf32, strided<[16, 1]>>, %h: memref<?x?xf32, strided<[1, 8]>>, %n: index, %m: index) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<4x6x10xf32> into memref<24x10xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [4, 6, 10] : memref<24x10xf32> into memref<4x6x10xf32>
  %2 = memref.collapse_shape %a [[0, 1, 2]] : memref<4x6x10xf32> into memref<240xf32>
  %3 = memref.expand_shape %b [[0], [1, 2]] output_shape [20, 5, 6] : memref<20x30xf32, strided<[600, 3], offset: 7>> into memref<20x5x6xf32, strided<[600, 18, 3], offset: 7>>
  %4 = memref.expand_shape %b [[0, 1], [2]] output_shape [4, 5, 30] : memref<20x30xf32, strided<[600, 3], offset: 7>> into memref<4x5x30xf32, strided<[3000, 600, 3], offset: 7>>
  %5 = memref.expand_shape %c [[0], [1, 2]] output_shape [1, 1, 6] : memref<1x6xf32, strided<[6, 1], offset: ?>> into memref<1x1x6xf32, strided<[6, 6, 1], offset: ?>>
  %6 = memref.collapse_shape %d [[0, 1], [2]] : memref<2x3x10xf32, strided<[300, 100, 10]>> into memref<6x10xf32, strided<[100, 10]>>
  %7 = memref.collapse_shape %e [[0, 1]] : memref<1x300xi64, strided<[?, ?], offset: ?>> into memref<300xi64, strided<[?], offset: ?>>
  %8 = memref.expand_shape %a [[0, 1], [2], [3, 4]] output_shape [1, 4, 6, 1, 10] : memref<4x6x10xf32> into memref<1x4x6x1x10xf32>
  %9 = memref.collapse_shape %8 [[0, 1], [2], [3, 4]] : memref<1x4x6x1x10xf32> into memref<4x6x10xf32>
  %10 = memref.collapse_shape %f [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  %11 = memref.expand_shape %10 [[0, 1], [2]] output_shape [%n, 3, %m] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x3x?xf32, strided<[?, ?, 1], offset: ?>>
  %12 = memref.collapse_shape %g [[0, 1]] : memref<?x16xf32, strided<[16, 1]>> into memref<?xf32, strided<[1]>>
  %13 = memref.expand_shape %12 [[0, 1]] output_shape [%n, 16] : memref<?xf32, strided<[1]>> into memref<?x16xf32>
  %14 = memref.expand_shape %h [[0], [1, 2]] output_shape [%n, %m, 4] : memref<?x?xf32, strided<[1, 8]>> into memref<?x?x4xf32, strided<[1, 32, 8]>>
  %15 = memref.collapse_shape %14 [[0], [1, 2]] : memref<?x?x4xf32, strided<[1, 32, 8]>> into memref<?x?xf32, strided<[1, 8]>>
  return
}
func.func @rank_zero_reassociation(%a: memref<1x1x1xi8>) -> memref<1x1xi8> {
  %0 = memref.collapse_shape %a [] : memref<1x1x1xi8> into memref<i8>
  %1 = memref.expand_shape %0 [] output_shape [1, 1] : memref<i8> into memref<1x1xi8>
  return %1 : memref<1x1xi8>
}
func.func @transposes(%a: memref<?x?xf32>, %b: memref<2x3x4xf32, strided<[100, 20, 2], offset: 5>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %1 = memref.transpose %b (i, j, k) -> (k, j, i) : memref<2x3x4xf32, strided<[100, 20, 2], offset: 5>> to memref<4x3x2xf32, strided<[2, 20, 100], offset: 5>>
  return
}
func.func @metadata_roundtrip(%m: memref<7x?xf16>) -> memref<?x?xf16, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<7x?xf16> -> memref<f16>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f16> to memref<?x?xf16, strided<[?, ?], offset: ?>>
  %x = memref.generic_atomic_rmw %m[%sizes#0, %sizes#1] : memref<7x?xf16> {
  ^bb0(%old: f16):
    %one = arith.constant 1.0 : f16
    %new = arith.mulf %old, %one : f16
    memref.atomic_yield %new : f16
  } {tag = 3 : index}
  return %r : memref<?x?xf16, strided<[?, ?], offset: ?>>
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 5 + d1 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @identity_maps_and_spaces(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16x8xf32, 2>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?x8xi16>
// CHECK-NEXT: %alloc_0 = memref.alloc()[%arg0] : memref<3x5xf32, #map>
// CHECK-NEXT: memref.dealloc %alloc : memref<16x8xf32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @unranked_space(memref<*xi8, 7>) -> memref<*xf64>
// CHECK-NEXT: func.func @casts_between_layouts(%arg0: memref<32x8x2xf32, strided<[16, 2, 1]>>, %arg1: memref<7xi8>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<32x8x2xf32, strided<[16, 2, 1]>> to memref<32x8x2xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<32x8x2xf32, strided<[?, ?, ?], offset: ?>> to memref<?x8x?xf32, strided<[16, 2, 1]>>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<7xi8> to memref<*xi8>
// CHECK-NEXT: %cast_2 = memref.cast %cast_1 : memref<*xi8> to memref<?xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reinterpret_forms(%arg0: memref<?xf64>, %arg1: memref<*xf64>, %arg2: index) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg2], sizes: [6, %arg2], strides: [%arg2, 1] : memref<?xf64> to memref<6x?xf64, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [3], sizes: [4, 4], strides: [1, 1] : memref<?xf64> to memref<4x4xf64, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_1 = memref.reinterpret_cast %arg1 to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<*xf64> to memref<2x3x4xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_chain(%arg0: memref<*xi32>, %arg1: memref<1xindex>, %arg2: memref<3xi64>, %arg3: memref<?xindex>) -> memref<*xi32> {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<*xi32>, memref<1xindex>) -> memref<?xi32>
// CHECK-NEXT: %reshape_0 = memref.reshape %reshape(%arg2) : (memref<?xi32>, memref<3xi64>) -> memref<?x?x?xi32>
// CHECK-NEXT: %reshape_1 = memref.reshape %reshape_0(%arg3) : (memref<?x?x?xi32>, memref<?xindex>) -> memref<*xi32>
// CHECK-NEXT: return %reshape_1 : memref<*xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reassociations(%arg0: memref<4x6x10xf32>, %arg1: memref<20x30xf32, strided<[600, 3], offset: 7>>, %arg2: memref<1x6xf32, strided<[6, 1], offset: ?>>, %arg3: memref<2x3x10xf32, strided<[300, 100, 10]>>, %arg4: memref<1x300xi64, strided<[?, ?], offset: ?>>, %arg5: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, %arg6: memref<?x16xf32, strided<[16, 1]>>, %arg7: memref<?x?xf32, strided<[1, 8]>>, %arg8: index, %arg9: index) {
// CHECK-NEXT{LITERAL}: %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<4x6x10xf32> into memref<24x10xf32>
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2]] output_shape [4, 6, 10] : memref<24x10xf32> into memref<4x6x10xf32>
// CHECK-NEXT{LITERAL}: %collapse_shape_0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<4x6x10xf32> into memref<240xf32>
// CHECK-NEXT{LITERAL}: %expand_shape_1 = memref.expand_shape %arg1 [[0], [1, 2]] output_shape [20, 5, 6] : memref<20x30xf32, strided<[600, 3], offset: 7>> into memref<20x5x6xf32, strided<[600, 18, 3], offset: 7>>
// CHECK-NEXT{LITERAL}: %expand_shape_2 = memref.expand_shape %arg1 [[0, 1], [2]] output_shape [4, 5, 30] : memref<20x30xf32, strided<[600, 3], offset: 7>> into memref<4x5x30xf32, strided<[3000, 600, 3], offset: 7>>
// CHECK-NEXT{LITERAL}: %expand_shape_3 = memref.expand_shape %arg2 [[0], [1, 2]] output_shape [1, 1, 6] : memref<1x6xf32, strided<[6, 1], offset: ?>> into memref<1x1x6xf32, strided<[6, 6, 1], offset: ?>>
// CHECK-NEXT{LITERAL}: %collapse_shape_4 = memref.collapse_shape %arg3 [[0, 1], [2]] : memref<2x3x10xf32, strided<[300, 100, 10]>> into memref<6x10xf32, strided<[100, 10]>>
// CHECK-NEXT{LITERAL}: %collapse_shape_5 = memref.collapse_shape %arg4 [[0, 1]] : memref<1x300xi64, strided<[?, ?], offset: ?>> into memref<300xi64, strided<[?], offset: ?>>
// CHECK-NEXT{LITERAL}: %expand_shape_6 = memref.expand_shape %arg0 [[0, 1], [2], [3, 4]] output_shape [1, 4, 6, 1, 10] : memref<4x6x10xf32> into memref<1x4x6x1x10xf32>
// CHECK-NEXT{LITERAL}: %collapse_shape_7 = memref.collapse_shape %expand_shape_6 [[0, 1], [2], [3, 4]] : memref<1x4x6x1x10xf32> into memref<4x6x10xf32>
// CHECK-NEXT{LITERAL}: %collapse_shape_8 = memref.collapse_shape %arg5 [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT{LITERAL}: %expand_shape_9 = memref.expand_shape %collapse_shape_8 [[0, 1], [2]] output_shape [%arg8, 3, %arg9] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x3x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT{LITERAL}: %collapse_shape_10 = memref.collapse_shape %arg6 [[0, 1]] : memref<?x16xf32, strided<[16, 1]>> into memref<?xf32, strided<[1]>>
// CHECK-NEXT{LITERAL}: %expand_shape_11 = memref.expand_shape %collapse_shape_10 [[0, 1]] output_shape [%arg8, 16] : memref<?xf32, strided<[1]>> into memref<?x16xf32>
// CHECK-NEXT{LITERAL}: %expand_shape_12 = memref.expand_shape %arg7 [[0], [1, 2]] output_shape [%arg8, %arg9, 4] : memref<?x?xf32, strided<[1, 8]>> into memref<?x?x4xf32, strided<[1, 32, 8]>>
// CHECK-NEXT{LITERAL}: %collapse_shape_13 = memref.collapse_shape %expand_shape_12 [[0], [1, 2]] : memref<?x?x4xf32, strided<[1, 32, 8]>> into memref<?x?xf32, strided<[1, 8]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rank_zero_reassociation(%arg0: memref<1x1x1xi8>) -> memref<1x1xi8> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1x1xi8> into memref<i8>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape [] output_shape [1, 1] : memref<i8> into memref<1x1xi8>
// CHECK-NEXT: return %expand_shape : memref<1x1xi8>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @transposes(%arg0: memref<?x?xf32>, %arg1: memref<2x3x4xf32, strided<[100, 20, 2], offset: 5>>) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map1>
// CHECK-NEXT: %transpose_0 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d1, d0) : memref<2x3x4xf32, strided<[100, 20, 2], offset: 5>> to memref<4x3x2xf32, strided<[2, 20, 100], offset: 5>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @metadata_roundtrip(%arg0: memref<7x?xf16>) -> memref<?x?xf16, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<7x?xf16> -> memref<f16>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f16> to memref<?x?xf16, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%sizes#0, %sizes#1] : memref<7x?xf16> {
// CHECK-NEXT: ^bb0(%arg1: f16):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %1 = arith.mulf %arg1, %cst : f16
// CHECK-NEXT: memref.atomic_yield %1 : f16
// CHECK-NEXT: } {tag = 3 : index}
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf16, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
