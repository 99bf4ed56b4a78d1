// User-defined attribute and type aliases, each used more than once, plus
// attributes and types mlir-opt chooses to alias on its own.
#identity = affine_map<(d0) -> (d0)>
#transpose = affine_map<(d0, d1) -> (d1, d0)>
#layout = strided<[?, 1], offset: ?>
#config = {mode = "fast", level = 3 : i32}
#my_set = affine_set<(d0) : (d0 >= 0)>
!vec = vector<4xf32>
!mat = memref<4x8xf32, #transpose>
!dyn = memref<?x?xf32, #layout>
!pair = tuple<i32, !vec>
!unused = i64

module {
  func.func private @use_maps() attributes {m0 = #identity, m1 = #identity, t0 = #transpose, s0 = #my_set, s1 = #my_set}
  func.func private @use_config() attributes {cfg = #config}
  func.func private @use_config_again() attributes {cfg = #config, other = #config}
  func.func private @use_types(!mat, !mat, !dyn) -> !dyn

  func.func @add_vectors(%a: !vec, %b: !vec) -> !vec {
    %0 = arith.addf %a, %b : !vec
    %1 = arith.mulf %0, %a : !vec
    return %1 : !vec
  }

  func.func @pairs(%p: !pair, %q: !pair) -> (!pair, !pair) {
    return %q, %p : !pair, !pair
  }

  func.func @views(%m: !dyn, %n: !dyn) -> (!dyn, !dyn) {
    return %n, %m : !dyn, !dyn
  }
}
