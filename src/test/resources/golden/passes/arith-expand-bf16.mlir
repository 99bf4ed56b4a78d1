// RUN: mlirj opt %s --arith-expand=include-bf16 | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(arith-expand{include-bf16=true})' | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). With include-bf16,
// extf bf16 -> f32 and truncf f32 -> bf16 become integer bit manipulation (round to nearest even, NaN to 0x7fc0);
// other float casts stay.

// CHECK-LABEL: func.func @extf(%arg0: bf16, %arg1: vector<4xbf16>) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %2 = arith.shli %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.bitcast %2 : i32 to f32
// CHECK-NEXT: %4 = arith.bitcast %arg1 : vector<4xbf16> to vector<4xi16>
// CHECK-NEXT: %5 = arith.extui %4 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %cst = arith.constant dense<16> : vector<4xi32>
// CHECK-NEXT: %6 = arith.shli %5, %cst : vector<4xi32>
// CHECK-NEXT: %7 = arith.bitcast %6 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: return %3, %7 : f32, vector<4xf32>
// CHECK-NEXT: }
func.func @extf(%a: bf16, %v: vector<4xbf16>) -> (f32, vector<4xf32>) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.extf %v : vector<4xbf16> to vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}

// CHECK-LABEL: func.func @truncf(%arg0: f32, %arg1: vector<2xf32>) -> (bf16, vector<2xbf16>) {
// CHECK-NEXT: %0 = arith.cmpf une, %arg0, %arg0 : f32
// CHECK-NEXT: %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT: %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %2 = arith.shrui %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.andi %2, %c1_i32 : i32
// CHECK-NEXT: %4 = arith.addi %3, %c32767_i32 : i32
// CHECK-NEXT: %5 = arith.addi %1, %4 : i32
// CHECK-NEXT: %6 = arith.shrui %5, %c16_i32 : i32
// CHECK-NEXT: %7 = arith.trunci %6 : i32 to i16
// CHECK-NEXT: %8 = arith.select %0, %c32704_i16, %7 : i16
// CHECK-NEXT: %9 = arith.bitcast %8 : i16 to bf16
// CHECK-NEXT: %10 = arith.cmpf une, %arg1, %arg1 : vector<2xf32>
// CHECK-NEXT: %cst = arith.constant dense<32767> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<32704> : vector<2xi16>
// CHECK-NEXT: %cst_1 = arith.constant dense<16> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT: %11 = arith.bitcast %arg1 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: %12 = arith.shrui %11, %cst_1 : vector<2xi32>
// CHECK-NEXT: %13 = arith.andi %12, %cst_2 : vector<2xi32>
// CHECK-NEXT: %14 = arith.addi %13, %cst : vector<2xi32>
// CHECK-NEXT: %15 = arith.addi %11, %14 : vector<2xi32>
// CHECK-NEXT: %16 = arith.shrui %15, %cst_1 : vector<2xi32>
// CHECK-NEXT: %17 = arith.trunci %16 : vector<2xi32> to vector<2xi16>
// CHECK-NEXT: %18 = arith.select %10, %cst_0, %17 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT: %19 = arith.bitcast %18 : vector<2xi16> to vector<2xbf16>
// CHECK-NEXT: return %9, %19 : bf16, vector<2xbf16>
// CHECK-NEXT: }
func.func @truncf(%a: f32, %v: vector<2xf32>) -> (bf16, vector<2xbf16>) {
  %0 = arith.truncf %a : f32 to bf16
  %1 = arith.truncf %v : vector<2xf32> to vector<2xbf16>
  return %0, %1 : bf16, vector<2xbf16>
}

// CHECK-LABEL: func.func @other_widths(%arg0: bf16, %arg1: f64, %arg2: f16) -> (f64, bf16, f32) {
// CHECK-NEXT: %0 = arith.extf %arg0 : bf16 to f64
// CHECK-NEXT: %1 = arith.truncf %arg1 : f64 to bf16
// CHECK-NEXT: %2 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: return %0, %1, %2 : f64, bf16, f32
// CHECK-NEXT: }
func.func @other_widths(%a: bf16, %b: f64, %c: f16) -> (f64, bf16, f32) {
  %0 = arith.extf %a : bf16 to f64
  %1 = arith.truncf %b : f64 to bf16
  %2 = arith.extf %c : f16 to f32
  return %0, %1, %2 : f64, bf16, f32
}
