// RUN: mlirj opt %s --arith-expand | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(func.func(arith-expand))' | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). ceildivsi, ceildivui,
// floordivsi, the float min/max and the integer min/max are expanded; everything else stays. ceildivsi, whose
// expansion differs from MLIR 19's, is in arith-expand-ceildivsi.mlir.

// CHECK-LABEL: func.func @ceildivui(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %1 = arith.subi %arg0, %c1_i64 : i64
// CHECK-NEXT: %2 = arith.divui %1, %arg1 : i64
// CHECK-NEXT: %3 = arith.addi %2, %c1_i64 : i64
// CHECK-NEXT: %4 = arith.select %0, %c0_i64, %3 : i64
// CHECK-NEXT: return %4 : i64
// CHECK-NEXT: }
func.func @ceildivui(%a: i64, %b: i64) -> i64 {
  %0 = arith.ceildivui %a, %b : i64
  return %0 : i64
}

// CHECK-LABEL: func.func @floordivsi(%arg0: i8, %arg1: i8) -> i8 {
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i8
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %7 = arith.addi %0, %c-1_i8 : i8
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i8
// CHECK-NEXT: return %8 : i8
// CHECK-NEXT: }
func.func @floordivsi(%a: i8, %b: i8) -> i8 {
  %0 = arith.floordivsi %a, %b : i8
  return %0 : i8
}

// CHECK-LABEL: func.func @index(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %2 = arith.divui %1, %arg1 : index
// CHECK-NEXT: %3 = arith.addi %2, %c1 : index
// CHECK-NEXT: %4 = arith.select %0, %c0, %3 : index
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT: %6 = arith.muli %5, %arg1 : index
// CHECK-NEXT: %7 = arith.cmpi ne, %arg0, %6 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_0 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg1, %c0_0 : index
// CHECK-NEXT: %10 = arith.cmpi ne, %8, %9 : i1
// CHECK-NEXT: %11 = arith.andi %7, %10 : i1
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %12 = arith.addi %5, %c-1 : index
// CHECK-NEXT: %13 = arith.select %11, %12, %5 : index
// CHECK-NEXT: return %4, %13 : index, index
// CHECK-NEXT: }
func.func @index(%a: index, %b: index) -> (index, index) {
  %0 = arith.ceildivui %a, %b : index
  %1 = arith.floordivsi %a, %b : index
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %1 = arith.subi %arg0, %cst_0 : vector<4xi32>
// CHECK-NEXT: %2 = arith.divui %1, %arg1 : vector<4xi32>
// CHECK-NEXT: %3 = arith.addi %2, %cst_0 : vector<4xi32>
// CHECK-NEXT: %4 = arith.select %0, %cst, %3 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: %6 = arith.muli %5, %arg1 : vector<4xi32>
// CHECK-NEXT: %7 = arith.cmpi ne, %arg0, %6 : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %cst_1 : vector<4xi32>
// CHECK-NEXT: %9 = arith.cmpi slt, %arg1, %cst_1 : vector<4xi32>
// CHECK-NEXT: %10 = arith.cmpi ne, %8, %9 : vector<4xi1>
// CHECK-NEXT: %11 = arith.andi %7, %10 : vector<4xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<-1> : vector<4xi32>
// CHECK-NEXT: %12 = arith.addi %5, %cst_2 : vector<4xi32>
// CHECK-NEXT: %13 = arith.select %11, %12, %5 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: return %4, %13 : vector<4xi32>, vector<4xi32>
// CHECK-NEXT: }
func.func @vector(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %0 = arith.ceildivui %a, %b : vector<4xi32>
  %1 = arith.floordivsi %a, %b : vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @tensor(%arg0: tensor<2xi16>, %arg1: tensor<2xi16>) -> tensor<2xi16> {
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : tensor<2xi16>
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : tensor<2xi16>
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : tensor<2xi16>
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<2xi16>
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %cst : tensor<2xi16>
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %cst : tensor<2xi16>
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : tensor<2xi1>
// CHECK-NEXT: %6 = arith.andi %2, %5 : tensor<2xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<-1> : tensor<2xi16>
// CHECK-NEXT: %7 = arith.addi %0, %cst_0 : tensor<2xi16>
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : tensor<2xi1>, tensor<2xi16>
// CHECK-NEXT: return %8 : tensor<2xi16>
// CHECK-NEXT: }
func.func @tensor(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = arith.floordivsi %a, %b : tensor<2xi16>
  return %0 : tensor<2xi16>
}

// The fast-math flags are dropped.
// CHECK-LABEL: func.func @float_minmax(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT: %4 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %7 = arith.select %6, %arg1, %5 : f32
// CHECK-NEXT: %8 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.select %8, %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT: %11 = arith.select %10, %arg1, %9 : f32
// CHECK-NEXT: %12 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.select %12, %arg0, %arg1 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT: %15 = arith.select %14, %arg1, %13 : f32
// CHECK-NEXT: return %3, %7, %11, %15 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @float_minmax(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b fastmath<nnan> : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b fastmath<fast> : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// CHECK-LABEL: func.func @integer_minmax(%arg0: i32, %arg1: i32, %arg2: vector<2xi8>, %arg3: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi8>) {
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.select %2, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.select %6, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi sgt, %arg2, %arg3 : vector<2xi8>
// CHECK-NEXT: %9 = arith.select %8, %arg2, %arg3 : vector<2xi1>, vector<2xi8>
// CHECK-NEXT: return %1, %3, %5, %7, %9 : i32, i32, i32, i32, vector<2xi8>
// CHECK-NEXT: }
func.func @integer_minmax(%a: i32, %b: i32, %c: vector<2xi8>, %d: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi8>) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxui %a, %b : i32
  %2 = arith.minsi %a, %b : i32
  %3 = arith.minui %a, %b : i32
  %4 = arith.maxsi %c, %d : vector<2xi8>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<2xi8>
}

// Without include-bf16, bf16 casts stay.
// CHECK-LABEL: func.func @untouched(%arg0: i32, %arg1: i32, %arg2: bf16, %arg3: f32) -> (i32, f32, bf16) {
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.extf %arg2 : bf16 to f32
// CHECK-NEXT: %2 = arith.truncf %arg3 : f32 to bf16
// CHECK-NEXT: return %0, %1, %2 : i32, f32, bf16
// CHECK-NEXT: }
func.func @untouched(%a: i32, %b: i32, %x: bf16, %y: f32) -> (i32, f32, bf16) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.extf %x : bf16 to f32
  %2 = arith.truncf %y : f32 to bf16
  return %0, %1, %2 : i32, f32, bf16
}
