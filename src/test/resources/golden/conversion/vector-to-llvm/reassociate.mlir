// RUN: mlirj opt %s --convert-vector-to-llvm=reassociate-fp-reductions=1 | FileCheck %s
// reassociate-fp-reductions adds reassoc to the flags of float reductions (CHECK lines from mlir-opt 19).

// CHECK-LABEL: func.func @r(%arg0: vector<4xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:  %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:  %1 = "llvm.intr.vector.reduce.fadd"(%0, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:  %2 = llvm.intr.vector.reduce.fmax(%arg0)  {fastmathFlags = #llvm.fastmath<nnan, reassoc>} : (vector<4xf32>) -> f32
// CHECK-NEXT:  %3 = llvm.intr.maxnum(%2, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:  return %1, %3 : f32, f32
// CHECK-NEXT:  }
func.func @r(%v: vector<4xf32>, %s: f32) -> (f32, f32) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <maxnumf>, %v, %s fastmath<nnan> : vector<4xf32> into f32
  return %0, %1 : f32, f32
}
