module {
  func.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2, %arg1 : i32, i32)
  ^bb1(%0: i32):  // pred: ^bb0
    cf.br ^bb3(%0 : i32)
  ^bb2(%1: i32, %2: i32):  // pred: ^bb0
    %3 = arith.addi %1, %2 : i32
    cf.br ^bb3(%3 : i32)
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    return %4 : i32
  }
  func.func @cond_br_no_args(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    return
  }
  func.func @cond_br_one_side(%arg0: i1, %arg1: f32) -> f32 {
    cf.cond_br %arg0, ^bb1(%arg1 : f32), ^bb2
  ^bb1(%0: f32):  // pred: ^bb0
    %1 = arith.negf %0 : f32
    return %1 : f32
  ^bb2:  // pred: ^bb0
    return %arg1 : f32
  }
  func.func @switch(%arg0: i32, %arg1: i32, %arg2: f32) -> i32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      42: ^bb2(%arg1, %arg2 : i32, f32),
      4294967289: ^bb3,
      0: ^bb1(%arg0 : i32)
    ]
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    return %0 : i32
  ^bb2(%1: i32, %2: f32):  // pred: ^bb0
    %3 = arith.fptosi %2 : f32 to i32
    %4 = arith.addi %1, %3 : i32
    return %4 : i32
  ^bb3:  // pred: ^bb0
    %c7_i32 = arith.constant 7 : i32
    return %c7_i32 : i32
  }
  func.func @switch_default_only(%arg0: i64) {
    cf.switch %arg0 : i64, [
      default: ^bb1]
  ^bb1:  // pred: ^bb0
    return
  }
  func.func @switch_i8(%arg0: i8, %arg1: index) -> index {
    cf.switch %arg0 : i8, [
      default: ^bb1(%arg1 : index),
      1: ^bb2,
      2: ^bb2,
      128: ^bb1(%arg1 : index)
    ]
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb0
    return %0 : index
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %c0 = arith.constant 0 : index
    return %c0 : index
  }
  func.func @asserts(%arg0: i32, %arg1: i32) {
    %0 = arith.cmpi slt, %arg0, %arg1 : i32
    cf.assert %0, "a must be less than b"
    %1 = arith.cmpi ne, %arg1, %arg0 : i32
    cf.assert %1, "escaped \22message\22\0A"
    return
  }
}

