// RUN: mlirj opt %s --convert-math-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-checks-mlir19.py wrote them). Every math operation on
// scalars, with and without fast-math flags; those 19 leaves (acos, atan2, cbrt, erf, ipowi, tan, tanh, ...) stay.
// Then 1-D and n-D vectors (unrolled row by row), f16 and bf16; a tensor operand is left as it is.

// CHECK-LABEL: func.func @scalars_and_vectors(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32, %arg5: vector<2x3xf32>, %arg6: vector<4xi32>, %arg7: vector<4xf64>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg5 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %1 = llvm.intr.fabs(%arg0)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// CHECK-NEXT:  %2 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT:  %3 = math.acos %arg0 : f32
// CHECK-NEXT:  %4 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT:  %5 = math.cbrt %arg0 : f32
// CHECK-NEXT:  %6 = llvm.intr.ceil(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %7 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:  %8 = llvm.intr.cos(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:  %9 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %10 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:  %11 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:  %12 = llvm.intr.ctpop(%arg3)  : (i32) -> i32
// CHECK-NEXT:  %13 = math.erf %arg0 : f32
// CHECK-NEXT:  %14 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %15 = llvm.intr.exp2(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %16 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:  %17 = llvm.intr.exp(%arg0)  {fastmathFlags = #llvm.fastmath<contract>} : (f32) -> f32
// CHECK-NEXT:  %18 = llvm.fsub %17, %16  {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT:  %19 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %20 = llvm.intr.fma(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
// CHECK-NEXT:  %21 = math.ipowi %arg3, %arg4 : i32
// CHECK-NEXT:  %22 = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %23 = llvm.intr.log10(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %24 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:  %25 = llvm.fadd %24, %arg0  {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT:  %26 = llvm.intr.log(%25)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// CHECK-NEXT:  %27 = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %28 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:  %29 = llvm.intr.powi(%arg0, %arg3)  : (f32, i32) -> f32
// CHECK-NEXT:  %30 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:  %31 = llvm.intr.sqrt(%arg0)  {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
// CHECK-NEXT:  %32 = llvm.fdiv %30, %31  {fastmathFlags = #llvm.fastmath<afn>} : f32
// CHECK-NEXT:  %33 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %34 = math.tan %arg0 : f32
// CHECK-NEXT:  %35 = math.tanh %arg0 : f32
// CHECK-NEXT:  %36 = llvm.intr.round(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %37 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %38 = llvm.intr.trunc(%arg0)  : (f32) -> f32
// CHECK-NEXT:  %39 = math.cosh %arg0 : f32
// CHECK-NEXT:  %40 = math.sinh %arg0 : f32
// CHECK-NEXT:  %41 = math.atan %arg0 : f32
// CHECK-NEXT:  %42 = math.acosh %arg0 : f32
// CHECK-NEXT:  %43 = math.asin %arg0 : f32
// CHECK-NEXT:  %44 = math.asinh %arg0 : f32
// CHECK-NEXT:  %45 = math.atanh %arg0 : f32
// CHECK-NEXT:  %46 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %47 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %48 = llvm.intr.sqrt(%47)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %49 = llvm.insertvalue %48, %46[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %50 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %51 = llvm.intr.sqrt(%50)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %52 = llvm.insertvalue %51, %49[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %53 = "llvm.intr.ctlz"(%arg6) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %54 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %55 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %56 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %57 = llvm.intr.sqrt(%55)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %58 = llvm.fdiv %56, %57  : vector<3xf32>
// CHECK-NEXT:  %59 = llvm.insertvalue %58, %54[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %60 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %61 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %62 = llvm.intr.sqrt(%60)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %63 = llvm.fdiv %61, %62  : vector<3xf32>
// CHECK-NEXT:  %64 = llvm.insertvalue %63, %59[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %65 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf64>) : vector<4xf64>
// CHECK-NEXT:  %66 = llvm.intr.exp(%arg7)  : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:  %67 = llvm.fsub %66, %65  : vector<4xf64>
// CHECK-NEXT:  %68 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %69 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %70 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %71 = llvm.fadd %70, %69  : vector<3xf32>
// CHECK-NEXT:  %72 = llvm.intr.log(%71)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %73 = llvm.insertvalue %72, %68[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %74 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %75 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %76 = llvm.fadd %75, %74  : vector<3xf32>
// CHECK-NEXT:  %77 = llvm.intr.log(%76)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %78 = llvm.insertvalue %77, %73[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %79 = "llvm.intr.abs"(%arg6) <{is_int_min_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @scalars_and_vectors(%x: f32, %y: f32, %z: f32, %i: i32, %j: i32, %v: vector<2x3xf32>, %vi: vector<4xi32>, %s: vector<4xf64>) {
  %0 = math.absf %x fastmath<nnan> : f32
  %1 = math.absi %i : i32
  %2 = math.acos %x : f32
  %3 = math.atan2 %x, %y : f32
  %4 = math.cbrt %x : f32
  %5 = math.ceil %x : f32
  %6 = math.copysign %x, %y : f32
  %7 = math.cos %x fastmath<fast> : f32
  %8 = math.sin %x : f32
  %9 = math.ctlz %i : i32
  %10 = math.cttz %i : i32
  %11 = math.ctpop %i : i32
  %12 = math.erf %x : f32
  %13 = math.exp %x : f32
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x fastmath<contract> : f32
  %16 = math.floor %x : f32
  %17 = math.fma %x, %y, %z : f32
  %18 = math.ipowi %i, %j : i32
  %19 = math.log %x : f32
  %20 = math.log10 %x : f32
  %21 = math.log1p %x fastmath<nnan> : f32
  %22 = math.log2 %x : f32
  %23 = math.powf %x, %y : f32
  %24 = math.fpowi %x, %i : f32, i32
  %25 = math.rsqrt %x fastmath<afn> : f32
  %26 = math.sqrt %x : f32
  %27 = math.tan %x : f32
  %28 = math.tanh %x : f32
  %29 = math.round %x : f32
  %30 = math.roundeven %x : f32
  %31 = math.trunc %x : f32
  %32 = math.cosh %x : f32
  %33 = math.sinh %x : f32
  %34 = math.atan %x : f32
  %35 = math.acosh %x : f32
  %36 = math.asin %x : f32
  %37 = math.asinh %x : f32
  %38 = math.atanh %x : f32
  %40 = math.sqrt %v : vector<2x3xf32>
  %41 = math.ctlz %vi : vector<4xi32>
  %42 = math.rsqrt %v : vector<2x3xf32>
  %43 = math.expm1 %s : vector<4xf64>
  %44 = math.log1p %v : vector<2x3xf32>
  %45 = math.absi %vi : vector<4xi32>
  return
}

