// RUN: mlirj translate --mlir-to-llvmir %s | FileCheck %s

// Expectations are mlir-translate 19's output for the same input (the module's target lines aside): the
// constrained truncation arith.truncf with a rounding mode lowers to, with its metadata arguments, strictfp.

// CHECK-LABEL: define float @f(double %0, <2 x float> %1) {
// CHECK-NEXT: %3 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.upward", metadata !"fpexcept.ignore") #1
// CHECK-NEXT: %4 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearest", metadata !"fpexcept.strict") #1
// CHECK-NEXT: %5 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.dynamic", metadata !"fpexcept.maytrap") #1
// CHECK-NEXT: %6 = call <2 x half> @llvm.experimental.constrained.fptrunc.v2f16.v2f32(<2 x float> %1, metadata !"round.towardzero", metadata !"fpexcept.ignore") #1
// CHECK-NEXT: ret float %3
// CHECK: declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #0
// CHECK: attributes #1 = { strictfp }
llvm.func @f(%a: f64, %v: vector<2xf32>) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %a upward ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %a tonearest strict : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %a dynamic maytrap : f64 to f32
  %3 = llvm.intr.experimental.constrained.fptrunc %v towardzero ignore : vector<2xf32> to vector<2xf16>
  llvm.return %0 : f32
}
