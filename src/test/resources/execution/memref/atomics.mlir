// memref.atomic_rmw of every kind MLIR 19 lowers (to llvm.atomicrmw acq_rel), on i8, i32, i64, f32 and f64
// elements of ranked memrefs of ranks 0 to 2; each prints the value it returned (the old element) and the
// element after. Single-threaded, so the results are exact. maxnumf/minnumf (memref-expand, then a float
// cmpxchg MLIR 19 cannot verify) and mulf/muli (not lowered by MLIR 19) cannot run in mlir-cpu-runner 19.
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func private @printComma()

  func.func @show_i32(%old: i32, %m: memref<3xi32>, %i: index) {
    %o = arith.extsi %old : i32 to i64
    call @printI64(%o) : (i64) -> ()
    call @printComma() : () -> ()
    %n = memref.load %m[%i] : memref<3xi32>
    %n64 = arith.extsi %n : i32 to i64
    call @printI64(%n64) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }

  func.func @show_f32(%old: f32, %m: memref<2x2xf32>, %i: index, %j: index) {
    %o = arith.extf %old : f32 to f64
    call @printF64(%o) : (f64) -> ()
    call @printComma() : () -> ()
    %n = memref.load %m[%i, %j] : memref<2x2xf32>
    %n64 = arith.extf %n : f32 to f64
    call @printF64(%n64) : (f64) -> ()
    call @printNewline() : () -> ()
    return
  }

  func.func @integers() {
    %c1 = arith.constant 1 : index
    %m = memref.alloc() : memref<3xi32>
    %init = arith.constant -6 : i32
    %v = arith.constant 11 : i32
    %neg = arith.constant -20 : i32
    %mask = arith.constant 12 : i32
    memref.store %init, %m[%c1] : memref<3xi32>
    %0 = memref.atomic_rmw addi %v, %m[%c1] : (i32, memref<3xi32>) -> i32
    call @show_i32(%0, %m, %c1) : (i32, memref<3xi32>, index) -> ()
    %1 = memref.atomic_rmw maxs %neg, %m[%c1] : (i32, memref<3xi32>) -> i32
    call @show_i32(%1, %m, %c1) : (i32, memref<3xi32>, index) -> ()
    %2 = memref.atomic_rmw mins %neg, %m[%c1] : (i32, memref<3xi32>) -> i32
    call @show_i32(%2, %m, %c1) : (i32, memref<3xi32>, index) -> ()
    // unsigned: -20 is 4294967276, larger than 11
    %3 = memref.atomic_rmw maxu %v, %m[%c1] : (i32, memref<3xi32>) -> i32
    call @show_i32(%3, %m, %c1) : (i32, memref<3xi32>, index) -> ()
    %4 = memref.atomic_rmw minu %v, %m[%c1] : (i32, memref<3xi32>) -> i32
    call @show_i32(%4, %m, %c1) : (i32, memref<3xi32>, index) -> ()
    %5 = memref.atomic_rmw ori %mask, %m[%c1] : (i32, memref<3xi32>) -> i32
    call @show_i32(%5, %m, %c1) : (i32, memref<3xi32>, index) -> ()
    %6 = memref.atomic_rmw andi %neg, %m[%c1] : (i32, memref<3xi32>) -> i32
    call @show_i32(%6, %m, %c1) : (i32, memref<3xi32>, index) -> ()
    %7 = memref.atomic_rmw assign %init, %m[%c1] : (i32, memref<3xi32>) -> i32
    call @show_i32(%7, %m, %c1) : (i32, memref<3xi32>, index) -> ()
    memref.dealloc %m : memref<3xi32>
    return
  }

  func.func @floats() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.alloca() : memref<2x2xf32>
    %init = arith.constant 1.5 : f32
    %v = arith.constant 2.25 : f32
    %big = arith.constant 100.0 : f32
    %nan = arith.constant 0x7FC00000 : f32
    memref.store %init, %m[%c1, %c0] : memref<2x2xf32>
    %0 = memref.atomic_rmw addf %v, %m[%c1, %c0] : (f32, memref<2x2xf32>) -> f32
    call @show_f32(%0, %m, %c1, %c0) : (f32, memref<2x2xf32>, index, index) -> ()
    %1 = memref.atomic_rmw maximumf %big, %m[%c1, %c0] : (f32, memref<2x2xf32>) -> f32
    call @show_f32(%1, %m, %c1, %c0) : (f32, memref<2x2xf32>, index, index) -> ()
    %2 = memref.atomic_rmw minimumf %v, %m[%c1, %c0] : (f32, memref<2x2xf32>) -> f32
    call @show_f32(%2, %m, %c1, %c0) : (f32, memref<2x2xf32>, index, index) -> ()
    %3 = memref.atomic_rmw assign %big, %m[%c1, %c0] : (f32, memref<2x2xf32>) -> f32
    call @show_f32(%3, %m, %c1, %c0) : (f32, memref<2x2xf32>, index, index) -> ()
    // llvm.atomicrmw fmax/fmin follow maxnum/minnum: a NaN operand is ignored
    %4 = memref.atomic_rmw maximumf %nan, %m[%c1, %c0] : (f32, memref<2x2xf32>) -> f32
    call @show_f32(%4, %m, %c1, %c0) : (f32, memref<2x2xf32>, index, index) -> ()
    return
  }

  func.func @scalars() {
    %s = memref.alloca() : memref<i64>
    %d = memref.alloca() : memref<f64>
    %b = memref.alloca() : memref<i8>
    %i0 = arith.constant 9223372036854775807 : i64
    %i1 = arith.constant 1 : i64
    memref.store %i0, %s[] : memref<i64>
    %0 = memref.atomic_rmw addi %i1, %s[] : (i64, memref<i64>) -> i64
    call @printI64(%0) : (i64) -> ()
    call @printComma() : () -> ()
    %l0 = memref.load %s[] : memref<i64>
    call @printI64(%l0) : (i64) -> ()
    call @printNewline() : () -> ()
    %f0 = arith.constant -0.5 : f64
    %f1 = arith.constant 0.125 : f64
    memref.store %f0, %d[] : memref<f64>
    %1 = memref.atomic_rmw addf %f1, %d[] : (f64, memref<f64>) -> f64
    call @printF64(%1) : (f64) -> ()
    call @printComma() : () -> ()
    %l1 = memref.load %d[] : memref<f64>
    call @printF64(%l1) : (f64) -> ()
    call @printNewline() : () -> ()
    %b0 = arith.constant 127 : i8
    %b1 = arith.constant 2 : i8
    memref.store %b0, %b[] : memref<i8>
    %2 = memref.atomic_rmw addi %b1, %b[] : (i8, memref<i8>) -> i8
    %w2 = arith.extsi %2 : i8 to i64
    call @printI64(%w2) : (i64) -> ()
    call @printComma() : () -> ()
    %l2 = memref.load %b[] : memref<i8>
    %l2w = arith.extsi %l2 : i8 to i64
    call @printI64(%l2w) : (i64) -> ()
    call @printNewline() : () -> ()
    %r3 = memref.atomic_rmw maxu %b1, %b[] : (i8, memref<i8>) -> i8
    %l3 = memref.load %b[] : memref<i8>
    %l3w = arith.extui %l3 : i8 to i64
    call @printI64(%l3w) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    call @integers() : () -> ()
    call @floats() : () -> ()
    call @scalars() : () -> ()
    return
  }
}
