// RUN: mlirj opt %s --convert-math-to-libm | FileCheck %s

// Vector operands are unrolled into one libm call per element, in row-major order, through vector.extract and
// vector.insert into a vector of zeros (MLIR 19's VecOpToScalarOp): 1-D, 2-D and 0-D vectors, binary and ternary
// operations, fast-math flags (dropped), f16 elements promoted to f32 around each call, and a vector operand that is
// itself the result of an unrolled operation. Expectations are mlir-opt 19's output
// (scripts/golden-checks-mlir19.py wrote them).

// CHECK-LABEL: func.func private @pow(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sqrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @expm1f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sin(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func @unrolled(%arg0: vector<2xf32>, %arg1: vector<2xf32>, %arg2: vector<2x3xf64>, %arg3: vector<2xf16>, %arg4: vector<f32>) -> (vector<2xf32>, vector<2x3xf64>, vector<2xf16>, vector<f32>) {
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:  %0 = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-NEXT:  %1 = vector.extract %arg1[0] : f32 from vector<2xf32>
// CHECK-NEXT:  %2 = call @atan2f(%0, %1) : (f32, f32) -> f32
// CHECK-NEXT:  %3 = vector.insert %2, %cst [0] : f32 into vector<2xf32>
// CHECK-NEXT:  %4 = vector.extract %arg0[1] : f32 from vector<2xf32>
// CHECK-NEXT:  %5 = vector.extract %arg1[1] : f32 from vector<2xf32>
// CHECK-NEXT:  %6 = call @atan2f(%4, %5) : (f32, f32) -> f32
// CHECK-NEXT:  %7 = vector.insert %6, %3 [1] : f32 into vector<2xf32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf64>
// CHECK-NEXT:  %8 = vector.extract %arg2[0, 0] : f64 from vector<2x3xf64>
// CHECK-NEXT:  %9 = call @sin(%8) : (f64) -> f64
// CHECK-NEXT:  %10 = vector.insert %9, %cst_0 [0, 0] : f64 into vector<2x3xf64>
// CHECK-NEXT:  %11 = vector.extract %arg2[0, 1] : f64 from vector<2x3xf64>
// CHECK-NEXT:  %12 = call @sin(%11) : (f64) -> f64
// CHECK-NEXT:  %13 = vector.insert %12, %10 [0, 1] : f64 into vector<2x3xf64>
// CHECK-NEXT:  %14 = vector.extract %arg2[0, 2] : f64 from vector<2x3xf64>
// CHECK-NEXT:  %15 = call @sin(%14) : (f64) -> f64
// CHECK-NEXT:  %16 = vector.insert %15, %13 [0, 2] : f64 into vector<2x3xf64>
// CHECK-NEXT:  %17 = vector.extract %arg2[1, 0] : f64 from vector<2x3xf64>
// CHECK-NEXT:  %18 = call @sin(%17) : (f64) -> f64
// CHECK-NEXT:  %19 = vector.insert %18, %16 [1, 0] : f64 into vector<2x3xf64>
// CHECK-NEXT:  %20 = vector.extract %arg2[1, 1] : f64 from vector<2x3xf64>
// CHECK-NEXT:  %21 = call @sin(%20) : (f64) -> f64
// CHECK-NEXT:  %22 = vector.insert %21, %19 [1, 1] : f64 into vector<2x3xf64>
// CHECK-NEXT:  %23 = vector.extract %arg2[1, 2] : f64 from vector<2x3xf64>
// CHECK-NEXT:  %24 = call @sin(%23) : (f64) -> f64
// CHECK-NEXT:  %25 = vector.insert %24, %22 [1, 2] : f64 into vector<2x3xf64>
// CHECK-NEXT:  %cst_1 = arith.constant dense<0.000000e+00> : vector<2xf16>
// CHECK-NEXT:  %26 = vector.extract %arg3[0] : f16 from vector<2xf16>
// CHECK-NEXT:  %27 = arith.extf %26 : f16 to f32
// CHECK-NEXT:  %28 = call @expm1f(%27) : (f32) -> f32
// CHECK-NEXT:  %29 = arith.truncf %28 : f32 to f16
// CHECK-NEXT:  %30 = vector.insert %29, %cst_1 [0] : f16 into vector<2xf16>
// CHECK-NEXT:  %31 = vector.extract %arg3[1] : f16 from vector<2xf16>
// CHECK-NEXT:  %32 = arith.extf %31 : f16 to f32
// CHECK-NEXT:  %33 = call @expm1f(%32) : (f32) -> f32
// CHECK-NEXT:  %34 = arith.truncf %33 : f32 to f16
// CHECK-NEXT:  %35 = vector.insert %34, %30 [1] : f16 into vector<2xf16>
// CHECK-NEXT:  %cst_2 = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:  %36 = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-NEXT:  %37 = vector.extract %arg1[0] : f32 from vector<2xf32>
// CHECK-NEXT:  %38 = vector.extract %7[0] : f32 from vector<2xf32>
// CHECK-NEXT:  %39 = call @fmaf(%36, %37, %38) : (f32, f32, f32) -> f32
// CHECK-NEXT:  %40 = vector.insert %39, %cst_2 [0] : f32 into vector<2xf32>
// CHECK-NEXT:  %41 = vector.extract %arg0[1] : f32 from vector<2xf32>
// CHECK-NEXT:  %42 = vector.extract %arg1[1] : f32 from vector<2xf32>
// CHECK-NEXT:  %43 = vector.extract %7[1] : f32 from vector<2xf32>
// CHECK-NEXT:  %44 = call @fmaf(%41, %42, %43) : (f32, f32, f32) -> f32
// CHECK-NEXT:  %45 = vector.insert %44, %40 [1] : f32 into vector<2xf32>
// CHECK-NEXT:  %cst_3 = arith.constant dense<0.000000e+00> : vector<f32>
// CHECK-NEXT:  %46 = vector.extract %arg4[] : f32 from vector<f32>
// CHECK-NEXT:  %47 = call @tanhf(%46) : (f32) -> f32
// CHECK-NEXT:  %48 = vector.insert %47, %cst_3 [] : f32 into vector<f32>
// CHECK-NEXT:  return %45, %25, %35, %48 : vector<2xf32>, vector<2x3xf64>, vector<2xf16>, vector<f32>
// CHECK-NEXT:  }
func.func @unrolled(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2x3xf64>, %h: vector<2xf16>, %z: vector<f32>) -> (vector<2xf32>, vector<2x3xf64>, vector<2xf16>, vector<f32>) {
  %0 = math.atan2 %a, %b : vector<2xf32>
  %1 = math.sin %c fastmath<fast> : vector<2x3xf64>
  %2 = math.expm1 %h : vector<2xf16>
  %3 = math.fma %a, %b, %0 : vector<2xf32>
  %4 = math.tanh %z : vector<f32>
  return %3, %1, %2, %4 : vector<2xf32>, vector<2x3xf64>, vector<2xf16>, vector<f32>
}