// CHECK-LABEL: func.func @vectors(%arg0: vector<2x3xf32>, %arg1: vector<2x4xi32>, %arg2: vector<4xf64>, %arg3: f16, %arg4: bf16, %arg5: tensor<4xf32>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %2 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %4 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %5 = llvm.intr.sqrt(%3)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %6 = llvm.fdiv %4, %5  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK-NEXT:  %7 = llvm.insertvalue %6, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %8 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %9 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %10 = llvm.intr.sqrt(%8)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %11 = llvm.fdiv %9, %10  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK-NEXT:  %12 = llvm.insertvalue %11, %7[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %13 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %14 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %15 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %16 = llvm.intr.exp(%14)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %17 = llvm.fsub %16, %15  {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK-NEXT:  %18 = llvm.insertvalue %17, %13[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %19 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %20 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %21 = llvm.intr.exp(%19)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %22 = llvm.fsub %21, %20  {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK-NEXT:  %23 = llvm.insertvalue %22, %18[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %24 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %25 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %26 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %27 = llvm.fadd %26, %25  {fastmathFlags = #llvm.fastmath<ninf>} : vector<3xf32>
// CHECK-NEXT:  %28 = llvm.intr.log(%27)  {fastmathFlags = #llvm.fastmath<ninf>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %29 = llvm.insertvalue %28, %24[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %30 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %31 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT:  %32 = llvm.fadd %31, %30  {fastmathFlags = #llvm.fastmath<ninf>} : vector<3xf32>
// CHECK-NEXT:  %33 = llvm.intr.log(%32)  {fastmathFlags = #llvm.fastmath<ninf>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %34 = llvm.insertvalue %33, %29[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %35 = llvm.mlir.undef : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %36 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %37 = "llvm.intr.ctlz"(%36) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %38 = llvm.insertvalue %37, %35[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %39 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %40 = "llvm.intr.ctlz"(%39) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %41 = llvm.insertvalue %40, %38[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %42 = llvm.mlir.undef : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %43 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %44 = "llvm.intr.cttz"(%43) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %45 = llvm.insertvalue %44, %42[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %46 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %47 = "llvm.intr.cttz"(%46) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %48 = llvm.insertvalue %47, %45[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %49 = llvm.mlir.undef : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %50 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %51 = "llvm.intr.abs"(%50) <{is_int_min_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %52 = llvm.insertvalue %51, %49[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %53 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %54 = "llvm.intr.abs"(%53) <{is_int_min_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %55 = llvm.insertvalue %54, %52[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %56 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %57 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %58 = llvm.intr.sqrt(%57)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %59 = llvm.insertvalue %58, %56[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %60 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %61 = llvm.intr.sqrt(%60)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %62 = llvm.insertvalue %61, %59[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %63 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf64>) : vector<4xf64>
// CHECK-NEXT:  %64 = llvm.intr.sqrt(%arg2)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:  %65 = llvm.fdiv %63, %64  {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf64>
// CHECK-NEXT:  %66 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf64>) : vector<4xf64>
// CHECK-NEXT:  %67 = llvm.fadd %66, %arg2  : vector<4xf64>
// CHECK-NEXT:  %68 = llvm.intr.log(%67)  : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT:  %69 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT:  %70 = llvm.intr.exp(%arg3)  : (f16) -> f16
// CHECK-NEXT:  %71 = llvm.fsub %70, %69  : f16
// CHECK-NEXT:  %72 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %73 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %74 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %75 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %76 = llvm.intr.fma(%73, %74, %75)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %77 = llvm.insertvalue %76, %72[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %78 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %79 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %80 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %81 = llvm.intr.fma(%78, %79, %80)  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT:  %82 = llvm.insertvalue %81, %77[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:  %83 = llvm.mlir.undef : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %84 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %85 = llvm.intr.ctpop(%84)  : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %86 = llvm.insertvalue %85, %83[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %87 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %88 = llvm.intr.ctpop(%87)  : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:  %89 = llvm.insertvalue %88, %86[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:  %90 = llvm.intr.exp(%arg4)  : (bf16) -> bf16
// CHECK-NEXT:  %91 = math.sqrt %arg5 : tensor<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @vectors(%v: vector<2x3xf32>, %vi: vector<2x4xi32>, %w: vector<4xf64>, %h: f16, %bf: bf16, %t: tensor<4xf32>) {
  %0 = math.rsqrt %v fastmath<fast> : vector<2x3xf32>
  %1 = math.expm1 %v fastmath<nnan> : vector<2x3xf32>
  %2 = math.log1p %v fastmath<ninf> : vector<2x3xf32>
  %3 = math.ctlz %vi : vector<2x4xi32>
  %4 = math.cttz %vi : vector<2x4xi32>
  %5 = math.absi %vi : vector<2x4xi32>
  %6 = math.sqrt %v fastmath<fast> : vector<2x3xf32>
  %7 = math.rsqrt %w fastmath<fast> : vector<4xf64>
  %8 = math.log1p %w : vector<4xf64>
  %9 = math.expm1 %h : f16
  %10 = math.fma %v, %v, %v : vector<2x3xf32>
  %11 = math.ctpop %vi : vector<2x4xi32>
  %12 = math.exp %bf : bf16
  %13 = math.sqrt %t : tensor<4xf32>
  return
}
