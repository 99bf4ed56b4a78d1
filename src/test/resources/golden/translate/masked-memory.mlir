// RUN: mlirj translate --mlir-to-llvmir %s | FileCheck %s

// Expectations are mlir-translate 19's output for the same input (the module's target lines aside): the masked
// memory intrinsics convert-vector-to-llvm emits, with the alignment as the immediate argument and a poison
// pass-through when the load has none.

// CHECK-LABEL: define <4 x float> @f(ptr %0, <4 x i1> %1, <4 x float> %2) {
// CHECK-NEXT: %4 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 4, <4 x i1> %1, <4 x float> %2)
// CHECK-NEXT: %5 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 16, <4 x i1> %1, <4 x float> poison)
// CHECK-NEXT: call void @llvm.masked.store.v4f32.p0(<4 x float> %4, ptr %0, i32 8, <4 x i1> %1)
// CHECK-NEXT: ret <4 x float> %5
// CHECK: declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #0
// CHECK: declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #1

llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.masked.load %p, %m {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  llvm.intr.masked.store %0, %p, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  llvm.return %1 : vector<4xf32>
}
