// Reductions with scf.for iter_args: one pass over 100 values x[i] = (37 * i mod 101) - 50 carries the sum, the
// largest value and where it is, and a second the sum of squares as f64; each result is printed with vector.print.
// Run it:  ./mlirj run examples/reduction.mlir -e main --entry-point-result=void
// mlirj-run: -e main --entry-point-result=void
// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @stats(
// CHECK: llvm.intr.maxnum
// CHECK-NOT: scf.
module {
  // (sum, max, index of the first max) of x
  func.func @stats(%x: memref<?xf32>) -> (f32, f32, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %lowest = arith.constant 0xFF800000 : f32
    %n = memref.dim %x, %c0 : memref<?xf32>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%sum = %zero, %max = %lowest, %at = %c0) -> (f32, f32, index) {
      %v = memref.load %x[%i] : memref<?xf32>
      %sum2 = arith.addf %sum, %v : f32
      %bigger = arith.cmpf ogt, %v, %max : f32
      %max2 = arith.maxnumf %max, %v : f32
      %at2 = arith.select %bigger, %i, %at : index
      scf.yield %sum2, %max2, %at2 : f32, f32, index
    }
    return %r#0, %r#1, %r#2 : f32, f32, index
  }

  // the sum of x[i]^2, accumulated in f64
  func.func @sum_of_squares(%x: memref<?xf32>) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %n = memref.dim %x, %c0 : memref<?xf32>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
      %v = memref.load %x[%i] : memref<?xf32>
      %d = arith.extf %v : f32 to f64
      %sq = arith.mulf %d, %d : f64
      %acc2 = arith.addf %acc, %sq : f64
      scf.yield %acc2 : f64
    }
    return %r : f64
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 100 : index
    %c37 = arith.constant 37 : i32
    %c101 = arith.constant 101 : i32
    %c50 = arith.constant 50 : i32
    %x = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %c37 : i32
      %r = arith.remsi %m, %c101 : i32
      %v = arith.subi %r, %c50 : i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %x[%i] : memref<?xf32>
    }
    %sum, %max, %at = call @stats(%x) : (memref<?xf32>) -> (f32, f32, index)
    vector.print %sum : f32
    vector.print %max : f32
    vector.print %at : index
    %squares = call @sum_of_squares(%x) : (memref<?xf32>) -> f64
    vector.print %squares : f64
    memref.dealloc %x : memref<?xf32>
    return
  }
}
