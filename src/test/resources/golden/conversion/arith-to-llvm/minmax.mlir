// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). maximumf/minimumf
// (NaN if either operand is NaN, -0 < +0) become llvm.intr.maximum/minimum; maxnumf/minnumf (the other operand
// if one is NaN) become llvm.intr.maxnum/minnum; the integer ones llvm.intr.smax/umax/smin/umin.

// CHECK-LABEL: func.func @floats(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = llvm.intr.maximum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.minimum(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.maxnum(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.minnum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: return %0, %1, %2, %3 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @floats(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b fastmath<nnan> : f32
  %2 = arith.maxnumf %a, %b fastmath<fast> : f32
  %3 = arith.minnumf %a, %b : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// CHECK-LABEL: func.func @integers(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = llvm.intr.smax(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %1 = llvm.intr.umax(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %2 = llvm.intr.smin(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %3 = llvm.intr.umin(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @integers(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxui %a, %b : i32
  %2 = arith.minsi %a, %b : i32
  %3 = arith.minui %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @vectors(%arg0: vector<4xf64>, %arg1: vector<4xf64>, %arg2: vector<2x2xi8>, %arg3: vector<2x2xi8>) -> (vector<4xf64>, vector<2x2xi8>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x2xi8> to !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xi8> to !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %2 = llvm.intr.maximum(%arg0, %arg1)  : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %6 = llvm.intr.umin(%4, %5)  : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %3[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %8 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %10 = llvm.intr.umin(%8, %9)  : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %7[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<2 x vector<2xi8>> to vector<2x2xi8>
// CHECK-NEXT: return %2, %12 : vector<4xf64>, vector<2x2xi8>
// CHECK-NEXT: }
func.func @vectors(%a: vector<4xf64>, %b: vector<4xf64>, %c: vector<2x2xi8>, %d: vector<2x2xi8>) -> (vector<4xf64>, vector<2x2xi8>) {
  %0 = arith.maximumf %a, %b : vector<4xf64>
  %1 = arith.minui %c, %d : vector<2x2xi8>
  return %0, %1 : vector<4xf64>, vector<2x2xi8>
}
