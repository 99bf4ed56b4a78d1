// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). arith.constant becomes
// llvm.mlir.constant with the attribute as written and the converted type (an array of 1-D vectors for n-D).

// CHECK-LABEL: func.func @scalars() -> (i1, i1, i8, i32, i64, i128, index, f16, bf16, f32, f64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %1 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %2 = llvm.mlir.constant(-128 : i8) : i8
// CHECK-NEXT: %3 = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %4 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
// CHECK-NEXT: %6 = llvm.mlir.constant(42 : index) : i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: %8 = llvm.mlir.constant(1.500000e+00 : f16) : f16
// CHECK-NEXT: %9 = llvm.mlir.constant(-2.000000e+00 : bf16) : bf16
// CHECK-NEXT: %10 = llvm.mlir.constant(3.250000e+00 : f32) : f32
// CHECK-NEXT: %11 = llvm.mlir.constant(1.000000e-300 : f64) : f64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %7, %8, %9, %10, %11 : i1, i1, i8, i32, i64, i128, index, f16, bf16, f32, f64
// CHECK-NEXT: }
func.func @scalars() -> (i1, i1, i8, i32, i64, i128, index, f16, bf16, f32, f64) {
  %0 = arith.constant true
  %1 = arith.constant false
  %2 = arith.constant -128 : i8
  %3 = arith.constant 2147483647 : i32
  %4 = arith.constant -9223372036854775808 : i64
  %5 = arith.constant 170141183460469231731687303715884105727 : i128
  %6 = arith.constant 42 : index
  %7 = arith.constant 1.5 : f16
  %8 = arith.constant -2.0 : bf16
  %9 = arith.constant 3.25 : f32
  %10 = arith.constant 1.0e-300 : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i8, i32, i64, i128, index, f16, bf16, f32, f64
}

// CHECK-LABEL: func.func @special_floats() -> (f32, f32, f32, f64, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK-NEXT: %2 = llvm.mlir.constant(0xFF800000 : f32) : f32
// CHECK-NEXT: %3 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
// CHECK-NEXT: %4 = llvm.mlir.constant(1.401300e-45 : f32) : f32
// CHECK-NEXT: return %0, %1, %2, %3, %4 : f32, f32, f32, f64, f32
// CHECK-NEXT: }
func.func @special_floats() -> (f32, f32, f32, f64, f32) {
  %0 = arith.constant 0x7FC00000 : f32
  %1 = arith.constant 0x7F800000 : f32
  %2 = arith.constant 0xFF800000 : f32
  %3 = arith.constant -0.0 : f64
  %4 = arith.constant 0x00000001 : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f64, f32
}

// CHECK-LABEL: func.func @dense_1d() -> (vector<4xi32>, vector<3xf32>, vector<2xi1>, vector<4xindex>, vector<[4]xf32>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT: %1 = llvm.mlir.constant(dense<[1.000000e+00, -2.500000e+00, 0x7FC00000]> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xindex>) : vector<4xi64>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<4xi64> to vector<4xindex>
// CHECK-NEXT: %5 = llvm.mlir.constant(dense<5.000000e-01> : vector<[4]xf32>) : vector<[4]xf32>
// CHECK-NEXT: return %0, %1, %2, %4, %5 : vector<4xi32>, vector<3xf32>, vector<2xi1>, vector<4xindex>, vector<[4]xf32>
// CHECK-NEXT: }
func.func @dense_1d() -> (vector<4xi32>, vector<3xf32>, vector<2xi1>, vector<4xindex>, vector<[4]xf32>) {
  %0 = arith.constant dense<7> : vector<4xi32>
  %1 = arith.constant dense<[1.0, -2.5, 0x7FC00000]> : vector<3xf32>
  %2 = arith.constant dense<[true, false]> : vector<2xi1>
  %3 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  %4 = arith.constant dense<0.5> : vector<[4]xf32>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<3xf32>, vector<2xi1>, vector<4xindex>, vector<[4]xf32>
}

// CHECK-LABEL: func.func @dense_nd() -> (vector<2x3xf32>, vector<2x2x2xi8>, vector<3x2xindex>, vector<2x[4]xi32>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00{{\]\]}}> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<5> : vector<2x2x2xi8>) : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<2 x array<2 x vector<2xi8>>> to vector<2x2x2xi8>
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<{{\[\[}}1, 2], [3, 4], [5, 6{{\]\]}}> : vector<3x2xindex>) : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<3 x vector<2xi64>> to vector<3x2xindex>
// CHECK-NEXT: %6 = llvm.mlir.constant(dense<1> : vector<2x[4]xi32>) : !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<[4]xi32>> to vector<2x[4]xi32>
// CHECK-NEXT: return %1, %3, %5, %7 : vector<2x3xf32>, vector<2x2x2xi8>, vector<3x2xindex>, vector<2x[4]xi32>
// CHECK-NEXT: }
func.func @dense_nd() -> (vector<2x3xf32>, vector<2x2x2xi8>, vector<3x2xindex>, vector<2x[4]xi32>) {
  %0 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %1 = arith.constant dense<5> : vector<2x2x2xi8>
  %2 = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xindex>
  %3 = arith.constant dense<1> : vector<2x[4]xi32>
  return %0, %1, %2, %3 : vector<2x3xf32>, vector<2x2x2xi8>, vector<3x2xindex>, vector<2x[4]xi32>
}

// A tensor constant has no LLVM type and stays as it is.
// CHECK-LABEL: func.func @tensor() -> tensor<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: return %cst : tensor<2xi32>
// CHECK-NEXT: }
func.func @tensor() -> tensor<2xi32> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
