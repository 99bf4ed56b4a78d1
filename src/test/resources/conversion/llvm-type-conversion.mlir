// Inputs of LlvmTypeConverterTest: one external function per row of the type conversion table. The expected
// outputs (llvm-type-conversion*.expected.mlir) are mlir-opt 19's --convert-func-to-llvm of this file, made by
// scripts/llvm-type-conversion-expected.sh. A function left as func.func means MLIR could not convert its signature.
func.func private @int(i1, i8, i32, i64, i128, i17) -> i7
func.func private @signed(si32, ui8) -> si64
func.func private @flt(bf16, f16, f32, f64, f80, f128) -> f16
func.func private @f8(f8E5M2, f8E4M3FN) -> f8E4M3B11FNUZ
func.func private @idx(index) -> index
func.func private @vec(vector<4xf32>, vector<2x3xi32>, vector<2x3x4xf16>, vector<4xindex>) -> vector<2x2xindex>
func.func private @vec0(vector<f32>)
func.func private @vecscalable(vector<[4]xf32>, vector<2x[4]xf32>)
func.func private @vecscalablebad(vector<[2]x4xf32>)
func.func private @cpx(complex<f32>, complex<f64>, complex<i32>) -> complex<f32>
func.func private @mr0(memref<f32>) -> memref<f32>
func.func private @mr(memref<4x?xf32>, memref<2x3x4xi8, strided<[12, 4, 1], offset: ?>>, memref<?xindex, 3>) -> memref<4x?xf32>
func.func private @mrelem(memref<4xvector<4xf32>>, memref<2xcomplex<f32>>)
func.func private @mraffine(memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>)
func.func private @mrsym(memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>)
func.func private @mrfloordiv(memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>)
func.func private @mrperm(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)
func.func private @mrspace(memref<4xf32, "gpu">)
func.func private @umr(memref<*xf32>) -> memref<*xf32>
func.func private @fn((i32) -> i64, () -> ()) -> ((index) -> ())
func.func private @multi() -> (i32, f32, memref<2xf32>)
func.func private @none()
func.func private @compatible(!llvm.ptr, !llvm.struct<(i32, f32)>, !llvm.array<4 x i32>, !llvm.ptr<1>, !llvm.vec<4 x ptr>)
func.func private @containers(!llvm.struct<(index, i32)>, !llvm.array<2 x index>, !llvm.struct<"foo", (index)>, !llvm.struct<"bar", (i32)>, !llvm.struct<packed (index, i8)>)
func.func private @recursive(!llvm.struct<"node", (index, ptr)>)
func.func private @nested(!llvm.array<2 x vector<4xindex>>, !llvm.func<index (index)>)
func.func private @tensor(tensor<4xf32>)
func.func private @notype(none)
func.func private @tuple(tuple<i32, f32>)
func.func private @staticbare(memref<4x4xf32>, memref<f32>) -> memref<2xi8>
func.func private @stridedbare(memref<4x4xf32, strided<[8, 1], offset: 2>>)
func.func private @dynbare(memref<?xf32>)
func.func private @dynstridebare(memref<4xf32, strided<[?], offset: 0>>)
