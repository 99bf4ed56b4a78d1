#loc6 = loc("src/test/resources/compat/input/llvm-calls.mlir":8:21)
#loc7 = loc("src/test/resources/compat/input/llvm-calls.mlir":8:30)
#loc12 = loc("src/test/resources/compat/input/llvm-calls.mlir":14:30)
#loc17 = loc("src/test/resources/compat/input/llvm-calls.mlir":20:23)
#loc22 = loc("src/test/resources/compat/input/llvm-calls.mlir":26:27)
#loc23 = loc("src/test/resources/compat/input/llvm-calls.mlir":26:43)
#loc27 = loc("src/test/resources/compat/input/llvm-calls.mlir":31:22)
#loc28 = loc("src/test/resources/compat/input/llvm-calls.mlir":31:39)
#loc29 = loc("src/test/resources/compat/input/llvm-calls.mlir":31:48)
#loc35 = loc("src/test/resources/compat/input/llvm-calls.mlir":38:31)
#loc36 = loc("src/test/resources/compat/input/llvm-calls.mlir":38:47)
#loc37 = loc("src/test/resources/compat/input/llvm-calls.mlir":38:64)
#loc41 = loc("src/test/resources/compat/input/llvm-calls.mlir":43:25)
#loc48 = loc("src/test/resources/compat/input/llvm-calls.mlir":51:22)
#loc52 = loc("src/test/resources/compat/input/llvm-calls.mlir":57:19)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc1)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "void_callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc2)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc3)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 ()>, linkage = #llvm.linkage<external>, sym_name = "no_args", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc4)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "direct", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg13: i32 loc("src/test/resources/compat/input/llvm-calls.mlir":8:21), %arg14: i32 loc("src/test/resources/compat/input/llvm-calls.mlir":8:30)):
    %18 = "llvm.call"(%arg13, %arg14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32, i32) -> i32 loc(#loc8)
    %19 = "llvm.call"(%18, %arg13) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32, i32) -> i32 loc(#loc9)
    "llvm.return"(%19) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc5)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (ptr)>, linkage = #llvm.linkage<external>, sym_name = "void_and_noargs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg12: !llvm.ptr loc("src/test/resources/compat/input/llvm-calls.mlir":14:30)):
    "llvm.call"(%arg12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @void_callee, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr) -> () loc(#loc13)
    %17 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @no_args, fastmathFlags = #llvm.fastmath<none>}> : () -> f64 loc(#loc14)
    "llvm.return"(%17) : (f64) -> () loc(#loc15)
  }) : () -> () loc(#loc11)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "indirect", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg11: i32 loc("src/test/resources/compat/input/llvm-calls.mlir":20:23)):
    %15 = "llvm.mlir.addressof"() <{global_name = @callee}> : () -> !llvm.ptr loc(#loc18)
    %16 = "llvm.call"(%15, %arg11, %arg11) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i32, i32) -> i32 loc(#loc19)
    "llvm.return"(%16) : (i32) -> () loc(#loc20)
  }) : () -> () loc(#loc16)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (ptr, f64)>, linkage = #llvm.linkage<external>, sym_name = "indirect_arg", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg9: !llvm.ptr loc("src/test/resources/compat/input/llvm-calls.mlir":26:27), %arg10: f64 loc("src/test/resources/compat/input/llvm-calls.mlir":26:43)):
    %14 = "llvm.call"(%arg9, %arg10) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, f64) -> f64 loc(#loc24)
    "llvm.return"(%14) : (f64) -> () loc(#loc25)
  }) : () -> () loc(#loc21)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, i32, f64)>, linkage = #llvm.linkage<external>, sym_name = "varargs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg6: !llvm.ptr loc("src/test/resources/compat/input/llvm-calls.mlir":31:22), %arg7: i32 loc("src/test/resources/compat/input/llvm-calls.mlir":31:39), %arg8: f64 loc("src/test/resources/compat/input/llvm-calls.mlir":31:48)):
    %11 = "llvm.call"(%arg6, %arg7, %arg8) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32, f64) -> i32 loc(#loc30)
    %12 = "llvm.call"(%arg6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr) -> i32 loc(#loc31)
    %13 = "llvm.add"(%11, %12) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32 loc(#loc32)
    "llvm.return"(%13) : (i32) -> () loc(#loc33)
  }) : () -> () loc(#loc26)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "indirect_varargs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: !llvm.ptr loc("src/test/resources/compat/input/llvm-calls.mlir":38:31), %arg4: !llvm.ptr loc("src/test/resources/compat/input/llvm-calls.mlir":38:47), %arg5: i64 loc("src/test/resources/compat/input/llvm-calls.mlir":38:64)):
    %10 = "llvm.call"(%arg3, %arg4, %arg5) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, !llvm.ptr, i64) -> i32 loc(#loc38)
    "llvm.return"(%10) : (i32) -> () loc(#loc39)
  }) : () -> () loc(#loc34)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "call_flags", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg2: f32 loc("src/test/resources/compat/input/llvm-calls.mlir":43:25)):
    %6 = "llvm.call"(%arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fsquare, fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32 loc(#loc42)
    %7 = "llvm.call"(%6) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fsquare, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32 loc(#loc43)
    %8 = "llvm.call"(%7) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @fsquare, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32 loc(#loc44)
    %9 = "llvm.call"(%8) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<musttail>, callee = @fsquare, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32 loc(#loc45)
    "llvm.return"(%9) : (f32) -> () loc(#loc46)
  }) : () -> () loc(#loc40)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "fsquare", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: f32 loc("src/test/resources/compat/input/llvm-calls.mlir":51:22)):
    %5 = "llvm.fmul"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32 loc(#loc49)
    "llvm.return"(%5) : (f32) -> () loc(#loc50)
  }) : () -> () loc(#loc47)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "fact", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64 loc("src/test/resources/compat/input/llvm-calls.mlir":57:19)):
    %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64 loc(#loc53)
    %1 = "llvm.icmp"(%arg0, %0) <{predicate = 3 : i64}> : (i64, i64) -> i1 loc(#loc54)
    "llvm.cond_br"(%1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc55)
  ^bb1:  // pred: ^bb0
    "llvm.return"(%0) : (i64) -> () loc(#loc56)
  ^bb2:  // pred: ^bb0
    %2 = "llvm.sub"(%arg0, %0) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64 loc(#loc57)
    %3 = "llvm.call"(%2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fact, fastmathFlags = #llvm.fastmath<none>}> : (i64) -> i64 loc(#loc58)
    %4 = "llvm.mul"(%arg0, %3) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64 loc(#loc59)
    "llvm.return"(%4) : (i64) -> () loc(#loc60)
  }) : () -> () loc(#loc51)
}) : () -> () loc(#loc)
#loc = loc("src/test/resources/compat/input/llvm-calls.mlir":2:1)
#loc1 = loc("src/test/resources/compat/input/llvm-calls.mlir":3:3)
#loc2 = loc("src/test/resources/compat/input/llvm-calls.mlir":4:3)
#loc3 = loc("src/test/resources/compat/input/llvm-calls.mlir":5:3)
#loc4 = loc("src/test/resources/compat/input/llvm-calls.mlir":6:3)
#loc5 = loc("src/test/resources/compat/input/llvm-calls.mlir":8:3)
#loc8 = loc("src/test/resources/compat/input/llvm-calls.mlir":9:10)
#loc9 = loc("src/test/resources/compat/input/llvm-calls.mlir":10:10)
#loc10 = loc("src/test/resources/compat/input/llvm-calls.mlir":11:5)
#loc11 = loc("src/test/resources/compat/input/llvm-calls.mlir":14:3)
#loc13 = loc("src/test/resources/compat/input/llvm-calls.mlir":15:5)
#loc14 = loc("src/test/resources/compat/input/llvm-calls.mlir":16:10)
#loc15 = loc("src/test/resources/compat/input/llvm-calls.mlir":17:5)
#loc16 = loc("src/test/resources/compat/input/llvm-calls.mlir":20:3)
#loc18 = loc("src/test/resources/compat/input/llvm-calls.mlir":21:11)
#loc19 = loc("src/test/resources/compat/input/llvm-calls.mlir":22:10)
#loc20 = loc("src/test/resources/compat/input/llvm-calls.mlir":23:5)
#loc21 = loc("src/test/resources/compat/input/llvm-calls.mlir":26:3)
#loc24 = loc("src/test/resources/compat/input/llvm-calls.mlir":27:10)
#loc25 = loc("src/test/resources/compat/input/llvm-calls.mlir":28:5)
#loc26 = loc("src/test/resources/compat/input/llvm-calls.mlir":31:3)
#loc30 = loc("src/test/resources/compat/input/llvm-calls.mlir":32:10)
#loc31 = loc("src/test/resources/compat/input/llvm-calls.mlir":33:10)
#loc32 = loc("src/test/resources/compat/input/llvm-calls.mlir":34:10)
#loc33 = loc("src/test/resources/compat/input/llvm-calls.mlir":35:5)
#loc34 = loc("src/test/resources/compat/input/llvm-calls.mlir":38:3)
#loc38 = loc("src/test/resources/compat/input/llvm-calls.mlir":39:10)
#loc39 = loc("src/test/resources/compat/input/llvm-calls.mlir":40:5)
#loc40 = loc("src/test/resources/compat/input/llvm-calls.mlir":43:3)
#loc42 = loc("src/test/resources/compat/input/llvm-calls.mlir":44:10)
#loc43 = loc("src/test/resources/compat/input/llvm-calls.mlir":45:10)
#loc44 = loc("src/test/resources/compat/input/llvm-calls.mlir":46:10)
#loc45 = loc("src/test/resources/compat/input/llvm-calls.mlir":47:10)
#loc46 = loc("src/test/resources/compat/input/llvm-calls.mlir":48:5)
#loc47 = loc("src/test/resources/compat/input/llvm-calls.mlir":51:3)
#loc49 = loc("src/test/resources/compat/input/llvm-calls.mlir":52:10)
#loc50 = loc("src/test/resources/compat/input/llvm-calls.mlir":53:5)
#loc51 = loc("src/test/resources/compat/input/llvm-calls.mlir":57:3)
#loc53 = loc("src/test/resources/compat/input/llvm-calls.mlir":58:12)
#loc54 = loc("src/test/resources/compat/input/llvm-calls.mlir":59:10)
#loc55 = loc("src/test/resources/compat/input/llvm-calls.mlir":60:5)
#loc56 = loc("src/test/resources/compat/input/llvm-calls.mlir":62:5)
#loc57 = loc("src/test/resources/compat/input/llvm-calls.mlir":64:10)
#loc58 = loc("src/test/resources/compat/input/llvm-calls.mlir":65:10)
#loc59 = loc("src/test/resources/compat/input/llvm-calls.mlir":66:10)
#loc60 = loc("src/test/resources/compat/input/llvm-calls.mlir":67:5)

