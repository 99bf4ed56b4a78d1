#map = affine_map<() -> (0)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0)[s0] -> (d0 * 2 + s0, d0 floordiv 4, d0 ceildiv 3, d0 mod 5)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
#set1 = affine_set<(d0, d1)[s0] : (d0 - s0 == 0, d1 >= 0, -d0 + 10 >= 0)>
module {
  func.func private @integer_attrs() attributes {big128 = 170141183460469231731687303715884105727 : i128, big64 = 9223372036854775807 : i64, dec = 42 : i32, hex = 16 : i32, hex_neg = -1 : i8, idx = 12 : index, min64 = -9223372036854775808 : i64, neg = -7 : i8, s16 = -32768 : si16, u64 = 18446744073709551615 : ui64, untyped = 5 : i64, w1 = true, w7 = 63 : i7} loc(#loc1)
  func.func private @float_attrs() attributes {f0 = 1.000000e+00 : f32, f1 = -2.500000e+00 : f64, f10 = 1.000000e+00 : bf16, f11 = 3.000000e+00 : f80, f12 = 6.250000e-02 : f128, f13 = -0.000000e+00 : f32, f14 = 4.940660e-324 : f64, f2 = 1.500000e+10 : f64, f3 = 2.000000e-03 : f32, f4 = 1.000000e-01 : f32, f5 = 0x7FC00000 : f32, f6 = 0x7F800000 : f32, f7 = 0xFF800000 : f32, f8 = 0x7FF0000000000000 : f64, f9 = 0x7E00 : f16, untyped = 2.000000e+00 : f64} loc(#loc2)
  func.func private @misc_attrs() attributes {array = [1, 2.000000e+00, "three", [4 : i8, true], i32], b_false = false, b_true = true, deep_sym = @a::@b::@c, dict = {a = 1 : i64, b = "x", c = {nested}}, empty_array = [], empty_dict = {}, nested_sym = @a::@b, quoted_sym = @"with space", s_escapes = "a\0A\22b\\", s_hex = "AB\7F", s_nul = "\00", s_plain = "hello", s_tab = "col1\09col2", s_typed = "typed" : i32, sym = @a, type = vector<4xf32>, u} loc(#loc3)
  func.func private @dense_attrs() attributes {cplx = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f64>>, cplx_int = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, cplx_splat = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, da_f32 = array<f32: 1.000000e+00, 2.500000e+00>, da_f64 = array<f64: -5.000000e-01>, da_i1 = array<i1: true, false>, da_i16 = array<i16: 300>, da_i32 = array<i32>, da_i64 = array<i64: 1, 2, -3>, da_i8 = array<i8: 127, -128>, empty = dense<> : tensor<0xi32>, full_f = dense<[1.000000e+00, 2.500000e+00, -3.000000e+02, 0.000000e+00]> : vector<4xf64>, full_i = dense<[1, -2, 3, 4]> : tensor<4xi32>, full_i1 = dense<[true, false, true]> : tensor<3xi1>, hex_dense = dense<[1, 2]> : tensor<2xi32>, index_elems = dense<[0, 1]> : vector<2xindex>, multi = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>, multi3 = dense<[[[1.000000e+00], [2.000000e+00]], [[3.000000e+00], [4.000000e+00]]]> : tensor<2x2x1xf32>, resource = dense_resource<blob1> : tensor<2xi32>, scalar = dense<7> : tensor<i64>, splat_f = dense<1.500000e+00> : tensor<2x2xf32>, splat_i = dense<0> : vector<4xi32>} loc(#loc4)
  func.func private @affine_attrs() attributes {map_const = #map, map_id = #map1, map_perm = #map2, map_sym = #map3, set_one = #set, set_two = #set1, strided = strided<[4, 1], offset: ?>, strided_dyn = strided<[?, ?]>} loc(#loc5)
} loc(#loc)
#loc = loc("src/test/resources/compat/input/builtin-attributes.mlir":2:1)
#loc1 = loc("src/test/resources/compat/input/builtin-attributes.mlir":3:3)
#loc2 = loc("src/test/resources/compat/input/builtin-attributes.mlir":19:3)
#loc3 = loc("src/test/resources/compat/input/builtin-attributes.mlir":38:3)
#loc4 = loc("src/test/resources/compat/input/builtin-attributes.mlir":59:3)
#loc5 = loc("src/test/resources/compat/input/builtin-attributes.mlir":84:3)

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

