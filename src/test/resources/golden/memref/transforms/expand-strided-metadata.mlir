// RUN: mlirj opt %s --expand-strided-metadata | FileCheck %s

// expand-strided-metadata: subview (static, dynamic, rank-reducing, rank 0, chains), expand/collapse_shape (dynamic dims, unit dims, rank 0), extract_strided_metadata of alloc/get_global/reinterpret_cast/cast/memory_space_cast, extract_aligned_pointer_as_index of a view, folding. Expectations are mlir-opt 19 output.

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 8)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0 * s1 + 1)>
// CHECK-NEXT: #map4 = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map8 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-NEXT: #map9 = affine_map<()[s0, s1] -> (s0, s1, 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @sv_static(%arg0: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 2], offset: 18>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [18], sizes: [4, 4], strides: [16, 2] : memref<f32> to memref<4x4xf32, strided<[16, 2], offset: 18>>
// CHECK-NEXT:     return %reinterpret_cast : memref<4x4xf32, strided<[16, 2], offset: 18>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sv_dyn(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %strides#0]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [%arg2, 4], strides: [%strides#0, %arg3] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exp(%arg0: memref<?x8xf32>, %arg1: index) -> memref<?x2x4xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%sizes#0, 2, 4], strides: [8, 4, 1] : memref<f32> to memref<?x2x4xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<?x2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @col(%arg0: memref<?x2x4xf32>) -> memref<?x8xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x2x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%sizes#0, 8], strides: [8, 1] : memref<f32> to memref<?x8xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tr(%arg0: memref<?x8xf32>) -> memref<8x?xf32, strided<[1, 8]>> {
// CHECK-NEXT:     %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x8xf32> to memref<8x?xf32, strided<[1, 8]>>
// CHECK-NEXT:     return %transpose : memref<8x?xf32, strided<[1, 8]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e1(%arg0: memref<?x8xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %sizes#0, %c8 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e2(%arg0: memref<?x8xf32>) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg0 : memref<?x8xf32> to memref<?x8xf32, 1>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %memspacecast : memref<?x8xf32, 1> -> memref<f32, 1>, index, index, index, index, index
// CHECK-NEXT:     return %sizes#0, %c8 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e3(%arg0: memref<?x8xf32>, %arg1: index) -> index {
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x8xf32> -> index
// CHECK-NEXT:     return %intptr : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e4(%arg0: index) -> (memref<f32>, index, index) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?x8xf32>
// CHECK-NEXT:     %0 = affine.apply #map1()[%arg0]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<4x?x8xf32> to memref<f32>
// CHECK-NEXT:     return %reinterpret_cast, %arg0, %0 : memref<f32>, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @chain(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map2()[%strides#0]
// CHECK-NEXT:     %1 = affine.apply #map3()[%arg1, %strides#0]
// CHECK-NEXT:     %2 = affine.apply #map4()[%1, %0, %arg2]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [%arg3, 2], strides: [%0, 3] : memref<f32> to memref<?x2xf32, strided<[?, 3], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %reinterpret_cast : memref<?x2xf32, strided<[?, 3], offset: ?>> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank_reduce(%arg0: memref<4x1x8xf32, strided<[16, 8, 1], offset: 3>>, %arg1: index) -> memref<4x2xf32, strided<[16, 2], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x1x8xf32, strided<[16, 8, 1], offset: 3>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map5()[%arg1]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, 2], strides: [16, 2] : memref<f32> to memref<4x2xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<4x2xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank0(%arg0: memref<8x8xf32>) -> memref<f32, strided<[], offset: 18>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [18], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: 18>>
// CHECK-NEXT:     return %reinterpret_cast : memref<f32, strided<[], offset: 18>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_dyn(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map6()[%sizes#0]
// CHECK-NEXT:     %1 = affine.apply #map7()[%strides#0]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 4, %sizes#1], strides: [%1, %strides#0, 1] : memref<f32> to memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_dyn(%arg0: memref<?x4x?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map8()[%sizes#0, %sizes#2]
// CHECK-NEXT:     %1 = affine.min #map9()[%strides#0, %strides#1]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [%1] : memref<f32> to memref<?xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_unit(%arg0: memref<3x1x5xf32>) -> memref<3x5xf32> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<3x1x5xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [3, 5], strides: [5, 1] : memref<f32> to memref<3x5xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<3x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_rank0(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT:     %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_view(%arg0: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%arg0], sizes: [2, %arg0], strides: [%arg0, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" constant @g : memref<4x4xf32> = dense<1.000000e+00>
// CHECK-NEXT:   func.func @global_view() -> memref<2x2xf32, strided<[4, 1], offset: 5>> {
// CHECK-NEXT:     %0 = memref.get_global @g : memref<4x4xf32>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %0 to offset: [5], sizes: [2, 2], strides: [4, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x2xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_of_collapse(%arg0: memref<4x6xf32>, %arg1: index) -> memref<3xf32, strided<[2], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x6xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%arg1], sizes: [3], strides: [2] : memref<f32> to memref<3xf32, strided<[2], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<3xf32, strided<[2], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @folds(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c6 : index
// CHECK-NEXT:     return %0, %c8 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @sv_static(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 2], offset: 18>> {
  %0 = memref.subview %m[1, 2][4, 4][1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 18>>
  return %0 : memref<4x4xf32, strided<[16, 2], offset: 18>>
}
func.func @sv_dyn(%m: memref<?x?xf32>, %o: index, %s: index, %t: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%o, 2][%s, 4][1, %t] : memref<?x?xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
func.func @exp(%m: memref<?x8xf32>, %d: index) -> memref<?x2x4xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%d, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
  return %0 : memref<?x2x4xf32>
}
func.func @col(%m: memref<?x2x4xf32>) -> memref<?x8xf32> {
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<?x2x4xf32> into memref<?x8xf32>
  return %0 : memref<?x8xf32>
}
func.func @tr(%m: memref<?x8xf32>) -> memref<8x?xf32, strided<[1, 8]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x8xf32> to memref<8x?xf32, strided<[1, 8]>>
  return %0 : memref<8x?xf32, strided<[1, 8]>>
}
func.func @e1(%m: memref<?x8xf32>, %d: index) -> (index, index) {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%d, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %0 : memref<?x2x4xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %s#0, %t#0 : index, index
}
func.func @e2(%m: memref<?x8xf32>) -> (index, index) {
  %0 = memref.memory_space_cast %m : memref<?x8xf32> to memref<?x8xf32, 1>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x8xf32, 1> -> memref<f32, 1>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}
