module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @top(%arg0: i32) -> i32 {
    %0 = call @local(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func private @local(%arg0: i32) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    return %0 : i32
  }
  module @inner {
    func.func @helper(%arg0: i32) -> i32 {
      %c1_i32 = arith.constant 1 : i32
      %0 = arith.addi %arg0, %c1_i32 : i32
      return %0 : i32
    }
  }
  module @named attributes {test.flag, test.level = 2 : i32} {
    module @deeper {
      func.func private @decl(i64) -> i64
    }
    module {
      func.func private @anonymous_nested()
    }
  }
  module @explicit_prefix {
  }
  module {
  }
}

