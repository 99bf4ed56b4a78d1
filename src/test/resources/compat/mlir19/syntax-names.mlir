module {
  func.func @names(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %0, %arg2 : i32
    %2 = arith.addi %1, %arg3 : i32
    %3 = arith.addi %2, %arg4 : i32
    %4 = arith.addi %3, %arg5 : i32
    %5 = arith.muli %4, %4 : i32
    %6 = arith.subi %5, %0 : i32
    return %6 : i32
  }
  func.func private @pair() -> (i32, i32)
  func.func private @triple() -> (i32, f32, i64)
  func.func @result_groups() -> (i32, f32) {
    %0:2 = call @pair() : () -> (i32, i32)
    %1 = arith.addi %0#0, %0#1 : i32
    %2:3 = call @triple() : () -> (i32, f32, i64)
    %3 = arith.trunci %2#2 : i64 to i32
    %4 = arith.addi %1, %3 : i32
    %5 = arith.addi %4, %2#0 : i32
    return %5, %2#1 : i32, f32
  }
  func.func @group_names(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mulsi_extended %sum, %arg1 : i32
    return %low, %high : i32, i32
  }
  func.func @block_names(%arg0: i1, %arg1: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb3(%c0_i32 : i32)
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    return %1 : i32
  }
  func.func @scope_a(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @scope_b(%arg0: i32) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func private @"quoted name"(i32) -> i32
  func.func private @"9starts_with_digit"()
  func.func private @with.dots$and_dollar()
  func.func @calls_quoted(%arg0: i32) -> i32 {
    %0 = call @"quoted name"(%arg0) : (i32) -> i32
    call @"9starts_with_digit"() : () -> ()
    call @with.dots$and_dollar() : () -> ()
    return %0 : i32
  }
}

