module {
  llvm.func @abs(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.icmp "slt" %arg0, %0 : i32
    llvm.cond_br %1, ^bb1, ^bb2(%arg0 : i32)
  ^bb1:  // pred: ^bb0
    %2 = llvm.sub %0, %arg0 : i32
    llvm.br ^bb2(%2 : i32)
  ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %3 : i32
  }
  llvm.func @weighted(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    llvm.cond_br %arg0 weights([99, 1]), ^bb1(%arg1 : f32), ^bb1(%arg2 : f32)
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    llvm.return %0 : f32
  }
  llvm.func @loop(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0, %0 : i64, i64)
  ^bb1(%2: i64, %3: i64):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "slt" %2, %arg0 : i64
    llvm.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %5 = llvm.add %3, %2 : i64
    %6 = llvm.add %2, %1 : i64
    llvm.br ^bb1(%6, %5 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %3 : i64
  }
  llvm.func @switches(%arg0: i32, %arg1: i64) -> i64 {
    llvm.switch %arg0 : i32, ^bb1(%arg1 : i64) [
      0: ^bb2,
      1: ^bb3(%arg1, %arg1 : i64, i64),
      4294967291: ^bb2
    ]
  ^bb1(%0: i64):  // pred: ^bb0
    llvm.return %0 : i64
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %1 = llvm.mlir.constant(0 : i64) : i64
    llvm.return %1 : i64
  ^bb3(%2: i64, %3: i64):  // pred: ^bb0
    %4 = llvm.mul %2, %3 : i64
    llvm.return %4 : i64
  }
  llvm.func @switch_no_cases(%arg0: i8) {
    llvm.switch %arg0 : i8, ^bb1 [
    ]
  ^bb1:  // pred: ^bb0
    llvm.return
  }
  llvm.func @switch_weights(%arg0: i16) -> i16 {
    llvm.switch %arg0 : i16, ^bb1 [
      7: ^bb2
    ] {branch_weights = array<i32: 10, 90>}
  ^bb1:  // pred: ^bb0
    llvm.return %arg0 : i16
  ^bb2:  // pred: ^bb0
    llvm.unreachable
  }
  llvm.func @trap() {
    llvm.unreachable
  }
  llvm.func @early_exit(%arg0: i1) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return
  ^bb2:  // pred: ^bb0
    llvm.unreachable
  }
}

