#map = affine_map<(d0, d1) -> (d0 floordiv 2, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
module {
  llvm.func @int(i1, i8, i32, i64, i128, i17) -> i7 attributes {sym_visibility = "private"}
  llvm.func @signed(i32, i8) -> i64 attributes {sym_visibility = "private"}
  llvm.func @flt(bf16, f16, f32, f64, f80, f128) -> f16 attributes {sym_visibility = "private"}
  llvm.func @f8(i8, i8) -> i8 attributes {sym_visibility = "private"}
  llvm.func @idx(i64) -> i64 attributes {sym_visibility = "private"}
  llvm.func @vec(vector<4xf32>, !llvm.array<2 x vector<3xi32>>, !llvm.array<2 x array<3 x vector<4xf16>>>, vector<4xi64>) -> !llvm.array<2 x vector<2xi64>> attributes {sym_visibility = "private"}
  llvm.func @vec0(vector<1xf32>) attributes {sym_visibility = "private"}
  llvm.func @vecscalable(vector<[4]xf32>, !llvm.array<2 x vector<[4]xf32>>) attributes {sym_visibility = "private"}
  func.func private @vecscalablebad(vector<[2]x4xf32>)
  llvm.func @cpx(!llvm.struct<(f32, f32)>, !llvm.struct<(f64, f64)>, !llvm.struct<(i32, i32)>) -> !llvm.struct<(f32, f32)> attributes {sym_visibility = "private"}
  llvm.func @mr0(!llvm.ptr, !llvm.ptr, i64) -> !llvm.struct<(ptr, ptr, i64)> attributes {sym_visibility = "private"}
  llvm.func @mr(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr<3>, !llvm.ptr<3>, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {sym_visibility = "private"}
  llvm.func @mrelem(!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
  llvm.func @mraffine(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) attributes {sym_visibility = "private"}
  llvm.func @mrsym(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) attributes {sym_visibility = "private"}
  func.func private @mrfloordiv(memref<4x4xf32, #map>)
  func.func private @mrperm(memref<4x4xf32, #map1>)
  func.func private @mrspace(memref<4xf32, "gpu">)
  llvm.func @umr(i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {sym_visibility = "private"}
  llvm.func @fn(!llvm.ptr, !llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
  llvm.func @multi() -> !llvm.struct<(i32, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> attributes {sym_visibility = "private"}
  llvm.func @none() attributes {sym_visibility = "private"}
  llvm.func @compatible(!llvm.ptr, !llvm.struct<(i32, f32)>, !llvm.array<4 x i32>, !llvm.ptr<1>, !llvm.vec<4 x ptr>) attributes {sym_visibility = "private"}
  llvm.func @containers(!llvm.struct<(i64, i32)>, !llvm.array<2 x i64>, !llvm.struct<"_Converted.foo", (i64)>, !llvm.struct<"bar", (i32)>, !llvm.struct<packed (i64, i8)>) attributes {sym_visibility = "private"}
  llvm.func @recursive(!llvm.struct<"_Converted.node", (i64, ptr)>) attributes {sym_visibility = "private"}
  llvm.func @nested(!llvm.array<2 x vector<4xi64>>, !llvm.func<i64 (i64)>) attributes {sym_visibility = "private"}
  func.func private @tensor(tensor<4xf32>)
  func.func private @notype(none)
  func.func private @tuple(tuple<i32, f32>)
  llvm.func @staticbare(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
  llvm.func @stridedbare(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) attributes {sym_visibility = "private"}
  llvm.func @dynbare(!llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
  llvm.func @dynstridebare(!llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
}

