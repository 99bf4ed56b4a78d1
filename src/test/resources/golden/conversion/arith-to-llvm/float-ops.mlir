// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). Float arithmetic lowers
// one to one; #arith.fastmath flags become #llvm.fastmath flags (each flag maps to its LLVM bit).

// CHECK-LABEL: func.func @fastmath(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg1  : f32
// CHECK-NEXT: %1 = llvm.fsub %0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %2 = llvm.fmul %1, %arg0  {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %3 = llvm.fdiv %2, %arg1  {fastmathFlags = #llvm.fastmath<ninf>} : f32
// CHECK-NEXT: %4 = llvm.frem %3, %arg0  {fastmathFlags = #llvm.fastmath<nsz>} : f32
// CHECK-NEXT: %5 = llvm.fadd %4, %arg1  {fastmathFlags = #llvm.fastmath<arcp>} : f32
// CHECK-NEXT: %6 = llvm.fadd %5, %arg0  {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT: %7 = llvm.fadd %6, %arg1  {fastmathFlags = #llvm.fastmath<afn>} : f32
// CHECK-NEXT: %8 = llvm.fadd %7, %arg0  {fastmathFlags = #llvm.fastmath<reassoc>} : f32
// CHECK-NEXT: %9 = llvm.fadd %8, %arg1  {fastmathFlags = #llvm.fastmath<nnan, ninf, contract>} : f32
// CHECK-NEXT: %10 = llvm.fneg %9  {fastmathFlags = #llvm.fastmath<nsz, reassoc>} : f32
// CHECK-NEXT: %11 = llvm.fneg %arg1  : f32
// CHECK-NEXT: %12 = llvm.fmul %10, %11  : f32
// CHECK-NEXT: return %12 : f32
// CHECK-NEXT: }
func.func @fastmath(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<fast> : f32
  %2 = arith.mulf %1, %a fastmath<nnan> : f32
  %3 = arith.divf %2, %b fastmath<ninf> : f32
  %4 = arith.remf %3, %a fastmath<nsz> : f32
  %5 = arith.addf %4, %b fastmath<arcp> : f32
  %6 = arith.addf %5, %a fastmath<contract> : f32
  %7 = arith.addf %6, %b fastmath<afn> : f32
  %8 = arith.addf %7, %a fastmath<reassoc> : f32
  %9 = arith.addf %8, %b fastmath<nnan,ninf,contract> : f32
  %10 = arith.negf %9 fastmath<reassoc,nsz> : f32
  %11 = arith.negf %b : f32
  %12 = arith.mulf %10, %11 : f32
  return %12 : f32
}

// CHECK-LABEL: func.func @types(%arg0: f16, %arg1: bf16, %arg2: f64, %arg3: f80, %arg4: f128) -> (f16, bf16, f64, f80, f128) {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg0  : f16
// CHECK-NEXT: %1 = llvm.fmul %arg1, %arg1  : bf16
// CHECK-NEXT: %2 = llvm.fdiv %arg2, %arg2  : f64
// CHECK-NEXT: %3 = llvm.fsub %arg3, %arg3  : f80
// CHECK-NEXT: %4 = llvm.frem %arg4, %arg4  : f128
// CHECK-NEXT: return %0, %1, %2, %3, %4 : f16, bf16, f64, f80, f128
// CHECK-NEXT: }
func.func @types(%a: f16, %b: bf16, %c: f64, %d: f80, %e: f128) -> (f16, bf16, f64, f80, f128) {
  %0 = arith.addf %a, %a : f16
  %1 = arith.mulf %b, %b : bf16
  %2 = arith.divf %c, %c : f64
  %3 = arith.subf %d, %d : f80
  %4 = arith.remf %e, %e : f128
  return %0, %1, %2, %3, %4 : f16, bf16, f64, f80, f128
}

// CHECK-LABEL: func.func @vectors(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %1 = llvm.fneg %0  : vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
func.func @vectors(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %a, %b fastmath<fast> : vector<4xf32>
  %1 = arith.negf %0 : vector<4xf32>
  return %1 : vector<4xf32>
}
