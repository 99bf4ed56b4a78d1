// A split file: mlir-opt --split-input-file treats each chunk between the
// five-dash separator comments as a separate input and prints the results
// joined by the same separator.
func.func @first(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

// -----

// Aliases are scoped to their chunk.
#map = affine_map<(d0) -> (d0 + 1)>
func.func private @second() attributes {m = #map, n = #map}

// -----

module @named_top attributes {test.chunk = 3 : i32} {
  llvm.func @third(%p: !llvm.ptr) -> i64 {
    %0 = llvm.load %p : !llvm.ptr -> i64
    llvm.return %0 : i64
  }
}

// -----

// Value names restart in every chunk.
func.func @fourth(%a: f32, %b: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %0, %c : f32
  return %1 : f32
}

// -----

// An empty chunk other than this comment.

// -----
module {
  module @inner {
  }
}
