// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(lower-to-llvm)' | FileCheck %s
// RUN: mlirj opt %s --dump-pass-pipeline --lower-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: mlirj opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(symbol-dce,lower-to-llvm)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED

// The named pipeline lower-to-llvm (StandardLowering.PASSES) as a flag and inside a pipeline, on a module that
// mixes levels: an llvm.func is left as it is, affine, math and memref in a func.func are lowered around the
// llvm.call to it. scripts/golden-mlir19.sh runs these lines with mlir-opt 19 given the same passes one by one
// (mlir-opt 19 has no such pipeline), and the CHECK lines are its output. The dump shows the pipeline expanded
// into its passes, with their options, as mlir-opt shows a registered pipeline.

// CHECK-LABEL: llvm.func @helper(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = llvm.fmul %arg0, %arg0  : f32
// CHECK-NEXT:    llvm.return %0 : f32
// CHECK-LABEL: llvm.func @kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
// CHECK:         llvm.br ^bb1(%6 : i64)
// CHECK-NEXT:  ^bb1(%9: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %10 = llvm.icmp "slt" %9, %7 : i64
// CHECK-NEXT:    llvm.cond_br %10, ^bb2, ^bb3
// CHECK:         %13 = llvm.load %12 : !llvm.ptr -> f32
// CHECK-NEXT:    %14 = llvm.intr.sqrt(%13)  : (f32) -> f32
// CHECK-NEXT:    %15 = llvm.call @helper(%14) : (f32) -> f32
// CHECK:         llvm.store %15, %17 : f32, !llvm.ptr
// CHECK-NOT:   affine.
// CHECK-NOT:   memref.
// CHECK-NOT:   unrealized_conversion_cast

// DUMP:      Pass Manager with {{[0-9]+}} passes:
// DUMP-NEXT: builtin.module({{.*}}lower-affine,convert-scf-to-cf,convert-vector-to-llvm{enable-amx=false enable-arm-neon=false enable-arm-sve=false enable-x86vector=false force-32bit-vector-indices=true reassociate-fp-reductions=false},convert-complex-to-llvm,convert-math-to-llvm{approximate-log1p=true},finalize-memref-to-llvm{index-bitwidth=0 use-aligned-alloc=false use-generic-functions=false},convert-arith-to-llvm{index-bitwidth=0},convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false},convert-cf-to-llvm{index-bitwidth=0},reconcile-unrealized-casts)
// DUMP-EMPTY:

// NESTED:      Pass Manager with {{[0-9]+}} passes:
// NESTED-NEXT: builtin.module(symbol-dce,{{.*}}lower-affine,convert-scf-to-cf,{{.*}},reconcile-unrealized-casts)
llvm.func @helper(%x: f32) -> f32 {
  %0 = llvm.fmul %x, %x : f32
  llvm.return %0 : f32
}
func.func @kernel(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xf32>
    %r = math.sqrt %v : f32
    %s = llvm.call @helper(%r) : (f32) -> f32
    affine.store %s, %m[%i] : memref<4xf32>
  }
  return
}
