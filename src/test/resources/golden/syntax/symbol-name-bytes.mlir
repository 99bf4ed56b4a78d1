// RUN: mlirj opt %s | FileCheck %s
// Found by fuzzing (issue 20): the custom parsers of llvm.func, llvm.mlir.global, memref.global, builtin.module
// and llvm's syncscope took the bytes of a quoted name as text and encoded them as UTF-8 again, so a name with
// bytes outside ASCII grew at every round trip (\EF became \C3\AF). Names are bytes, as MLIR holds them.
// (RoundTripTest prints and parses this file again.)

// CHECK: module @"m\EF\BF\BD" {
module @"m\EF\BF\BD" {
  // CHECK: llvm.func @"f\EF\BF\BD"()
  llvm.func @"f\EF\BF\BD"()
  // CHECK: llvm.mlir.global external @"g\FF"() {addr_space = 0 : i32} : i32
  llvm.mlir.global external @"g\FF"() : i32
  // CHECK: memref.global "private" @"h\80" : memref<2xf32>
  memref.global "private" @"h\80" : memref<2xf32>
  // CHECK: func.func @"k\E2\82\AC"(%arg0: !llvm.ptr, %arg1: i32)
  func.func @"k€"(%p: !llvm.ptr, %i: i32) {
    // CHECK: llvm.cmpxchg %arg0, %arg1, %arg1 syncscope("s\E9") acq_rel monotonic : !llvm.ptr, i32
    %0 = llvm.cmpxchg %p, %i, %i syncscope("s\E9") acq_rel monotonic : !llvm.ptr, i32
    return
  }
}
