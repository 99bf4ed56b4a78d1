"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "int_binops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg24: i32, %arg25: i32):
    %77 = "llvm.add"(%arg24, %arg25) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %78 = "llvm.sub"(%77, %arg25) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %79 = "llvm.mul"(%78, %arg24) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %80 = "llvm.udiv"(%79, %arg25) : (i32, i32) -> i32
    %81 = "llvm.sdiv"(%80, %arg25) : (i32, i32) -> i32
    %82 = "llvm.urem"(%81, %arg24) : (i32, i32) -> i32
    %83 = "llvm.srem"(%82, %arg24) : (i32, i32) -> i32
    %84 = "llvm.and"(%83, %arg25) : (i32, i32) -> i32
    %85 = "llvm.or"(%84, %arg24) : (i32, i32) -> i32
    %86 = "llvm.xor"(%85, %arg25) : (i32, i32) -> i32
    %87 = "llvm.shl"(%86, %arg24) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %88 = "llvm.lshr"(%87, %arg25) : (i32, i32) -> i32
    %89 = "llvm.ashr"(%88, %arg24) : (i32, i32) -> i32
    "llvm.return"(%89) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "int_flags", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg22: i64, %arg23: i64):
    %71 = "llvm.add"(%arg22, %arg23) <{overflowFlags = #llvm.overflow<nsw>}> : (i64, i64) -> i64
    %72 = "llvm.sub"(%71, %arg23) <{overflowFlags = #llvm.overflow<nuw>}> : (i64, i64) -> i64
    %73 = "llvm.mul"(%72, %arg22) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %74 = "llvm.shl"(%73, %arg23) <{overflowFlags = #llvm.overflow<nsw>}> : (i64, i64) -> i64
    %75 = "llvm.shl"(%74, %arg22) <{overflowFlags = #llvm.overflow<nuw>}> : (i64, i64) -> i64
    %76 = "llvm.add"(%75, %arg23) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
    "llvm.return"(%76) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64, f64)>, linkage = #llvm.linkage<external>, sym_name = "float_binops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg20: f64, %arg21: f64):
    %65 = "llvm.fadd"(%arg20, %arg21) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %66 = "llvm.fsub"(%65, %arg21) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %67 = "llvm.fmul"(%66, %arg20) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %68 = "llvm.fdiv"(%67, %arg21) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %69 = "llvm.frem"(%68, %arg20) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %70 = "llvm.fneg"(%69) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
    "llvm.return"(%70) : (f64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "float_flags", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg18: f32, %arg19: f32):
    %59 = "llvm.fadd"(%arg18, %arg19) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %60 = "llvm.fsub"(%59, %arg19) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
    %61 = "llvm.fmul"(%60, %arg18) <{fastmathFlags = #llvm.fastmath<contract, reassoc>}> : (f32, f32) -> f32
    %62 = "llvm.fdiv"(%61, %arg19) <{fastmathFlags = #llvm.fastmath<arcp>}> : (f32, f32) -> f32
    %63 = "llvm.frem"(%62, %arg18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %64 = "llvm.fneg"(%63) <{fastmathFlags = #llvm.fastmath<nsz>}> : (f32) -> f32
    "llvm.return"(%64) : (f32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<2xf32> (vector<4xi32>, vector<4xi32>, vector<2xf32>)>, linkage = #llvm.linkage<external>, sym_name = "vector_ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg15: vector<4xi32>, %arg16: vector<4xi32>, %arg17: vector<2xf32>):
    %55 = "llvm.add"(%arg15, %arg16) <{overflowFlags = #llvm.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %56 = "llvm.xor"(%55, %arg16) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %57 = "llvm.fmul"(%arg17, %arg17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %58 = "llvm.icmp"(%56, %arg15) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    "llvm.return"(%57) : (vector<2xf32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "icmp_all", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg13: i32, %arg14: i32):
    %36 = "llvm.icmp"(%arg13, %arg14) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %37 = "llvm.icmp"(%arg13, %arg14) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %38 = "llvm.icmp"(%arg13, %arg14) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %39 = "llvm.icmp"(%arg13, %arg14) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %40 = "llvm.icmp"(%arg13, %arg14) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %41 = "llvm.icmp"(%arg13, %arg14) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %42 = "llvm.icmp"(%arg13, %arg14) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %43 = "llvm.icmp"(%arg13, %arg14) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %44 = "llvm.icmp"(%arg13, %arg14) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %45 = "llvm.icmp"(%arg13, %arg14) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %46 = "llvm.and"(%36, %37) : (i1, i1) -> i1
    %47 = "llvm.or"(%46, %38) : (i1, i1) -> i1
    %48 = "llvm.or"(%47, %39) : (i1, i1) -> i1
    %49 = "llvm.or"(%48, %40) : (i1, i1) -> i1
    %50 = "llvm.or"(%49, %41) : (i1, i1) -> i1
    %51 = "llvm.or"(%50, %42) : (i1, i1) -> i1
    %52 = "llvm.or"(%51, %43) : (i1, i1) -> i1
    %53 = "llvm.or"(%52, %44) : (i1, i1) -> i1
    %54 = "llvm.or"(%53, %45) : (i1, i1) -> i1
    "llvm.return"(%54) : (i1) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "fcmp_all", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg11: f32, %arg12: f32):
    %5 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %6 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %7 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %8 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %9 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %10 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %11 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %12 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %13 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %14 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %15 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %16 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %17 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %18 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %19 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %20 = "llvm.fcmp"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %21 = "llvm.and"(%5, %6) : (i1, i1) -> i1
    %22 = "llvm.or"(%21, %7) : (i1, i1) -> i1
    %23 = "llvm.or"(%22, %8) : (i1, i1) -> i1
    %24 = "llvm.or"(%23, %9) : (i1, i1) -> i1
    %25 = "llvm.or"(%24, %10) : (i1, i1) -> i1
    %26 = "llvm.or"(%25, %11) : (i1, i1) -> i1
    %27 = "llvm.or"(%26, %12) : (i1, i1) -> i1
    %28 = "llvm.or"(%27, %13) : (i1, i1) -> i1
    %29 = "llvm.or"(%28, %14) : (i1, i1) -> i1
    %30 = "llvm.or"(%29, %15) : (i1, i1) -> i1
    %31 = "llvm.or"(%30, %16) : (i1, i1) -> i1
    %32 = "llvm.or"(%31, %17) : (i1, i1) -> i1
    %33 = "llvm.or"(%32, %18) : (i1, i1) -> i1
    %34 = "llvm.or"(%33, %19) : (i1, i1) -> i1
    %35 = "llvm.or"(%34, %20) : (i1, i1) -> i1
    "llvm.return"(%35) : (i1) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (f64, f64)>, linkage = #llvm.linkage<external>, sym_name = "fcmp_flags", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg9: f64, %arg10: f64):
    %4 = "llvm.fcmp"(%arg9, %arg10) <{fastmathFlags = #llvm.fastmath<nnan>, predicate = 4 : i64}> : (f64, f64) -> i1
    "llvm.return"(%4) : (i1) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "icmp_ptr", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg7: !llvm.ptr, %arg8: !llvm.ptr):
    %3 = "llvm.icmp"(%arg7, %arg8) <{predicate = 6 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
    "llvm.return"(%3) : (i1) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1, i32, i32, f32, f32, vector<2xi1>, vector<2xi64>)>, linkage = #llvm.linkage<external>, sym_name = "selects", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: vector<2xi1>, %arg6: vector<2xi64>):
    %0 = "llvm.select"(%arg0, %arg1, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %1 = "llvm.select"(%arg0, %arg3, %arg4) <{fastmathFlags = #llvm.fastmath<fast>}> : (i1, f32, f32) -> f32
    %2 = "llvm.select"(%arg5, %arg6, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

