"builtin.module"() <{sym_name = "funcs"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "decl_void", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "decl_args", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "decl_nested", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noalias}], function_type = (i32, !llvm.ptr) -> i32, res_attrs = [{llvm.signext}], sym_name = "decl_named_args", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "decl_attrs", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, sym_note = "decl"} : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "public_fn"}> ({
  ^bb0(%arg13: i32):
    "func.return"(%arg13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "private_fn", sym_visibility = "private"}> ({
  ^bb0(%arg11: i32, %arg12: i32):
    %9 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_fn", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noalias, llvm.nonnull}, {llvm.align = 16 : i64}, {llvm.zeroext}], function_type = (!llvm.ptr, !llvm.ptr, i64) -> (!llvm.ptr, i64), res_attrs = [{llvm.noalias}, {test.result_tag = "n"}], sym_name = "arg_attrs"}> ({
  ^bb0(%arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64):
    "func.return"(%arg9, %arg10) : (!llvm.ptr, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "with_attrs"}> ({
  ^bb0(%arg7: f32):
    "func.return"(%arg7) : (f32) -> ()
  }) {llvm.emit_c_interface, passthrough = ["nounwind"], test.level = 3 : i32} : () -> ()
  "func.func"() <{function_type = (i32, f64) -> (f64, i32, i1), sym_name = "multi"}> ({
  ^bb0(%arg5: i32, %arg6: f64):
    %8 = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%arg6, %arg5, %8) : (f64, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f64) -> (i32, i1), sym_name = "caller"}> ({
  ^bb0(%arg3: i32, %arg4: f64):
    %2 = "func.call"(%arg3, %arg3) <{callee = @private_fn}> : (i32, i32) -> i32
    %3:3 = "func.call"(%2, %arg4) <{callee = @multi}> : (i32, f64) -> (f64, i32, i1)
    "func.call"() <{callee = @decl_void}> : () -> ()
    %4 = "func.constant"() <{value = @public_fn}> : () -> ((i32) -> i32)
    %5 = "func.call_indirect"(%4, %3#1) : ((i32) -> i32, i32) -> i32
    %6 = "func.constant"() <{value = @multi}> : () -> ((i32, f64) -> (f64, i32, i1))
    %7:3 = "func.call_indirect"(%6, %5, %3#0) : ((i32, f64) -> (f64, i32, i1), i32, f64) -> (f64, i32, i1)
    "func.return"(%7#1, %7#2) : (i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = ((i32) -> i32, i32) -> ((i32) -> i32, i32), sym_name = "apply"}> ({
  ^bb0(%arg1: (i32) -> i32, %arg2: i32):
    %1 = "func.call_indirect"(%arg1, %arg2) : ((i32) -> i32, i32) -> i32
    "func.return"(%arg1, %1) : ((i32) -> i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "two_blocks"}> ({
  ^bb0(%arg0: i32):
    "cf.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

