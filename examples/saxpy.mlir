// saxpy, y = a * x + y, over 1024 floats, written with scf loops and memrefs: x[i] = i, y[i] = 1 and a = 2, then
// the first 8 elements of y printed with MLIR's printMemrefF32 and the sum of all of y (1024 * 1024) returned.
// Run it:  ./mlirj run examples/saxpy.mlir -O3
// (lowered to the LLVM dialect by the lower-to-llvm pipeline, which `./mlirj opt examples/saxpy.mlir
// --lower-to-llvm` shows, then JIT-compiled; the same as mlir-opt with those passes and mlir-cpu-runner)
// examples/java/JitSaxpy.java calls the same @saxpy on Java arrays.
// mlirj-run: -e main --entry-point-result=f32
// mlirj-run: -e main --entry-point-result=f32 -O3
// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @saxpy(
// CHECK: llvm.intr.fma(%arg0, %{{[0-9]+}}, %{{[0-9]+}}) : (f32, f32, f32) -> f32
// CHECK-LABEL: llvm.func @_mlir_ciface_saxpy(
// CHECK-NOT: scf.
// CHECK-NOT: memref.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  // y[i] = a * x[i] + y[i] for every i of y.
  func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %y, %c0 : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %xi = memref.load %x[%i] : memref<?xf32>
      %yi = memref.load %y[%i] : memref<?xf32>
      %r = math.fma %a, %xi, %yi : f32
      memref.store %r, %y[%i] : memref<?xf32>
    }
    return
  }

  func.func @main() -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %n = arith.constant 1024 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %zero = arith.constant 0.0 : f32
    %x = memref.alloc(%n) : memref<?xf32>
    %y = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      memref.store %fi, %x[%i] : memref<?xf32>
      memref.store %one, %y[%i] : memref<?xf32>
    }
    call @saxpy(%two, %x, %y) : (f32, memref<?xf32>, memref<?xf32>) -> ()
    // the first 8 elements, copied into a buffer of their own to print
    %head = memref.alloca() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %y[%i] : memref<?xf32>
      memref.store %v, %head[%i] : memref<8xf32>
    }
    %printable = memref.cast %head : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%printable) : (memref<*xf32>) -> ()
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %y[%i] : memref<?xf32>
      %acc2 = arith.addf %acc, %v : f32
      scf.yield %acc2 : f32
    }
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %y : memref<?xf32>
    return %sum : f32
  }
}
