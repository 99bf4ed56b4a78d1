#loc2 = loc("src/test/resources/compat/input/cf.mlir":2:21)
#loc3 = loc("src/test/resources/compat/input/cf.mlir":2:32)
#loc4 = loc("src/test/resources/compat/input/cf.mlir":2:41)
#loc6 = loc("src/test/resources/compat/input/cf.mlir":4:7)
#loc8 = loc("src/test/resources/compat/input/cf.mlir":6:7)
#loc9 = loc("src/test/resources/compat/input/cf.mlir":6:16)
#loc12 = loc("src/test/resources/compat/input/cf.mlir":9:7)
#loc15 = loc("src/test/resources/compat/input/cf.mlir":13:28)
#loc20 = loc("src/test/resources/compat/input/cf.mlir":21:29)
#loc21 = loc("src/test/resources/compat/input/cf.mlir":21:37)
#loc23 = loc("src/test/resources/compat/input/cf.mlir":23:6)
#loc28 = loc("src/test/resources/compat/input/cf.mlir":30:19)
#loc29 = loc("src/test/resources/compat/input/cf.mlir":30:31)
#loc30 = loc("src/test/resources/compat/input/cf.mlir":30:40)
#loc32 = loc("src/test/resources/compat/input/cf.mlir":37:10)
#loc34 = loc("src/test/resources/compat/input/cf.mlir":39:9)
#loc35 = loc("src/test/resources/compat/input/cf.mlir":39:18)
#loc42 = loc("src/test/resources/compat/input/cf.mlir":48:32)
#loc46 = loc("src/test/resources/compat/input/cf.mlir":56:22)
#loc47 = loc("src/test/resources/compat/input/cf.mlir":56:33)
#loc49 = loc("src/test/resources/compat/input/cf.mlir":63:6)
#loc54 = loc("src/test/resources/compat/input/cf.mlir":70:20)
#loc55 = loc("src/test/resources/compat/input/cf.mlir":70:29)
module {
  func.func @branches(%arg0: i1 loc("src/test/resources/compat/input/cf.mlir":2:21), %arg1: i32 loc("src/test/resources/compat/input/cf.mlir":2:32), %arg2: i32 loc("src/test/resources/compat/input/cf.mlir":2:41)) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2, %arg1 : i32, i32) loc(#loc5)
  ^bb1(%0: i32 loc("src/test/resources/compat/input/cf.mlir":4:7)):  // pred: ^bb0
    cf.br ^bb3(%0 : i32) loc(#loc7)
  ^bb2(%1: i32 loc("src/test/resources/compat/input/cf.mlir":6:7), %2: i32 loc("src/test/resources/compat/input/cf.mlir":6:16)):  // pred: ^bb0
    %3 = arith.addi %1, %2 : i32 loc(#loc10)
    cf.br ^bb3(%3 : i32) loc(#loc11)
  ^bb3(%4: i32 loc("src/test/resources/compat/input/cf.mlir":9:7)):  // 2 preds: ^bb1, ^bb2
    return %4 : i32 loc(#loc13)
  } loc(#loc1)
  func.func @cond_br_no_args(%arg0: i1 loc("src/test/resources/compat/input/cf.mlir":13:28)) {
    cf.cond_br %arg0, ^bb1, ^bb2 loc(#loc16)
  ^bb1:  // pred: ^bb0
    cf.br ^bb2 loc(#loc17)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    return loc(#loc18)
  } loc(#loc14)
  func.func @cond_br_one_side(%arg0: i1 loc("src/test/resources/compat/input/cf.mlir":21:29), %arg1: f32 loc("src/test/resources/compat/input/cf.mlir":21:37)) -> f32 {
    cf.cond_br %arg0, ^bb1(%arg1 : f32), ^bb2 loc(#loc22)
  ^bb1(%0: f32 loc("src/test/resources/compat/input/cf.mlir":23:6)):  // pred: ^bb0
    %1 = arith.negf %0 : f32 loc(#loc24)
    return %1 : f32 loc(#loc25)
  ^bb2:  // pred: ^bb0
    return %arg1 : f32 loc(#loc26)
  } loc(#loc19)
  func.func @switch(%arg0: i32 loc("src/test/resources/compat/input/cf.mlir":30:19), %arg1: i32 loc("src/test/resources/compat/input/cf.mlir":30:31), %arg2: f32 loc("src/test/resources/compat/input/cf.mlir":30:40)) -> i32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      42: ^bb2(%arg1, %arg2 : i32, f32),
      4294967289: ^bb3,
      0: ^bb1(%arg0 : i32)
    ] loc(#loc31)
  ^bb1(%0: i32 loc("src/test/resources/compat/input/cf.mlir":37:10)):  // 2 preds: ^bb0, ^bb0
    return %0 : i32 loc(#loc33)
  ^bb2(%1: i32 loc("src/test/resources/compat/input/cf.mlir":39:9), %2: f32 loc("src/test/resources/compat/input/cf.mlir":39:18)):  // pred: ^bb0
    %3 = arith.fptosi %2 : f32 to i32 loc(#loc36)
    %4 = arith.addi %1, %3 : i32 loc(#loc37)
    return %4 : i32 loc(#loc38)
  ^bb3:  // pred: ^bb0
    %c7_i32 = arith.constant 7 : i32 loc(#loc39)
    return %c7_i32 : i32 loc(#loc40)
  } loc(#loc27)
  func.func @switch_default_only(%arg0: i64 loc("src/test/resources/compat/input/cf.mlir":48:32)) {
    cf.switch %arg0 : i64, [
      default: ^bb1] loc(#loc43)
  ^bb1:  // pred: ^bb0
    return loc(#loc44)
  } loc(#loc41)
  func.func @switch_i8(%arg0: i8 loc("src/test/resources/compat/input/cf.mlir":56:22), %arg1: index loc("src/test/resources/compat/input/cf.mlir":56:33)) -> index {
    cf.switch %arg0 : i8, [
      default: ^bb1(%arg1 : index),
      1: ^bb2,
      2: ^bb2,
      128: ^bb1(%arg1 : index)
    ] loc(#loc48)
  ^bb1(%0: index loc("src/test/resources/compat/input/cf.mlir":63:6)):  // 2 preds: ^bb0, ^bb0
    return %0 : index loc(#loc50)
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %c0 = arith.constant 0 : index loc(#loc51)
    return %c0 : index loc(#loc52)
  } loc(#loc45)
  func.func @asserts(%arg0: i32 loc("src/test/resources/compat/input/cf.mlir":70:20), %arg1: i32 loc("src/test/resources/compat/input/cf.mlir":70:29)) {
    %0 = arith.cmpi slt, %arg0, %arg1 : i32 loc(#loc56)
    cf.assert %0, "a must be less than b" loc(#loc57)
    %1 = arith.cmpi ne, %arg1, %arg0 : i32 loc(#loc58)
    cf.assert %1, "escaped \22message\22\0A" loc(#loc59)
    return loc(#loc60)
  } loc(#loc53)
} loc(#loc)
#loc = loc("src/test/resources/compat/input/cf.mlir":0:0)
#loc1 = loc("src/test/resources/compat/input/cf.mlir":2:1)
#loc5 = loc("src/test/resources/compat/input/cf.mlir":3:3)
#loc7 = loc("src/test/resources/compat/input/cf.mlir":5:3)
#loc10 = loc("src/test/resources/compat/input/cf.mlir":7:8)
#loc11 = loc("src/test/resources/compat/input/cf.mlir":8:3)
#loc13 = loc("src/test/resources/compat/input/cf.mlir":10:3)
#loc14 = loc("src/test/resources/compat/input/cf.mlir":13:1)
#loc16 = loc("src/test/resources/compat/input/cf.mlir":14:3)
#loc17 = loc("src/test/resources/compat/input/cf.mlir":16:3)
#loc18 = loc("src/test/resources/compat/input/cf.mlir":18:3)
#loc19 = loc("src/test/resources/compat/input/cf.mlir":21:1)
#loc22 = loc("src/test/resources/compat/input/cf.mlir":22:3)
#loc24 = loc("src/test/resources/compat/input/cf.mlir":24:8)
#loc25 = loc("src/test/resources/compat/input/cf.mlir":25:3)
#loc26 = loc("src/test/resources/compat/input/cf.mlir":27:3)
#loc27 = loc("src/test/resources/compat/input/cf.mlir":30:1)
#loc31 = loc("src/test/resources/compat/input/cf.mlir":31:3)
#loc33 = loc("src/test/resources/compat/input/cf.mlir":38:3)
#loc36 = loc("src/test/resources/compat/input/cf.mlir":40:8)
#loc37 = loc("src/test/resources/compat/input/cf.mlir":41:8)
#loc38 = loc("src/test/resources/compat/input/cf.mlir":42:3)
#loc39 = loc("src/test/resources/compat/input/cf.mlir":44:9)
#loc40 = loc("src/test/resources/compat/input/cf.mlir":45:3)
#loc41 = loc("src/test/resources/compat/input/cf.mlir":48:1)
#loc43 = loc("src/test/resources/compat/input/cf.mlir":49:3)
#loc44 = loc("src/test/resources/compat/input/cf.mlir":53:3)
#loc45 = loc("src/test/resources/compat/input/cf.mlir":56:1)
#loc48 = loc("src/test/resources/compat/input/cf.mlir":57:3)
#loc50 = loc("src/test/resources/compat/input/cf.mlir":64:3)
#loc51 = loc("src/test/resources/compat/input/cf.mlir":66:9)
#loc52 = loc("src/test/resources/compat/input/cf.mlir":67:3)
#loc53 = loc("src/test/resources/compat/input/cf.mlir":70:1)
#loc56 = loc("src/test/resources/compat/input/cf.mlir":71:8)
#loc57 = loc("src/test/resources/compat/input/cf.mlir":72:3)
#loc58 = loc("src/test/resources/compat/input/cf.mlir":73:8)
#loc59 = loc("src/test/resources/compat/input/cf.mlir":74:3)
#loc60 = loc("src/test/resources/compat/input/cf.mlir":75:3)

