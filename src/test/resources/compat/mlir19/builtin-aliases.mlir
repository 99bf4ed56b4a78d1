#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
module {
  func.func private @use_maps() attributes {m0 = #map, m1 = #map, s0 = #set, s1 = #set, t0 = #map1}
  func.func private @use_config() attributes {cfg = {level = 3 : i32, mode = "fast"}}
  func.func private @use_config_again() attributes {cfg = {level = 3 : i32, mode = "fast"}, other = {level = 3 : i32, mode = "fast"}}
  func.func private @use_types(memref<4x8xf32, #map1>, memref<4x8xf32, #map1>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
  func.func @add_vectors(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
    %0 = arith.addf %arg0, %arg1 : vector<4xf32>
    %1 = arith.mulf %0, %arg0 : vector<4xf32>
    return %1 : vector<4xf32>
  }
  func.func @pairs(%arg0: tuple<i32, vector<4xf32>>, %arg1: tuple<i32, vector<4xf32>>) -> (tuple<i32, vector<4xf32>>, tuple<i32, vector<4xf32>>) {
    return %arg1, %arg0 : tuple<i32, vector<4xf32>>, tuple<i32, vector<4xf32>>
  }
  func.func @views(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) {
    return %arg1, %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>
  }
}

