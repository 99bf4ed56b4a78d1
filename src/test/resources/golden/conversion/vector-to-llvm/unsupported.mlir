// RUN: not mlirj run %s -e main --entry-point-result=void 2>&1 | FileCheck %s
// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s --check-prefix=LOWERED

// A vector op convert-vector-to-llvm does not lower (an n-D vector.load, which MLIR 19 would need
// vector-to-scf's unrolling for) is reported by mlirj run at its own location, by name. mlir-opt 19 with the same
// passes leaves it just the same, between unrealized casts (LOWERED), and mlir-translate 19 then refuses the module.

// CHECK: unsupported.mlir:15:8: error: 'vector.load' was not lowered to the LLVM dialect: no pass of the lower-to-llvm pipeline converts it
// CHECK-NEXT: %v = vector.load %m[%i, %i] : memref<4x8xf32>, vector<2x4xf32>
// CHECK-NOT: error

// LOWERED: vector.load %{{[0-9]+}}[%{{[0-9]+}}, %{{[0-9]+}}] : memref<4x8xf32>, vector<2x4xf32>
// LOWERED-NEXT: builtin.unrealized_conversion_cast %{{[0-9]+}} : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
func.func @kernel(%m: memref<4x8xf32>, %i: index) -> f32 {
  %v = vector.load %m[%i, %i] : memref<4x8xf32>, vector<2x4xf32>
  %e = vector.extract %v[1, 2] : f32 from vector<2x4xf32>
  return %e : f32
}

func.func @main() {
  %m = memref.alloc() : memref<4x8xf32>
  %c0 = arith.constant 0 : index
  %r = call @kernel(%m, %c0) : (memref<4x8xf32>, index) -> f32
  vector.print %r : f32
  memref.dealloc %m : memref<4x8xf32>
  return
}
