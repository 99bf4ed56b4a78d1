// RUN: not mlirj run %s -e main --entry-point-result=void 2>&1 | FileCheck %s

// A buffer with a layout that is not strided has no descriptor: as in MLIR 19, finalize-memref-to-llvm leaves the
// alloc as it is, and mlirj run reports it, located, after the lower-to-llvm pipeline
// (mlir-cpu-runner 19 cannot parse the lowered module at all: it has no memref dialect). The dealloc keeps the
// alloc alive through expand-strided-metadata, which erases unused allocations as MLIR 19's does.

// CHECK: invalid-layout.mlir:11:8: error: 'memref.alloc' was not lowered to the LLVM dialect: no pass of the lower-to-llvm pipeline converts it

func.func @main() {
  %a = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  memref.dealloc %a : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
