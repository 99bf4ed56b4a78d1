// RUN: mlirj opt %s --generate-runtime-verification | FileCheck %s
// mlirj-only: mlir-opt 19 verifies none of these operations (scripts/golden-mlir19.sh skips this file).

// Runtime verification beyond MLIR 19, written for mlirj: arith divisions (by zero; signed, also the minimum value
// divided by -1), memref.dim / copy / assume_alignment / atomic_rmw / generic_atomic_rmw with later MLIR's messages,
// memref.alloc / alloca (negative dynamic sizes), vector.load / store and the affine accesses (subscripts computed
// from the map, then bounded). Index bounds are one condition per operation: index ult dim, and index + n ule dim for
// an n-element vector.

// CHECK-DAG: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0 + 3)>
// CHECK-DAG: #map2 = affine_map<(d0) -> (d0 * 2)>

// CHECK-LABEL: func.func @div(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index) -> (i32, i32, index, index, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi ne, %arg1, %c0_i32 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c-2147483648_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg1, %c-1_i32 : i32
// CHECK-NEXT: %3 = arith.ori %1, %2 : i1
// CHECK-NEXT: %4 = arith.andi %0, %3 : i1
// CHECK-NEXT: cf.assert %4, "ERROR: Runtime op verification failed\0A%8 = \22arith.divsi\22(%arg0, %arg1) : (i32, i32) -> i32\0A^ division by zero or signed overflow (minimum value divided by -1)\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %6 = arith.cmpi ne, %arg1, %c0_i32_0 : i32
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%11 = \22arith.remui\22(%arg0, %arg1) : (i32, i32) -> i32\0A^ division by zero\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %7 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-9223372036854775808 = arith.constant -9223372036854775808 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %8 = arith.cmpi ne, %arg2, %c-9223372036854775808 : index
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: cf.assert %true, "ERROR: Runtime op verification failed\0A%19 = \22arith.floordivsi\22(%arg2, %12) : (index, index) -> index\0A^ division by zero or signed overflow (minimum value divided by -1)\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %9 = arith.floordivsi %arg2, %c4 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %10 = arith.cmpi ne, %arg3, %c0_2 : index
// CHECK-NEXT: cf.assert %10, "ERROR: Runtime op verification failed\0A%22 = \22arith.ceildivui\22(%arg2, %arg3) : (index, index) -> index\0A^ division by zero\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %11 = arith.ceildivui %arg2, %arg3 : index
// CHECK-NEXT: %c-1_i32_3 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT: %true_5 = arith.constant true
// CHECK-NEXT: %c-2147483648_i32_6 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32_7 = arith.constant -1 : i32
// CHECK-NEXT: %12 = arith.cmpi ne, %arg0, %c-2147483648_i32_6 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %13 = arith.andi %12, %true_5 : i1
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A%31 = \22arith.divsi\22(%arg0, %23) : (i32, i32) -> i32\0A^ division by zero or signed overflow (minimum value divided by -1)\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %14 = arith.divsi %arg0, %c-1_i32_3 : i32
// CHECK-NEXT: return %5, %7, %9, %11, %14 : i32, i32, index, index, i32
// CHECK-NEXT: }
func.func @div(%a: i32, %b: i32, %i: index, %j: index) -> (i32, i32, index, index, i32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remui %a, %b : i32
  %c4 = arith.constant 4 : index
  %2 = arith.floordivsi %i, %c4 : index
  %3 = arith.ceildivui %i, %j : index
  %cm1 = arith.constant -1 : i32
  %4 = arith.divsi %a, %cm1 : i32
  return %0, %1, %2, %3, %4 : i32, i32, index, index, i32
}

