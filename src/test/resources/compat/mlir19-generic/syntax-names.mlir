"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32, i32, i32) -> i32, sym_name = "names"}> ({
  ^bb0(%arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32):
    %14 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "arith.addi"(%14, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.addi"(%15, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.addi"(%16, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.addi"(%17, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.muli"(%18, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %20 = "arith.subi"(%19, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "pair", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, f32, i64), sym_name = "triple", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, f32), sym_name = "result_groups"}> ({
    %8:2 = "func.call"() <{callee = @pair}> : () -> (i32, i32)
    %9 = "arith.addi"(%8#0, %8#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10:3 = "func.call"() <{callee = @triple}> : () -> (i32, f32, i64)
    %11 = "arith.trunci"(%10#2) : (i64) -> i32
    %12 = "arith.addi"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.addi"(%12, %10#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%13, %10#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "group_names"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %6:2 = "arith.addui_extended"(%arg5, %arg6) : (i32, i32) -> (i32, i1)
    %7:2 = "arith.mulsi_extended"(%6#0, %arg6) : (i32, i32) -> (i32, i32)
    "func.return"(%7#0, %7#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "block_names"}> ({
  ^bb0(%arg3: i1, %arg4: i32):
    "cf.cond_br"(%arg3, %arg4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%3: i32):  // pred: ^bb0
    "cf.br"(%3)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.br"(%4)[^bb3] : (i32) -> ()
  ^bb3(%5: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "scope_a"}> ({
  ^bb0(%arg2: i32):
    %2 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "scope_b"}> ({
  ^bb0(%arg1: i32):
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "quoted name", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "9starts_with_digit", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "with.dots$and_dollar", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "calls_quoted"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @"quoted name"}> : (i32) -> i32
    "func.call"() <{callee = @"9starts_with_digit"}> : () -> ()
    "func.call"() <{callee = @with.dots$and_dollar}> : () -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

