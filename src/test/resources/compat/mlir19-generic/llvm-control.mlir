"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "abs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg9: i32):
    %13 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %14 = "llvm.icmp"(%arg9, %13) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%14, %arg9)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %15 = "llvm.sub"(%13, %arg9) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    "llvm.br"(%15)[^bb2] : (i32) -> ()
  ^bb2(%16: i32):  // 2 preds: ^bb0, ^bb1
    "llvm.return"(%16) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (i1, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "weighted", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg6: i1, %arg7: f32, %arg8: f32):
    "llvm.cond_br"(%arg6, %arg7, %arg8)[^bb1, ^bb1] <{branch_weights = array<i32: 99, 1>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb1(%12: f32):  // 2 preds: ^bb0, ^bb0
    "llvm.return"(%12) : (f32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "loop", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg5: i64):
    %5 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    "llvm.br"(%5, %5)[^bb1] : (i64, i64) -> ()
  ^bb1(%7: i64, %8: i64):  // 2 preds: ^bb0, ^bb2
    %9 = "llvm.icmp"(%7, %arg5) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%9)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %10 = "llvm.add"(%8, %7) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
    %11 = "llvm.add"(%7, %6) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
    "llvm.br"(%11, %10)[^bb1] : (i64, i64) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.return"(%8) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "switches", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: i32, %arg4: i64):
    "llvm.switch"(%arg3, %arg4, %arg4, %arg4)[^bb1, ^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 0, 2, 0>, case_values = dense<[0, 1, -5]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i64, i64, i64) -> ()
  ^bb1(%0: i64):  // pred: ^bb0
    "llvm.return"(%0) : (i64) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %1 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    "llvm.return"(%1) : (i64) -> ()
  ^bb3(%2: i64, %3: i64):  // pred: ^bb0
    %4 = "llvm.mul"(%2, %3) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
    "llvm.return"(%4) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i8)>, linkage = #llvm.linkage<external>, sym_name = "switch_no_cases", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg2: i8):
    "llvm.switch"(%arg2)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i16 (i16)>, linkage = #llvm.linkage<external>, sym_name = "switch_weights", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i16):
    "llvm.switch"(%arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 10, 90>, case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.return"(%arg1) : (i16) -> ()
  ^bb2:  // pred: ^bb0
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "trap", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i1)>, linkage = #llvm.linkage<external>, sym_name = "early_exit", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i1):
    "llvm.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()

