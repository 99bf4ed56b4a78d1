// Top-level module with LLVM target attributes, named and nested modules.
module attributes {
  llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
  llvm.target_triple = "x86_64-unknown-linux-gnu"
} {
  func.func @top(%x: i32) -> i32 {
    %0 = func.call @local(%x) : (i32) -> i32
    return %0 : i32
  }

  func.func private @local(%x: i32) -> i32 {
    %0 = arith.muli %x, %x : i32
    return %0 : i32
  }

  module @inner {
    func.func @helper(%x: i32) -> i32 {
      %c1 = arith.constant 1 : i32
      %0 = arith.addi %x, %c1 : i32
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

  builtin.module @explicit_prefix {
  }

  module {
  }
}
