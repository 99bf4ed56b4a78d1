// RUN: mlirj opt %s --convert-math-to-llvm='approximate-log1p=false' | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-checks-mlir19.py wrote them): without approximation
// math.log1p is left for another lowering (convert-math-to-libm calls log1pf).
// CHECK-LABEL: func.func @log1p(%arg0: f32, %arg1: vector<2x3xf64>) -> (f32, vector<2x3xf64>) {
// CHECK-NEXT:  %0 = math.log1p %arg0 fastmath<nnan> : f32
// CHECK-NEXT:  %1 = math.log1p %arg1 : vector<2x3xf64>
// CHECK-NEXT:  %2 = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK-NEXT:  return %0, %1 : f32, vector<2x3xf64>
// CHECK-NEXT:  }
func.func @log1p(%x: f32, %v: vector<2x3xf64>) -> (f32, vector<2x3xf64>) {
  %0 = math.log1p %x fastmath<nnan> : f32
  %1 = math.log1p %v : vector<2x3xf64>
  %2 = math.log %x : f32
  return %0, %1 : f32, vector<2x3xf64>
}
