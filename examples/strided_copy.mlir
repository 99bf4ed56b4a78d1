// A strided copy: every second column of a 4x8 matrix (columns 0, 2, 4, 6) into a 4x4 one, with an scf.for of
// step 2 over the source's columns. src[i][j] = 10 * i + j; both are printed.
// Run it:  ./mlirj run examples/strided_copy.mlir -e main --entry-point-result=void
// mlirj-run: -e main --entry-point-result=void
// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @every_second_column(
// CHECK-NOT: scf.
module {
  func.func private @printMemrefF32(memref<*xf32>)

  // dst[i][j / 2] = src[i][j] for the even j
  func.func @every_second_column(%src: memref<4x8xf32>, %dst: memref<4x4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c2 {
        %v = memref.load %src[%i, %j] : memref<4x8xf32>
        %half = arith.divui %j, %c2 : index
        memref.store %v, %dst[%i, %half] : memref<4x4xf32>
      }
    }
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %src = memref.alloc() : memref<4x8xf32>
    %dst = memref.alloc() : memref<4x4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %t = arith.muli %i, %c10 : index
        %v = arith.addi %t, %j : index
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to f32
        memref.store %f, %src[%i, %j] : memref<4x8xf32>
      }
    }
    call @every_second_column(%src, %dst) : (memref<4x8xf32>, memref<4x4xf32>) -> ()
    %s = memref.cast %src : memref<4x8xf32> to memref<*xf32>
    call @printMemrefF32(%s) : (memref<*xf32>) -> ()
    %d = memref.cast %dst : memref<4x4xf32> to memref<*xf32>
    call @printMemrefF32(%d) : (memref<*xf32>) -> ()
    memref.dealloc %src : memref<4x8xf32>
    memref.dealloc %dst : memref<4x4xf32>
    return
  }
}
