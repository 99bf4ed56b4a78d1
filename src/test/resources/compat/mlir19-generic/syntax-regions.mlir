"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "generic_add"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %14 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "generic_decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i64) -> i64, sym_name = "generic_branches"}> ({
  ^bb0(%arg3: i1, %arg4: i64):
    "cf.cond_br"(%arg3, %arg4, %arg4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb1(%10: i64):  // pred: ^bb0
    "cf.br"(%10)[^bb3] : (i64) -> ()
  ^bb2(%11: i64):  // pred: ^bb0
    %12 = "arith.muli"(%11, %11) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    "cf.br"(%12)[^bb3] : (i64) -> ()
  ^bb3(%13: i64):  // 2 preds: ^bb1, ^bb2
    "func.return"(%13) : (i64) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "level1"}> ({
    "builtin.module"() <{sym_name = "level2"}> ({
      "builtin.module"() <{sym_name = "level3"}> ({
        "func.func"() <{function_type = (index) -> index, sym_name = "deep"}> ({
        ^bb0(%arg2: index):
          "func.return"(%arg2) : (index) -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "mixed"}> ({
  ^bb0(%arg1: f32):
    %6 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %7 = "arith.addf"(%6, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %9 = "arith.divf"(%7, %8) <{fastmath = #arith.fastmath<none>}> {test.tag} : (f32, f32) -> f32
    "func.return"(%9) : (f32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %3 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %5 = "llvm.mul"(%3, %4) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    "llvm.return"(%5) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1)>, linkage = #llvm.linkage<internal>, sym_name = "generic_llvm", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i1):
    %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    %1 = "llvm.load"(%0) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.cond_br"(%arg0, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%2: i32):  // pred: ^bb0
    "llvm.return"(%2) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()

