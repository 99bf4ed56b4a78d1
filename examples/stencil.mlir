// A 2-D 5-point stencil: heat spreading from a hot top edge over an 8x8 plate. Each step sets every interior
// point to the mean of itself and its four neighbours, reading one buffer and writing the other; scf.for carries
// the two buffers as iter_args and swaps them each step. After 10 steps the plate is printed.
// Run it:  ./mlirj run examples/stencil.mlir -e main --entry-point-result=void
// mlirj-run: -e main --entry-point-result=void
// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @step(
// CHECK-LABEL: llvm.func @main()
// CHECK-NOT: scf.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  // out[i][j] = (in[i][j] + in[i-1][j] + in[i+1][j] + in[i][j-1] + in[i][j+1]) / 5 inside the boundary.
  func.func @step(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %fifth = arith.constant 0.2 : f32
    %rows = memref.dim %in, %c0 : memref<?x?xf32>
    %cols = memref.dim %in, %c1 : memref<?x?xf32>
    %last_row = arith.subi %rows, %c1 : index
    %last_col = arith.subi %cols, %c1 : index
    scf.for %i = %c1 to %last_row step %c1 {
      %up = arith.subi %i, %c1 : index
      %down = arith.addi %i, %c1 : index
      scf.for %j = %c1 to %last_col step %c1 {
        %left = arith.subi %j, %c1 : index
        %right = arith.addi %j, %c1 : index
        %c = memref.load %in[%i, %j] : memref<?x?xf32>
        %n = memref.load %in[%up, %j] : memref<?x?xf32>
        %s = memref.load %in[%down, %j] : memref<?x?xf32>
        %w = memref.load %in[%i, %left] : memref<?x?xf32>
        %e = memref.load %in[%i, %right] : memref<?x?xf32>
        %cn = arith.addf %c, %n : f32
        %cns = arith.addf %cn, %s : f32
        %cnsw = arith.addf %cns, %w : f32
        %sum = arith.addf %cnsw, %e : f32
        %mean = arith.mulf %sum, %fifth : f32
        memref.store %mean, %out[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %zero = arith.constant 0.0 : f32
    %hot = arith.constant 100.0 : f32
    %a = memref.alloc(%c8, %c8) : memref<?x?xf32>
    %b = memref.alloc(%c8, %c8) : memref<?x?xf32>
    // both buffers: 100 on row 0, 0 elsewhere (the boundary never changes)
    scf.for %i = %c0 to %c8 step %c1 {
      %top = arith.cmpi eq, %i, %c0 : index
      %v = arith.select %top, %hot, %zero : f32
      scf.for %j = %c0 to %c8 step %c1 {
        memref.store %v, %a[%i, %j] : memref<?x?xf32>
        memref.store %v, %b[%i, %j] : memref<?x?xf32>
      }
    }
    %last:2 = scf.for %t = %c0 to %c10 step %c1 iter_args(%in = %a, %out = %b)
        -> (memref<?x?xf32>, memref<?x?xf32>) {
      func.call @step(%in, %out) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
      scf.yield %out, %in : memref<?x?xf32>, memref<?x?xf32>
    }
    %printable = memref.cast %last#0 : memref<?x?xf32> to memref<*xf32>
    call @printMemrefF32(%printable) : (memref<*xf32>) -> ()
    memref.dealloc %a : memref<?x?xf32>
    memref.dealloc %b : memref<?x?xf32>
    return
  }
}
