module {
  func.func @first(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
}

// -----
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func private @second() attributes {m = #map, n = #map}
}

// -----
module @named_top attributes {test.chunk = 3 : i32} {
  llvm.func @third(%arg0: !llvm.ptr) -> i64 {
    %0 = llvm.load %arg0 : !llvm.ptr -> i64
    llvm.return %0 : i64
  }
}

// -----
module {
  func.func @fourth(%arg0: f32, %arg1: f32) -> f32 {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.mulf %0, %cst : f32
    return %1 : f32
  }
}

// -----
module {
}

// -----
module {
  module @inner {
  }
}

