"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "int_binops"}> ({
  ^bb0(%arg11: i32, %arg12: i32):
    %14 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "arith.subi"(%14, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.muli"(%15, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.divsi"(%16, %arg12) : (i32, i32) -> i32
    %18 = "arith.divui"(%17, %arg12) : (i32, i32) -> i32
    %19 = "arith.ceildivsi"(%18, %arg11) : (i32, i32) -> i32
    %20 = "arith.ceildivui"(%19, %arg11) : (i32, i32) -> i32
    %21 = "arith.floordivsi"(%20, %arg12) : (i32, i32) -> i32
    %22 = "arith.remsi"(%21, %arg11) : (i32, i32) -> i32
    %23 = "arith.remui"(%22, %arg12) : (i32, i32) -> i32
    %24 = "arith.andi"(%23, %arg11) : (i32, i32) -> i32
    %25 = "arith.ori"(%24, %arg12) : (i32, i32) -> i32
    %26 = "arith.xori"(%25, %arg11) : (i32, i32) -> i32
    %27 = "arith.shli"(%26, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %28 = "arith.shrsi"(%27, %arg11) : (i32, i32) -> i32
    %29 = "arith.shrui"(%28, %arg12) : (i32, i32) -> i32
    %30 = "arith.maxsi"(%29, %arg11) : (i32, i32) -> i32
    %31 = "arith.maxui"(%30, %arg12) : (i32, i32) -> i32
    %32 = "arith.minsi"(%31, %arg11) : (i32, i32) -> i32
    %33 = "arith.minui"(%32, %arg12) : (i32, i32) -> i32
    "func.return"(%33) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "overflow_flags"}> ({
  ^bb0(%arg9: i64, %arg10: i64):
    %9 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %10 = "arith.subi"(%9, %arg10) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %11 = "arith.muli"(%10, %arg9) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %12 = "arith.shli"(%11, %arg10) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %13 = "arith.addi"(%12, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%13) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i1, i32, i32, i32, i32), sym_name = "extended"}> ({
  ^bb0(%arg7: i32, %arg8: i32):
    %6:2 = "arith.addui_extended"(%arg7, %arg8) : (i32, i32) -> (i32, i1)
    %7:2 = "arith.mulsi_extended"(%6#0, %arg8) : (i32, i32) -> (i32, i32)
    %8:2 = "arith.mului_extended"(%7#0, %7#1) : (i32, i32) -> (i32, i32)
    "func.return"(%6#0, %6#1, %7#0, %7#1, %8#0, %8#1) : (i32, i1, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i7, i128, index) -> (i1, i7, i128, index), sym_name = "odd_widths"}> ({
  ^bb0(%arg3: i1, %arg4: i7, %arg5: i128, %arg6: index):
    %1 = "arith.xori"(%arg3, %arg3) : (i1, i1) -> i1
    %2 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %3 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %4 = "arith.divui"(%arg6, %arg6) : (index, index) -> index
    %5 = "arith.remsi"(%4, %arg6) : (index, index) -> index
    "func.return"(%1, %2, %3, %5) : (i1, i7, i128, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "select_int"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