// CHECK-LABEL: func.func @memref_ops(%arg0: memref<?x8xf32>, %arg1: memref<4x?xf32>, %arg2: index, %arg3: index, %arg4: f32) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0A%2 = \22memref.dim\22(%arg0, %arg2) : (memref<?x8xf32>, index) -> index\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<?x8xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %dim_0, %c4 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A\22memref.copy\22(%arg0, %arg1) : (memref<?x8xf32>, memref<4x?xf32>) -> ()\0A^ size of 0-th source/target dim does not match\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c1 : memref<4x?xf32>
// CHECK-NEXT: %2 = arith.cmpi eq, %c8, %dim_1 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A\22memref.copy\22(%arg0, %arg1) : (memref<?x8xf32>, memref<4x?xf32>) -> ()\0A^ size of 1-th source/target dim does not match\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<?x8xf32> to memref<4x?xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?x8xf32>
// CHECK-NEXT: %3 = arith.cmpi ult, %arg2, %dim_3 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %c8_5 = arith.constant 8 : index
// CHECK-NEXT: %4 = arith.cmpi ult, %arg3, %c8_5 : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%18 = \22memref.atomic_rmw\22(%arg4, %arg0, %arg2, %arg3) <{kind = 0 : i64}> : (f32, memref<?x8xf32>, index, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %6 = memref.atomic_rmw addf %arg4, %arg0[%arg2, %arg3] : (f32, memref<?x8xf32>) -> f32
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %dim_7 = memref.dim %arg0, %c0_6 : memref<?x8xf32>
// CHECK-NEXT: %7 = arith.cmpi ult, %arg3, %dim_7 : index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: %c8_9 = arith.constant 8 : index
// CHECK-NEXT: %8 = arith.cmpi ult, %arg2, %c8_9 : index
// CHECK-NEXT: %9 = arith.andi %7, %8 : i1
// CHECK-NEXT: cf.assert %9, "ERROR: Runtime op verification failed\0A%26 = \22memref.generic_atomic_rmw\22(%arg0, %arg3, %arg2) ({...}) : (memref<?x8xf32>, index, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %10 = memref.generic_atomic_rmw %arg0[%arg3, %arg2] : memref<?x8xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: %17 = arith.addf %arg5, %6 : f32
// CHECK-NEXT: memref.atomic_yield %17 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x8xf32> -> index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %11 = arith.remui %intptr, %c16 : index
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.cmpi eq, %11, %c0_10 : index
// CHECK-NEXT: cf.assert %12, "ERROR: Runtime op verification failed\0A\22memref.assume_alignment\22(%arg0) <{alignment = 16 : i32}> : (memref<?x8xf32>) -> ()\0A^ memref is not aligned to 16\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: memref.assume_alignment %arg0, 16 : memref<?x8xf32>
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %13 = arith.cmpi sge, %arg2, %c0_11 : index
// CHECK-NEXT: %14 = arith.cmpi sge, %arg3, %c0_11 : index
// CHECK-NEXT: %15 = arith.andi %13, %14 : i1
// CHECK-NEXT: cf.assert %15, "ERROR: Runtime op verification failed\0A%36 = \22memref.alloc\22(%arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x4x?xf32>\0A^ negative dynamic size\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %alloc = memref.alloc(%arg2, %arg3) : memref<?x4x?xf32>
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %16 = arith.cmpi sge, %arg2, %c0_12 : index
// CHECK-NEXT: cf.assert %16, "ERROR: Runtime op verification failed\0A%39 = \22memref.alloca\22(%arg2) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>\0A^ negative dynamic size\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %alloca = memref.alloca(%arg2) : memref<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @memref_ops(%m: memref<?x8xf32>, %n: memref<4x?xf32>, %i: index, %j: index, %f: f32) -> index {
  %d = memref.dim %m, %i : memref<?x8xf32>
  memref.copy %m, %n : memref<?x8xf32> to memref<4x?xf32>
  %x = memref.atomic_rmw addf %f, %m[%i, %j] : (f32, memref<?x8xf32>) -> f32
  %g = memref.generic_atomic_rmw %m[%j, %i] : memref<?x8xf32> {
  ^bb0(%cur : f32):
    %o = arith.addf %cur, %x : f32
    memref.atomic_yield %o : f32
  }
  memref.assume_alignment %m, 16 : memref<?x8xf32>
  %a = memref.alloc(%i, %j) : memref<?x4x?xf32>
  %b = memref.alloca(%i) : memref<?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @vectors(%arg0: memref<?x16xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x16xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %arg1, %dim : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %1 = arith.cmpi ult, %arg2, %c16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %2 = arith.addi %arg2, %c8 : index
// CHECK-NEXT: %3 = arith.cmpi ule, %2, %c16 : index
// CHECK-NEXT: %4 = arith.andi %1, %3 : i1
// CHECK-NEXT: %5 = arith.andi %0, %4 : i1
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%11 = \22vector.load\22(%arg0, %arg1, %arg2) : (memref<?x16xf32>, index, index) -> vector<8xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %6 = vector.load %arg0[%arg1, %arg2] : memref<?x16xf32>, vector<8xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0_0 : memref<?x16xf32>
// CHECK-NEXT: %7 = arith.cmpi ult, %arg2, %dim_1 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %c16_3 = arith.constant 16 : index
// CHECK-NEXT: %8 = arith.cmpi ult, %arg1, %c16_3 : index
// CHECK-NEXT: %c8_4 = arith.constant 8 : index
// CHECK-NEXT: %9 = arith.addi %arg1, %c8_4 : index
// CHECK-NEXT: %10 = arith.cmpi ule, %9, %c16_3 : index
// CHECK-NEXT: %11 = arith.andi %8, %10 : i1
// CHECK-NEXT: %12 = arith.andi %7, %11 : i1
// CHECK-NEXT: cf.assert %12, "ERROR: Runtime op verification failed\0A\22vector.store\22(%11, %arg0, %arg2, %arg1) : (vector<8xf32>, memref<?x16xf32>, index, index) -> ()\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: vector.store %6, %arg0[%arg2, %arg1] : memref<?x16xf32>, vector<8xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c8_6 = arith.constant 8 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %dim_8 = memref.dim %arg0, %c0_7 : memref<?x16xf32>
// CHECK-NEXT: %13 = arith.cmpi ult, %arg1, %dim_8 : index
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: %c16_10 = arith.constant 16 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c8_11 = arith.constant 8 : index
// CHECK-NEXT: %c16_12 = arith.constant 16 : index
// CHECK-NEXT: %true_13 = arith.constant true
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A%34 = \22vector.load\22(%arg0, %arg1, %24) : (memref<?x16xf32>, index, index) -> vector<8xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %14 = vector.load %arg0[%arg1, %c8_6] : memref<?x16xf32>, vector<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @vectors(%m: memref<?x16xf32>, %i: index, %j: index) {
  %v = vector.load %m[%i, %j] : memref<?x16xf32>, vector<8xf32>
  vector.store %v, %m[%j, %i] : memref<?x16xf32>, vector<8xf32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %w = vector.load %m[%i, %c8] : memref<?x16xf32>, vector<8xf32>
  return
}

// CHECK-LABEL: func.func @affine(%arg0: memref<?x16xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT: affine.for %arg3 = 0 to 16 step 4 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x16xf32>
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %dim : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %2 = arith.cmpi ult, %arg3, %c16 : index
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%8 = \22affine.load\22(%arg0, %arg2, %arg3) <{map = affine_map<(d0, d1) -> (d0 + 1, d1)>}> : (memref<?x16xf32>, index, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %4 = affine.load %arg0[%arg2 + 1, %arg3] : memref<?x16xf32>
// CHECK-NEXT: %5 = affine.apply #map1(%arg3)
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0_0 : memref<?x16xf32>
// CHECK-NEXT: %6 = arith.cmpi ult, %arg2, %dim_1 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %c16_3 = arith.constant 16 : index
// CHECK-NEXT: %7 = arith.cmpi ult, %5, %c16_3 : index
// CHECK-NEXT: %8 = arith.andi %6, %7 : i1
// CHECK-NEXT: cf.assert %8, "ERROR: Runtime op verification failed\0A\22affine.store\22(%8, %arg0, %arg2, %arg3) <{map = affine_map<(d0, d1) -> (d0, d1 + 3)>}> : (f32, memref<?x16xf32>, index, index) -> ()\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: affine.store %4, %arg0[%arg2, %arg3 + 3] : memref<?x16xf32>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c0_4 : memref<?x16xf32>
// CHECK-NEXT: %9 = arith.cmpi ult, %arg2, %dim_5 : index
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %c16_7 = arith.constant 16 : index
// CHECK-NEXT: %10 = arith.cmpi ult, %arg3, %c16_7 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %11 = arith.addi %arg3, %c4 : index
// CHECK-NEXT: %12 = arith.cmpi ule, %11, %c16_7 : index
// CHECK-NEXT: %13 = arith.andi %10, %12 : i1
// CHECK-NEXT: %14 = arith.andi %9, %13 : i1
// CHECK-NEXT: cf.assert %14, "ERROR: Runtime op verification failed\0A%28 = \22affine.vector_load\22(%arg0, %arg2, %arg3) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<?x16xf32>, index, index) -> vector<4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: %15 = affine.vector_load %arg0[%arg2, %arg3] : memref<?x16xf32>, vector<4xf32>
// CHECK-NEXT: %16 = affine.apply #map2(%arg2)
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %dim_9 = memref.dim %arg0, %c0_8 : memref<?x16xf32>
// CHECK-NEXT: %17 = arith.cmpi ult, %16, %dim_9 : index
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: %c16_11 = arith.constant 16 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c4_12 = arith.constant 4 : index
// CHECK-NEXT: %c16_13 = arith.constant 16 : index
// CHECK-NEXT: %true_14 = arith.constant true
// CHECK-NEXT: cf.assert %17, "ERROR: Runtime op verification failed\0A\22affine.vector_store\22(%28, %arg0, %arg2) <{map = affine_map<(d0) -> (d0 * 2, 12)>}> : (vector<4xf32>, memref<?x16xf32>, index) -> ()\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}\22:{{[0-9]+}}:{{[0-9]+}})"
// CHECK-NEXT: affine.vector_store %15, %arg0[%arg2 * 2, 12] : memref<?x16xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @affine(%m: memref<?x16xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 16 step 4 {
      %x = affine.load %m[%i + 1, %j] : memref<?x16xf32>
      affine.store %x, %m[%i, %j + 3] : memref<?x16xf32>
      %v = affine.vector_load %m[%i, %j] : memref<?x16xf32>, vector<4xf32>
      affine.vector_store %v, %m[%i * 2, 12] : memref<?x16xf32>, vector<4xf32>
    }
  }
  return
}
