// RUN: mlirj opt %s --split-input-file --verify-diagnostics

// Expectations are mlir-opt 19's diagnostics (scripts/golden-mlir19.sh runs the same lines).

llvm.func @rounding(%a: f64) -> f32 {
  // expected-error@+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, downward, tonearestaway, dynamic, invalid]}}
  %0 = llvm.intr.experimental.constrained.fptrunc %a sideways ignore : f64 to f32
  llvm.return %0 : f32
}

// -----

llvm.func @exceptions(%a: f64) -> f32 {
  // expected-error@+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]}}
  %0 = llvm.intr.experimental.constrained.fptrunc %a upward never : f64 to f32
  llvm.return %0 : f32
}
