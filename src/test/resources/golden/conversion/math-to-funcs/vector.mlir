// RUN: mlirj opt %s --convert-math-to-funcs='convert-ctlz=true' | FileCheck %s

// Vector operands are unrolled into one call per element of the function outlined for the element types, in
// row-major order, through vector.extract and vector.insert into a vector of zeros (MLIR 19's VecOpToScalarOp);
// scalar and vector operations of one element type share the function. Expectations are mlir-opt 19's output
// (scripts/golden-checks-mlir19.py wrote them).

// CHECK-LABEL: func.func @unrolled(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<2x2xf32>, %arg3: vector<2x2xi64>, %arg4: i32, %arg5: vector<i16>) -> (vector<2xi32>, vector<2x2xf32>, vector<2xi32>, i32, vector<i16>) {
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:  %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:  %1 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:  %2 = call @__mlir_math_ipowi_i32(%0, %1) : (i32, i32) -> i32
// CHECK-NEXT:  %3 = vector.insert %2, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:  %4 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:  %5 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:  %6 = call @__mlir_math_ipowi_i32(%4, %5) : (i32, i32) -> i32
// CHECK-NEXT:  %7 = vector.insert %6, %3 [1] : i32 into vector<2xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:  %8 = vector.extract %arg2[0, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT:  %9 = vector.extract %arg3[0, 0] : i64 from vector<2x2xi64>
// CHECK-NEXT:  %10 = call @__mlir_math_fpowi_f32_i64(%8, %9) : (f32, i64) -> f32
// CHECK-NEXT:  %11 = vector.insert %10, %cst_0 [0, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT:  %12 = vector.extract %arg2[0, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT:  %13 = vector.extract %arg3[0, 1] : i64 from vector<2x2xi64>
// CHECK-NEXT:  %14 = call @__mlir_math_fpowi_f32_i64(%12, %13) : (f32, i64) -> f32
// CHECK-NEXT:  %15 = vector.insert %14, %11 [0, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT:  %16 = vector.extract %arg2[1, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT:  %17 = vector.extract %arg3[1, 0] : i64 from vector<2x2xi64>
// CHECK-NEXT:  %18 = call @__mlir_math_fpowi_f32_i64(%16, %17) : (f32, i64) -> f32
// CHECK-NEXT:  %19 = vector.insert %18, %15 [1, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT:  %20 = vector.extract %arg2[1, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT:  %21 = vector.extract %arg3[1, 1] : i64 from vector<2x2xi64>
// CHECK-NEXT:  %22 = call @__mlir_math_fpowi_f32_i64(%20, %21) : (f32, i64) -> f32
// CHECK-NEXT:  %23 = vector.insert %22, %19 [1, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:  %24 = vector.extract %7[0] : i32 from vector<2xi32>
// CHECK-NEXT:  %25 = call @__mlir_math_ctlz_i32(%24) : (i32) -> i32
// CHECK-NEXT:  %26 = vector.insert %25, %cst_1 [0] : i32 into vector<2xi32>
// CHECK-NEXT:  %27 = vector.extract %7[1] : i32 from vector<2xi32>
// CHECK-NEXT:  %28 = call @__mlir_math_ctlz_i32(%27) : (i32) -> i32
// CHECK-NEXT:  %29 = vector.insert %28, %26 [1] : i32 into vector<2xi32>
// CHECK-NEXT:  %30 = call @__mlir_math_ipowi_i32(%arg4, %arg4) : (i32, i32) -> i32
// CHECK-NEXT:  %cst_2 = arith.constant dense<0> : vector<i16>
// CHECK-NEXT:  %31 = vector.extract %arg5[] : i16 from vector<i16>
// CHECK-NEXT:  %32 = call @__mlir_math_ctlz_i16(%31) : (i16) -> i16
// CHECK-NEXT:  %33 = vector.insert %32, %cst_2 [] : i16 into vector<i16>
// CHECK-NEXT:  return %7, %23, %29, %30, %33 : vector<2xi32>, vector<2x2xf32>, vector<2xi32>, i32, vector<i16>
// CHECK-NEXT:  }
func.func @unrolled(%a: vector<2xi32>, %b: vector<2xi32>, %f: vector<2x2xf32>, %e: vector<2x2xi64>, %s: i32, %z: vector<i16>) -> (vector<2xi32>, vector<2x2xf32>, vector<2xi32>, i32, vector<i16>) {
  %0 = math.ipowi %a, %b : vector<2xi32>
  %1 = math.fpowi %f, %e fastmath<fast> : vector<2x2xf32>, vector<2x2xi64>
  %2 = math.ctlz %0 : vector<2xi32>
  %3 = math.ipowi %s, %s : i32
  %4 = math.ctlz %z : vector<i16>
  return %0, %1, %2, %3, %4 : vector<2xi32>, vector<2x2xf32>, vector<2xi32>, i32, vector<i16>
}
// CHECK-LABEL: func.func private @__mlir_math_ipowi_i32(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// CHECK-NEXT:  cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  return %c1_i32 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
// CHECK-NEXT:  cf.cond_br %1, ^bb3, ^bb12(%c1_i32, %arg0, %arg1 : i32, i32, i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:  %2 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:  cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:  %3 = arith.divsi %c1_i32, %c0_i32 : i32
// CHECK-NEXT:  return %3 : i32
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:  %4 = arith.cmpi eq, %arg0, %c1_i32 : i32
// CHECK-NEXT:  cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:  return %c1_i32 : i32
// CHECK-NEXT:  ^bb7:  // pred: ^bb5
// CHECK-NEXT:  %5 = arith.cmpi eq, %arg0, %c-1_i32 : i32
// CHECK-NEXT:  cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:  %6 = arith.andi %arg1, %c1_i32 : i32
// CHECK-NEXT:  %7 = arith.cmpi ne, %6, %c0_i32 : i32
// CHECK-NEXT:  cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:  ^bb9:  // pred: ^bb8
// CHECK-NEXT:  return %c-1_i32 : i32
// CHECK-NEXT:  ^bb10:  // pred: ^bb8
// CHECK-NEXT:  return %c1_i32 : i32
// CHECK-NEXT:  ^bb11:  // pred: ^bb7
// CHECK-NEXT:  return %c0_i32 : i32
// CHECK-NEXT:  ^bb12(%8: i32, %9: i32, %10: i32):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:  %11 = arith.andi %10, %c1_i32 : i32
// CHECK-NEXT:  %12 = arith.cmpi ne, %11, %c0_i32 : i32
// CHECK-NEXT:  cf.cond_br %12, ^bb13, ^bb14(%8 : i32)
// CHECK-NEXT:  ^bb13:  // pred: ^bb12
// CHECK-NEXT:  %13 = arith.muli %8, %9 : i32
// CHECK-NEXT:  cf.br ^bb14(%13 : i32)
// CHECK-NEXT:  ^bb14(%14: i32):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:  %15 = arith.shrui %10, %c1_i32 : i32
// CHECK-NEXT:  %16 = arith.cmpi eq, %15, %c0_i32 : i32
// CHECK-NEXT:  cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:  ^bb15:  // pred: ^bb14
// CHECK-NEXT:  return %14 : i32
// CHECK-NEXT:  ^bb16:  // pred: ^bb14
// CHECK-NEXT:  %17 = arith.muli %9, %9 : i32
// CHECK-NEXT:  cf.br ^bb12(%14, %17, %15 : i32, i32, i32)
// CHECK-NEXT:  }
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
// CHECK-LABEL: func.func private @__mlir_math_ctlz_i32(%arg0: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:  %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:  %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:  scf.yield %c32_i32 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  %c32 = arith.constant 32 : index
// CHECK-NEXT:  %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:  %2:2 = scf.for %arg1 = %c1 to %c32 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i32_0) -> (i32, i32) {
// CHECK-NEXT:  %3 = arith.cmpi slt, %arg2, %c0_i32 : i32
// CHECK-NEXT:  %4:2 = scf.if %3 -> (i32, i32) {
// CHECK-NEXT:  scf.yield %arg2, %arg3 : i32, i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %5 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT:  %6 = arith.shli %arg2, %c1_i32 : i32
// CHECK-NEXT:  scf.yield %6, %5 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %4#0, %4#1 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %2#1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func private @__mlir_math_ctlz_i16(%arg0: i16) -> i16 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:  %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT:  %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:  %0 = arith.cmpi eq, %arg0, %c0_i16 : i16
// CHECK-NEXT:  %1 = scf.if %0 -> (i16) {
// CHECK-NEXT:  scf.yield %c16_i16 : i16
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:  %c16 = arith.constant 16 : index
// CHECK-NEXT:  %c0_i16_0 = arith.constant 0 : i16
// CHECK-NEXT:  %2:2 = scf.for %arg1 = %c1 to %c16 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i16_0) -> (i16, i16) {
// CHECK-NEXT:  %3 = arith.cmpi slt, %arg2, %c0_i16 : i16
// CHECK-NEXT:  %4:2 = scf.if %3 -> (i16, i16) {
// CHECK-NEXT:  scf.yield %arg2, %arg3 : i16, i16
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %5 = arith.addi %arg3, %c1_i16 : i16
// CHECK-NEXT:  %6 = arith.shli %arg2, %c1_i16 : i16
// CHECK-NEXT:  scf.yield %6, %5 : i16, i16
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %4#0, %4#1 : i16, i16
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %2#1 : i16
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : i16
// CHECK-NEXT:  }
