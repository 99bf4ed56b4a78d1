#loc2 = loc("src/test/resources/compat/input/cf.mlir":2:21)
#loc3 = loc("src/test/resources/compat/input/cf.mlir":2:32)
#loc4 = loc("src/test/resources/compat/input/cf.mlir":2:41)
#loc6 = loc("src/test/resources/compat/input/cf.mlir":4:7)
#loc8 = loc("src/test/resources/compat/input/cf.mlir":6:7)
#loc9 = loc("src/test/resources/compat/input/cf.mlir":6:16)
#loc12 = loc("src/test/resources/compat/input/cf.mlir":9:7)
#loc15 = loc("src/test/resources/compat/input/cf.mlir":13:28)
#loc20 = loc("src/test/resources/compat/input/cf.mlir":21:29)
#loc21 = loc("src/test/resources/compat/input/cf.mlir":21:37)
#loc23 = loc("src/test/resources/compat/input/cf.mlir":23:6)
#loc28 = loc("src/test/resources/compat/input/cf.mlir":30:19)
#loc29 = loc("src/test/resources/compat/input/cf.mlir":30:31)
#loc30 = loc("src/test/resources/compat/input/cf.mlir":30:40)
#loc32 = loc("src/test/resources/compat/input/cf.mlir":37:10)
#loc34 = loc("src/test/resources/compat/input/cf.mlir":39:9)
#loc35 = loc("src/test/resources/compat/input/cf.mlir":39:18)
#loc42 = loc("src/test/resources/compat/input/cf.mlir":48:32)
#loc46 = loc("src/test/resources/compat/input/cf.mlir":56:22)
#loc47 = loc("src/test/resources/compat/input/cf.mlir":56:33)
#loc49 = loc("src/test/resources/compat/input/cf.mlir":63:6)
#loc54 = loc("src/test/resources/compat/input/cf.mlir":70:20)
#loc55 = loc("src/test/resources/compat/input/cf.mlir":70:29)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg11: i1 loc("src/test/resources/compat/input/cf.mlir":2:21), %arg12: i32 loc("src/test/resources/compat/input/cf.mlir":2:32), %arg13: i32 loc("src/test/resources/compat/input/cf.mlir":2:41)):
    "cf.cond_br"(%arg11, %arg12, %arg13, %arg12)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> () loc(#loc5)
  ^bb1(%12: i32 loc("src/test/resources/compat/input/cf.mlir":4:7)):  // pred: ^bb0
    "cf.br"(%12)[^bb3] : (i32) -> () loc(#loc7)
  ^bb2(%13: i32 loc("src/test/resources/compat/input/cf.mlir":6:7), %14: i32 loc("src/test/resources/compat/input/cf.mlir":6:16)):  // pred: ^bb0
    %15 = "arith.addi"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc10)
    "cf.br"(%15)[^bb3] : (i32) -> () loc(#loc11)
  ^bb3(%16: i32 loc("src/test/resources/compat/input/cf.mlir":9:7)):  // 2 preds: ^bb1, ^bb2
    "func.return"(%16) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_no_args"}> ({
  ^bb0(%arg10: i1 loc("src/test/resources/compat/input/cf.mlir":13:28)):
    "cf.cond_br"(%arg10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc16)
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> () loc(#loc17)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> () loc(#loc18)
  }) : () -> () loc(#loc14)
  "func.func"() <{function_type = (i1, f32) -> f32, sym_name = "cond_br_one_side"}> ({
  ^bb0(%arg8: i1 loc("src/test/resources/compat/input/cf.mlir":21:29), %arg9: f32 loc("src/test/resources/compat/input/cf.mlir":21:37)):
    "cf.cond_br"(%arg8, %arg9)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> () loc(#loc22)
  ^bb1(%10: f32 loc("src/test/resources/compat/input/cf.mlir":23:6)):  // pred: ^bb0
    %11 = "arith.negf"(%10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc24)
    "func.return"(%11) : (f32) -> () loc(#loc25)
  ^bb2:  // pred: ^bb0
    "func.return"(%arg9) : (f32) -> () loc(#loc26)
  }) : () -> () loc(#loc19)
  "func.func"() <{function_type = (i32, i32, f32) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg5: i32 loc("src/test/resources/compat/input/cf.mlir":30:19), %arg6: i32 loc("src/test/resources/compat/input/cf.mlir":30:31), %arg7: f32 loc("src/test/resources/compat/input/cf.mlir":30:40)):
    "cf.switch"(%arg5, %arg6, %arg6, %arg7, %arg5)[^bb1, ^bb2, ^bb3, ^bb1] <{case_operand_segments = array<i32: 2, 0, 1>, case_values = dense<[42, -7, 0]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, f32, i32) -> () loc(#loc31)
  ^bb1(%4: i32 loc("src/test/resources/compat/input/cf.mlir":37:10)):  // 2 preds: ^bb0, ^bb0
    "func.return"(%4) : (i32) -> () loc(#loc33)
  ^bb2(%5: i32 loc("src/test/resources/compat/input/cf.mlir":39:9), %6: f32 loc("src/test/resources/compat/input/cf.mlir":39:18)):  // pred: ^bb0
    %7 = "arith.fptosi"(%6) : (f32) -> i32 loc(#loc36)
    %8 = "arith.addi"(%5, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc37)
    "func.return"(%8) : (i32) -> () loc(#loc38)
  ^bb3:  // pred: ^bb0
    %9 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc(#loc39)
    "func.return"(%9) : (i32) -> () loc(#loc40)
  }) : () -> () loc(#loc27)
  "func.func"() <{function_type = (i64) -> (), sym_name = "switch_default_only"}> ({
  ^bb0(%arg4: i64 loc("src/test/resources/compat/input/cf.mlir":48:32)):
    "cf.switch"(%arg4)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> () loc(#loc43)
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> () loc(#loc44)
  }) : () -> () loc(#loc41)
  "func.func"() <{function_type = (i8, index) -> index, sym_name = "switch_i8"}> ({
  ^bb0(%arg2: i8 loc("src/test/resources/compat/input/cf.mlir":56:22), %arg3: index loc("src/test/resources/compat/input/cf.mlir":56:33)):
    "cf.switch"(%arg2, %arg3, %arg3)[^bb1, ^bb2, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 0, 1>, case_values = dense<[1, 2, -128]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i8, index, index) -> () loc(#loc48)
  ^bb1(%2: index loc("src/test/resources/compat/input/cf.mlir":63:6)):  // 2 preds: ^bb0, ^bb0
    "func.return"(%2) : (index) -> () loc(#loc50)
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc51)
    "func.return"(%3) : (index) -> () loc(#loc52)
  }) : () -> () loc(#loc45)
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "asserts"}> ({
  ^bb0(%arg0: i32 loc("src/test/resources/compat/input/cf.mlir":70:20), %arg1: i32 loc("src/test/resources/compat/input/cf.mlir":70:29)):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc56)
    "cf.assert"(%0) <{msg = "a must be less than b"}> : (i1) -> () loc(#loc57)
    %1 = "arith.cmpi"(%arg1, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1 loc(#loc58)
    "cf.assert"(%1) <{msg = "escaped \22message\22\0A"}> : (i1) -> () loc(#loc59)
    "func.return"() : () -> () loc(#loc60)
  }) : () -> () loc(#loc53)
}) : () -> () loc(#loc)
#loc = loc("src/test/resources/compat/input/cf.mlir":0:0)
#loc1 = loc("src/test/resources/compat/input/cf.mlir":2:1)
#loc5 = loc("src/test/resources/compat/input/cf.mlir":3:3)
#loc7 = loc("src/test/resources/compat/input/cf.mlir":5:3)
#loc10 = loc("src/test/resources/compat/input/cf.mlir":7:8)
#loc11 = loc("src/test/resources/compat/input/cf.mlir":8:3)
#loc13 = loc("src/test/resources/compat/input/cf.mlir":10:3)
#loc14 = loc("src/test/resources/compat/input/cf.mlir":13:1)
#loc16 = loc("src/test/resources/compat/input/cf.mlir":14:3)
#loc17 = loc("src/test/resources/compat/input/cf.mlir":16:3)
#loc18 = loc("src/test/resources/compat/input/cf.mlir":18:3)
#loc19 = loc("src/test/resources/compat/input/cf.mlir":21:1)
#loc22 = loc("src/test/resources/compat/input/cf.mlir":22:3)
#loc24 = loc("src/test/resources/compat/input/cf.mlir":24:8)
#loc25 = loc("src/test/resources/compat/input/cf.mlir":25:3)
#loc26 = loc("src/test/resources/compat/input/cf.mlir":27:3)
#loc27 = loc("src/test/resources/compat/input/cf.mlir":30:1)
#loc31 = loc("src/test/resources/compat/input/cf.mlir":31:3)
#loc33 = loc("src/test/resources/compat/input/cf.mlir":38:3)
#loc36 = loc("src/test/resources/compat/input/cf.mlir":40:8)
#loc37 = loc("src/test/resources/compat/input/cf.mlir":41:8)
#loc38 = loc("src/test/resources/compat/input/cf.mlir":42:3)
#loc39 = loc("src/test/resources/compat/input/cf.mlir":44:9)
#loc40 = loc("src/test/resources/compat/input/cf.mlir":45:3)
#loc41 = loc("src/test/resources/compat/input/cf.mlir":48:1)
#loc43 = loc("src/test/resources/compat/input/cf.mlir":49:3)
#loc44 = loc("src/test/resources/compat/input/cf.mlir":53:3)
#loc45 = loc("src/test/resources/compat/input/cf.mlir":56:1)
#loc48 = loc("src/test/resources/compat/input/cf.mlir":57:3)
#loc50 = loc("src/test/resources/compat/input/cf.mlir":64:3)
#loc51 = loc("src/test/resources/compat/input/cf.mlir":66:9)
#loc52 = loc("src/test/resources/compat/input/cf.mlir":67:3)
#loc53 = loc("src/test/resources/compat/input/cf.mlir":70:1)
#loc56 = loc("src/test/resources/compat/input/cf.mlir":71:8)
#loc57 = loc("src/test/resources/compat/input/cf.mlir":72:3)
#loc58 = loc("src/test/resources/compat/input/cf.mlir":73:8)
#loc59 = loc("src/test/resources/compat/input/cf.mlir":74:3)
#loc60 = loc("src/test/resources/compat/input/cf.mlir":75:3)

