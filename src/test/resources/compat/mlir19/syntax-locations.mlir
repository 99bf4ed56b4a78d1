module {
  func.func @locations(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg0 : i32
    %2 = arith.subi %1, %arg1 : i32
    %3 = arith.xori %2, %arg0 : i32
    %4 = arith.ori %3, %arg1 : i32
    %5 = arith.andi %4, %arg0 : i32
    %6 = arith.addi %5, %arg1 : i32
    %7 = arith.addi %6, %arg0 : i32
    %8 = arith.muli %7, %arg1 : i32
    %9 = arith.muli %8, %arg0 : i32
    %10 = arith.addi %9, %arg1 : i32
    %11 = arith.addi %10, %arg0 : i32
    %12 = arith.addi %11, %arg1 : i32
    %13 = arith.addi %12, %arg0 : i32
    %14 = arith.addi %13, %arg1 : i32
    %15 = arith.addi %14, %arg0 : i32
    return %15 : i32
  }
  func.func @block_arg_locs(%arg0: i1) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    cf.cond_br %arg0, ^bb1(%c1_i32 : i32), ^bb1(%c1_i32 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    return %0 : i32
  }
  llvm.func @llvm_locs(%arg0: !llvm.ptr) -> i32 {
    %0 = llvm.load %arg0 : !llvm.ptr -> i32
    llvm.return %0 : i32
  }
}

