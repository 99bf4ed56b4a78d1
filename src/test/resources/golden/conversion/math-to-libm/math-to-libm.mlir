// RUN: mlirj opt %s --convert-math-to-libm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-checks-mlir19.py wrote them): every operation 19 lowers to
// libm, in f32 and f64, and promoted to f32 from f16 and bf16; declarations go first, the newest on top; an existing
// declaration is reused.

// CHECK-LABEL: func.func private @fma(f64, f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @pow(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @powf(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @trunc(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @truncf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @roundeven(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @roundevenf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @round(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @roundf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tan(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sqrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sqrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log2(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log2f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log1p(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log1pf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log10(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log10f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @logf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @floor(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @floorf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @expm1(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @expm1f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @exp2(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @exp2f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @exp(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @expf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @erf(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sinh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sin(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cosh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @coshf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cos(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cosf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @ceil(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @ceilf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cbrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cbrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atanh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @asinh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @asinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @asin(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @asinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @acosh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @acoshf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @acos(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @acosf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @fabs(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @fabsf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sinf(f32) -> f32
func.func private @sinf(f32) -> f32

// CHECK-LABEL: func.func @all(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f64, %arg4: f64, %arg5: f16, %arg6: bf16) {
// CHECK-NEXT:  %0 = call @fabsf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %1 = call @fabs(%arg3) : (f64) -> f64
// CHECK-NEXT:  %2 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %3 = call @fabsf(%2) : (f32) -> f32
// CHECK-NEXT:  %4 = arith.truncf %3 : f32 to f16
// CHECK-NEXT:  %5 = call @acosf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %6 = call @acos(%arg3) : (f64) -> f64
// CHECK-NEXT:  %7 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %8 = call @acosf(%7) : (f32) -> f32
// CHECK-NEXT:  %9 = arith.truncf %8 : f32 to f16
// CHECK-NEXT:  %10 = call @acoshf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %11 = call @acosh(%arg3) : (f64) -> f64
// CHECK-NEXT:  %12 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %13 = call @acoshf(%12) : (f32) -> f32
// CHECK-NEXT:  %14 = arith.truncf %13 : f32 to f16
// CHECK-NEXT:  %15 = call @asinf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %16 = call @asin(%arg3) : (f64) -> f64
// CHECK-NEXT:  %17 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %18 = call @asinf(%17) : (f32) -> f32
// CHECK-NEXT:  %19 = arith.truncf %18 : f32 to f16
// CHECK-NEXT:  %20 = call @asinhf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %21 = call @asinh(%arg3) : (f64) -> f64
// CHECK-NEXT:  %22 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %23 = call @asinhf(%22) : (f32) -> f32
// CHECK-NEXT:  %24 = arith.truncf %23 : f32 to f16
// CHECK-NEXT:  %25 = call @atanf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %26 = call @atan(%arg3) : (f64) -> f64
// CHECK-NEXT:  %27 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %28 = call @atanf(%27) : (f32) -> f32
// CHECK-NEXT:  %29 = arith.truncf %28 : f32 to f16
// CHECK-NEXT:  %30 = call @atanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %31 = call @atanh(%arg3) : (f64) -> f64
// CHECK-NEXT:  %32 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %33 = call @atanhf(%32) : (f32) -> f32
// CHECK-NEXT:  %34 = arith.truncf %33 : f32 to f16
// CHECK-NEXT:  %35 = call @cbrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %36 = call @cbrt(%arg3) : (f64) -> f64
// CHECK-NEXT:  %37 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %38 = call @cbrtf(%37) : (f32) -> f32
// CHECK-NEXT:  %39 = arith.truncf %38 : f32 to f16
// CHECK-NEXT:  %40 = call @ceilf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %41 = call @ceil(%arg3) : (f64) -> f64
// CHECK-NEXT:  %42 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %43 = call @ceilf(%42) : (f32) -> f32
// CHECK-NEXT:  %44 = arith.truncf %43 : f32 to f16
// CHECK-NEXT:  %45 = call @cosf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %46 = call @cos(%arg3) : (f64) -> f64
// CHECK-NEXT:  %47 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %48 = call @cosf(%47) : (f32) -> f32
// CHECK-NEXT:  %49 = arith.truncf %48 : f32 to f16
// CHECK-NEXT:  %50 = call @coshf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %51 = call @cosh(%arg3) : (f64) -> f64
// CHECK-NEXT:  %52 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %53 = call @coshf(%52) : (f32) -> f32
// CHECK-NEXT:  %54 = arith.truncf %53 : f32 to f16
// CHECK-NEXT:  %55 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %56 = call @sin(%arg3) : (f64) -> f64
// CHECK-NEXT:  %57 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %58 = call @sinf(%57) : (f32) -> f32
// CHECK-NEXT:  %59 = arith.truncf %58 : f32 to f16
// CHECK-NEXT:  %60 = call @sinhf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %61 = call @sinh(%arg3) : (f64) -> f64
// CHECK-NEXT:  %62 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %63 = call @sinhf(%62) : (f32) -> f32
// CHECK-NEXT:  %64 = arith.truncf %63 : f32 to f16
// CHECK-NEXT:  %65 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT:  %66 = call @erf(%arg3) : (f64) -> f64
// CHECK-NEXT:  %67 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %68 = call @erff(%67) : (f32) -> f32
// CHECK-NEXT:  %69 = arith.truncf %68 : f32 to f16
// CHECK-NEXT:  %70 = call @expf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %71 = call @exp(%arg3) : (f64) -> f64
// CHECK-NEXT:  %72 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %73 = call @expf(%72) : (f32) -> f32
// CHECK-NEXT:  %74 = arith.truncf %73 : f32 to f16
// CHECK-NEXT:  %75 = call @exp2f(%arg0) : (f32) -> f32
// CHECK-NEXT:  %76 = call @exp2(%arg3) : (f64) -> f64
// CHECK-NEXT:  %77 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %78 = call @exp2f(%77) : (f32) -> f32
// CHECK-NEXT:  %79 = arith.truncf %78 : f32 to f16
// CHECK-NEXT:  %80 = call @expm1f(%arg0) : (f32) -> f32
// CHECK-NEXT:  %81 = call @expm1(%arg3) : (f64) -> f64
// CHECK-NEXT:  %82 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %83 = call @expm1f(%82) : (f32) -> f32
// CHECK-NEXT:  %84 = arith.truncf %83 : f32 to f16
// CHECK-NEXT:  %85 = call @floorf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %86 = call @floor(%arg3) : (f64) -> f64
// CHECK-NEXT:  %87 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %88 = call @floorf(%87) : (f32) -> f32
// CHECK-NEXT:  %89 = arith.truncf %88 : f32 to f16
// CHECK-NEXT:  %90 = call @logf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %91 = call @log(%arg3) : (f64) -> f64
// CHECK-NEXT:  %92 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %93 = call @logf(%92) : (f32) -> f32
// CHECK-NEXT:  %94 = arith.truncf %93 : f32 to f16
// CHECK-NEXT:  %95 = call @log10f(%arg0) : (f32) -> f32
// CHECK-NEXT:  %96 = call @log10(%arg3) : (f64) -> f64
// CHECK-NEXT:  %97 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %98 = call @log10f(%97) : (f32) -> f32
// CHECK-NEXT:  %99 = arith.truncf %98 : f32 to f16
// CHECK-NEXT:  %100 = call @log1pf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %101 = call @log1p(%arg3) : (f64) -> f64
// CHECK-NEXT:  %102 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %103 = call @log1pf(%102) : (f32) -> f32
// CHECK-NEXT:  %104 = arith.truncf %103 : f32 to f16
// CHECK-NEXT:  %105 = call @log2f(%arg0) : (f32) -> f32
// CHECK-NEXT:  %106 = call @log2(%arg3) : (f64) -> f64
// CHECK-NEXT:  %107 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %108 = call @log2f(%107) : (f32) -> f32
// CHECK-NEXT:  %109 = arith.truncf %108 : f32 to f16
// CHECK-NEXT:  %110 = call @sqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %111 = call @sqrt(%arg3) : (f64) -> f64
// CHECK-NEXT:  %112 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %113 = call @sqrtf(%112) : (f32) -> f32
// CHECK-NEXT:  %114 = arith.truncf %113 : f32 to f16
// CHECK-NEXT:  %115 = call @tanf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %116 = call @tan(%arg3) : (f64) -> f64
// CHECK-NEXT:  %117 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %118 = call @tanf(%117) : (f32) -> f32
// CHECK-NEXT:  %119 = arith.truncf %118 : f32 to f16
// CHECK-NEXT:  %120 = call @tanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %121 = call @tanh(%arg3) : (f64) -> f64
// CHECK-NEXT:  %122 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %123 = call @tanhf(%122) : (f32) -> f32
// CHECK-NEXT:  %124 = arith.truncf %123 : f32 to f16
// CHECK-NEXT:  %125 = call @roundf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %126 = call @round(%arg3) : (f64) -> f64
// CHECK-NEXT:  %127 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %128 = call @roundf(%127) : (f32) -> f32
// CHECK-NEXT:  %129 = arith.truncf %128 : f32 to f16
// CHECK-NEXT:  %130 = call @roundevenf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %131 = call @roundeven(%arg3) : (f64) -> f64
// CHECK-NEXT:  %132 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %133 = call @roundevenf(%132) : (f32) -> f32
// CHECK-NEXT:  %134 = arith.truncf %133 : f32 to f16
// CHECK-NEXT:  %135 = call @truncf(%arg0) : (f32) -> f32
// CHECK-NEXT:  %136 = call @trunc(%arg3) : (f64) -> f64
// CHECK-NEXT:  %137 = arith.extf %arg5 : f16 to f32
// CHECK-NEXT:  %138 = call @truncf(%137) : (f32) -> f32
// CHECK-NEXT:  %139 = arith.truncf %138 : f32 to f16
// CHECK-NEXT:  %140 = call @atan2f(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:  %141 = call @atan2(%arg3, %arg4) : (f64, f64) -> f64
// CHECK-NEXT:  %142 = arith.extf %arg6 : bf16 to f32
// CHECK-NEXT:  %143 = arith.extf %arg6 : bf16 to f32
// CHECK-NEXT:  %144 = call @atan2f(%142, %143) : (f32, f32) -> f32
// CHECK-NEXT:  %145 = arith.truncf %144 : f32 to bf16
// CHECK-NEXT:  %146 = call @powf(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:  %147 = call @pow(%arg3, %arg4) : (f64, f64) -> f64
// CHECK-NEXT:  %148 = arith.extf %arg6 : bf16 to f32
// CHECK-NEXT:  %149 = arith.extf %arg6 : bf16 to f32
// CHECK-NEXT:  %150 = call @powf(%148, %149) : (f32, f32) -> f32
// CHECK-NEXT:  %151 = arith.truncf %150 : f32 to bf16
// CHECK-NEXT:  %152 = call @fmaf(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT:  %153 = call @fma(%arg3, %arg3, %arg4) : (f64, f64, f64) -> f64
// CHECK-NEXT:  %154 = arith.extf %arg6 : bf16 to f32
// CHECK-NEXT:  %155 = arith.extf %arg6 : bf16 to f32
// CHECK-NEXT:  %156 = arith.extf %arg6 : bf16 to f32
// CHECK-NEXT:  %157 = call @fmaf(%154, %155, %156) : (f32, f32, f32) -> f32
// CHECK-NEXT:  %158 = arith.truncf %157 : f32 to bf16
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @all(%x: f32, %y: f32, %z: f32, %a: f64, %b: f64, %h: f16, %g: bf16) {
  %0 = math.absf %x fastmath<fast> : f32
  %1 = math.absf %a : f64
  %2 = math.absf %h : f16
  %3 = math.acos %x fastmath<fast> : f32
  %4 = math.acos %a : f64
  %5 = math.acos %h : f16
  %6 = math.acosh %x fastmath<fast> : f32
  %7 = math.acosh %a : f64
  %8 = math.acosh %h : f16
  %9 = math.asin %x fastmath<fast> : f32
  %10 = math.asin %a : f64
  %11 = math.asin %h : f16
  %12 = math.asinh %x fastmath<fast> : f32
  %13 = math.asinh %a : f64
  %14 = math.asinh %h : f16
  %15 = math.atan %x fastmath<fast> : f32
  %16 = math.atan %a : f64
  %17 = math.atan %h : f16
  %18 = math.atanh %x fastmath<fast> : f32
  %19 = math.atanh %a : f64
  %20 = math.atanh %h : f16
  %21 = math.cbrt %x fastmath<fast> : f32
  %22 = math.cbrt %a : f64
  %23 = math.cbrt %h : f16
  %24 = math.ceil %x fastmath<fast> : f32
  %25 = math.ceil %a : f64
  %26 = math.ceil %h : f16
  %27 = math.cos %x fastmath<fast> : f32
  %28 = math.cos %a : f64
  %29 = math.cos %h : f16
  %30 = math.cosh %x fastmath<fast> : f32
  %31 = math.cosh %a : f64
  %32 = math.cosh %h : f16
  %33 = math.sin %x fastmath<fast> : f32
  %34 = math.sin %a : f64
  %35 = math.sin %h : f16
  %36 = math.sinh %x fastmath<fast> : f32
  %37 = math.sinh %a : f64
  %38 = math.sinh %h : f16
  %39 = math.erf %x fastmath<fast> : f32
  %40 = math.erf %a : f64
  %41 = math.erf %h : f16
  %42 = math.exp %x fastmath<fast> : f32
  %43 = math.exp %a : f64
  %44 = math.exp %h : f16
  %45 = math.exp2 %x fastmath<fast> : f32
  %46 = math.exp2 %a : f64
  %47 = math.exp2 %h : f16
  %48 = math.expm1 %x fastmath<fast> : f32
  %49 = math.expm1 %a : f64
  %50 = math.expm1 %h : f16
  %51 = math.floor %x fastmath<fast> : f32
  %52 = math.floor %a : f64
  %53 = math.floor %h : f16
  %54 = math.log %x fastmath<fast> : f32
  %55 = math.log %a : f64
  %56 = math.log %h : f16
  %57 = math.log10 %x fastmath<fast> : f32
  %58 = math.log10 %a : f64
  %59 = math.log10 %h : f16
  %60 = math.log1p %x fastmath<fast> : f32
  %61 = math.log1p %a : f64
  %62 = math.log1p %h : f16
  %63 = math.log2 %x fastmath<fast> : f32
  %64 = math.log2 %a : f64
  %65 = math.log2 %h : f16
  %66 = math.sqrt %x fastmath<fast> : f32
  %67 = math.sqrt %a : f64
  %68 = math.sqrt %h : f16
  %69 = math.tan %x fastmath<fast> : f32
  %70 = math.tan %a : f64
  %71 = math.tan %h : f16
  %72 = math.tanh %x fastmath<fast> : f32
  %73 = math.tanh %a : f64
  %74 = math.tanh %h : f16
  %75 = math.round %x fastmath<fast> : f32
  %76 = math.round %a : f64
  %77 = math.round %h : f16
  %78 = math.roundeven %x fastmath<fast> : f32
  %79 = math.roundeven %a : f64
  %80 = math.roundeven %h : f16
  %81 = math.trunc %x fastmath<fast> : f32
  %82 = math.trunc %a : f64
  %83 = math.trunc %h : f16
  %84 = math.atan2 %x, %y : f32
  %85 = math.atan2 %a, %b : f64
  %86 = math.atan2 %g, %g : bf16
  %87 = math.powf %x, %y : f32
  %88 = math.powf %a, %b : f64
  %89 = math.powf %g, %g : bf16
  %90 = math.fma %x, %y, %z : f32
  %91 = math.fma %a, %a, %b : f64
  %92 = math.fma %g, %g, %g : bf16
  return
}
