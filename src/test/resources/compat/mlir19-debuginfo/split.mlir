#loc2 = loc("within split at src/test/resources/compat/input/split.mlir:1 offset ":4:18)
module {
  func.func @first(%arg0: i32 loc("within split at src/test/resources/compat/input/split.mlir:1 offset ":4:18)) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
    return %0 : i32 loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("within split at src/test/resources/compat/input/split.mlir:1 offset ":0:0)
#loc1 = loc("within split at src/test/resources/compat/input/split.mlir:1 offset ":4:1)
#loc3 = loc("within split at src/test/resources/compat/input/split.mlir:1 offset ":5:8)
#loc4 = loc("within split at src/test/resources/compat/input/split.mlir:1 offset ":6:3)

// -----
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func private @second() attributes {m = #map, n = #map} loc(#loc1)
} loc(#loc)
#loc = loc("within split at src/test/resources/compat/input/split.mlir:9 offset ":0:0)
#loc1 = loc("within split at src/test/resources/compat/input/split.mlir:9 offset ":5:1)

// -----
#loc2 = loc("within split at src/test/resources/compat/input/split.mlir:15 offset ":4:20)
module @named_top attributes {test.chunk = 3 : i32} {
  llvm.func @third(%arg0: !llvm.ptr loc("within split at src/test/resources/compat/input/split.mlir:15 offset ":4:20)) -> i64 {
    %0 = llvm.load %arg0 : !llvm.ptr -> i64 loc(#loc3)
    llvm.return %0 : i64 loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("within split at src/test/resources/compat/input/split.mlir:15 offset ":3:1)
#loc1 = loc("within split at src/test/resources/compat/input/split.mlir:15 offset ":4:3)
#loc3 = loc("within split at src/test/resources/compat/input/split.mlir:15 offset ":5:10)
#loc4 = loc("within split at src/test/resources/compat/input/split.mlir:15 offset ":6:5)

// -----
#loc2 = loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":4:19)
#loc3 = loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":4:28)
module {
  func.func @fourth(%arg0: f32 loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":4:19), %arg1: f32 loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":4:28)) -> f32 {
    %cst = arith.constant 1.000000e+00 : f32 loc(#loc4)
    %0 = arith.addf %arg0, %arg1 : f32 loc(#loc5)
    %1 = arith.mulf %0, %cst : f32 loc(#loc6)
    return %1 : f32 loc(#loc7)
  } loc(#loc1)
} loc(#loc)
#loc = loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":0:0)
#loc1 = loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":4:1)
#loc4 = loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":5:8)
#loc5 = loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":6:8)
#loc6 = loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":7:8)
#loc7 = loc("within split at src/test/resources/compat/input/split.mlir:24 offset ":8:3)

// -----
module {
} loc(#loc)
#loc = loc("within split at src/test/resources/compat/input/split.mlir:34 offset ":0:0)

// -----
module {
  module @inner {
  } loc(#loc1)
} loc(#loc)
#loc = loc("within split at src/test/resources/compat/input/split.mlir:38 offset ":2:1)
#loc1 = loc("within split at src/test/resources/compat/input/split.mlir:38 offset ":3:3)

