module {
  func.func @sum_to(%arg0: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %c0 : index, index)
  ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi sge, %0, %arg0 : index
    cf.cond_br %2, ^bb3(%1 : index), ^bb2
  ^bb2:  // pred: ^bb1
    %3 = arith.addi %1, %0 : index
    %4 = arith.addi %0, %c1 : index
    cf.br ^bb1(%4, %3 : index, index)
  ^bb3(%5: index):  // pred: ^bb1
    return %5 : index
  }
  func.func @nested(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    cf.br ^bb1(%c0_i32, %c0_i32 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb4
    %2 = arith.cmpi slt, %0, %arg0 : i32
    cf.cond_br %2, ^bb2(%c0_i32, %1 : i32, i32), ^bb5
  ^bb2(%3: i32, %4: i32):  // 2 preds: ^bb1, ^bb3
    %5 = arith.cmpi slt, %3, %arg1 : i32
    cf.cond_br %5, ^bb3, ^bb4(%4 : i32)
  ^bb3:  // pred: ^bb2
    %6 = arith.muli %0, %3 : i32
    %7 = arith.addi %4, %6 : i32
    %8 = arith.addi %3, %c1_i32 : i32
    cf.br ^bb2(%8, %7 : i32, i32)
  ^bb4(%9: i32):  // pred: ^bb2
    %10 = arith.addi %0, %c1_i32 : i32
    cf.br ^bb1(%10, %9 : i32, i32)
  ^bb5:  // pred: ^bb1
    return %1 : i32
  }
  func.func @out_of_order(%arg0: f32) -> f32 {
    cf.br ^bb3
  ^bb1(%0: f32):  // pred: ^bb3
    %1 = arith.mulf %0, %arg0 : f32
    cf.br ^bb2(%1 : f32)
  ^bb2(%2: f32):  // pred: ^bb1
    return %2 : f32
  ^bb3:  // pred: ^bb0
    cf.br ^bb1(%arg0 : f32)
  }
  func.func @do_while(%arg0: i64, %arg1: i64) -> i64 {
    %c2_i64 = arith.constant 2 : i64
    cf.br ^bb1(%arg0 : i64)
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb1
    %1 = arith.muli %0, %c2_i64 overflow<nsw> : i64
    %2 = arith.cmpi ult, %1, %arg1 : i64
    cf.cond_br %2, ^bb1(%1 : i64), ^bb2(%1 : i64)
  ^bb2(%3: i64):  // pred: ^bb1
    return %3 : i64
  }
  func.func @unreachable_block(%arg0: i32) -> i32 {
    return %arg0 : i32
  ^bb1(%0: i32):  // pred: ^bb1
    cf.br ^bb1(%0 : i32)
  }
}

