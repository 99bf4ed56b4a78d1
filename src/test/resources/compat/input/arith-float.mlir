// arith floating-point ops on scalars, with fastmath flags.
func.func @float_binops(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %a : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %a : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %a : f32
  %7 = arith.minimumf %6, %b : f32
  %8 = arith.maxnumf %7, %a : f32
  %9 = arith.minnumf %8, %b : f32
  return %9 : f32
}

func.func @fastmath(%a: f64, %b: f64) -> f64 {
  %0 = arith.addf %a, %b fastmath<fast> : f64
  %1 = arith.subf %0, %b fastmath<nnan,ninf> : f64
  %2 = arith.mulf %1, %a fastmath<reassoc,nsz> : f64
  %3 = arith.divf %2, %b fastmath<arcp,contract,afn> : f64
  %4 = arith.remf %3, %a fastmath<nnan> : f64
  %5 = arith.negf %4 fastmath<ninf> : f64
  %6 = arith.maximumf %5, %a fastmath<nsz> : f64
  %7 = arith.minnumf %6, %b fastmath<none> : f64
  %8 = arith.addf %7, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f64
  return %8 : f64
}

func.func @other_widths(%h: f16, %bf: bf16, %x: f80, %q: f128, %t: tf32) -> (f16, bf16, f80, f128, tf32) {
  %0 = arith.mulf %h, %h : f16
  %1 = arith.addf %bf, %bf : bf16
  %2 = arith.divf %x, %x : f80
  %3 = arith.subf %q, %q : f128
  %4 = arith.addf %t, %t : tf32
  return %0, %1, %2, %3, %4 : f16, bf16, f80, f128, tf32
}

func.func @select_float(%c: i1, %a: f32, %b: f32) -> f32 {
  %0 = arith.select %c, %a, %b : f32
  %1 = arith.addf %0, %a : f32
  return %1 : f32
}
