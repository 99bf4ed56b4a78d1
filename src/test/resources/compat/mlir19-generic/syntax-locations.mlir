"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "locations"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %3 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%3, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%4, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.xori"(%5, %arg2) : (i32, i32) -> i32
    %7 = "arith.ori"(%6, %arg3) : (i32, i32) -> i32
    %8 = "arith.andi"(%7, %arg2) : (i32, i32) -> i32
    %9 = "arith.addi"(%8, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.addi"(%9, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.muli"(%10, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.muli"(%11, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.addi"(%12, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "arith.addi"(%13, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "arith.addi"(%14, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.addi"(%15, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.addi"(%16, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.addi"(%17, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%18) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "block_arg_locs"}> ({
  ^bb0(%arg1: i1):
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.cond_br"(%arg1, %1, %1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, linkage = #llvm.linkage<external>, sym_name = "llvm_locs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.load"(%arg0) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

