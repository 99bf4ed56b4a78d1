// Every math operation convert-math-to-llvm lowers (LLVM intrinsics, expm1 / log1p / rsqrt expansions, ctlz / cttz /
// absi with their poison flag false), at edge inputs: 0, -0, negative, NaN, infinities, huge, subnormal, integer
// minimum. Inputs come from main through noinline functions, so nothing folds; each float result is printed as a
// value and as its bit pattern, so the comparison with mlir-cpu-runner 19 is exact to the last bit.
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

  // Every unary operation convert-math-to-llvm lowers, on one f64 input: the value, then its bits.
  func.func @unary_f64(%x: f64) attributes {passthrough = ["noinline"]} {
    %r0 = math.absf %x : f64
    func.call @show_f64(%r0) : (f64) -> ()
    %r1 = math.ceil %x : f64
    func.call @show_f64(%r1) : (f64) -> ()
    %r2 = math.cos %x : f64
    func.call @show_f64(%r2) : (f64) -> ()
    %r3 = math.sin %x : f64
    func.call @show_f64(%r3) : (f64) -> ()
    %r4 = math.exp %x : f64
    func.call @show_f64(%r4) : (f64) -> ()
    %r5 = math.exp2 %x : f64
    func.call @show_f64(%r5) : (f64) -> ()
    %r6 = math.expm1 %x : f64
    func.call @show_f64(%r6) : (f64) -> ()
    %r7 = math.floor %x : f64
    func.call @show_f64(%r7) : (f64) -> ()
    %r8 = math.log %x : f64
    func.call @show_f64(%r8) : (f64) -> ()
    %r9 = math.log10 %x : f64
    func.call @show_f64(%r9) : (f64) -> ()
    %r10 = math.log1p %x : f64
    func.call @show_f64(%r10) : (f64) -> ()
    %r11 = math.log2 %x : f64
    func.call @show_f64(%r11) : (f64) -> ()
    %r12 = math.round %x : f64
    func.call @show_f64(%r12) : (f64) -> ()
    %r13 = math.roundeven %x : f64
    func.call @show_f64(%r13) : (f64) -> ()
    %r14 = math.rsqrt %x : f64
    func.call @show_f64(%r14) : (f64) -> ()
    %r15 = math.sqrt %x : f64
    func.call @show_f64(%r15) : (f64) -> ()
    %r16 = math.trunc %x : f64
    func.call @show_f64(%r16) : (f64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  // Every unary operation convert-math-to-llvm lowers, on one f32 input: the value, then its bits.
  func.func @unary_f32(%x: f32) attributes {passthrough = ["noinline"]} {
    %r0 = math.absf %x : f32
    func.call @show_f32(%r0) : (f32) -> ()
    %r1 = math.ceil %x : f32
    func.call @show_f32(%r1) : (f32) -> ()
    %r2 = math.cos %x : f32
    func.call @show_f32(%r2) : (f32) -> ()
    %r3 = math.sin %x : f32
    func.call @show_f32(%r3) : (f32) -> ()
    %r4 = math.exp %x : f32
    func.call @show_f32(%r4) : (f32) -> ()
    %r5 = math.exp2 %x : f32
    func.call @show_f32(%r5) : (f32) -> ()
    %r6 = math.expm1 %x : f32
    func.call @show_f32(%r6) : (f32) -> ()
    %r7 = math.floor %x : f32
    func.call @show_f32(%r7) : (f32) -> ()
    %r8 = math.log %x : f32
    func.call @show_f32(%r8) : (f32) -> ()
    %r9 = math.log10 %x : f32
    func.call @show_f32(%r9) : (f32) -> ()
    %r10 = math.log1p %x : f32
    func.call @show_f32(%r10) : (f32) -> ()
    %r11 = math.log2 %x : f32
    func.call @show_f32(%r11) : (f32) -> ()
    %r12 = math.round %x : f32
    func.call @show_f32(%r12) : (f32) -> ()
    %r13 = math.roundeven %x : f32
    func.call @show_f32(%r13) : (f32) -> ()
    %r14 = math.rsqrt %x : f32
    func.call @show_f32(%r14) : (f32) -> ()
    %r15 = math.sqrt %x : f32
    func.call @show_f32(%r15) : (f32) -> ()
    %r16 = math.trunc %x : f32
    func.call @show_f32(%r16) : (f32) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  // pow, copysign, fma and powi on pairs of inputs.
  func.func @binary(%x: f64, %y: f64, %n: i32) attributes {passthrough = ["noinline"]} {
    %p = math.powf %x, %y : f64
    func.call @show_f64(%p) : (f64) -> ()
    %c = math.copysign %x, %y : f64
    func.call @show_f64(%c) : (f64) -> ()
    %f = math.fma %x, %y, %x : f64
    func.call @show_f64(%f) : (f64) -> ()
    %i = math.fpowi %x, %n : f64, i32
    func.call @show_f64(%i) : (f64) -> ()
    %xf = arith.truncf %x : f64 to f32
    %yf = arith.truncf %y : f64 to f32
    %pf = math.powf %xf, %yf fastmath<contract> : f32
    func.call @show_f32(%pf) : (f32) -> ()
    %if = math.fpowi %xf, %n : f32, i32
    func.call @show_f32(%if) : (f32) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  // ctlz, cttz, ctpop and absi on i32, i64 and i8 values.
  func.func @integers(%a: i32, %b: i64) attributes {passthrough = ["noinline"]} {
    %ctlz_i32 = math.ctlz %a : i32
    %ctlz_i32x = arith.extsi %ctlz_i32 : i32 to i64
    func.call @printI64(%ctlz_i32x) : (i64) -> ()
    func.call @printComma() : () -> ()
    %cttz_i32 = math.cttz %a : i32
    %cttz_i32x = arith.extsi %cttz_i32 : i32 to i64
    func.call @printI64(%cttz_i32x) : (i64) -> ()
    func.call @printComma() : () -> ()
    %ctpop_i32 = math.ctpop %a : i32
    %ctpop_i32x = arith.extsi %ctpop_i32 : i32 to i64
    func.call @printI64(%ctpop_i32x) : (i64) -> ()
    func.call @printComma() : () -> ()
    %absi_i32 = math.absi %a : i32
    %absi_i32x = arith.extsi %absi_i32 : i32 to i64
    func.call @printI64(%absi_i32x) : (i64) -> ()
    func.call @printComma() : () -> ()
    %ctlz_i64 = math.ctlz %b : i64
    func.call @printI64(%ctlz_i64) : (i64) -> ()
    func.call @printComma() : () -> ()
    %cttz_i64 = math.cttz %b : i64
    func.call @printI64(%cttz_i64) : (i64) -> ()
    func.call @printComma() : () -> ()
    %ctpop_i64 = math.ctpop %b : i64
    func.call @printI64(%ctpop_i64) : (i64) -> ()
    func.call @printComma() : () -> ()
    %absi_i64 = math.absi %b : i64
    func.call @printI64(%absi_i64) : (i64) -> ()
    func.call @printComma() : () -> ()
    %a8 = arith.trunci %a : i32 to i8
    %ctlz_i8 = math.ctlz %a8 : i8
    %ctlz_i8x = arith.extui %ctlz_i8 : i8 to i64
    func.call @printI64(%ctlz_i8x) : (i64) -> ()
    func.call @printComma() : () -> ()
    %cttz_i8 = math.cttz %a8 : i8
    %cttz_i8x = arith.extui %cttz_i8 : i8 to i64
    func.call @printI64(%cttz_i8x) : (i64) -> ()
    func.call @printComma() : () -> ()
    %ctpop_i8 = math.ctpop %a8 : i8
    %ctpop_i8x = arith.extui %ctpop_i8 : i8 to i64
    func.call @printI64(%ctpop_i8x) : (i64) -> ()
    func.call @printComma() : () -> ()
    %absi_i8 = math.absi %a8 : i8
    %absi_i8x = arith.extui %absi_i8 : i8 to i64
    func.call @printI64(%absi_i8x) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f64
    %negzero = arith.constant -0.0 : f64
    %neg = arith.constant -1.5 : f64
    %half = arith.constant 0.5 : f64
    %pos = arith.constant 2.5 : f64
    %nan = arith.constant 0x7FF8000000000000 : f64
    %inf = arith.constant 0x7FF0000000000000 : f64
    %ninf = arith.constant 0xFFF0000000000000 : f64
    %huge = arith.constant 1.0e308 : f64
    %tiny = arith.constant 4.9406564584124654e-324 : f64
    %big32 = arith.constant 3.0e38 : f64
    %third = arith.constant 0.3333333333333333 : f64
    func.call @unary_f64(%zero) : (f64) -> ()
    func.call @unary_f64(%negzero) : (f64) -> ()
    func.call @unary_f64(%neg) : (f64) -> ()
    func.call @unary_f64(%half) : (f64) -> ()
    func.call @unary_f64(%pos) : (f64) -> ()
    func.call @unary_f64(%nan) : (f64) -> ()
    func.call @unary_f64(%inf) : (f64) -> ()
    func.call @unary_f64(%ninf) : (f64) -> ()
    func.call @unary_f64(%huge) : (f64) -> ()
    func.call @unary_f64(%tiny) : (f64) -> ()
    func.call @unary_f64(%big32) : (f64) -> ()
    func.call @unary_f64(%third) : (f64) -> ()
    %zero32 = arith.truncf %zero : f64 to f32
    func.call @unary_f32(%zero32) : (f32) -> ()
    %negzero32 = arith.truncf %negzero : f64 to f32
    func.call @unary_f32(%negzero32) : (f32) -> ()
    %neg32 = arith.truncf %neg : f64 to f32
    func.call @unary_f32(%neg32) : (f32) -> ()
    %half32 = arith.truncf %half : f64 to f32
    func.call @unary_f32(%half32) : (f32) -> ()
    %pos32 = arith.truncf %pos : f64 to f32
    func.call @unary_f32(%pos32) : (f32) -> ()
    %nan32 = arith.truncf %nan : f64 to f32
    func.call @unary_f32(%nan32) : (f32) -> ()
    %inf32 = arith.truncf %inf : f64 to f32
    func.call @unary_f32(%inf32) : (f32) -> ()
    %ninf32 = arith.truncf %ninf : f64 to f32
    func.call @unary_f32(%ninf32) : (f32) -> ()
    %huge32 = arith.truncf %huge : f64 to f32
    func.call @unary_f32(%huge32) : (f32) -> ()
    %tiny32 = arith.truncf %tiny : f64 to f32
    func.call @unary_f32(%tiny32) : (f32) -> ()
    %big3232 = arith.truncf %big32 : f64 to f32
    func.call @unary_f32(%big3232) : (f32) -> ()
    %third32 = arith.truncf %third : f64 to f32
    func.call @unary_f32(%third32) : (f32) -> ()
    %n_pos_neg = arith.constant 3 : i32
    func.call @binary(%pos, %neg, %n_pos_neg) : (f64, f64, i32) -> ()
    %n_neg_half = arith.constant -2 : i32
    func.call @binary(%neg, %half, %n_neg_half) : (f64, f64, i32) -> ()
    %n_zero_neg = arith.constant 0 : i32
    func.call @binary(%zero, %neg, %n_zero_neg) : (f64, f64, i32) -> ()
    %n_negzero_nan = arith.constant -1 : i32
    func.call @binary(%negzero, %nan, %n_negzero_nan) : (f64, f64, i32) -> ()
    %n_nan_zero = arith.constant 7 : i32
    func.call @binary(%nan, %zero, %n_nan_zero) : (f64, f64, i32) -> ()
    %n_inf_half = arith.constant 31 : i32
    func.call @binary(%inf, %half, %n_inf_half) : (f64, f64, i32) -> ()
    %n_ninf_pos = arith.constant -31 : i32
    func.call @binary(%ninf, %pos, %n_ninf_pos) : (f64, f64, i32) -> ()
    %n_half_huge = arith.constant 1000 : i32
    func.call @binary(%half, %huge, %n_half_huge) : (f64, f64, i32) -> ()
    %n_huge_tiny = arith.constant 2 : i32
    func.call @binary(%huge, %tiny, %n_huge_tiny) : (f64, f64, i32) -> ()
    %n_tiny_third = arith.constant -2147483648 : i32
    func.call @binary(%tiny, %third, %n_tiny_third) : (f64, f64, i32) -> ()
    %ia0 = arith.constant 0 : i32
    %ib0 = arith.constant 0 : i64
    func.call @integers(%ia0, %ib0) : (i32, i64) -> ()
    %ia1 = arith.constant 1 : i32
    %ib1 = arith.constant 1 : i64
    func.call @integers(%ia1, %ib1) : (i32, i64) -> ()
    %ia2 = arith.constant -1 : i32
    %ib2 = arith.constant -1 : i64
    func.call @integers(%ia2, %ib2) : (i32, i64) -> ()
    %ia3 = arith.constant -2147483648 : i32
    %ib3 = arith.constant -9223372036854775808 : i64
    func.call @integers(%ia3, %ib3) : (i32, i64) -> ()
    %ia4 = arith.constant 2147483647 : i32
    %ib4 = arith.constant 9223372036854775807 : i64
    func.call @integers(%ia4, %ib4) : (i32, i64) -> ()
    %ia5 = arith.constant 256 : i32
    %ib5 = arith.constant 1099511627776 : i64
    func.call @integers(%ia5, %ib5) : (i32, i64) -> ()
    %ia6 = arith.constant -128 : i32
    %ib6 = arith.constant -3 : i64
    func.call @integers(%ia6, %ib6) : (i32, i64) -> ()
    %ia7 = arith.constant 40 : i32
    %ib7 = arith.constant 12345678901 : i64
    func.call @integers(%ia7, %ib7) : (i32, i64) -> ()
    return
  }
}
