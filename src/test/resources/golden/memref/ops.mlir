// RUN: mlirj opt %s | FileCheck %s
// Every memref operation in custom form, printed back as mlir-opt 19 prints it (the CHECK lines are its output;
// ops.mlir.out holds it byte for byte for MemRefRoundTripTest, made by scripts/memref-golden-out.sh): globals
// (constant, mutable, uninitialized, declarations, alignment, visibility), allocation with dynamic sizes, layout
// symbols and alignment, loads and stores (nontemporal), metadata, casts, views, static/dynamic/rank-reducing
// subviews, reassociative reshapes of identity and strided layouts, transposes, every atomic_rmw kind,
// generic_atomic_rmw and alloca scopes.

memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]> {alignment = 64 : i64}
memref.global @z : memref<3xf16> = uninitialized
memref.global "private" @decl : memref<4xi32>
memref.global @scalar : memref<f32> = dense<1.0>
memref.global "nested" @splat : memref<2x3xf64> = dense<2.5> {test.note = "kept"}
memref.global constant @mat : memref<2x2xi8> = dense<[[1, 2], [3, 4]]>
memref.global @big : memref<16xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]>

func.func @alloc(%i: index, %j: index) {
  %0 = memref.alloc(%i) {alignment = 16} : memref<4x?xf32>
  %1 = memref.alloca() : memref<f32>
  %2 = memref.alloc()[%i] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  %3 = memref.alloca(%i, %j)[%i] {alignment = 64, test.tag} : memref<?x?xf32, strided<[?, 1]>>
  %4 = memref.alloc()[%i, %j] : memref<2xi32, strided<[?], offset: ?>>
  memref.dealloc %0 : memref<4x?xf32>
  memref.dealloc %2 : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  return
}

func.func @access(%m: memref<4x?xf32>, %s: memref<f32>, %i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %v, %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.store %v, %m[%i, %j] {nontemporal = false} : memref<4x?xf32>
  %1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %2 = memref.load %s[] : memref<f32>
  memref.store %2, %s[] {test.flag} : memref<f32>
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<4x?xf32>
  return %0 : f32
}

func.func @metadata(%m: memref<?x?xf32>, %u: memref<*xf32>, %v: memref<5xi64, strided<[2], offset: 3>>, %s: memref<f32>, %i: index) {
  %d = memref.dim %m, %i : memref<?x?xf32>
  %du = memref.dim %u, %i : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %r2 = memref.rank %m : memref<?x?xf32>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b1, %o1, %sz1, %st1 = memref.extract_strided_metadata %v : memref<5xi64, strided<[2], offset: 3>> -> memref<i64>, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %s : memref<f32> -> memref<f32>, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32> -> index
  %pu = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  memref.assume_alignment %m, 16 : memref<?x?xf32>
  %g = memref.get_global @c : memref<2xi32>
  %g2 = memref.get_global @splat : memref<2x3xf64>
  return
}

func.func @casts(%m: memref<?x?xf32>, %u: memref<*xf32>, %st: memref<12x4xf32, strided<[4, 1], offset: 5>>, %sp: memref<4xf32, 3>) {
  %0 = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  %1 = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %3 = memref.cast %st : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  %4 = memref.cast %3 : memref<12x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1], offset: 5>>
  %5 = memref.memory_space_cast %m : memref<?x?xf32> to memref<?x?xf32, 1>
  %6 = memref.memory_space_cast %sp : memref<4xf32, 3> to memref<4xf32>
  %7 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
  memref.copy %m, %1 : memref<?x?xf32> to memref<4x?xf32>
  memref.copy %u, %st : memref<*xf32> to memref<12x4xf32, strided<[4, 1], offset: 5>>
  return
}

