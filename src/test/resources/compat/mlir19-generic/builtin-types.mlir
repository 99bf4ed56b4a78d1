#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i2, i7, i8, i16, i32, i64, i128) -> i1, sym_name = "integers", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (si1, si16, si32, ui8, ui64, ui128, i1024) -> (si16, ui64), sym_name = "signedness", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "index_type", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (bf16, f16, tf32, f32, f64, f80, f128) -> f32, sym_name = "floats", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ) -> (), sym_name = "small_floats", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xi32>, vector<1xindex>) -> vector<4xf32>, sym_name = "vectors", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<f32>, memref<4xf32>, memref<?x8xi32>, memref<?x?xf64>, memref<0xi1>) -> (), sym_name = "memrefs", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, strided<[8, 1]>>, memref<4x8xf32, strided<[8, 1], offset: 16>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x8xf32, #map>) -> (), sym_name = "memref_layouts", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32, 1>, memref<4xf32, 3>, memref<4xf32, strided<[1], offset: 2>, 5>, memref<4xf32, "shared">) -> (), sym_name = "memref_spaces", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<*xi8, 2>) -> memref<*xf32>, sym_name = "unranked_memrefs", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<4xf32>, tensor<?x4xi32>, tensor<*xf32>, tensor<0x?xi1>, tensor<4xf32, "enc">) -> tensor<*xf32>, sym_name = "tensors", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (complex<f32>, complex<f64>, complex<i32>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>, vector<2xf32>>, none) -> complex<f32>, sym_name = "composites", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = ((i32) -> (i1, i2), () -> (), (f32) -> f32) -> ((index) -> index), sym_name = "function_valued", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i32, f64, index, memref<*xf32>), sym_name = "many_results", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i7, si16, ui64, memref<*xf32>, tensor<*xf32>, complex<f32>, tuple<i32, f32>, vector<[4]xf32>, f80, none) -> (tuple<i32, f32>, complex<f32>, tensor<*xf32>, memref<*xf32>, ui64, si16, i7, vector<[4]xf32>, f80, none), sym_name = "pass_through"}> ({
  ^bb0(%arg0: i7, %arg1: si16, %arg2: ui64, %arg3: memref<*xf32>, %arg4: tensor<*xf32>, %arg5: complex<f32>, %arg6: tuple<i32, f32>, %arg7: vector<[4]xf32>, %arg8: f80, %arg9: none):
    "func.return"(%arg6, %arg5, %arg4, %arg3, %arg2, %arg1, %arg0, %arg7, %arg8, %arg9) : (tuple<i32, f32>, complex<f32>, tensor<*xf32>, memref<*xf32>, ui64, si16, i7, vector<[4]xf32>, f80, none) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "type_attrs", sym_visibility = "private"}> ({
  }) {t0 = i32, t1 = (i32) -> (i1, i2), t2 = () -> (), t3 = memref<?x?xf32, strided<[?, 1], offset: ?>>, t4 = vector<[4]x2xf16>, t5 = tuple<i32, f32>, t6 = none, t7 = complex<f32>, t8 = tensor<*xf32>, t9 = index} : () -> ()
}) : () -> ()

