// Builtin types in function signatures and type attributes.
module {
  // Integers: signless, signed, unsigned, odd widths.
  func.func private @integers(i1, i2, i7, i8, i16, i32, i64, i128) -> i1
  func.func private @signedness(si1, si16, si32, ui8, ui64, ui128, i1024) -> (si16, ui64)
  func.func private @index_type(index) -> index

  // Floating point types.
  func.func private @floats(bf16, f16, tf32, f32, f64, f80, f128) -> f32
  func.func private @small_floats(f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ) -> ()

  // Vectors: 1-D, n-D, scalable, mixed scalable.
  func.func private @vectors(vector<4xf32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xi32>, vector<1xindex>) -> vector<4xf32>

  // Memrefs: static, dynamic, layouts, memory spaces.
  func.func private @memrefs(memref<f32>, memref<4xf32>, memref<?x8xi32>, memref<?x?xf64>, memref<0xi1>) -> ()
  func.func private @memref_layouts(memref<4x8xf32, strided<[8, 1]>>, memref<4x8xf32, strided<[8, 1], offset: 16>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> ()
  func.func private @memref_spaces(memref<4xf32, 1>, memref<4xf32, 3>, memref<4xf32, strided<[1], offset: 2>, 5>, memref<4xf32, "shared">) -> ()
  func.func private @unranked_memrefs(memref<*xf32>, memref<*xi8, 2>) -> memref<*xf32>

  // Tensors: ranked, dynamic, unranked, with encoding.
  func.func private @tensors(tensor<f32>, tensor<4xf32>, tensor<?x4xi32>, tensor<*xf32>, tensor<0x?xi1>, tensor<4xf32, "enc">) -> tensor<*xf32>

  // Complex, tuples, none, function types.
  func.func private @composites(complex<f32>, complex<f64>, complex<i32>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>, vector<2xf32>>, none) -> complex<f32>
  func.func private @function_valued((i32) -> (i1, i2), () -> (), (f32) -> f32) -> ((index) -> index)
  func.func private @many_results() -> (i1, i32, f64, index, memref<*xf32>)

  // Values of many types flowing through a function body.
  func.func @pass_through(%a: i7, %b: si16, %c: ui64, %d: memref<*xf32>, %e: tensor<*xf32>, %f: complex<f32>, %g: tuple<i32, f32>, %h: vector<[4]xf32>, %i: f80, %j: none)
      -> (tuple<i32, f32>, complex<f32>, tensor<*xf32>, memref<*xf32>, ui64, si16, i7, vector<[4]xf32>, f80, none) {
    return %g, %f, %e, %d, %c, %b, %a, %h, %i, %j : tuple<i32, f32>, complex<f32>, tensor<*xf32>, memref<*xf32>, ui64, si16, i7, vector<[4]xf32>, f80, none
  }

  // Types as attributes.
  func.func private @type_attrs() attributes {
    t0 = i32,
    t1 = (i32) -> (i1, i2),
    t2 = () -> (),
    t3 = memref<?x?xf32, strided<[?, 1], offset: ?>>,
    t4 = vector<[4]x2xf16>,
    t5 = tuple<i32, f32>,
    t6 = none,
    t7 = complex<f32>,
    t8 = tensor<*xf32>,
    t9 = index
  }
}