func.func @views(%m: memref<?x?xf32>, %u: memref<*xf32>, %b: memref<2048xi8>, %s: memref<2xindex>, %sd: memref<?xi32>, %i: index, %j: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 10], strides: [1, %j] : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?]>>
  %1 = memref.reinterpret_cast %u to offset: [%i], sizes: [%j, %j], strides: [%i, %j] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.reinterpret_cast %m to offset: [9], sizes: [4, 4], strides: [16, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[16, 2], offset: 9>>
  %3 = memref.reshape %m(%s) : (memref<?x?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %4 = memref.reshape %m(%sd) : (memref<?x?xf32>, memref<?xi32>) -> memref<*xf32>
  %5 = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %6 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  return
}

func.func @subviews(%m: memref<8x16x4xf32>, %d: memref<?x?xf32>, %s: memref<64x4xf32, strided<[7, 9], offset: 91>>, %i: index, %j: index) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  %1 = memref.subview %m[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1]>>
  %2 = memref.subview %m[3, 4, 2] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 210>>
  %3 = memref.subview %s[4, 2] [8, 2] [3, 2] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<8x2xf32, strided<[21, 18], offset: 137>>
  %4 = memref.subview %d[%i, %j] [%i, %j] [%i, %j] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %5 = memref.subview %d[%i, 2] [4, %j] [1, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
  %6 = memref.subview %m[1, %i, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %7 = memref.subview %m[0, 0, 0] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4]>>
  %8 = memref.subview %m[0, 0, 0] [8, 1, 4] [1, 2, 1] {test.s} : memref<8x16x4xf32> to memref<8x1x4xf32, strided<[64, 8, 1]>>
  return
}

func.func @reshapes(%m: memref<4x?xf32>, %st: memref<4x6xf32, strided<[12, 2], offset: 3>>, %i: index, %t: memref<?x?x?xf32>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %i] : memref<4x?xf32> into memref<2x2x?xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
  %e2 = memref.expand_shape %st [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xf32, strided<[12, 2], offset: 3>> into memref<4x2x3xf32, strided<[12, 6, 2], offset: 3>>
  %c2 = memref.collapse_shape %e2 [[0], [1, 2]] : memref<4x2x3xf32, strided<[12, 6, 2], offset: 3>> into memref<4x6xf32, strided<[12, 2], offset: 3>>
  %c3 = memref.collapse_shape %t [[0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
  %e3 = memref.expand_shape %c3 [[0, 1]] output_shape [%i, 5] : memref<?xf32> into memref<?x5xf32>
  %tr = memref.transpose %t (i, j, k) -> (k, i, j) : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[1, ?, ?]>>
  %tr2 = memref.transpose %st (d0, d1) -> (d1, d0) : memref<4x6xf32, strided<[12, 2], offset: 3>> to memref<6x4xf32, strided<[2, 12], offset: 3>>
  return
}

func.func @atomics(%f: memref<10xf32>, %n: memref<10xi32>, %x: f32, %y: i32, %i: index) {
  %0 = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw addi %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %2 = memref.atomic_rmw assign %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw maxs %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %5 = memref.atomic_rmw maxu %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %6 = memref.atomic_rmw minimumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %7 = memref.atomic_rmw mins %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %8 = memref.atomic_rmw minu %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %9 = memref.atomic_rmw mulf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %10 = memref.atomic_rmw muli %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %11 = memref.atomic_rmw ori %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %12 = memref.atomic_rmw andi %y, %n[%i] {test.a} : (i32, memref<10xi32>) -> i32
  %13 = memref.atomic_rmw maxnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %14 = memref.atomic_rmw minnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %15 = memref.atomic_rmw "assign" %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %16 = memref.generic_atomic_rmw %f[%i] : memref<10xf32> {
  ^bb0(%cur : f32):
    %inc = arith.addf %cur, %x : f32
    memref.atomic_yield %inc : f32
  }
  %17 = memref.generic_atomic_rmw %n[%i] : memref<10xi32> {
  ^bb0(%cur : i32):
    memref.atomic_yield %cur : i32
  } {test.g}
  return
}

func.func @scopes(%v: f32) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %q = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %q = memref.alloca() : memref<4xf32>
    memref.alloca_scope {
      %r = memref.alloca() : memref<2xf32>
    }
  }
  %1:2 = memref.alloca_scope -> (f32, f32) {
    memref.alloca_scope.return %v, %0 : f32, f32
  } {test.scope}
  return %1#1 : f32
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @z : memref<3xf16> = uninitialized
// CHECK-NEXT: memref.global "private" @decl : memref<4xi32>
// CHECK-NEXT: memref.global @scalar : memref<f32> = dense<1.000000e+00>
// CHECK-NEXT: memref.global "nested" @splat : memref<2x3xf64> = dense<2.500000e+00> {test.note = "kept"}
// CHECK-NEXT{LITERAL}: memref.global constant @mat : memref<2x2xi8> = dense<[[1, 2], [3, 4]]>
// CHECK-NEXT: memref.global @big : memref<16xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]>
// CHECK-NEXT: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 16 : i64} : memref<4x?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: %alloc_0 = memref.alloc()[%arg0] : memref<8x64xf32, #map, 1>
// CHECK-NEXT: %alloca_1 = memref.alloca(%arg0, %arg1)[%arg0] {alignment = 64 : i64, test.tag} : memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %alloc_2 = memref.alloc()[%arg0, %arg1] : memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8x64xf32, #map, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @access(%arg0: memref<4x?xf32>, %arg1: memref<f32>, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg4, %arg0[%arg2, %arg3] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg4, %arg0[%arg2, %arg3] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg3] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: %2 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT: memref.store %2, %arg1[] {test.flag} : memref<f32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg3], read, locality<3>, data : memref<4x?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg3], write, locality<0>, instr : memref<4x?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @metadata(%arg0: memref<?x?xf32>, %arg1: memref<*xf32>, %arg2: memref<5xi64, strided<[2], offset: 3>>, %arg3: memref<f32>, %arg4: index) {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg4 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %arg4 : memref<*xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %1 = memref.rank %arg0 : memref<?x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg2 : memref<5xi64, strided<[2], offset: 3>> -> memref<i64>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6 = memref.extract_strided_metadata %arg3 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32> -> index
// CHECK-NEXT: %intptr_7 = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32> -> index
// CHECK-NEXT: memref.assume_alignment %arg0, 16 : memref<?x?xf32>
// CHECK-NEXT: %2 = memref.get_global @c : memref<2xi32>
// CHECK-NEXT: %3 = memref.get_global @splat : memref<2x3xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: memref<?x?xf32>, %arg1: memref<*xf32>, %arg2: memref<12x4xf32, strided<[4, 1], offset: 5>>, %arg3: memref<4xf32, 3>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x?xf32> to memref<*xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<?x?xf32> to memref<4x?xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg2 : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_3 = memref.cast %cast_2 : memref<12x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<?x?xf32> to memref<?x?xf32, 1>
// CHECK-NEXT: %memspacecast_4 = memref.memory_space_cast %arg3 : memref<4xf32, 3> to memref<4xf32>
// CHECK-NEXT: %memspacecast_5 = memref.memory_space_cast %arg1 : memref<*xf32> to memref<*xf32, 2>
// CHECK-NEXT: memref.copy %arg0, %cast_0 : memref<?x?xf32> to memref<4x?xf32>
// CHECK-NEXT: memref.copy %arg1, %arg2 : memref<*xf32> to memref<12x4xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @views(%arg0: memref<?x?xf32>, %arg1: memref<*xf32>, %arg2: memref<2048xi8>, %arg3: memref<2xindex>, %arg4: memref<?xi32>, %arg5: index, %arg6: index) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg5, 10], strides: [1, %arg6] : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?]>>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg1 to offset: [%arg5], sizes: [%arg6, %arg6], strides: [%arg5, %arg6] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_1 = memref.reinterpret_cast %arg0 to offset: [9], sizes: [4, 4], strides: [16, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[16, 2], offset: 9>>
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg3) : (memref<?x?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %reshape_2 = memref.reshape %arg0(%arg4) : (memref<?x?xf32>, memref<?xi32>) -> memref<*xf32>
// CHECK-NEXT: %view = memref.view %arg2[%arg5][%arg6] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %view_3 = memref.view %arg2[%arg5][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @subviews(%arg0: memref<8x16x4xf32>, %arg1: memref<?x?xf32>, %arg2: memref<64x4xf32, strided<[7, 9], offset: 91>>, %arg3: index, %arg4: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[3, 4, 2] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 210>>
// CHECK-NEXT: %subview_2 = memref.subview %arg2[4, 2] [8, 2] [3, 2] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<8x2xf32, strided<[21, 18], offset: 137>>
// CHECK-NEXT: %subview_3 = memref.subview %arg1[%arg3, %arg4] [%arg3, %arg4] [%arg3, %arg4] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_4 = memref.subview %arg1[%arg3, 2] [4, %arg4] [1, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %subview_5 = memref.subview %arg0[1, %arg3, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_6 = memref.subview %arg0[0, 0, 0] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4]>>
// CHECK-NEXT: %subview_7 = memref.subview %arg0[0, 0, 0] [8, 1, 4] [1, 2, 1] {test.s} : memref<8x16x4xf32> to memref<8x1x4xf32, strided<[64, 8, 1]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshapes(%arg0: memref<4x?xf32>, %arg1: memref<4x6xf32, strided<[12, 2], offset: 3>>, %arg2: index, %arg3: memref<?x?x?xf32>) {
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 2, %arg2] : memref<4x?xf32> into memref<2x2x?xf32>
// CHECK-NEXT{LITERAL}: %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
// CHECK-NEXT{LITERAL}: %expand_shape_0 = memref.expand_shape %arg1 [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xf32, strided<[12, 2], offset: 3>> into memref<4x2x3xf32, strided<[12, 6, 2], offset: 3>>
// CHECK-NEXT{LITERAL}: %collapse_shape_1 = memref.collapse_shape %expand_shape_0 [[0], [1, 2]] : memref<4x2x3xf32, strided<[12, 6, 2], offset: 3>> into memref<4x6xf32, strided<[12, 2], offset: 3>>
// CHECK-NEXT{LITERAL}: %collapse_shape_2 = memref.collapse_shape %arg3 [[0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
// CHECK-NEXT{LITERAL}: %expand_shape_3 = memref.expand_shape %collapse_shape_2 [[0, 1]] output_shape [%arg2, 5] : memref<?xf32> into memref<?x5xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg3 (d0, d1, d2) -> (d2, d0, d1) : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[1, ?, ?]>>
// CHECK-NEXT: %transpose_4 = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<4x6xf32, strided<[12, 2], offset: 3>> to memref<6x4xf32, strided<[2, 12], offset: 3>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @atomics(%arg0: memref<10xf32>, %arg1: memref<10xi32>, %arg2: f32, %arg3: i32, %arg4: index) {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw addi %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %2 = memref.atomic_rmw assign %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %3 = memref.atomic_rmw maximumf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %4 = memref.atomic_rmw maxs %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %5 = memref.atomic_rmw maxu %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %6 = memref.atomic_rmw minimumf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %7 = memref.atomic_rmw mins %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %8 = memref.atomic_rmw minu %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %9 = memref.atomic_rmw mulf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %10 = memref.atomic_rmw muli %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %11 = memref.atomic_rmw ori %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %12 = memref.atomic_rmw andi %arg3, %arg1[%arg4] {test.a} : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %13 = memref.atomic_rmw maxnumf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %14 = memref.atomic_rmw minnumf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %15 = memref.atomic_rmw assign %arg3, %arg1[%arg4] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %16 = memref.generic_atomic_rmw %arg0[%arg4] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: %18 = arith.addf %arg5, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %18 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %17 = memref.generic_atomic_rmw %arg1[%arg4] : memref<10xi32> {
// CHECK-NEXT: ^bb0(%arg5: i32):
// CHECK-NEXT: memref.atomic_yield %arg5 : i32
// CHECK-NEXT: } {test.g}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scopes(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = memref.alloca_scope  -> (f32, f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg0, %0 : f32, f32
// CHECK-NEXT: } {test.scope}
// CHECK-NEXT: return %1#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
