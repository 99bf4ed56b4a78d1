// The math operations convert-math-to-llvm leaves (inverse trigonometric and hyperbolic functions, cbrt, erf, tan,
// tanh, atan2), lowered to C library calls by convert-math-to-libm first, in f64, f32 and (promoted to f32) f16, at
// edge inputs: 0, -0, negative, NaN, infinities, huge, subnormal. exp, log1p, expm1 and sqrt become libm calls here
// too (convert-math-to-libm runs before the standard lowering). Values and bit patterns are printed.
// mlirj-passes: --convert-math-to-libm
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printComma()
  func.func private @printNewline()

  func.func @show_f64(%v: f64) {
    func.call @printF64(%v) : (f64) -> ()
    func.call @printComma() : () -> ()
    %b = arith.bitcast %v : f64 to i64
    func.call @printI64(%b) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
  func.func @show_f32(%v: f32) {
    %w = arith.extf %v : f32 to f64
    func.call @printF64(%w) : (f64) -> ()
    func.call @printComma() : () -> ()
    %b = arith.bitcast %v : f32 to i32
    %e = arith.extui %b : i32 to i64
    func.call @printI64(%e) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
  func.func @show_f16(%v: f16) {
    %w = arith.extf %v : f16 to f64
    func.call @printF64(%w) : (f64) -> ()
    func.call @printComma() : () -> ()
    %b = arith.bitcast %v : f16 to i16
    %e = arith.extui %b : i16 to i64
    func.call @printI64(%e) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @unary_f64(%x: f64, %y: f64) attributes {passthrough = ["noinline"]} {
    %r0 = math.acos %x : f64
    func.call @show_f64(%r0) : (f64) -> ()
    %r1 = math.acosh %x : f64
    func.call @show_f64(%r1) : (f64) -> ()
    %r2 = math.asin %x : f64
    func.call @show_f64(%r2) : (f64) -> ()
    %r3 = math.asinh %x : f64
    func.call @show_f64(%r3) : (f64) -> ()
    %r4 = math.atan %x : f64
    func.call @show_f64(%r4) : (f64) -> ()
    %r5 = math.atanh %x : f64
    func.call @show_f64(%r5) : (f64) -> ()
    %r6 = math.cbrt %x : f64
    func.call @show_f64(%r6) : (f64) -> ()
    %r7 = math.cosh %x : f64
    func.call @show_f64(%r7) : (f64) -> ()
    %r8 = math.sinh %x : f64
    func.call @show_f64(%r8) : (f64) -> ()
    %r9 = math.erf %x : f64
    func.call @show_f64(%r9) : (f64) -> ()
    %r10 = math.tan %x : f64
    func.call @show_f64(%r10) : (f64) -> ()
    %r11 = math.tanh %x : f64
    func.call @show_f64(%r11) : (f64) -> ()
    %r12 = math.exp %x : f64
    func.call @show_f64(%r12) : (f64) -> ()
    %r13 = math.log1p %x : f64
    func.call @show_f64(%r13) : (f64) -> ()
    %r14 = math.expm1 %x : f64
    func.call @show_f64(%r14) : (f64) -> ()
    %r15 = math.sqrt %x : f64
    func.call @show_f64(%r15) : (f64) -> ()
    %a = math.atan2 %x, %y : f64
    func.call @show_f64(%a) : (f64) -> ()
    %p = math.powf %x, %y : f64
    func.call @show_f64(%p) : (f64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @unary_f32(%x: f32, %y: f32) attributes {passthrough = ["noinline"]} {
    %r0 = math.acos %x : f32
    func.call @show_f32(%r0) : (f32) -> ()
    %r1 = math.acosh %x : f32
    func.call @show_f32(%r1) : (f32) -> ()
    %r2 = math.asin %x : f32
    func.call @show_f32(%r2) : (f32) -> ()
    %r3 = math.asinh %x : f32
    func.call @show_f32(%r3) : (f32) -> ()
    %r4 = math.atan %x : f32
    func.call @show_f32(%r4) : (f32) -> ()
    %r5 = math.atanh %x : f32
    func.call @show_f32(%r5) : (f32) -> ()
    %r6 = math.cbrt %x : f32
    func.call @show_f32(%r6) : (f32) -> ()
    %r7 = math.cosh %x : f32
    func.call @show_f32(%r7) : (f32) -> ()
    %r8 = math.sinh %x : f32
    func.call @show_f32(%r8) : (f32) -> ()
    %r9 = math.erf %x : f32
    func.call @show_f32(%r9) : (f32) -> ()
    %r10 = math.tan %x : f32
    func.call @show_f32(%r10) : (f32) -> ()
    %r11 = math.tanh %x : f32
    func.call @show_f32(%r11) : (f32) -> ()
    %r12 = math.exp %x : f32
    func.call @show_f32(%r12) : (f32) -> ()
    %r13 = math.log1p %x : f32
    func.call @show_f32(%r13) : (f32) -> ()
    %r14 = math.expm1 %x : f32
    func.call @show_f32(%r14) : (f32) -> ()
    %r15 = math.sqrt %x : f32
    func.call @show_f32(%r15) : (f32) -> ()
    %a = math.atan2 %x, %y : f32
    func.call @show_f32(%a) : (f32) -> ()
    %p = math.powf %x, %y : f32
    func.call @show_f32(%p) : (f32) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @unary_f16(%x: f16, %y: f16) attributes {passthrough = ["noinline"]} {
    %r0 = math.acos %x : f16
    func.call @show_f16(%r0) : (f16) -> ()
    %r1 = math.acosh %x : f16
    func.call @show_f16(%r1) : (f16) -> ()
    %r2 = math.asin %x : f16
    func.call @show_f16(%r2) : (f16) -> ()
    %r3 = math.asinh %x : f16
    func.call @show_f16(%r3) : (f16) -> ()
    %r4 = math.atan %x : f16
    func.call @show_f16(%r4) : (f16) -> ()
    %r5 = math.atanh %x : f16
    func.call @show_f16(%r5) : (f16) -> ()
    %r6 = math.cbrt %x : f16
    func.call @show_f16(%r6) : (f16) -> ()
    %r7 = math.cosh %x : f16
    func.call @show_f16(%r7) : (f16) -> ()
    %r8 = math.sinh %x : f16
    func.call @show_f16(%r8) : (f16) -> ()
    %r9 = math.erf %x : f16
    func.call @show_f16(%r9) : (f16) -> ()
    %r10 = math.tan %x : f16
    func.call @show_f16(%r10) : (f16) -> ()
    %r11 = math.tanh %x : f16
    func.call @show_f16(%r11) : (f16) -> ()
    %r12 = math.exp %x : f16
    func.call @show_f16(%r12) : (f16) -> ()
    %r13 = math.log1p %x : f16
    func.call @show_f16(%r13) : (f16) -> ()
    %r14 = math.expm1 %x : f16
    func.call @show_f16(%r14) : (f16) -> ()
    %r15 = math.sqrt %x : f16
    func.call @show_f16(%r15) : (f16) -> ()
    %a = math.atan2 %x, %y : f16
    func.call @show_f16(%a) : (f16) -> ()
    %p = math.powf %x, %y : f16
    func.call @show_f16(%p) : (f16) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f64
    %negzero = arith.constant -0.0 : f64
    %neg = arith.constant -0.75 : f64
    %pos = arith.constant 2.5 : f64
    %one = arith.constant 1.0 : f64
    %nan = arith.constant 0x7FF8000000000000 : f64
    %inf = arith.constant 0x7FF0000000000000 : f64
    %ninf = arith.constant 0xFFF0000000000000 : f64
    %huge = arith.constant 1.0e300 : f64
    %tiny = arith.constant 4.9406564584124654e-324 : f64
    %mid = arith.constant 60000.0 : f64
    func.call @unary_f64(%zero, %neg) : (f64, f64) -> ()
    func.call @unary_f64(%negzero, %zero) : (f64, f64) -> ()
    func.call @unary_f64(%neg, %pos) : (f64, f64) -> ()
    func.call @unary_f64(%pos, %negzero) : (f64, f64) -> ()
    func.call @unary_f64(%one, %nan) : (f64, f64) -> ()
    func.call @unary_f64(%nan, %one) : (f64, f64) -> ()
    func.call @unary_f64(%inf, %ninf) : (f64, f64) -> ()
    func.call @unary_f64(%ninf, %inf) : (f64, f64) -> ()
    func.call @unary_f64(%huge, %neg) : (f64, f64) -> ()
    func.call @unary_f64(%tiny, %pos) : (f64, f64) -> ()
    func.call @unary_f64(%mid, %one) : (f64, f64) -> ()
    %zero_f32 = arith.truncf %zero : f64 to f32
    %neg_f32_zero = arith.truncf %neg : f64 to f32
    func.call @unary_f32(%zero_f32, %neg_f32_zero) : (f32, f32) -> ()
    %negzero_f32 = arith.truncf %negzero : f64 to f32
    %zero_f32_negzero = arith.truncf %zero : f64 to f32
    func.call @unary_f32(%negzero_f32, %zero_f32_negzero) : (f32, f32) -> ()
    %neg_f32 = arith.truncf %neg : f64 to f32
    %pos_f32_neg = arith.truncf %pos : f64 to f32
    func.call @unary_f32(%neg_f32, %pos_f32_neg) : (f32, f32) -> ()
    %pos_f32 = arith.truncf %pos : f64 to f32
    %negzero_f32_pos = arith.truncf %negzero : f64 to f32
    func.call @unary_f32(%pos_f32, %negzero_f32_pos) : (f32, f32) -> ()
    %one_f32 = arith.truncf %one : f64 to f32
    %nan_f32_one = arith.truncf %nan : f64 to f32
    func.call @unary_f32(%one_f32, %nan_f32_one) : (f32, f32) -> ()
    %nan_f32 = arith.truncf %nan : f64 to f32
    %one_f32_nan = arith.truncf %one : f64 to f32
    func.call @unary_f32(%nan_f32, %one_f32_nan) : (f32, f32) -> ()
    %inf_f32 = arith.truncf %inf : f64 to f32
    %ninf_f32_inf = arith.truncf %ninf : f64 to f32
    func.call @unary_f32(%inf_f32, %ninf_f32_inf) : (f32, f32) -> ()
    %ninf_f32 = arith.truncf %ninf : f64 to f32
    %inf_f32_ninf = arith.truncf %inf : f64 to f32
    func.call @unary_f32(%ninf_f32, %inf_f32_ninf) : (f32, f32) -> ()
    %huge_f32 = arith.truncf %huge : f64 to f32
    %neg_f32_huge = arith.truncf %neg : f64 to f32
    func.call @unary_f32(%huge_f32, %neg_f32_huge) : (f32, f32) -> ()
    %tiny_f32 = arith.truncf %tiny : f64 to f32
    %pos_f32_tiny = arith.truncf %pos : f64 to f32
    func.call @unary_f32(%tiny_f32, %pos_f32_tiny) : (f32, f32) -> ()
    %mid_f32 = arith.truncf %mid : f64 to f32
    %one_f32_mid = arith.truncf %one : f64 to f32
    func.call @unary_f32(%mid_f32, %one_f32_mid) : (f32, f32) -> ()
    %zero_f16 = arith.truncf %zero : f64 to f16
    %neg_f16_zero = arith.truncf %neg : f64 to f16
    func.call @unary_f16(%zero_f16, %neg_f16_zero) : (f16, f16) -> ()
    %negzero_f16 = arith.truncf %negzero : f64 to f16
    %zero_f16_negzero = arith.truncf %zero : f64 to f16
    func.call @unary_f16(%negzero_f16, %zero_f16_negzero) : (f16, f16) -> ()
    %neg_f16 = arith.truncf %neg : f64 to f16
    %pos_f16_neg = arith.truncf %pos : f64 to f16
    func.call @unary_f16(%neg_f16, %pos_f16_neg) : (f16, f16) -> ()
    %pos_f16 = arith.truncf %pos : f64 to f16
    %negzero_f16_pos = arith.truncf %negzero : f64 to f16
    func.call @unary_f16(%pos_f16, %negzero_f16_pos) : (f16, f16) -> ()
    %one_f16 = arith.truncf %one : f64 to f16
    %nan_f16_one = arith.truncf %nan : f64 to f16
    func.call @unary_f16(%one_f16, %nan_f16_one) : (f16, f16) -> ()
    %nan_f16 = arith.truncf %nan : f64 to f16
    %one_f16_nan = arith.truncf %one : f64 to f16
    func.call @unary_f16(%nan_f16, %one_f16_nan) : (f16, f16) -> ()
    %inf_f16 = arith.truncf %inf : f64 to f16
    %ninf_f16_inf = arith.truncf %ninf : f64 to f16
    func.call @unary_f16(%inf_f16, %ninf_f16_inf) : (f16, f16) -> ()
    %ninf_f16 = arith.truncf %ninf : f64 to f16
    %inf_f16_ninf = arith.truncf %inf : f64 to f16
    func.call @unary_f16(%ninf_f16, %inf_f16_ninf) : (f16, f16) -> ()
    %huge_f16 = arith.truncf %huge : f64 to f16
    %neg_f16_huge = arith.truncf %neg : f64 to f16
    func.call @unary_f16(%huge_f16, %neg_f16_huge) : (f16, f16) -> ()
    %tiny_f16 = arith.truncf %tiny : f64 to f16
    %pos_f16_tiny = arith.truncf %pos : f64 to f16
    func.call @unary_f16(%tiny_f16, %pos_f16_tiny) : (f16, f16) -> ()
    %mid_f16 = arith.truncf %mid : f64 to f16
    %one_f16_mid = arith.truncf %one : f64 to f16
    func.call @unary_f16(%mid_f16, %one_f16_mid) : (f16, f16) -> ()
    return
  }
}
