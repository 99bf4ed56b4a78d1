#loc2 = loc("src/test/resources/compat/input/builtin-module.mlir":6:18)
#loc6 = loc("src/test/resources/compat/input/builtin-module.mlir":11:28)
#loc11 = loc("src/test/resources/compat/input/builtin-module.mlir":17:23)
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @top(%arg0: i32 loc("src/test/resources/compat/input/builtin-module.mlir":6:18)) -> i32 {
    %0 = call @local(%arg0) : (i32) -> i32 loc(#loc3)
    return %0 : i32 loc(#loc4)
  } loc(#loc1)
  func.func private @local(%arg0: i32 loc("src/test/resources/compat/input/builtin-module.mlir":11:28)) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32 loc(#loc7)
    return %0 : i32 loc(#loc8)
  } loc(#loc5)
  module @inner {
    func.func @helper(%arg0: i32 loc("src/test/resources/compat/input/builtin-module.mlir":17:23)) -> i32 {
      %c1_i32 = arith.constant 1 : i32 loc(#loc12)
      %0 = arith.addi %arg0, %c1_i32 : i32 loc(#loc13)
      return %0 : i32 loc(#loc14)
    } loc(#loc10)
  } loc(#loc9)
  module @named attributes {test.flag, test.level = 2 : i32} {
    module @deeper {
      func.func private @decl(i64) -> i64 loc(#loc17)
    } loc(#loc16)
    module {
      func.func private @anonymous_nested() loc(#loc19)
    } loc(#loc18)
  } loc(#loc15)
  module @explicit_prefix {
  } loc(#loc20)
  module {
  } loc(#loc21)
} loc(#loc)
#loc = loc("src/test/resources/compat/input/builtin-module.mlir":2:1)
#loc1 = loc("src/test/resources/compat/input/builtin-module.mlir":6:3)
#loc3 = loc("src/test/resources/compat/input/builtin-module.mlir":7:10)
#loc4 = loc("src/test/resources/compat/input/builtin-module.mlir":8:5)
#loc5 = loc("src/test/resources/compat/input/builtin-module.mlir":11:3)
#loc7 = loc("src/test/resources/compat/input/builtin-module.mlir":12:10)
#loc8 = loc("src/test/resources/compat/input/builtin-module.mlir":13:5)
#loc9 = loc("src/test/resources/compat/input/builtin-module.mlir":16:3)
#loc10 = loc("src/test/resources/compat/input/builtin-module.mlir":17:5)
#loc12 = loc("src/test/resources/compat/input/builtin-module.mlir":18:13)
#loc13 = loc("src/test/resources/compat/input/builtin-module.mlir":19:12)
#loc14 = loc("src/test/resources/compat/input/builtin-module.mlir":20:7)
#loc15 = loc("src/test/resources/compat/input/builtin-module.mlir":24:3)
#loc16 = loc("src/test/resources/compat/input/builtin-module.mlir":25:5)
#loc17 = loc("src/test/resources/compat/input/builtin-module.mlir":26:7)
#loc18 = loc("src/test/resources/compat/input/builtin-module.mlir":28:5)
#loc19 = loc("src/test/resources/compat/input/builtin-module.mlir":29:7)
#loc20 = loc("src/test/resources/compat/input/builtin-module.mlir":33:3)
#loc21 = loc("src/test/resources/compat/input/builtin-module.mlir":36:3)

