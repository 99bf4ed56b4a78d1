// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Broken memref IR: each chunk gets the located error mlir-opt 19 gives (scripts/golden-mlir19.sh runs this RUN
// line with mlir-opt 19, which accepts the same expectations).

func.func @alloc_dynamic_sizes(%i: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<4x?xf32>
  return
}
// -----
func.func @alloc_symbols(%i: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc(%i)[%i] : memref<4x?xf32>
  return
}
// -----
func.func @alloc_strided_symbols(%i: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc(%i) : memref<?xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @alloc_not_memref() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> f32
  return
}
// -----
// expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>
// -----
func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @load_type(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> f64
  return
}
// -----
func.func @cast_element(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xi32>
  return
}
// -----
func.func @cast_static_sizes(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x5xf32>
  return
}
// -----
func.func @cast_unranked_to_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @cast_strides(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @cast_memory_space(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}
// -----
func.func @memory_space_cast_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}
// -----
func.func @dim_rank0(%m: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}
// -----
func.func @subview_layout(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @subview_offset(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 3>>
  return
}
// -----
func.func @subview_dynamic_strides(%m: memref<?x?xf32>, %i: index, %j: index) {
  // expected-error@+1 {{expected result type to be 'memref<4x?xf32, strided<[?, 2], offset: ?>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[%i, 2][4, %j][1, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  return
}
// -----
func.func @subview_ranks(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @subview_stride_rank(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (3 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0, 0][2, 2, 2][1, 1] : memref<8x16x4xf32> to memref<2x2x2xf32>
  return
}
// -----
func.func @subview_dynamic_count(%m: memref<8x16xf32>, %i: index) {
  // expected-error@+1 {{expected 0 dynamic offset values}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @subview_static_count(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8x16xf32>) -> memref<4xf32>
  return
}
// -----
func.func @subview_rank_reduction_sizes(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0][1, 4][1, 1] : memref<8x16xf32> to memref<5xf32, strided<[1]>>
  return
}
// -----
func.func @subview_rank_reduction_strides(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x16x1xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0, 0] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[1]>>
  return
}
// -----
func.func @subview_rank_too_large(%m: memref<8xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank.}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4x1xf32>
  return
}
// -----
func.func @subview_element(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}
// -----
func.func @subview_memory_space(%m: memref<8x16xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}
// -----
func.func @subview_not_strided(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error@+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @subview_negative_size(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[0, 0][-1, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @reinterpret_element(%m: memref<?xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<10xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  return
}
// -----
func.func @reinterpret_memory_space(%m: memref<?xf32>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, 1>
  return
}
// -----
func.func @reinterpret_size(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with size = 10 instead of 11 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<11xf32>
  return
}
// -----
func.func @reinterpret_offset(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 2 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @reinterpret_stride(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with stride = 2 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [2] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @reinterpret_offsets(%m: memref<?xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @reinterpret_not_strided(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type to have strided layout but found 'memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}
// -----
func.func @view_sizes(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// -----
func.func @view_result_layout(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @view_base_layout(%m: memref<2048xi8, strided<[1], offset: 2>>, %i: index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[1], offset: 2>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8, strided<[1], offset: 2>> to memref<4xf32>
  return
}
// -----
func.func @view_memory_space(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<4xf32, 1>
  return
}
// -----
func.func @view_source(%m: memref<2048xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xf32> to memref<4xf32>
  return
}
// -----
func.func @reshape_element(%m: memref<4x4xf32>, %s: memref<1xindex>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xi32>
  return
}
// -----
func.func @reshape_rank(%m: memref<4x4xf32>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xindex>) -> memref<16xf32>
  return
}
// -----
func.func @reshape_dynamic_shape(%m: memref<4x4xf32>, %s: memref<?xindex>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<?xindex>) -> memref<16xf32>
  return
}
// -----
func.func @reshape_layout(%m: memref<4x4xf32, strided<[8, 1]>>, %s: memref<1xindex>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32, strided<[8, 1]>>, memref<1xindex>) -> memref<16xf32>
  return
}
// -----
func.func @expand_group_size(%m: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (6)}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, %i] : memref<4x?xf32> into memref<2x3x?xf32>
  return
}
// -----
func.func @expand_dynamicity(%m: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %i] : memref<4x?xf32> into memref<2x2x5xf32>
  return
}
// -----
func.func @expand_groups(%m: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 2, %i] : memref<4x?xf32> into memref<2x2x?xf32>
  return
}
// -----
func.func @expand_output_rank(%m: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2] : memref<4x?xf32> into memref<2x2x?xf32>
  return
}
// -----
func.func @expand_output_value(%m: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, %i] : memref<4x?xf32> into memref<2x2x?xf32>
  return
}
// -----
func.func @expand_contiguous(%m: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %e = memref.expand_shape %m [[0, 2], [1]] output_shape [2, %i, 2] : memref<4x?xf32> into memref<2x?x2xf32>
  return
}
// -----
func.func @expand_layout(%m: memref<2x2x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x2x?xf32>' but found 'memref<2x2x?xf32, strided<[1, 1, 1]>>'}}
  %e = memref.expand_shape %m [[0], [1], [2]] output_shape [2, 2, %i] : memref<2x2x?xf32> into memref<2x2x?xf32, strided<[1, 1, 1]>>
  return
}
// -----
func.func @expand_not_expansion(%m: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %e = memref.expand_shape %m [[0, 1]] output_shape [6] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @collapse_group_size(%m: memref<2x2x?xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (5) must equal reassociation group size (4)}}
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x2x?xf32> into memref<5x?xf32>
  return
}
// -----
func.func @collapse_non_contiguous(%m: memref<2x2x?xf32, strided<[10, 1, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x2x?xf32, strided<[10, 1, 1]>> into memref<4x?xf32, strided<[1, 1]>>
  return
}
// -----
func.func @collapse_layout(%m: memref<2x2x?xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<4x?xf32>' but found 'memref<4x?xf32, strided<[?, 1]>>'}}
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32, strided<[?, 1]>>
  return
}
// -----
func.func @collapse_dynamicity(%m: memref<2x2x?xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x2x?xf32> into memref<?x?xf32>
  return
}
// -----
func.func @collapse_not_collapse(%m: memref<6xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %c = memref.collapse_shape %m [[0]] : memref<6xf32> into memref<2x3xf32>
  return
}
// -----
func.func @collapse_rank0(%m: memref<2x1xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %c = memref.collapse_shape %m [] : memref<2x1xf32> into memref<f32>
  return
}
// -----
func.func @collapse_index_bounds(%m: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @collapse_unused_dims(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3x4xf32> into memref<6xf32>
  return
}
// -----
func.func @transpose_not_permutation(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}
// -----
func.func @transpose_rank(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i) -> (i) : memref<?x?xf32> to memref<?x?xf32>
  return
}
// -----
func.func @transpose_result(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}
// -----
func.func @extract_strided_metadata_types(%m: memref<10xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:4 = memref.extract_strided_metadata %m : memref<10xf32> -> memref<f64>, index, index, index
  return
}
// -----
func.func @extract_strided_metadata_index(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.extract_strided_metadata' op result #3 must be variadic of index, but got 'i32'}}
  %0:4 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, i32
  return
}
// -----
func.func @extract_strided_metadata_not_strided(%m: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error@+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0:4 = memref.extract_strided_metadata %m : memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>> -> memref<f32>, index, index, index
  return
}
// -----
// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>
// -----
// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global @init_shape : memref<2xf32> = dense<[1.0, 2.0, 3.0]>
// -----
// expected-error@+1 {{'memref.global' op initial value expected to be of type 'tensor<2xf32>', but was of type 'tensor<2xi32>'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<[1, 2]> : tensor<2xi32>}> : () -> ()
// -----
// expected-error@+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @align : memref<2xf32> = dense<1.0> {alignment = 3}
// -----
// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 3 : i32}> : () -> ()
// -----
func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}
// -----
memref.global @g : memref<2xf32>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}
// -----
func.func private @f()
func.func @get_global_of_function() {
  // expected-error@+1 {{'memref.get_global' op 'f' does not reference a valid global memref}}
  %0 = memref.get_global @f : memref<3xf32>
  return
}
// -----
func.func @atomic_kind_type(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'andi' expects an integer type}}
  %0 = memref.atomic_rmw andi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @atomic_kind_float(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @atomic_kind_unknown(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, assign, maximumf, maxs, maxu, minimumf, mins, minu, mulf, muli, ori, andi, maxnumf, minnumf]}}
  %0 = memref.atomic_rmw foo %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @atomic_subscripts(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addi %v, %m[%i, %i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @atomic_yield_type(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur : f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}
// -----
func.func @generic_atomic_side_effects(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur : f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<10xf32>
    memref.atomic_yield %cur : f32
  }
  return
}
// -----
func.func @generic_atomic_arguments(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur : f32, %b : f32):
    memref.atomic_yield %cur : f32
  }
  return
}
// -----
func.func @generic_atomic_argument_type(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur : i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}
// -----
func.func @copy_element(%m: memref<10xf32>, %n: memref<10xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<10xf32> to memref<10xi32>
  return
}
// -----
func.func @copy_shape(%m: memref<10xf32>, %n: memref<11xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<10xf32> to memref<11xf32>
  return
}
// -----
func.func @assume_alignment_power(%m: memref<10xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 12 : memref<10xf32>
  return
}
// -----
func.func @assume_alignment_positive(%m: memref<10xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  memref.assume_alignment %m, 0 : memref<10xf32>
  return
}
// -----
func.func @prefetch_locality(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  return
}
// -----
func.func @prefetch_rw(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<1>, data : memref<10xf32>
  return
}
// -----
func.func @prefetch_indices(%m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<10x10xf32>
  return
}
// -----
func.func @alloca_scope_result_count() {
  // expected-error@+1 {{'memref.alloca_scope' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @alloca_scope_result_type(%v: f32) {
  // expected-error@+1 {{'memref.alloca_scope' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
func.func @alloca_scope_return_parent(%v: f32) {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return %v : f32
}
// -----
func.func @transpose_affine_layout(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>
  return
}
// -----
// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" constant @memref5 : memref<2xf32> = uninitialized
// -----
// expected-error@+1 {{'memref.global' op initial value expected to be of type 'tensor<1xf16>', but was of type 'tensor<1xf32>'}}
"memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<1xf32>, sym_name = "memref6", sym_visibility = "private", type = memref<1xf16>}> : () -> ()
// -----
func.func @cast_default_memory_space(%m: memref<2x5xf32, 0>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<2x5xf32>' and result type 'memref<*xi32>' are cast incompatible}}
  %1 = memref.cast %m : memref<2x5xf32, 0> to memref<*xi32>
  return
}
// -----
func.func @cast_strides_static(%arg0 : memref<12x4x16xf32, strided<[64, 16, 1]>>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<12x4x16xf32, strided<[64, 16, 1]>>' and result type 'memref<12x4x16xf32, strided<[128, 32, 2]>>' are cast incompatible}}
  %0 = memref.cast %arg0 : memref<12x4x16xf32, strided<[64, 16, 1]>> to memref<12x4x16xf32, strided<[128, 32, 2]>>
  return
}
// -----
func.func @subview_missing_dynamic_offset(%m : memref<1xf32>) {
  // expected-error@+1 {{expected 1 dynamic offset values}}
  "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>) -> memref<1xf32, strided<[1]>>
  return
}
// -----
func.func @subview_too_many_offsets(%m : memref<8x16x4xf32>, %i : index, %j : index) {
  // expected-error@+1 {{expected 3 offset values, got 4}}
  %1 = memref.subview %m[%i, %j, 0, 0][%i, 0, 0, 0][1, 1, 1, 1] : memref<8x16x4xf32> to memref<8x?x4xf32, strided<[?, ?, 4]>>
  return
}
// -----
func.func @subview_offsets_affine_layout(%arg0: memref<16x16xf32>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<8x8xf32, strided<[16, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout)}}
  %s2 = memref.subview %arg0[%i, 8][8, 8][1, 1]  : memref<16x16xf32> to memref<8x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + 136)>>
  return
}
// -----
func.func @subview_rank_reduction_dynamic(%arg0 : memref<?x?xf32>, %arg1 : index, %arg2 : index) {
  // expected-error@+1 {{expected result type to be 'memref<?x1xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %arg0[0, %arg1][%arg2, 1][1, 1] : memref<?x?xf32> to memref<?xf32>
  return
}
// -----
func.func @subview_large_strides(%m: memref<7x22x333x4444xi32>) {
  // expected-error@+1 {{expected result type to be 'memref<7x11x1x4444xi32, strided<[32556744, 2959704, 4444, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %subview = memref.subview %m[0, 0, 0, 0] [7, 11, 1, 4444] [1, 2, 1, 1] : memref<7x22x333x4444xi32> to memref<7x11x4444xi32>
  return
}
// -----
func.func @expand_strided_layout(%arg0: memref<30x20xf32, strided<[4000, 2]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x15x20xf32, strided<[60000, 4000, 2]>>' but found 'memref<2x15x20xf32, strided<[5000, 4000, 2]>>'}}
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 15, 20] : memref<30x20xf32, strided<[4000, 2]>> into memref<2x15x20xf32, strided<[5000, 4000, 2]>>
  return
}
// -----
func.func @expand_strided_output_shape(%arg0: memref<30x20xf32, strided<[4000, 2]>>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 2}}
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 15, 21] : memref<30x20xf32, strided<[4000, 2]>> into memref<2x15x20xf32, strided<[60000, 4000, 2]>>
  return
}
// -----
func.func @expand_rank0(%arg0: memref<f32>) {
  // expected-error@+1 {{'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.expand_shape %arg0 [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}
// -----
func.func @collapse_strided_non_contiguous(%arg0: memref<3x4x5xf32, strided<[270, 50, 10]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<3x4x5xf32, strided<[270, 50, 10]>> into memref<12x5xf32, strided<[50, 1]>>
  return
}
// -----
func.func @view_missing_shift(%m : memref<2048xi8>, %i : index) {
  // expected-error@+1 {{expected SSA operand}}
  %1 = memref.view %m[][%i, %i] : memref<2048xi8> to memref<?x?xf32>
  return
}
// -----
func.func @view_base_affine_layout(%m : memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>, %i : index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>'}}
  %1 = memref.view %m[%i][%i, %i] : memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  return
}
// -----
func.func @prefetch_cache_type(%m : memref<10xf32>, %i : index) {
  // expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<0>, false : memref<10xf32>
  return
}
// -----
func.func @store_with_result(%x: i32, %p: memref<i32>) {
  // expected-error@+1 {{'memref.store' op requires zero results}}
  "memref.store"(%x, %p) : (i32, memref<i32>) -> i32
  return
}
// -----
func.func @rank_of_scalar(%0: f32) {
  // expected-error@+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.rank"(%0) : (f32) -> index
  return
}
// -----
func.func @reshape_result_layout(%buf: memref<4x4xf32>, %shape: memref<1xi32>) {
  // expected-error@+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %buf(%shape) : (memref<4x4xf32>, memref<1xi32>) -> memref<8xf32, strided<[2]>>
  return
}
// -----
func.func @reinterpret_unranked_element(%in: memref<*xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32, strided<[1]>>'}}
  %out = memref.reinterpret_cast %in to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32, strided<[1]>>
  return
}
// -----
func.func @reinterpret_identity_strides(%in: memref<?x?xf32>) {
  // expected-error@+1 {{expected result type with stride = 42 instead of 10 in dim = 0}}
  %out = memref.reinterpret_cast %in to offset: [0], sizes: [9, 10], strides: [42, 1] : memref<?x?xf32> to memref<9x10xf32>
  return
}
// -----
func.func @collapse_unit_dims_strides(%m: memref<1x1x1024xi8, strided<[40960, 4096, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<1x1x1024xi8, strided<[40960, 4096, 1]>> into memref<1024xi8, strided<[1]>>
  return
}
// -----
func.func @subview_without_segments(%m: memref<8xf32>) {
  // expected-error@+1 {{'memref.subview' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m) : (memref<8xf32>) -> memref<8xf32>
  return
}
// -----
func.func @generic_atomic_without_region(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op requires one region}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) : (memref<8xf32>, index) -> f32
  return
}
// -----
func.func @reinterpret_without_offsets(%m: memref<8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (0 vs 1) so the rank of the result type is well-formed.}}
  %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<8xf32>
  return
}
// -----
func.func @collapse_bad_reassociation(%m: memref<8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [1, 2]}> : (memref<8xf32>) -> memref<8xf32>
  return
}

// -----

func.func @reinterpret_cast_static_size_mismatch(%m: memref<4xf32>) {
  // expected-error@+1 {{expected result type with size = 4 instead of 5 in dim = 0}}
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<5xf32>
  return
}
