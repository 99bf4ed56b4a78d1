module {
  func.func @int_binops(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.subi %0, %arg1 : i32
    %2 = arith.muli %1, %arg0 : i32
    %3 = arith.divsi %2, %arg1 : i32
    %4 = arith.divui %3, %arg1 : i32
    %5 = arith.ceildivsi %4, %arg0 : i32
    %6 = arith.ceildivui %5, %arg0 : i32
    %7 = arith.floordivsi %6, %arg1 : i32
    %8 = arith.remsi %7, %arg0 : i32
    %9 = arith.remui %8, %arg1 : i32
    %10 = arith.andi %9, %arg0 : i32
    %11 = arith.ori %10, %arg1 : i32
    %12 = arith.xori %11, %arg0 : i32
    %13 = arith.shli %12, %arg1 : i32
    %14 = arith.shrsi %13, %arg0 : i32
    %15 = arith.shrui %14, %arg1 : i32
    %16 = arith.maxsi %15, %arg0 : i32
    %17 = arith.maxui %16, %arg1 : i32
    %18 = arith.minsi %17, %arg0 : i32
    %19 = arith.minui %18, %arg1 : i32
    return %19 : i32
  }
  func.func @overflow_flags(%arg0: i64, %arg1: i64) -> i64 {
    %0 = arith.addi %arg0, %arg1 overflow<nsw> : i64
    %1 = arith.subi %0, %arg1 overflow<nuw> : i64
    %2 = arith.muli %1, %arg0 overflow<nsw, nuw> : i64
    %3 = arith.shli %2, %arg1 overflow<nsw, nuw> : i64
    %4 = arith.addi %3, %arg0 : i64
    return %4 : i64
  }
  func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32, i32, i32) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mulsi_extended %sum, %arg1 : i32
    %low_0, %high_1 = arith.mului_extended %low, %high : i32
    return %sum, %overflow, %low, %high, %low_0, %high_1 : i32, i1, i32, i32, i32, i32
  }
  func.func @odd_widths(%arg0: i1, %arg1: i7, %arg2: i128, %arg3: index) -> (i1, i7, i128, index) {
    %0 = arith.xori %arg0, %arg0 : i1
    %1 = arith.muli %arg1, %arg1 : i7
    %2 = arith.addi %arg2, %arg2 : i128
    %3 = arith.divui %arg3, %arg3 : index
    %4 = arith.remsi %3, %arg3 : index
    return %0, %1, %2, %4 : i1, i7, i128, index
  }
  func.func @select_int(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    return %0 : i32
  }
}

