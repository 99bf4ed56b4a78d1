#loc2 = loc("src/test/resources/compat/input/llvm-control.mlir":2:16)
#loc8 = loc("src/test/resources/compat/input/llvm-control.mlir":9:7)
#loc11 = loc("src/test/resources/compat/input/llvm-control.mlir":13:21)
#loc12 = loc("src/test/resources/compat/input/llvm-control.mlir":13:29)
#loc13 = loc("src/test/resources/compat/input/llvm-control.mlir":13:38)
#loc15 = loc("src/test/resources/compat/input/llvm-control.mlir":15:6)
#loc18 = loc("src/test/resources/compat/input/llvm-control.mlir":19:17)
#loc22 = loc("src/test/resources/compat/input/llvm-control.mlir":23:7)
#loc23 = loc("src/test/resources/compat/input/llvm-control.mlir":23:16)
#loc31 = loc("src/test/resources/compat/input/llvm-control.mlir":34:21)
#loc32 = loc("src/test/resources/compat/input/llvm-control.mlir":34:30)
#loc34 = loc("src/test/resources/compat/input/llvm-control.mlir":40:10)
#loc38 = loc("src/test/resources/compat/input/llvm-control.mlir":45:6)
#loc39 = loc("src/test/resources/compat/input/llvm-control.mlir":45:15)
#loc43 = loc("src/test/resources/compat/input/llvm-control.mlir":50:28)
#loc47 = loc("src/test/resources/compat/input/llvm-control.mlir":57:27)
#loc54 = loc("src/test/resources/compat/input/llvm-control.mlir":71:23)
module {
  llvm.func @abs(%arg0: i32 loc("src/test/resources/compat/input/llvm-control.mlir":2:16)) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32 loc(#loc3)
    %1 = llvm.icmp "slt" %arg0, %0 : i32 loc(#loc4)
    llvm.cond_br %1, ^bb1, ^bb2(%arg0 : i32) loc(#loc5)
  ^bb1:  // pred: ^bb0
    %2 = llvm.sub %0, %arg0 : i32 loc(#loc6)
    llvm.br ^bb2(%2 : i32) loc(#loc7)
  ^bb2(%3: i32 loc("src/test/resources/compat/input/llvm-control.mlir":9:7)):  // 2 preds: ^bb0, ^bb1
    llvm.return %3 : i32 loc(#loc9)
  } loc(#loc1)
  llvm.func @weighted(%arg0: i1 loc("src/test/resources/compat/input/llvm-control.mlir":13:21), %arg1: f32 loc("src/test/resources/compat/input/llvm-control.mlir":13:29), %arg2: f32 loc("src/test/resources/compat/input/llvm-control.mlir":13:38)) -> f32 {
    llvm.cond_br %arg0 weights([99, 1]), ^bb1(%arg1 : f32), ^bb1(%arg2 : f32) loc(#loc14)
  ^bb1(%0: f32 loc("src/test/resources/compat/input/llvm-control.mlir":15:6)):  // 2 preds: ^bb0, ^bb0
    llvm.return %0 : f32 loc(#loc16)
  } loc(#loc10)
  llvm.func @loop(%arg0: i64 loc("src/test/resources/compat/input/llvm-control.mlir":19:17)) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64 loc(#loc19)
    %1 = llvm.mlir.constant(1 : i64) : i64 loc(#loc20)
    llvm.br ^bb1(%0, %0 : i64, i64) loc(#loc21)
  ^bb1(%2: i64 loc("src/test/resources/compat/input/llvm-control.mlir":23:7), %3: i64 loc("src/test/resources/compat/input/llvm-control.mlir":23:16)):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "slt" %2, %arg0 : i64 loc(#loc24)
    llvm.cond_br %4, ^bb2, ^bb3 loc(#loc25)
  ^bb2:  // pred: ^bb1
    %5 = llvm.add %3, %2 : i64 loc(#loc26)
    %6 = llvm.add %2, %1 : i64 loc(#loc27)
    llvm.br ^bb1(%6, %5 : i64, i64) loc(#loc28)
  ^bb3:  // pred: ^bb1
    llvm.return %3 : i64 loc(#loc29)
  } loc(#loc17)
  llvm.func @switches(%arg0: i32 loc("src/test/resources/compat/input/llvm-control.mlir":34:21), %arg1: i64 loc("src/test/resources/compat/input/llvm-control.mlir":34:30)) -> i64 {
    llvm.switch %arg0 : i32, ^bb1(%arg1 : i64) [
      0: ^bb2,
      1: ^bb3(%arg1, %arg1 : i64, i64),
      4294967291: ^bb2
    ] loc(#loc33)
  ^bb1(%0: i64 loc("src/test/resources/compat/input/llvm-control.mlir":40:10)):  // pred: ^bb0
    llvm.return %0 : i64 loc(#loc35)
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %1 = llvm.mlir.constant(0 : i64) : i64 loc(#loc36)
    llvm.return %1 : i64 loc(#loc37)
  ^bb3(%2: i64 loc("src/test/resources/compat/input/llvm-control.mlir":45:6), %3: i64 loc("src/test/resources/compat/input/llvm-control.mlir":45:15)):  // pred: ^bb0
    %4 = llvm.mul %2, %3 : i64 loc(#loc40)
    llvm.return %4 : i64 loc(#loc41)
  } loc(#loc30)
  llvm.func @switch_no_cases(%arg0: i8 loc("src/test/resources/compat/input/llvm-control.mlir":50:28)) {
    llvm.switch %arg0 : i8, ^bb1 [
    ] loc(#loc44)
  ^bb1:  // pred: ^bb0
    llvm.return loc(#loc45)
  } loc(#loc42)
  llvm.func @switch_weights(%arg0: i16 loc("src/test/resources/compat/input/llvm-control.mlir":57:27)) -> i16 {
    llvm.switch %arg0 : i16, ^bb1 [
      7: ^bb2
    ] {branch_weights = array<i32: 10, 90>} loc(#loc48)
  ^bb1:  // pred: ^bb0
    llvm.return %arg0 : i16 loc(#loc49)
  ^bb2:  // pred: ^bb0
    llvm.unreachable loc(#loc50)
  } loc(#loc46)
  llvm.func @trap() {
    llvm.unreachable loc(#loc52)
  } loc(#loc51)
  llvm.func @early_exit(%arg0: i1 loc("src/test/resources/compat/input/llvm-control.mlir":71:23)) {
    llvm.cond_br %arg0, ^bb1, ^bb2 loc(#loc55)
  ^bb1:  // pred: ^bb0
    llvm.return loc(#loc56)
  ^bb2:  // pred: ^bb0
    llvm.unreachable loc(#loc57)
  } loc(#loc53)
} loc(#loc)
#loc = loc("src/test/resources/compat/input/llvm-control.mlir":0:0)
#loc1 = loc("src/test/resources/compat/input/llvm-control.mlir":2:1)
#loc3 = loc("src/test/resources/compat/input/llvm-control.mlir":3:11)
#loc4 = loc("src/test/resources/compat/input/llvm-control.mlir":4:10)
#loc5 = loc("src/test/resources/compat/input/llvm-control.mlir":5:3)
#loc6 = loc("src/test/resources/compat/input/llvm-control.mlir":7:8)
#loc7 = loc("src/test/resources/compat/input/llvm-control.mlir":8:3)
#loc9 = loc("src/test/resources/compat/input/llvm-control.mlir":10:3)
#loc10 = loc("src/test/resources/compat/input/llvm-control.mlir":13:1)
#loc14 = loc("src/test/resources/compat/input/llvm-control.mlir":14:3)
#loc16 = loc("src/test/resources/compat/input/llvm-control.mlir":16:3)
#loc17 = loc("src/test/resources/compat/input/llvm-control.mlir":19:1)
#loc19 = loc("src/test/resources/compat/input/llvm-control.mlir":20:9)
#loc20 = loc("src/test/resources/compat/input/llvm-control.mlir":21:9)
#loc21 = loc("src/test/resources/compat/input/llvm-control.mlir":22:3)
#loc24 = loc("src/test/resources/compat/input/llvm-control.mlir":24:10)
#loc25 = loc("src/test/resources/compat/input/llvm-control.mlir":25:3)
#loc26 = loc("src/test/resources/compat/input/llvm-control.mlir":27:11)
#loc27 = loc("src/test/resources/compat/input/llvm-control.mlir":28:9)
#loc28 = loc("src/test/resources/compat/input/llvm-control.mlir":29:3)
#loc29 = loc("src/test/resources/compat/input/llvm-control.mlir":31:3)
#loc30 = loc("src/test/resources/compat/input/llvm-control.mlir":34:1)
#loc33 = loc("src/test/resources/compat/input/llvm-control.mlir":35:3)
#loc35 = loc("src/test/resources/compat/input/llvm-control.mlir":41:3)
#loc36 = loc("src/test/resources/compat/input/llvm-control.mlir":43:9)
#loc37 = loc("src/test/resources/compat/input/llvm-control.mlir":44:3)
#loc40 = loc("src/test/resources/compat/input/llvm-control.mlir":46:8)
#loc41 = loc("src/test/resources/compat/input/llvm-control.mlir":47:3)
#loc42 = loc("src/test/resources/compat/input/llvm-control.mlir":50:1)
#loc44 = loc("src/test/resources/compat/input/llvm-control.mlir":51:3)
#loc45 = loc("src/test/resources/compat/input/llvm-control.mlir":54:3)
#loc46 = loc("src/test/resources/compat/input/llvm-control.mlir":57:1)
#loc48 = loc("src/test/resources/compat/input/llvm-control.mlir":58:3)
#loc49 = loc("src/test/resources/compat/input/llvm-control.mlir":62:3)
#loc50 = loc("src/test/resources/compat/input/llvm-control.mlir":64:3)
#loc51 = loc("src/test/resources/compat/input/llvm-control.mlir":67:1)
#loc52 = loc("src/test/resources/compat/input/llvm-control.mlir":68:3)
#loc53 = loc("src/test/resources/compat/input/llvm-control.mlir":71:1)
#loc55 = loc("src/test/resources/compat/input/llvm-control.mlir":72:3)
#loc56 = loc("src/test/resources/compat/input/llvm-control.mlir":74:3)
#loc57 = loc("src/test/resources/compat/input/llvm-control.mlir":76:3)

