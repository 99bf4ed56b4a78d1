#loc7 = loc("src/test/resources/compat/input/func.mlir":11:24)
#loc10 = loc("src/test/resources/compat/input/func.mlir":14:33)
#loc11 = loc("src/test/resources/compat/input/func.mlir":14:42)
#loc17 = loc("src/test/resources/compat/input/func.mlir":23:24)
#loc18 = loc("src/test/resources/compat/input/func.mlir":23:68)
#loc19 = loc("src/test/resources/compat/input/func.mlir":23:107)
#loc22 = loc("src/test/resources/compat/input/func.mlir":29:25)
#loc25 = loc("src/test/resources/compat/input/func.mlir":34:20)
#loc26 = loc("src/test/resources/compat/input/func.mlir":34:29)
#loc30 = loc("src/test/resources/compat/input/func.mlir":40:21)
#loc31 = loc("src/test/resources/compat/input/func.mlir":40:30)
#loc41 = loc("src/test/resources/compat/input/func.mlir":52:20)
#loc42 = loc("src/test/resources/compat/input/func.mlir":52:39)
#loc46 = loc("src/test/resources/compat/input/func.mlir":58:25)
#loc48 = loc("src/test/resources/compat/input/func.mlir":60:8)
"builtin.module"() <{sym_name = "funcs"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "decl_void", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "decl_args", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc2)
  "func.func"() <{function_type = (index) -> index, sym_name = "decl_nested", sym_visibility = "nested"}> ({
  }) : () -> () loc(#loc3)
  "func.func"() <{arg_attrs = [{}, {llvm.noalias}], function_type = (i32, !llvm.ptr) -> i32, res_attrs = [{llvm.signext}], sym_name = "decl_named_args", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc4)
  "func.func"() <{function_type = (i32) -> (), sym_name = "decl_attrs", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, sym_note = "decl"} : () -> () loc(#loc5)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "public_fn"}> ({
  ^bb0(%arg13: i32 loc("src/test/resources/compat/input/func.mlir":11:24)):
    "func.return"(%arg13) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc6)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "private_fn", sym_visibility = "private"}> ({
  ^bb0(%arg11: i32 loc("src/test/resources/compat/input/func.mlir":14:33), %arg12: i32 loc("src/test/resources/compat/input/func.mlir":14:42)):
    %9 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
    "func.return"(%9) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc9)
  "func.func"() <{function_type = () -> (), sym_name = "nested_fn", sym_visibility = "nested"}> ({
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc14)
  "func.func"() <{arg_attrs = [{llvm.noalias, llvm.nonnull}, {llvm.align = 16 : i64}, {llvm.zeroext}], function_type = (!llvm.ptr, !llvm.ptr, i64) -> (!llvm.ptr, i64), res_attrs = [{llvm.noalias}, {test.result_tag = "n"}], sym_name = "arg_attrs"}> ({
  ^bb0(%arg8: !llvm.ptr loc("src/test/resources/compat/input/func.mlir":23:24), %arg9: !llvm.ptr loc("src/test/resources/compat/input/func.mlir":23:68), %arg10: i64 loc("src/test/resources/compat/input/func.mlir":23:107)):
    "func.return"(%arg9, %arg10) : (!llvm.ptr, i64) -> () loc(#loc20)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = (f32) -> f32, sym_name = "with_attrs"}> ({
  ^bb0(%arg7: f32 loc("src/test/resources/compat/input/func.mlir":29:25)):
    "func.return"(%arg7) : (f32) -> () loc(#loc23)
  }) {llvm.emit_c_interface, passthrough = ["nounwind"], test.level = 3 : i32} : () -> () loc(#loc21)
  "func.func"() <{function_type = (i32, f64) -> (f64, i32, i1), sym_name = "multi"}> ({
  ^bb0(%arg5: i32 loc("src/test/resources/compat/input/func.mlir":34:20), %arg6: f64 loc("src/test/resources/compat/input/func.mlir":34:29)):
    %8 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc27)
    "func.return"(%arg6, %arg5, %8) : (f64, i32, i1) -> () loc(#loc28)
  }) : () -> () loc(#loc24)
  "func.func"() <{function_type = (i32, f64) -> (i32, i1), sym_name = "caller"}> ({
  ^bb0(%arg3: i32 loc("src/test/resources/compat/input/func.mlir":40:21), %arg4: f64 loc("src/test/resources/compat/input/func.mlir":40:30)):
    %2 = "func.call"(%arg3, %arg3) <{callee = @private_fn}> : (i32, i32) -> i32 loc(#loc32)
    %3:3 = "func.call"(%2, %arg4) <{callee = @multi}> : (i32, f64) -> (f64, i32, i1) loc(#loc33)
    "func.call"() <{callee = @decl_void}> : () -> () loc(#loc34)
    %4 = "func.constant"() <{value = @public_fn}> : () -> ((i32) -> i32) loc(#loc35)
    %5 = "func.call_indirect"(%4, %3#1) : ((i32) -> i32, i32) -> i32 loc(#loc36)
    %6 = "func.constant"() <{value = @multi}> : () -> ((i32, f64) -> (f64, i32, i1)) loc(#loc37)
    %7:3 = "func.call_indirect"(%6, %5, %3#0) : ((i32, f64) -> (f64, i32, i1), i32, f64) -> (f64, i32, i1) loc(#loc38)
    "func.return"(%7#1, %7#2) : (i32, i1) -> () loc(#loc39)
  }) : () -> () loc(#loc29)
  "func.func"() <{function_type = ((i32) -> i32, i32) -> ((i32) -> i32, i32), sym_name = "apply"}> ({
  ^bb0(%arg1: (i32) -> i32 loc("src/test/resources/compat/input/func.mlir":52:20), %arg2: i32 loc("src/test/resources/compat/input/func.mlir":52:39)):
    %1 = "func.call_indirect"(%arg1, %arg2) : ((i32) -> i32, i32) -> i32 loc(#loc43)
    "func.return"(%arg1, %1) : ((i32) -> i32, i32) -> () loc(#loc44)
  }) : () -> () loc(#loc40)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "two_blocks"}> ({
  ^bb0(%arg0: i32 loc("src/test/resources/compat/input/func.mlir":58:25)):
    "cf.br"(%arg0)[^bb1] : (i32) -> () loc(#loc47)
  ^bb1(%0: i32 loc("src/test/resources/compat/input/func.mlir":60:8)):  // pred: ^bb0
    "func.return"(%0) : (i32) -> () loc(#loc49)
  }) : () -> () loc(#loc45)
}) : () -> () loc(#loc)
#loc = loc("src/test/resources/compat/input/func.mlir":2:1)
#loc1 = loc("src/test/resources/compat/input/func.mlir":4:3)
#loc2 = loc("src/test/resources/compat/input/func.mlir":5:3)
#loc3 = loc("src/test/resources/compat/input/func.mlir":6:3)
#loc4 = loc("src/test/resources/compat/input/func.mlir":7:3)
#loc5 = loc("src/test/resources/compat/input/func.mlir":8:3)
#loc6 = loc("src/test/resources/compat/input/func.mlir":11:3)
#loc8 = loc("src/test/resources/compat/input/func.mlir":12:5)
#loc9 = loc("src/test/resources/compat/input/func.mlir":14:3)
#loc12 = loc("src/test/resources/compat/input/func.mlir":15:10)
#loc13 = loc("src/test/resources/compat/input/func.mlir":16:5)
#loc14 = loc("src/test/resources/compat/input/func.mlir":18:3)
#loc15 = loc("src/test/resources/compat/input/func.mlir":19:5)
#loc16 = loc("src/test/resources/compat/input/func.mlir":23:3)
#loc20 = loc("src/test/resources/compat/input/func.mlir":25:5)
#loc21 = loc("src/test/resources/compat/input/func.mlir":29:3)
#loc23 = loc("src/test/resources/compat/input/func.mlir":30:5)
#loc24 = loc("src/test/resources/compat/input/func.mlir":34:3)
#loc27 = loc("src/test/resources/compat/input/func.mlir":35:13)
#loc28 = loc("src/test/resources/compat/input/func.mlir":36:5)
#loc29 = loc("src/test/resources/compat/input/func.mlir":40:3)
#loc32 = loc("src/test/resources/compat/input/func.mlir":41:10)
#loc33 = loc("src/test/resources/compat/input/func.mlir":42:12)
#loc34 = loc("src/test/resources/compat/input/func.mlir":43:5)
#loc35 = loc("src/test/resources/compat/input/func.mlir":44:10)
#loc36 = loc("src/test/resources/compat/input/func.mlir":45:10)
#loc37 = loc("src/test/resources/compat/input/func.mlir":46:10)
#loc38 = loc("src/test/resources/compat/input/func.mlir":47:12)
#loc39 = loc("src/test/resources/compat/input/func.mlir":48:5)
#loc40 = loc("src/test/resources/compat/input/func.mlir":52:3)
#loc43 = loc("src/test/resources/compat/input/func.mlir":53:10)
#loc44 = loc("src/test/resources/compat/input/func.mlir":54:5)
#loc45 = loc("src/test/resources/compat/input/func.mlir":58:3)
#loc47 = loc("src/test/resources/compat/input/func.mlir":59:5)
#loc49 = loc("src/test/resources/compat/input/func.mlir":61:5)

