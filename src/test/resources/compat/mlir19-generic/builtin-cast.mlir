"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32, index) -> (i64, f32), sym_name = "casts"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: index):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
    %1:2 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> (i32, i32)
    %2 = "builtin.unrealized_conversion_cast"(%1#0, %1#1) : (i32, i32) -> i64
    %3:3 = "builtin.unrealized_conversion_cast"(%arg1, %arg2) : (f32, index) -> (f16, f16, index)
    %4 = "builtin.unrealized_conversion_cast"() : () -> f32
    %5 = "builtin.unrealized_conversion_cast"(%3#0, %3#1) : (f16, f16) -> f32
    %6 = "arith.addf"(%4, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> !llvm.ptr
    %8 = "builtin.unrealized_conversion_cast"(%7) : (!llvm.ptr) -> i64
    %9 = "arith.addi"(%2, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%9, %6) : (i64, f32) -> ()
  }) : () -> ()
}) : () -> ()

