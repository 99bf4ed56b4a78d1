// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s
// The operations of ops.mlir in generic form, as mlir-opt 19 prints them: every property (operandSegmentSizes,
// static offset/size/stride arrays, reassociation, kind, initial values with their tensor type, ...) as stored.

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
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1, 4]> : tensor<2xi32>, sym_name = "c", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{initial_value, sym_name = "z", type = memref<3xf16>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{sym_name = "decl", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "scalar", type = memref<f32>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{initial_value = dense<2.500000e+00> : tensor<2x3xf64>, sym_name = "splat", sym_visibility = "nested", type = memref<2x3xf64>}> {test.note = "kept"} : () -> ()
// CHECK-NEXT{LITERAL}: "memref.global"() <{constant, initial_value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, sym_name = "mat", type = memref<2x2xi8>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{initial_value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>, sym_name = "big", type = memref<16xi32>}> : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (index, index) -> (), sym_name = "alloc"}> ({
// CHECK-NEXT: ^bb0(%arg38: index, %arg39: index):
// CHECK-NEXT: %70 = "memref.alloc"(%arg38) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf32>
// CHECK-NEXT: %71 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// CHECK-NEXT: %72 = "memref.alloc"(%arg38) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<8x64xf32, #map, 1>
// CHECK-NEXT: %73 = "memref.alloca"(%arg38, %arg39, %arg38) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 2, 1>}> {test.tag} : (index, index, index) -> memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %74 = "memref.alloc"(%arg38, %arg39) <{operandSegmentSizes = array<i32: 0, 2>}> : (index, index) -> memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT: "memref.dealloc"(%70) : (memref<4x?xf32>) -> ()
// CHECK-NEXT: "memref.dealloc"(%72) : (memref<8x64xf32, #map, 1>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<4x?xf32>, memref<f32>, index, index, f32) -> f32, sym_name = "access"}> ({
// CHECK-NEXT: ^bb0(%arg33: memref<4x?xf32>, %arg34: memref<f32>, %arg35: index, %arg36: index, %arg37: f32):
// CHECK-NEXT: %67 = "memref.load"(%arg33, %arg35, %arg36) : (memref<4x?xf32>, index, index) -> f32
// CHECK-NEXT: "memref.store"(%arg37, %arg33, %arg35, %arg36) <{nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()
// CHECK-NEXT: "memref.store"(%arg37, %arg33, %arg35, %arg36) <{nontemporal = false}> : (f32, memref<4x?xf32>, index, index) -> ()
// CHECK-NEXT: %68 = "memref.load"(%arg33, %arg35, %arg36) <{nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
// CHECK-NEXT: %69 = "memref.load"(%arg34) : (memref<f32>) -> f32
// CHECK-NEXT: "memref.store"(%69, %arg34) {test.flag} : (f32, memref<f32>) -> ()
// CHECK-NEXT: "memref.prefetch"(%arg33, %arg35, %arg36) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x?xf32>, index, index) -> ()
// CHECK-NEXT: "memref.prefetch"(%arg33, %arg35, %arg36) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<4x?xf32>, index, index) -> ()
// CHECK-NEXT: "func.return"(%67) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, memref<*xf32>, memref<5xi64, strided<[2], offset: 3>>, memref<f32>, index) -> (), sym_name = "metadata"}> ({
// CHECK-NEXT: ^bb0(%arg28: memref<?x?xf32>, %arg29: memref<*xf32>, %arg30: memref<5xi64, strided<[2], offset: 3>>, %arg31: memref<f32>, %arg32: index):
// CHECK-NEXT: %56 = "memref.dim"(%arg28, %arg32) : (memref<?x?xf32>, index) -> index
// CHECK-NEXT: %57 = "memref.dim"(%arg29, %arg32) : (memref<*xf32>, index) -> index
// CHECK-NEXT: %58 = "memref.rank"(%arg29) : (memref<*xf32>) -> index
// CHECK-NEXT: %59 = "memref.rank"(%arg28) : (memref<?x?xf32>) -> index
// CHECK-NEXT: %60:6 = "memref.extract_strided_metadata"(%arg28) : (memref<?x?xf32>) -> (memref<f32>, index, index, index, index, index)
// CHECK-NEXT: %61:4 = "memref.extract_strided_metadata"(%arg30) : (memref<5xi64, strided<[2], offset: 3>>) -> (memref<i64>, index, index, index)
// CHECK-NEXT: %62:2 = "memref.extract_strided_metadata"(%arg31) : (memref<f32>) -> (memref<f32>, index)
// CHECK-NEXT: %63 = "memref.extract_aligned_pointer_as_index"(%arg28) : (memref<?x?xf32>) -> index
// CHECK-NEXT: %64 = "memref.extract_aligned_pointer_as_index"(%arg29) : (memref<*xf32>) -> index
// CHECK-NEXT: "memref.assume_alignment"(%arg28) <{alignment = 16 : i32}> : (memref<?x?xf32>) -> ()
// CHECK-NEXT: %65 = "memref.get_global"() <{name = @c}> : () -> memref<2xi32>
// CHECK-NEXT: %66 = "memref.get_global"() <{name = @splat}> : () -> memref<2x3xf64>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, memref<*xf32>, memref<12x4xf32, strided<[4, 1], offset: 5>>, memref<4xf32, 3>) -> (), sym_name = "casts"}> ({
// CHECK-NEXT: ^bb0(%arg24: memref<?x?xf32>, %arg25: memref<*xf32>, %arg26: memref<12x4xf32, strided<[4, 1], offset: 5>>, %arg27: memref<4xf32, 3>):
// CHECK-NEXT: %48 = "memref.cast"(%arg24) : (memref<?x?xf32>) -> memref<*xf32>
// CHECK-NEXT: %49 = "memref.cast"(%arg24) : (memref<?x?xf32>) -> memref<4x?xf32>
// CHECK-NEXT: %50 = "memref.cast"(%arg25) : (memref<*xf32>) -> memref<4x?xf32>
// CHECK-NEXT: %51 = "memref.cast"(%arg26) : (memref<12x4xf32, strided<[4, 1], offset: 5>>) -> memref<12x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %52 = "memref.cast"(%51) : (memref<12x4xf32, strided<[?, ?], offset: ?>>) -> memref<?x4xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT: %53 = "memref.memory_space_cast"(%arg24) : (memref<?x?xf32>) -> memref<?x?xf32, 1>
// CHECK-NEXT: %54 = "memref.memory_space_cast"(%arg27) : (memref<4xf32, 3>) -> memref<4xf32>
// CHECK-NEXT: %55 = "memref.memory_space_cast"(%arg25) : (memref<*xf32>) -> memref<*xf32, 2>
// CHECK-NEXT: "memref.copy"(%arg24, %49) : (memref<?x?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT: "memref.copy"(%arg25, %arg26) : (memref<*xf32>, memref<12x4xf32, strided<[4, 1], offset: 5>>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, memref<*xf32>, memref<2048xi8>, memref<2xindex>, memref<?xi32>, index, index) -> (), sym_name = "views"}> ({
// CHECK-NEXT: ^bb0(%arg17: memref<?x?xf32>, %arg18: memref<*xf32>, %arg19: memref<2048xi8>, %arg20: memref<2xindex>, %arg21: memref<?xi32>, %arg22: index, %arg23: index):
// CHECK-NEXT: %41 = "memref.reinterpret_cast"(%arg17, %arg22, %arg23) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 10>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x10xf32, strided<[1, ?]>>
// CHECK-NEXT: %42 = "memref.reinterpret_cast"(%arg18, %arg22, %arg23, %arg23, %arg22, %arg23) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<*xf32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %43 = "memref.reinterpret_cast"(%arg17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 16, 2>}> : (memref<?x?xf32>) -> memref<4x4xf32, strided<[16, 2], offset: 9>>
// CHECK-NEXT: %44 = "memref.reshape"(%arg17, %arg20) : (memref<?x?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %45 = "memref.reshape"(%arg17, %arg21) : (memref<?x?xf32>, memref<?xi32>) -> memref<*xf32>
// CHECK-NEXT: %46 = "memref.view"(%arg19, %arg22, %arg23) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// CHECK-NEXT: %47 = "memref.view"(%arg19, %arg22) : (memref<2048xi8>, index) -> memref<64x4xf32>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<8x16x4xf32>, memref<?x?xf32>, memref<64x4xf32, strided<[7, 9], offset: 91>>, index, index) -> (), sym_name = "subviews"}> ({
// CHECK-NEXT: ^bb0(%arg12: memref<8x16x4xf32>, %arg13: memref<?x?xf32>, %arg14: memref<64x4xf32, strided<[7, 9], offset: 91>>, %arg15: index, %arg16: index):
// CHECK-NEXT: %32 = "memref.subview"(%arg12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<8x16x4xf32, strided<[64, 4, 1]>>
// CHECK-NEXT: %33 = "memref.subview"(%arg12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<16x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %34 = "memref.subview"(%arg12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 4, 2>, static_sizes = array<i64: 1, 6, 3>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<6x3xf32, strided<[4, 1], offset: 210>>
// CHECK-NEXT: %35 = "memref.subview"(%arg14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4, 2>, static_sizes = array<i64: 8, 2>, static_strides = array<i64: 3, 2>}> : (memref<64x4xf32, strided<[7, 9], offset: 91>>) -> memref<8x2xf32, strided<[21, 18], offset: 137>>
// CHECK-NEXT: %36 = "memref.subview"(%arg13, %arg15, %arg16, %arg15, %arg16, %arg15, %arg16) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?x?xf32>, index, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %37 = "memref.subview"(%arg13, %arg15, %arg16) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (memref<?x?xf32>, index, index) -> memref<4x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %38 = "memref.subview"(%arg12, %arg15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808, 0>, static_sizes = array<i64: 1, 1, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>, index) -> memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %39 = "memref.subview"(%arg12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<16xf32, strided<[4]>>
// CHECK-NEXT: %40 = "memref.subview"(%arg12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 1, 4>, static_strides = array<i64: 1, 2, 1>}> {test.s} : (memref<8x16x4xf32>) -> memref<8x1x4xf32, strided<[64, 8, 1]>>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<4x?xf32>, memref<4x6xf32, strided<[12, 2], offset: 3>>, index, memref<?x?x?xf32>) -> (), sym_name = "reshapes"}> ({
// CHECK-NEXT: ^bb0(%arg8: memref<4x?xf32>, %arg9: memref<4x6xf32, strided<[12, 2], offset: 3>>, %arg10: index, %arg11: memref<?x?x?xf32>):
// CHECK-NEXT{LITERAL}: %24 = "memref.expand_shape"(%arg8, %arg10) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, -9223372036854775808>}> : (memref<4x?xf32>, index) -> memref<2x2x?xf32>
// CHECK-NEXT{LITERAL}: %25 = "memref.collapse_shape"(%24) <{reassociation = [[0, 1], [2]]}> : (memref<2x2x?xf32>) -> memref<4x?xf32>
// CHECK-NEXT{LITERAL}: %26 = "memref.expand_shape"(%arg9) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 3>}> : (memref<4x6xf32, strided<[12, 2], offset: 3>>) -> memref<4x2x3xf32, strided<[12, 6, 2], offset: 3>>
// CHECK-NEXT{LITERAL}: %27 = "memref.collapse_shape"(%26) <{reassociation = [[0], [1, 2]]}> : (memref<4x2x3xf32, strided<[12, 6, 2], offset: 3>>) -> memref<4x6xf32, strided<[12, 2], offset: 3>>
// CHECK-NEXT{LITERAL}: %28 = "memref.collapse_shape"(%arg11) <{reassociation = [[0, 1, 2]]}> : (memref<?x?x?xf32>) -> memref<?xf32>
// CHECK-NEXT{LITERAL}: %29 = "memref.expand_shape"(%28, %arg10) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 5>}> : (memref<?xf32>, index) -> memref<?x5xf32>
// CHECK-NEXT: %30 = "memref.transpose"(%arg11) <{permutation = #map1}> : (memref<?x?x?xf32>) -> memref<?x?x?xf32, strided<[1, ?, ?]>>
// CHECK-NEXT: %31 = "memref.transpose"(%arg9) <{permutation = #map2}> : (memref<4x6xf32, strided<[12, 2], offset: 3>>) -> memref<6x4xf32, strided<[2, 12], offset: 3>>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<10xf32>, memref<10xi32>, f32, i32, index) -> (), sym_name = "atomics"}> ({
// CHECK-NEXT: ^bb0(%arg1: memref<10xf32>, %arg2: memref<10xi32>, %arg3: f32, %arg4: i32, %arg5: index):
// CHECK-NEXT: %5 = "memref.atomic_rmw"(%arg3, %arg1, %arg5) <{kind = 0 : i64}> : (f32, memref<10xf32>, index) -> f32
// CHECK-NEXT: %6 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 1 : i64}> : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %7 = "memref.atomic_rmw"(%arg3, %arg1, %arg5) <{kind = 2 : i64}> : (f32, memref<10xf32>, index) -> f32
// CHECK-NEXT: %8 = "memref.atomic_rmw"(%arg3, %arg1, %arg5) <{kind = 3 : i64}> : (f32, memref<10xf32>, index) -> f32
// CHECK-NEXT: %9 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 4 : i64}> : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %10 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 5 : i64}> : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %11 = "memref.atomic_rmw"(%arg3, %arg1, %arg5) <{kind = 6 : i64}> : (f32, memref<10xf32>, index) -> f32
// CHECK-NEXT: %12 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 7 : i64}> : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %13 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 8 : i64}> : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %14 = "memref.atomic_rmw"(%arg3, %arg1, %arg5) <{kind = 9 : i64}> : (f32, memref<10xf32>, index) -> f32
// CHECK-NEXT: %15 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 10 : i64}> : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %16 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 11 : i64}> : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %17 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 12 : i64}> {test.a} : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %18 = "memref.atomic_rmw"(%arg3, %arg1, %arg5) <{kind = 13 : i64}> : (f32, memref<10xf32>, index) -> f32
// CHECK-NEXT: %19 = "memref.atomic_rmw"(%arg3, %arg1, %arg5) <{kind = 14 : i64}> : (f32, memref<10xf32>, index) -> f32
// CHECK-NEXT: %20 = "memref.atomic_rmw"(%arg4, %arg2, %arg5) <{kind = 2 : i64}> : (i32, memref<10xi32>, index) -> i32
// CHECK-NEXT: %21 = "memref.generic_atomic_rmw"(%arg1, %arg5) ({
// CHECK-NEXT: ^bb0(%arg7: f32):
// CHECK-NEXT: %23 = "arith.addf"(%arg7, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "memref.atomic_yield"(%23) : (f32) -> ()
// CHECK-NEXT: }) : (memref<10xf32>, index) -> f32
// CHECK-NEXT: %22 = "memref.generic_atomic_rmw"(%arg2, %arg5) ({
// CHECK-NEXT: ^bb0(%arg6: i32):
// CHECK-NEXT: "memref.atomic_yield"(%arg6) : (i32) -> ()
// CHECK-NEXT: }) {test.g} : (memref<10xi32>, index) -> i32
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (f32) -> f32, sym_name = "scopes"}> ({
// CHECK-NEXT: ^bb0(%arg0: f32):
// CHECK-NEXT: %0 = "memref.alloca_scope"() ({
// CHECK-NEXT: %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// CHECK-NEXT: "memref.alloca_scope.return"(%arg0) : (f32) -> ()
// CHECK-NEXT: }) : () -> f32
// CHECK-NEXT: "memref.alloca_scope"() ({
// CHECK-NEXT: %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// CHECK-NEXT: "memref.alloca_scope"() ({
// CHECK-NEXT: %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
// CHECK-NEXT: "memref.alloca_scope.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "memref.alloca_scope.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %1:2 = "memref.alloca_scope"() ({
// CHECK-NEXT: "memref.alloca_scope.return"(%arg0, %0) : (f32, f32) -> ()
// CHECK-NEXT: }) {test.scope} : () -> (f32, f32)
// CHECK-NEXT: "func.return"(%1#1) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
