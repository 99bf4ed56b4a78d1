"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg2: i32):
    %3 = "func.call"(%arg2) <{callee = @local}> : (i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "local", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    %2 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "helper"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "named"}> ({
    "builtin.module"() <{sym_name = "deeper"}> ({
      "func.func"() <{function_type = (i64) -> i64, sym_name = "decl", sym_visibility = "private"}> ({
      }) : () -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = () -> (), sym_name = "anonymous_nested", sym_visibility = "private"}> ({
      }) : () -> ()
    }) : () -> ()
  }) {test.flag, test.level = 2 : i32} : () -> ()
  "builtin.module"() <{sym_name = "explicit_prefix"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
}) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} : () -> ()

