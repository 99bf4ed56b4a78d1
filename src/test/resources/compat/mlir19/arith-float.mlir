module {
  func.func @float_binops(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.subf %0, %arg1 : f32
    %2 = arith.mulf %1, %arg0 : f32
    %3 = arith.divf %2, %arg1 : f32
    %4 = arith.remf %3, %arg0 : f32
    %5 = arith.negf %4 : f32
    %6 = arith.maximumf %5, %arg0 : f32
    %7 = arith.minimumf %6, %arg1 : f32
    %8 = arith.maxnumf %7, %arg0 : f32
    %9 = arith.minnumf %8, %arg1 : f32
    return %9 : f32
  }
  func.func @fastmath(%arg0: f64, %arg1: f64) -> f64 {
    %0 = arith.addf %arg0, %arg1 fastmath<fast> : f64
    %1 = arith.subf %0, %arg1 fastmath<nnan,ninf> : f64
    %2 = arith.mulf %1, %arg0 fastmath<reassoc,nsz> : f64
    %3 = arith.divf %2, %arg1 fastmath<arcp,contract,afn> : f64
    %4 = arith.remf %3, %arg0 fastmath<nnan> : f64
    %5 = arith.negf %4 fastmath<ninf> : f64
    %6 = arith.maximumf %5, %arg0 fastmath<nsz> : f64
    %7 = arith.minnumf %6, %arg1 : f64
    %8 = arith.addf %7, %arg0 fastmath<fast> : f64
    return %8 : f64
  }
  func.func @other_widths(%arg0: f16, %arg1: bf16, %arg2: f80, %arg3: f128, %arg4: tf32) -> (f16, bf16, f80, f128, tf32) {
    %0 = arith.mulf %arg0, %arg0 : f16
    %1 = arith.addf %arg1, %arg1 : bf16
    %2 = arith.divf %arg2, %arg2 : f80
    %3 = arith.subf %arg3, %arg3 : f128
    %4 = arith.addf %arg4, %arg4 : tf32
    return %0, %1, %2, %3, %4 : f16, bf16, f80, f128, tf32
  }
  func.func @select_float(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = arith.select %arg0, %arg1, %arg2 : f32
    %1 = arith.addf %0, %arg1 : f32
    return %1 : f32
  }
}