func.func @e3(%m: memref<?x8xf32>, %i: index) -> index {
  %0 = memref.subview %m[%i, 0][2, 4][1, 1] : memref<?x8xf32> to memref<2x4xf32, strided<[8, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<2x4xf32, strided<[8, 1], offset: ?>> -> index
  return %p : index
}
func.func @e4(%n: index) -> (memref<f32>, index, index) {
  %0 = memref.alloc(%n) : memref<4x?x8xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %0 : memref<4x?x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %s#1, %t#0 : memref<f32>, index, index
}
func.func @chain(%m: memref<?x?xf32>, %i: index, %j: index, %n: index) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%i, 1][%n, 8][2, 1] : memref<?x?xf32> to memref<?x8xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[1, %j][%n, 2][1, 3] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<?x2xf32, strided<[?, 3], offset: ?>>
  %2 = memref.cast %1 : memref<?x2xf32, strided<[?, 3], offset: ?>> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  return %2 : memref<?x2xf32, strided<[?, ?], offset: ?>>
}
func.func @rank_reduce(%m: memref<4x1x8xf32, strided<[16, 8, 1], offset: 3>>, %k: index) -> memref<4x2xf32, strided<[16, 2], offset: ?>> {
  %0 = memref.subview %m[0, 0, %k][4, 1, 2][1, 1, 2] : memref<4x1x8xf32, strided<[16, 8, 1], offset: 3>> to memref<4x2xf32, strided<[16, 2], offset: ?>>
  return %0 : memref<4x2xf32, strided<[16, 2], offset: ?>>
}
func.func @rank0(%m: memref<8x8xf32>) -> memref<f32, strided<[], offset: 18>> {
  %0 = memref.subview %m[2, 2][1, 1][1, 1] : memref<8x8xf32> to memref<f32, strided<[], offset: 18>>
  return %0 : memref<f32, strided<[], offset: 18>>
}
func.func @expand_dyn(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %a: index, %b: index) -> memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 4, %b] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  return %0 : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
}
func.func @collapse_dyn(%m: memref<?x4x?xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @collapse_unit(%m: memref<3x1x5xf32>) -> memref<3x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x1x5xf32> into memref<3x5xf32>
  return %0 : memref<3x5xf32>
}
func.func @expand_rank0(%m: memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %0 : memref<1x1xf32>
}
func.func @alloc_view(%n: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %0 = memref.subview %a[1, 0][2, %n][1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<2x?xf32, strided<[?, 1], offset: ?>>
}
memref.global "private" constant @g : memref<4x4xf32> = dense<1.0>
func.func @global_view() -> memref<2x2xf32, strided<[4, 1], offset: 5>> {
  %g = memref.get_global @g : memref<4x4xf32>
  %0 = memref.subview %g[1, 1][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  return %0 : memref<2x2xf32, strided<[4, 1], offset: 5>>
}
func.func @view_of_collapse(%m: memref<4x6xf32>, %i: index) -> memref<3xf32, strided<[2], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.subview %0[%i][3][2] : memref<24xf32> to memref<3xf32, strided<[2], offset: ?>>
  return %1 : memref<3xf32, strided<[2], offset: ?>>
}
func.func @folds(%x: index) -> (index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = arith.muli %c2, %c3 : index
  %1 = arith.addi %x, %0 : index
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%c3)[%c2]
  return %1, %2 : index, index
}
