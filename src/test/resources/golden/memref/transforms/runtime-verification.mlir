// RUN: mlirj opt %s --generate-runtime-verification | FileCheck %s
// RUN: mlirj opt %s --generate-runtime-verification -cse | FileCheck %s --check-prefix=CSE

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines): the checks of
// memref.load/store (indices in bounds, folded as they are built), cast (rank, sizes, offset, strides),
// expand_shape (static group sizes divide the source size), subview and reinterpret_cast (linear extent within the
// source's; MLIR 19 overestimates the extent as offset + sum(size * stride), so an in-bounds static subview can fail,
// as @subview_static shows), each a cf.assert with the operation printed in its message.

// CHECK-DAG: #map = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1, s2] -> (s0 + s1 * 3 + s2 * 2)>
// CHECK-DAG: #map2 = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2 + 4)>
// CSE-DAG: #map = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CSE-DAG: #map1 = affine_map<()[s0, s1, s2] -> (s0 + s1 * 3 + s2 * 2)>
// CSE-DAG: #map2 = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2 + 4)>

// CHECK-LABEL: func.func @load_store(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg2, %c4 : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%13 = \22memref.load\22(%arg0, %arg1, %arg2) : (memref<?x4xf32>, index, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %7 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c0_3 : memref<?x4xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %8 = arith.cmpi sgt, %dim_4, %c1 : index
// CHECK-NEXT: %9 = arith.andi %8, %true : i1
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %c4_6 = arith.constant 4 : index
// CHECK-NEXT: %10 = arith.cmpi sge, %arg1, %c0_2 : index
// CHECK-NEXT: %11 = arith.cmpi slt, %arg1, %c4_6 : index
// CHECK-NEXT: %12 = arith.andi %10, %11 : i1
// CHECK-NEXT: %13 = arith.andi %9, %12 : i1
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A\22memref.store\22(%13, %arg0, %0, %arg1) : (f32, memref<?x4xf32>, index, index) -> ()\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: memref.store %7, %arg0[%c1, %arg1] : memref<?x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// CSE-LABEL: func.func @load_store(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index) {
// CSE-NEXT: %c1 = arith.constant 1 : index
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CSE-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CSE-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CSE-NEXT: %2 = arith.andi %0, %1 : i1
// CSE-NEXT: %c4 = arith.constant 4 : index
// CSE-NEXT: %3 = arith.cmpi sge, %arg2, %c0 : index
// CSE-NEXT: %4 = arith.cmpi slt, %arg2, %c4 : index
// CSE-NEXT: %5 = arith.andi %3, %4 : i1
// CSE-NEXT: %6 = arith.andi %2, %5 : i1
// CSE-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%13 = \22memref.load\22(%arg0, %arg1, %arg2) : (memref<?x4xf32>, index, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CSE-NEXT: %7 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>
// CSE-NEXT: %true = arith.constant true
// CSE-NEXT: %8 = arith.cmpi sgt, %dim, %c1 : index
// CSE-NEXT: %9 = arith.andi %8, %true : i1
// CSE-NEXT: %10 = arith.cmpi slt, %arg1, %c4 : index
// CSE-NEXT: %11 = arith.andi %0, %10 : i1
// CSE-NEXT: %12 = arith.andi %9, %11 : i1
// CSE-NEXT: cf.assert %12, "ERROR: Runtime op verification failed\0A\22memref.store\22(%13, %arg0, %0, %arg1) : (f32, memref<?x4xf32>, index, index) -> ()\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CSE-NEXT: memref.store %7, %arg0[%c1, %arg1] : memref<?x4xf32>
// CSE-NEXT: return
// CSE-NEXT: }
func.func @load_store(%m: memref<?x4xf32>, %i: index, %j: index) {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  memref.store %v, %m[%c1, %i] : memref<?x4xf32>
  return
}

// CHECK-LABEL: func.func @load_static_in_bounds(%arg0: memref<8xf32>) -> f32 {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: cf.assert %true, "ERROR: Runtime op verification failed\0A%6 = \22memref.load\22(%arg0, %0) : (memref<8xf32>, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %0 = memref.load %arg0[%c7] : memref<8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @load_static_in_bounds(%m: memref<8xf32>) -> f32 {
  %c7 = arith.constant 7 : index
  %v = memref.load %m[%c7] : memref<8xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @load_rank0(%arg0: memref<f32>) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @load_rank0(%m: memref<f32>) -> f32 {
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}

