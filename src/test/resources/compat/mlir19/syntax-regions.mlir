module @outer {
  func.func @generic_add(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    return %0 : i32
  }
  func.func private @generic_decl(f32) -> f32
  func.func @generic_branches(%arg0: i1, %arg1: i64) -> i64 {
    cf.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2(%arg1 : i64)
  ^bb1(%0: i64):  // pred: ^bb0
    cf.br ^bb3(%0 : i64)
  ^bb2(%1: i64):  // pred: ^bb0
    %2 = arith.muli %1, %1 overflow<nsw> : i64
    cf.br ^bb3(%2 : i64)
  ^bb3(%3: i64):  // 2 preds: ^bb1, ^bb2
    return %3 : i64
  }
  module @level1 {
    module @level2 {
      module @level3 {
        func.func @deep(%arg0: index) -> index {
          return %arg0 : index
        }
      }
    }
  }
  func.func @mixed(%arg0: f32) -> f32 {
    %0 = arith.mulf %arg0, %arg0 fastmath<fast> : f32
    %1 = arith.addf %0, %arg0 : f32
    %cst = arith.constant 2.000000e+00 : f32
    %2 = arith.divf %1, %cst {test.tag} : f32
    return %2 : f32
  }
  llvm.mlir.global internal @g() {addr_space = 0 : i32} : i32 {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mul %0, %1 : i32
    llvm.return %2 : i32
  }
  llvm.func internal @generic_llvm(%arg0: i1) -> i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.load %0 : !llvm.ptr -> i32
    llvm.cond_br %arg0, ^bb1(%1 : i32), ^bb2
  ^bb1(%2: i32):  // pred: ^bb0
    llvm.return %2 : i32
  ^bb2:  // pred: ^bb0
    llvm.unreachable
  }
}

