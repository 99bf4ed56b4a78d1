"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg11: i1, %arg12: i32, %arg13: i32):
    "cf.cond_br"(%arg11, %arg12, %arg13, %arg12)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
  ^bb1(%12: i32):  // pred: ^bb0
    "cf.br"(%12)[^bb3] : (i32) -> ()
  ^bb2(%13: i32, %14: i32):  // pred: ^bb0
    %15 = "arith.addi"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%15)[^bb3] : (i32) -> ()
  ^bb3(%16: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%16) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_no_args"}> ({
  ^bb0(%arg10: i1):
    "cf.cond_br"(%arg10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32) -> f32, sym_name = "cond_br_one_side"}> ({
  ^bb0(%arg8: i1, %arg9: f32):
    "cf.cond_br"(%arg8, %arg9)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb1(%10: f32):  // pred: ^bb0
    %11 = "arith.negf"(%10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%11) : (f32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%arg9) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, f32) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: f32):
    "cf.switch"(%arg5, %arg6, %arg6, %arg7, %arg5)[^bb1, ^bb2, ^bb3, ^bb1] <{case_operand_segments = array<i32: 2, 0, 1>, case_values = dense<[42, -7, 0]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, f32, i32) -> ()
  ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%4) : (i32) -> ()
  ^bb2(%5: i32, %6: f32):  // pred: ^bb0
    %7 = "arith.fptosi"(%6) : (f32) -> i32
    %8 = "arith.addi"(%5, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  ^bb3:  // pred: ^bb0
    %9 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "switch_default_only"}> ({
  ^bb0(%arg4: i64):
    "cf.switch"(%arg4)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, index) -> index, sym_name = "switch_i8"}> ({
  ^bb0(%arg2: i8, %arg3: index):
    "cf.switch"(%arg2, %arg3, %arg3)[^bb1, ^bb2, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 0, 1>, case_values = dense<[1, 2, -128]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i8, index, index) -> ()
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb0
    "func.return"(%2) : (index) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "asserts"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.assert"(%0) <{msg = "a must be less than b"}> : (i1) -> ()
    %1 = "arith.cmpi"(%arg1, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "cf.assert"(%1) <{msg = "escaped \22message\22\0A"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

