"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "float_binops"}> ({
  ^bb0(%arg10: f32, %arg11: f32):
    %16 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %17 = "arith.subf"(%16, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %18 = "arith.mulf"(%17, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %19 = "arith.divf"(%18, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %20 = "arith.remf"(%19, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %21 = "arith.negf"(%20) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %22 = "arith.maximumf"(%21, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %23 = "arith.minimumf"(%22, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %24 = "arith.maxnumf"(%23, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %25 = "arith.minnumf"(%24, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%25) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "fastmath"}> ({
  ^bb0(%arg8: f64, %arg9: f64):
    %7 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %8 = "arith.subf"(%7, %arg9) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    %9 = "arith.mulf"(%8, %arg8) <{fastmath = #arith.fastmath<reassoc,nsz>}> : (f64, f64) -> f64
    %10 = "arith.divf"(%9, %arg9) <{fastmath = #arith.fastmath<arcp,contract,afn>}> : (f64, f64) -> f64
    %11 = "arith.remf"(%10, %arg8) <{fastmath = #arith.fastmath<nnan>}> : (f64, f64) -> f64
    %12 = "arith.negf"(%11) <{fastmath = #arith.fastmath<ninf>}> : (f64) -> f64
    %13 = "arith.maximumf"(%12, %arg8) <{fastmath = #arith.fastmath<nsz>}> : (f64, f64) -> f64
    %14 = "arith.minnumf"(%13, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %15 = "arith.addf"(%14, %arg8) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    "func.return"(%15) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, bf16, f80, f128, tf32) -> (f16, bf16, f80, f128, tf32), sym_name = "other_widths"}> ({
  ^bb0(%arg3: f16, %arg4: bf16, %arg5: f80, %arg6: f128, %arg7: tf32):
    %2 = "arith.mulf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %3 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %4 = "arith.divf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f80, f80) -> f80
    %5 = "arith.subf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f128, f128) -> f128
    %6 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (tf32, tf32) -> tf32
    "func.return"(%2, %3, %4, %5, %6) : (f16, bf16, f80, f128, tf32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "select_float"}> ({
  ^bb0(%arg0: i1, %arg1: f32, %arg2: f32):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    %1 = "arith.addf"(%0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

