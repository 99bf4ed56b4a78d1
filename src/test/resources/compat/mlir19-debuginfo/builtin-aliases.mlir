#loc6 = loc("src/test/resources/compat/input/builtin-aliases.mlir":20:26)
#loc7 = loc("src/test/resources/compat/input/builtin-aliases.mlir":20:36)
#loc12 = loc("src/test/resources/compat/input/builtin-aliases.mlir":26:20)
#loc13 = loc("src/test/resources/compat/input/builtin-aliases.mlir":26:31)
#loc16 = loc("src/test/resources/compat/input/builtin-aliases.mlir":30:20)
#loc17 = loc("src/test/resources/compat/input/builtin-aliases.mlir":30:30)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
module {
  func.func private @use_maps() attributes {m0 = #map, m1 = #map, s0 = #set, s1 = #set, t0 = #map1} loc(#loc1)
  func.func private @use_config() attributes {cfg = {level = 3 : i32, mode = "fast"}} loc(#loc2)
  func.func private @use_config_again() attributes {cfg = {level = 3 : i32, mode = "fast"}, other = {level = 3 : i32, mode = "fast"}} loc(#loc3)
  func.func private @use_types(memref<4x8xf32, #map1>, memref<4x8xf32, #map1>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> loc(#loc4)
  func.func @add_vectors(%arg0: vector<4xf32> loc("src/test/resources/compat/input/builtin-aliases.mlir":20:26), %arg1: vector<4xf32> loc("src/test/resources/compat/input/builtin-aliases.mlir":20:36)) -> vector<4xf32> {
    %0 = arith.addf %arg0, %arg1 : vector<4xf32> loc(#loc8)
    %1 = arith.mulf %0, %arg0 : vector<4xf32> loc(#loc9)
    return %1 : vector<4xf32> loc(#loc10)
  } loc(#loc5)
  func.func @pairs(%arg0: tuple<i32, vector<4xf32>> loc("src/test/resources/compat/input/builtin-aliases.mlir":26:20), %arg1: tuple<i32, vector<4xf32>> loc("src/test/resources/compat/input/builtin-aliases.mlir":26:31)) -> (tuple<i32, vector<4xf32>>, tuple<i32, vector<4xf32>>) {
    return %arg1, %arg0 : tuple<i32, vector<4xf32>>, tuple<i32, vector<4xf32>> loc(#loc14)
  } loc(#loc11)
  func.func @views(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>> loc("src/test/resources/compat/input/builtin-aliases.mlir":30:20), %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>> loc("src/test/resources/compat/input/builtin-aliases.mlir":30:30)) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) {
    return %arg1, %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>> loc(#loc18)
  } loc(#loc15)
} loc(#loc)
#loc = loc("src/test/resources/compat/input/builtin-aliases.mlir":14:1)
#loc1 = loc("src/test/resources/compat/input/builtin-aliases.mlir":15:3)
#loc2 = loc("src/test/resources/compat/input/builtin-aliases.mlir":16:3)
#loc3 = loc("src/test/resources/compat/input/builtin-aliases.mlir":17:3)
#loc4 = loc("src/test/resources/compat/input/builtin-aliases.mlir":18:3)
#loc5 = loc("src/test/resources/compat/input/builtin-aliases.mlir":20:3)
#loc8 = loc("src/test/resources/compat/input/builtin-aliases.mlir":21:10)
#loc9 = loc("src/test/resources/compat/input/builtin-aliases.mlir":22:10)
#loc10 = loc("src/test/resources/compat/input/builtin-aliases.mlir":23:5)
#loc11 = loc("src/test/resources/compat/input/builtin-aliases.mlir":26:3)
#loc14 = loc("src/test/resources/compat/input/builtin-aliases.mlir":27:5)
#loc15 = loc("src/test/resources/compat/input/builtin-aliases.mlir":30:3)
#loc18 = loc("src/test/resources/compat/input/builtin-aliases.mlir":31:5)