// CHECK-LABEL: func.func @mixed(%arg0: f64, %arg1: vector<3xf64>) -> (f64, vector<3xf64>) {
// CHECK-NEXT:  %0 = call @sqrt(%arg0) : (f64) -> f64
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<3xf64>
// CHECK-NEXT:  %1 = vector.extract %arg1[0] : f64 from vector<3xf64>
// CHECK-NEXT:  %2 = call @sqrt(%1) : (f64) -> f64
// CHECK-NEXT:  %3 = vector.insert %2, %cst [0] : f64 into vector<3xf64>
// CHECK-NEXT:  %4 = vector.extract %arg1[1] : f64 from vector<3xf64>
// CHECK-NEXT:  %5 = call @sqrt(%4) : (f64) -> f64
// CHECK-NEXT:  %6 = vector.insert %5, %3 [1] : f64 into vector<3xf64>
// CHECK-NEXT:  %7 = vector.extract %arg1[2] : f64 from vector<3xf64>
// CHECK-NEXT:  %8 = call @sqrt(%7) : (f64) -> f64
// CHECK-NEXT:  %9 = vector.insert %8, %6 [2] : f64 into vector<3xf64>
// CHECK-NEXT:  %cst_0 = arith.constant dense<0.000000e+00> : vector<3xf64>
// CHECK-NEXT:  %10 = vector.extract %9[0] : f64 from vector<3xf64>
// CHECK-NEXT:  %11 = vector.extract %arg1[0] : f64 from vector<3xf64>
// CHECK-NEXT:  %12 = call @pow(%10, %11) : (f64, f64) -> f64
// CHECK-NEXT:  %13 = vector.insert %12, %cst_0 [0] : f64 into vector<3xf64>
// CHECK-NEXT:  %14 = vector.extract %9[1] : f64 from vector<3xf64>
// CHECK-NEXT:  %15 = vector.extract %arg1[1] : f64 from vector<3xf64>
// CHECK-NEXT:  %16 = call @pow(%14, %15) : (f64, f64) -> f64
// CHECK-NEXT:  %17 = vector.insert %16, %13 [1] : f64 into vector<3xf64>
// CHECK-NEXT:  %18 = vector.extract %9[2] : f64 from vector<3xf64>
// CHECK-NEXT:  %19 = vector.extract %arg1[2] : f64 from vector<3xf64>
// CHECK-NEXT:  %20 = call @pow(%18, %19) : (f64, f64) -> f64
// CHECK-NEXT:  %21 = vector.insert %20, %17 [2] : f64 into vector<3xf64>
// CHECK-NEXT:  return %0, %21 : f64, vector<3xf64>
// CHECK-NEXT:  }
func.func @mixed(%x: f64, %v: vector<3xf64>) -> (f64, vector<3xf64>) {
  %0 = math.sqrt %x : f64
  %1 = math.sqrt %v : vector<3xf64>
  %2 = math.powf %1, %v : vector<3xf64>
  return %0, %2 : f64, vector<3xf64>
}
