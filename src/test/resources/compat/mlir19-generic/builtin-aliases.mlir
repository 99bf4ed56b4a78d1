#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "use_maps", sym_visibility = "private"}> ({
  }) {m0 = #map, m1 = #map, s0 = #set, s1 = #set, t0 = #map1} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "use_config", sym_visibility = "private"}> ({
  }) {cfg = {level = 3 : i32, mode = "fast"}} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "use_config_again", sym_visibility = "private"}> ({
  }) {cfg = {level = 3 : i32, mode = "fast"}, other = {level = 3 : i32, mode = "fast"}} : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, #map1>, memref<4x8xf32, #map1>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>>, sym_name = "use_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>) -> vector<4xf32>, sym_name = "add_vectors"}> ({
  ^bb0(%arg4: vector<4xf32>, %arg5: vector<4xf32>):
    %0 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %1 = "arith.mulf"(%0, %arg4) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%1) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tuple<i32, vector<4xf32>>, tuple<i32, vector<4xf32>>) -> (tuple<i32, vector<4xf32>>, tuple<i32, vector<4xf32>>), sym_name = "pairs"}> ({
  ^bb0(%arg2: tuple<i32, vector<4xf32>>, %arg3: tuple<i32, vector<4xf32>>):
    "func.return"(%arg3, %arg2) : (tuple<i32, vector<4xf32>>, tuple<i32, vector<4xf32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>), sym_name = "views"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>):
    "func.return"(%arg1, %arg0) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

