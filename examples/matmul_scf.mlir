// Matrix multiplication C = A * B with three nested scf.for loops over memrefs of any size: here A is 6x5 with
// A[i][k] = i + k, B is 5x7 with B[k][j] = k - j, and C (6x7) is printed.
// Run it:  ./mlirj run examples/matmul_scf.mlir -e main --entry-point-result=void
// examples/matmul_affine.mlir is the same product written with affine loops, in tiles.
// mlirj-run: -e main --entry-point-result=void
// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @matmul(
// CHECK: llvm.fmul
// CHECK: llvm.fadd
// CHECK-NOT: scf.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  // C[i][j] = sum over k of A[i][k] * B[k][j]; C is overwritten.
  func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %m = memref.dim %A, %c0 : memref<?x?xf32>
    %p = memref.dim %A, %c1 : memref<?x?xf32>
    %n = memref.dim %B, %c1 : memref<?x?xf32>
    scf.for %i = %c0 to %m step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %sum = scf.for %k = %c0 to %p step %c1 iter_args(%acc = %zero) -> (f32) {
          %a = memref.load %A[%i, %k] : memref<?x?xf32>
          %b = memref.load %B[%k, %j] : memref<?x?xf32>
          %ab = arith.mulf %a, %b : f32
          %acc2 = arith.addf %acc, %ab : f32
          scf.yield %acc2 : f32
        }
        memref.store %sum, %C[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }

  // m[r][c] = r * rowWeight + c * colWeight, as floats.
  func.func @fill(%m: memref<?x?xf32>, %rowWeight: i32, %colWeight: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %rows = memref.dim %m, %c0 : memref<?x?xf32>
    %cols = memref.dim %m, %c1 : memref<?x?xf32>
    scf.for %r = %c0 to %rows step %c1 {
      scf.for %c = %c0 to %cols step %c1 {
        %ri = arith.index_cast %r : index to i32
        %ci = arith.index_cast %c : index to i32
        %rw = arith.muli %ri, %rowWeight : i32
        %cw = arith.muli %ci, %colWeight : i32
        %v = arith.addi %rw, %cw : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %m[%r, %c] : memref<?x?xf32>
      }
    }
    return
  }

  func.func @main() {
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %plus = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %A = memref.alloc(%c6, %c5) : memref<?x?xf32>
    %B = memref.alloc(%c5, %c7) : memref<?x?xf32>
    %C = memref.alloc(%c6, %c7) : memref<?x?xf32>
    call @fill(%A, %plus, %plus) : (memref<?x?xf32>, i32, i32) -> ()
    call @fill(%B, %plus, %minus) : (memref<?x?xf32>, i32, i32) -> ()
    call @matmul(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    %printable = memref.cast %C : memref<?x?xf32> to memref<*xf32>
    call @printMemrefF32(%printable) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<?x?xf32>
    memref.dealloc %B : memref<?x?xf32>
    memref.dealloc %C : memref<?x?xf32>
    return
  }
}
