"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "float_math", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
    %22 = "llvm.intr.sqrt"(%arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %23 = "llvm.intr.exp"(%22) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %24 = "llvm.intr.log"(%23) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %25 = "llvm.intr.fabs"(%24) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %26 = "llvm.intr.fma"(%25, %arg16, %arg17) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
    %27 = "llvm.intr.pow"(%26, %arg16) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %28 = "llvm.intr.copysign"(%27, %arg17) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %29 = "llvm.intr.floor"(%28) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %30 = "llvm.intr.ceil"(%29) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %31 = "llvm.intr.maxnum"(%30, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %32 = "llvm.intr.minnum"(%31, %arg16) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %33 = "llvm.intr.exp2"(%32) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %34 = "llvm.intr.log2"(%33) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %35 = "llvm.intr.log10"(%34) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %36 = "llvm.intr.sin"(%35) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %37 = "llvm.intr.cos"(%36) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %38 = "llvm.intr.trunc"(%37) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %39 = "llvm.intr.round"(%38) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %40 = "llvm.intr.maximum"(%39, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %41 = "llvm.intr.minimum"(%40, %arg16) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %42 = "llvm.intr.fmuladd"(%41, %arg16, %arg17) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
    "llvm.return"(%42) : (f32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64, f64, i32)>, linkage = #llvm.linkage<external>, sym_name = "float_math_flags", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg12: f64, %arg13: f64, %arg14: i32):
    %19 = "llvm.intr.sqrt"(%arg12) <{fastmathFlags = #llvm.fastmath<fast>}> : (f64) -> f64
    %20 = "llvm.intr.pow"(%19, %arg13) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f64, f64) -> f64
    %21 = "llvm.intr.powi"(%20, %arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, i32) -> f64
    "llvm.return"(%21) : (f64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<4xf32> (vector<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "vector_math", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg11: vector<4xf32>):
    %17 = "llvm.intr.fabs"(%arg11) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %18 = "llvm.intr.sqrt"(%17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    "llvm.return"(%18) : (vector<4xf32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "int_math", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg9: i32, %arg10: i32):
    %5 = "llvm.intr.smax"(%arg9, %arg10) : (i32, i32) -> i32
    %6 = "llvm.intr.smin"(%5, %arg10) : (i32, i32) -> i32
    %7 = "llvm.intr.umax"(%6, %arg9) : (i32, i32) -> i32
    %8 = "llvm.intr.umin"(%7, %arg10) : (i32, i32) -> i32
    %9 = "llvm.intr.ctlz"(%8) <{is_zero_poison = false}> : (i32) -> i32
    %10 = "llvm.intr.cttz"(%9) <{is_zero_poison = true}> : (i32) -> i32
    %11 = "llvm.intr.ctpop"(%10) : (i32) -> i32
    %12 = "llvm.intr.abs"(%11) <{is_int_min_poison = false}> : (i32) -> i32
    %13 = "llvm.intr.bitreverse"(%12) : (i32) -> i32
    %14 = "llvm.intr.bswap"(%13) : (i32) -> i32
    %15 = "llvm.intr.fshl"(%14, %arg9, %arg10) : (i32, i32, i32) -> i32
    %16 = "llvm.intr.fshr"(%15, %arg9, %arg10) : (i32, i32, i32) -> i32
    "llvm.return"(%16) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, i1)> (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "overflow_intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg7: i32, %arg8: i32):
    %3 = "llvm.intr.sadd.with.overflow"(%arg7, %arg8) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %4 = "llvm.intr.umul.with.overflow"(%arg7, %arg8) : (i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.return"(%3) : (!llvm.struct<(i32, i1)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i8)>, linkage = #llvm.linkage<external>, sym_name = "memory", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i8):
    "llvm.intr.memcpy"(%arg3, %arg4, %arg5) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memmove"(%arg3, %arg4, %arg5) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memset"(%arg3, %arg6, %arg5) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (i64)>, linkage = #llvm.linkage<external>, sym_name = "stack", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg2: i64):
    %0 = "llvm.intr.stacksave"() : () -> !llvm.ptr
    %1 = "llvm.alloca"(%arg2) <{elem_type = f32}> : (i64) -> !llvm.ptr
    %2 = "llvm.load"(%1) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
    "llvm.intr.stackrestore"(%0) : (!llvm.ptr) -> ()
    "llvm.return"(%2) : (f32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i1)>, linkage = #llvm.linkage<external>, sym_name = "misc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i1):
    "llvm.intr.assume"(%arg1) : (i1) -> ()
    "llvm.intr.trap"() : () -> ()
    "llvm.intr.debugtrap"() : () -> ()
    "llvm.intr.lifetime.start"(%arg0) <{size = 16 : i64}> : (!llvm.ptr) -> ()
    "llvm.intr.lifetime.end"(%arg0) <{size = 16 : i64}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

