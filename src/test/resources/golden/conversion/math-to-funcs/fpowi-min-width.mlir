// RUN: mlirj opt %s --convert-math-to-funcs='min-width-of-fpowi-exponent=33' | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-checks-mlir19.py wrote them): an fpowi whose exponent is
// narrower than the option stays; without convert-ctlz, ctlz stays too; so do their vector forms (not unrolled).
// CHECK-LABEL: func.func @narrow(%arg0: f32, %arg1: i32, %arg2: i64, %arg3: i16) -> (f32, f32, i16) {
// CHECK-NEXT:  %0 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT:  %1 = call @__mlir_math_fpowi_f32_i64(%arg0, %arg2) : (f32, i64) -> f32
// CHECK-NEXT:  %2 = math.ctlz %arg3 : i16
// CHECK-NEXT:  return %0, %1, %2 : f32, f32, i16
// CHECK-NEXT:  }
func.func @narrow(%x: f32, %n: i32, %m: i64, %c: i16) -> (f32, f32, i16) {
  %0 = math.fpowi %x, %n : f32, i32
  %1 = math.fpowi %x, %m : f32, i64
  %2 = math.ctlz %c : i16
  return %0, %1, %2 : f32, f32, i16
}

// CHECK-LABEL: func.func @narrow_vector(%arg0: vector<2xf32>, %arg1: vector<2xi32>, %arg2: vector<2xi64>, %arg3: vector<2xi8>) -> (vector<2xf32>, vector<2xf32>, vector<2xi8>) {
// CHECK-NEXT:  %0 = math.fpowi %arg0, %arg1 : vector<2xf32>, vector<2xi32>
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:  %1 = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-NEXT:  %2 = vector.extract %arg2[0] : i64 from vector<2xi64>
// CHECK-NEXT:  %3 = call @__mlir_math_fpowi_f32_i64(%1, %2) : (f32, i64) -> f32
// CHECK-NEXT:  %4 = vector.insert %3, %cst [0] : f32 into vector<2xf32>
// CHECK-NEXT:  %5 = vector.extract %arg0[1] : f32 from vector<2xf32>
// CHECK-NEXT:  %6 = vector.extract %arg2[1] : i64 from vector<2xi64>
// CHECK-NEXT:  %7 = call @__mlir_math_fpowi_f32_i64(%5, %6) : (f32, i64) -> f32
// CHECK-NEXT:  %8 = vector.insert %7, %4 [1] : f32 into vector<2xf32>
// CHECK-NEXT:  %9 = math.ctlz %arg3 : vector<2xi8>
// CHECK-NEXT:  return %0, %8, %9 : vector<2xf32>, vector<2xf32>, vector<2xi8>
// CHECK-NEXT:  }
func.func @narrow_vector(%v: vector<2xf32>, %e: vector<2xi32>, %w: vector<2xi64>, %i: vector<2xi8>) -> (vector<2xf32>, vector<2xf32>, vector<2xi8>) {
  %0 = math.fpowi %v, %e : vector<2xf32>, vector<2xi32>
  %1 = math.fpowi %v, %w : vector<2xf32>, vector<2xi64>
  %2 = math.ctlz %i : vector<2xi8>
  return %0, %1, %2 : vector<2xf32>, vector<2xf32>, vector<2xi8>
}

// The outlined functions, appended to the module.
// CHECK-LABEL: func.func private @__mlir_math_fpowi_f32_i64(%arg0: f32, %arg1: i64) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:  %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:  %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:  %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:  %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
// CHECK-NEXT:  cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  return %cst : f32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %1 = arith.cmpi sle, %arg1, %c0_i64 : i64
// CHECK-NEXT:  %2 = arith.cmpi eq, %arg1, %c-9223372036854775808_i64 : i64
// CHECK-NEXT:  %3 = arith.subi %c0_i64, %arg1 : i64
// CHECK-NEXT:  %4 = arith.select %1, %3, %arg1 : i64
// CHECK-NEXT:  %5 = arith.select %2, %c9223372036854775807_i64, %4 : i64
// CHECK-NEXT:  cf.br ^bb3(%cst, %arg0, %5 : f32, f32, i64)
// CHECK-NEXT:  ^bb3(%6: f32, %7: f32, %8: i64):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT:  %9 = arith.andi %8, %c1_i64 : i64
// CHECK-NEXT:  %10 = arith.cmpi ne, %9, %c0_i64 : i64
// CHECK-NEXT:  cf.cond_br %10, ^bb4, ^bb5(%6 : f32)
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:  %11 = arith.mulf %6, %7 : f32
// CHECK-NEXT:  cf.br ^bb5(%11 : f32)
// CHECK-NEXT:  ^bb5(%12: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:  %13 = arith.shrui %8, %c1_i64 : i64
// CHECK-NEXT:  %14 = arith.cmpi eq, %13, %c0_i64 : i64
// CHECK-NEXT:  cf.cond_br %14, ^bb7(%12 : f32), ^bb6
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:  %15 = arith.mulf %7, %7 : f32
// CHECK-NEXT:  cf.br ^bb3(%12, %15, %13 : f32, f32, i64)
// CHECK-NEXT:  ^bb7(%16: f32):  // pred: ^bb5
// CHECK-NEXT:  cf.cond_br %2, ^bb8, ^bb9(%16 : f32)
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:  %17 = arith.mulf %16, %arg0 : f32
// CHECK-NEXT:  cf.br ^bb9(%17 : f32)
// CHECK-NEXT:  ^bb9(%18: f32):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:  cf.cond_br %1, ^bb10, ^bb11(%18 : f32)
// CHECK-NEXT:  ^bb10:  // pred: ^bb9
// CHECK-NEXT:  %19 = arith.divf %cst, %18 : f32
// CHECK-NEXT:  cf.br ^bb11(%19 : f32)
// CHECK-NEXT:  ^bb11(%20: f32):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT:  return %20 : f32
// CHECK-NEXT:  }
