// Builtin attribute kinds, attached to function declarations as discardable attributes.
module {
  func.func private @integer_attrs() attributes {
    dec = 42 : i32,
    neg = -7 : i8,
    hex = 0x10 : i32,
    hex_neg = 0xFF : i8,
    big64 = 9223372036854775807 : i64,
    min64 = -9223372036854775808 : i64,
    big128 = 170141183460469231731687303715884105727 : i128,
    u64 = 18446744073709551615 : ui64,
    s16 = -32768 : si16,
    idx = 12 : index,
    untyped = 5,
    w1 = 1 : i1,
    w7 = 63 : i7
  }

  func.func private @float_attrs() attributes {
    f0 = 1.0 : f32,
    f1 = -2.5 : f64,
    f2 = 1.5e10 : f64,
    f3 = 2.0E-3 : f32,
    f4 = 0.1 : f32,
    f5 = 0x7FC00000 : f32,
    f6 = 0x7F800000 : f32,
    f7 = 0xFF800000 : f32,
    f8 = 0x7FF0000000000000 : f64,
    f9 = 0x7E00 : f16,
    f10 = 0x3F80 : bf16,
    f11 = 3.0 : f80,
    f12 = 6.25e-2 : f128,
    f13 = -0.0 : f32,
    f14 = 0x0000000000000001 : f64,
    untyped = 2.0
  }

  func.func private @misc_attrs() attributes {
    b_true = true,
    b_false = false,
    s_plain = "hello",
    s_escapes = "a\n\"b\\",
    s_nul = "\00",
    s_hex = "\41\42\7f",
    s_tab = "col1\09col2",
    s_typed = "typed" : i32,
    u,
    empty_array = [],
    array = [1, 2.0, "three", [4 : i8, true], i32],
    empty_dict = {},
    dict = {a = 1 : i64, b = "x", c = {nested = unit}},
    type = vector<4xf32>,
    sym = @a,
    nested_sym = @a::@b,
    deep_sym = @a::@b::@c,
    quoted_sym = @"with space"
  }

  func.func private @dense_attrs() attributes {
    splat_i = dense<0> : vector<4xi32>,
    splat_f = dense<1.5> : tensor<2x2xf32>,
    full_i = dense<[1, -2, 3, 4]> : tensor<4xi32>,
    full_f = dense<[1.0, 2.5, -3.0e2, 0.0]> : vector<4xf64>,
    full_i1 = dense<[true, false, true]> : tensor<3xi1>,
    multi = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>,
    multi3 = dense<[[[1.0], [2.0]], [[3.0], [4.0]]]> : tensor<2x2x1xf32>,
    cplx_splat = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,
    cplx = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f64>>,
    cplx_int = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>,
    hex_dense = dense<"0x0100000002000000"> : tensor<2xi32>,
    empty = dense<> : tensor<0xi32>,
    scalar = dense<7> : tensor<i64>,
    index_elems = dense<[0, 1]> : vector<2xindex>,
    resource = dense_resource<blob1> : tensor<2xi32>,
    da_i64 = array<i64: 1, 2, -3>,
    da_i32 = array<i32>,
    da_i1 = array<i1: true, false>,
    da_f32 = array<f32: 1.0, 2.5>,
    da_f64 = array<f64: -0.5>,
    da_i8 = array<i8: 127, -128>,
    da_i16 = array<i16: 300>
  }

  func.func private @affine_attrs() attributes {
    map_id = affine_map<(d0) -> (d0)>,
    map_perm = affine_map<(d0, d1) -> (d1, d0)>,
    map_sym = affine_map<(d0)[s0] -> (d0 * 2 + s0, d0 floordiv 4, d0 ceildiv 3, d0 mod 5)>,
    map_const = affine_map<() -> (0)>,
    set_one = affine_set<(d0) : (d0 - 1 >= 0)>,
    set_two = affine_set<(d0, d1)[s0] : (d0 - s0 == 0, d1 >= 0, -d0 + 10 >= 0)>,
    strided = strided<[4, 1], offset: ?>,
    strided_dyn = strided<[?, ?]>
  }
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
