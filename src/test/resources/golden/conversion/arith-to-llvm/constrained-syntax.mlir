// RUN: mlirj opt %s | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines): the constrained
// truncation's custom form round-trips, every rounding mode and exception behaviour.

// CHECK-LABEL: llvm.func @f(%arg0: f64) -> f32 {
// CHECK-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest maytrap : f64 to f32
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg0 upward strict : f64 to f32
// CHECK-NEXT: %3 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore {tag} : f64 to f32
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore : f64 to f32
// CHECK-NEXT: %5 = llvm.intr.experimental.constrained.fptrunc %arg0 dynamic ignore : f64 to f32
// CHECK-NEXT: llvm.return %0 : f32
llvm.func @f(%a: f64) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %a towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %a tonearest maytrap : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %a upward strict : f64 to f32
  %3 = llvm.intr.experimental.constrained.fptrunc %a downward ignore {tag} : f64 to f32
  %4 = "llvm.intr.experimental.constrained.fptrunc"(%a) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (f64) -> f32
  %5 = llvm.intr.experimental.constrained.fptrunc %a dynamic ignore : f64 to f32
  llvm.return %0 : f32
}