// CHECK-LABEL: func.func @load_in_loop(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_1 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg2, %c0_0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A\22memref.store\22(%2, %arg0, %arg2) <{nontemporal = true}> : (f32, memref<?xf32>, index) -> ()\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: memref.store %cst, %arg0[%arg2] {nontemporal = true} : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @load_in_loop(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %k = %c0 to %n step %c1 {
    memref.store %f, %m[%k] {nontemporal = true} : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @cast_unranked(%arg0: memref<*xf32>) -> memref<4x?xf32> {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<*xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c2 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%3 = \22memref.cast\22(%arg0) : (memref<*xf32>) -> memref<4x?xf32>\0A^ rank mismatch\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<*xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %dim, %c4 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%9 = \22memref.cast\22(%arg0) : (memref<*xf32>) -> memref<4x?xf32>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %offset, %c0_0 : index
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%11 = \22memref.cast\22(%arg0) : (memref<*xf32>) -> memref<4x?xf32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %strides#1, %c1 : index
// CHECK-NEXT: cf.assert %4, "ERROR: Runtime op verification failed\0A%13 = \22memref.cast\22(%arg0) : (memref<*xf32>) -> memref<4x?xf32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: return %cast_1 : memref<4x?xf32>
// CHECK-NEXT: }
func.func @cast_unranked(%u: memref<*xf32>) -> memref<4x?xf32> {
  %0 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  return %0 : memref<4x?xf32>
}

// CHECK-LABEL: func.func @cast_layout(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32, strided<[8, 1]>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %dim, %c8 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0A%6 = \22memref.cast\22(%arg0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32, strided<[8, 1]>>\0A^ size mismatch of dim 1\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %offset, %c0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%8 = \22memref.cast\22(%arg0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32, strided<[8, 1]>>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %strides#0, %c8_0 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%10 = \22memref.cast\22(%arg0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32, strided<[8, 1]>>\0A^ stride mismatch of dim 0\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %strides#1, %c1_1 : index
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%12 = \22memref.cast\22(%arg0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32, strided<[8, 1]>>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %cast_2 = memref.cast %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %cast_2 : memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT: }
func.func @cast_layout(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32, strided<[8, 1]>> {
  %0 = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[8, 1]>>
  return %0 : memref<?x8xf32, strided<[8, 1]>>
}

// CHECK-LABEL: func.func @cast_to_unranked(%arg0: memref<4xf32>) -> memref<*xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: return %cast : memref<*xf32>
// CHECK-NEXT: }
func.func @cast_to_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}

// CHECK-LABEL: func.func @expand_shape(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x4x2x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.remsi %dim, %c4 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%6 = \22memref.expand_shape\22(%arg0, %arg1, %arg2) <{reassociation = {{\[\[}}0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 4, 2, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x2x?xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.remsi %dim_1, %c2 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %2, %c0_2 : index
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%12 = \22memref.expand_shape\22(%arg0, %arg1, %arg2) <{reassociation = {{\[\[}}0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 4, 2, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x2x?xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, 4, 2, %arg2] : memref<?x?xf32> into memref<?x4x2x?xf32>
// CHECK-NEXT: return %expand_shape : memref<?x4x2x?xf32>
// CHECK-NEXT: }

// CSE-LABEL: func.func @expand_shape(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x4x2x?xf32> {
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CSE-NEXT: %c4 = arith.constant 4 : index
// CSE-NEXT: %0 = arith.remsi %dim, %c4 : index
// CSE-NEXT: %1 = arith.cmpi eq, %0, %c0 : index
// CSE-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%6 = \22memref.expand_shape\22(%arg0, %arg1, %arg2) <{reassociation = {{\[\[}}0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 4, 2, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x2x?xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CSE-NEXT: %c1 = arith.constant 1 : index
// CSE-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CSE-NEXT: %c2 = arith.constant 2 : index
// CSE-NEXT: %2 = arith.remsi %dim_0, %c2 : index
// CSE-NEXT: %3 = arith.cmpi eq, %2, %c0 : index
// CSE-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%12 = \22memref.expand_shape\22(%arg0, %arg1, %arg2) <{reassociation = {{\[\[}}0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 4, 2, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x2x?xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CSE-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, 4, 2, %arg2] : memref<?x?xf32> into memref<?x4x2x?xf32>
// CSE-NEXT: return %expand_shape : memref<?x4x2x?xf32>
// CSE-NEXT: }
func.func @expand_shape(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x4x2x?xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 4, 2, %b] : memref<?x?xf32> into memref<?x4x2x?xf32>
  return %0 : memref<?x4x2x?xf32>
}

// CHECK-LABEL: func.func @subview_static(%arg0: memref<8x16xf32>) -> memref<4x4xf32, strided<[32, 3], offset: 18>> {
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [4, 4] [2, 3] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 3], offset: 18>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c144 = arith.constant 144 : index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %subview : memref<4x4xf32, strided<[32, 3], offset: 18>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c18 = arith.constant 18 : index
// CHECK-NEXT: %c158 = arith.constant 158 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.assert %false, "ERROR: Runtime op verification failed\0A%0 = \22memref.subview\22(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 3>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[32, 3], offset: 18>>\0A^ subview is out-of-bounds of the base memref\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[32, 3], offset: 18>>
// CHECK-NEXT: }
func.func @subview_static(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[32, 3], offset: 18>> {
  %0 = memref.subview %m[1, 2][4, 4][2, 3] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 3], offset: 18>>
  return %0 : memref<4x4xf32, strided<[32, 3], offset: 18>>
}

// CHECK-LABEL: func.func @subview_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<3x?xf32, strided<[?, 2], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 2] [3, %arg2] [1, 2] : memref<?x?xf32> to memref<3x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0, %strides#0, %sizes#1]
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %subview : memref<3x?xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %1 = affine.apply #map1()[%offset_1, %strides_3#0, %sizes_2#1]
// CHECK-NEXT: %2 = arith.cmpi sge, %offset_1, %c0 : index
// CHECK-NEXT: %3 = arith.cmpi sle, %1, %0 : index
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: cf.assert %4, "ERROR: Runtime op verification failed\0A%0 = \22memref.subview\22(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 3, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (memref<?x?xf32>, index, index) -> memref<3x?xf32, strided<[?, 2], offset: ?>>\0A^ subview is out-of-bounds of the base memref\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: return %subview : memref<3x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: }

// CSE-LABEL: func.func @subview_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<3x?xf32, strided<[?, 2], offset: ?>> {
// CSE-NEXT: %subview = memref.subview %arg0[%arg1, 2] [3, %arg2] [1, 2] : memref<?x?xf32> to memref<3x?xf32, strided<[?, 2], offset: ?>>
// CSE-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: %0 = affine.apply #map()[%sizes#0, %strides#0, %sizes#1]
// CSE-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %subview : memref<3x?xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
// CSE-NEXT: %1 = affine.apply #map1()[%offset_1, %strides_3#0, %sizes_2#1]
// CSE-NEXT: %2 = arith.cmpi sge, %offset_1, %c0 : index
// CSE-NEXT: %3 = arith.cmpi sle, %1, %0 : index
// CSE-NEXT: %4 = arith.andi %2, %3 : i1
// CSE-NEXT: cf.assert %4, "ERROR: Runtime op verification failed\0A%0 = \22memref.subview\22(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 3, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (memref<?x?xf32>, index, index) -> memref<3x?xf32, strided<[?, 2], offset: ?>>\0A^ subview is out-of-bounds of the base memref\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CSE-NEXT: return %subview : memref<3x?xf32, strided<[?, 2], offset: ?>>
// CSE-NEXT: }
func.func @subview_dynamic(%m: memref<?x?xf32>, %i: index, %n: index) -> memref<3x?xf32, strided<[?, 2], offset: ?>> {
  %0 = memref.subview %m[%i, 2][3, %n][1, 2] : memref<?x?xf32> to memref<3x?xf32, strided<[?, 2], offset: ?>>
  return %0 : memref<3x?xf32, strided<[?, 2], offset: ?>>
}

// CHECK-LABEL: func.func @reinterpret_cast(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg2, 4], strides: [%arg3, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0, %strides#0, %sizes#1]
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %reinterpret_cast : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %1 = affine.apply #map2()[%offset_1, %sizes_2#0, %strides_3#0]
// CHECK-NEXT: %2 = arith.cmpi sge, %offset_1, %c0 : index
// CHECK-NEXT: %3 = arith.cmpi sle, %1, %0 : index
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: cf.assert %4, "ERROR: Runtime op verification failed\0A%0 = \22memref.reinterpret_cast\22(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?x?xf32>, index, index, index) -> memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ result of reinterpret_cast is out-of-bounds of the base memref\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: return %reinterpret_cast : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @reinterpret_cast(%m: memref<?x?xf32>, %o: index, %s: index, %t: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [%t, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
