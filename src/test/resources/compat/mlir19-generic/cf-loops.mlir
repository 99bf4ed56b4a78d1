"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "sum_to"}> ({
  ^bb0(%arg6: index):
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.br"(%22, %22)[^bb1] : (index, index) -> ()
  ^bb1(%24: index, %25: index):  // 2 preds: ^bb0, ^bb2
    %26 = "arith.cmpi"(%24, %arg6) <{predicate = 5 : i64}> : (index, index) -> i1
    "cf.cond_br"(%26, %25)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> ()
  ^bb2:  // pred: ^bb1
    %27 = "arith.addi"(%25, %24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %28 = "arith.addi"(%24, %23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%28, %27)[^bb1] : (index, index) -> ()
  ^bb3(%29: index):  // pred: ^bb1
    "func.return"(%29) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg4: i32, %arg5: i32):
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%9, %9)[^bb1] : (i32, i32) -> ()
  ^bb1(%11: i32, %12: i32):  // 2 preds: ^bb0, ^bb4
    %13 = "arith.cmpi"(%11, %arg4) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%13, %9, %12)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
  ^bb2(%14: i32, %15: i32):  // 2 preds: ^bb1, ^bb3
    %16 = "arith.cmpi"(%14, %arg5) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%16, %15)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb3:  // pred: ^bb2
    %17 = "arith.muli"(%11, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.addi"(%15, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.addi"(%14, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%19, %18)[^bb2] : (i32, i32) -> ()
  ^bb4(%20: i32):  // pred: ^bb2
    %21 = "arith.addi"(%11, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%21, %20)[^bb1] : (i32, i32) -> ()
  ^bb5:  // pred: ^bb1
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "out_of_order"}> ({
  ^bb0(%arg3: f32):
    "cf.br"()[^bb3] : () -> ()
  ^bb1(%6: f32):  // pred: ^bb3
    %7 = "arith.mulf"(%6, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "cf.br"(%7)[^bb2] : (f32) -> ()
  ^bb2(%8: f32):  // pred: ^bb1
    "func.return"(%8) : (f32) -> ()
  ^bb3:  // pred: ^bb0
    "cf.br"(%arg3)[^bb1] : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "do_while"}> ({
  ^bb0(%arg1: i64, %arg2: i64):
    %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    "cf.br"(%arg1)[^bb1] : (i64) -> ()
  ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb1
    %3 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %4 = "arith.cmpi"(%3, %arg2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%4, %3, %3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb2(%5: i64):  // pred: ^bb1
    "func.return"(%5) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unreachable_block"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb1
    "cf.br"(%0)[^bb1] : (i32) -> ()
  }) : () -> ()
}) : () -> ()

