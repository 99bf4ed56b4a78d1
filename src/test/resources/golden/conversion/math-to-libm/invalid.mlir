// RUN: not mlirj opt %s --convert-math-to-libm 2>&1 | FileCheck %s

// convert-math-to-libm marks the whole math dialect illegal: an operation it has no function for fails the pass, as
// in mlir-opt 19.
// CHECK: invalid.mlir:7:8: error: failed to legalize operation 'math.copysign' that was explicitly marked illegal
func.func @copysign(%x: f32, %y: f32) -> f32 {
  %0 = math.copysign %x, %y : f32
  return %0 : f32
}
