// The product of examples/matmul_scf.mlir (A 6x5 with A[i][k] = i + k, B 5x7 with B[k][j] = k - j) written with
// affine loops over static shapes, in 4x4 tiles of C: the inner bounds are affine maps whose min stops the last,
// partial tile at the edge. lower-affine turns the maps into index arithmetic and the loops into scf, which the
// rest of the pipeline lowers as usual. It prints the same C.
// Run it:  ./mlirj run examples/matmul_affine.mlir -e main --entry-point-result=void
// mlirj-run: -e main --entry-point-result=void
// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @matmul(
// CHECK: llvm.intr.smin(%{{[0-9]+}}, %{{[0-9]+}})  : (i64, i64) -> i64
// CHECK: llvm.intr.smin(%{{[0-9]+}}, %{{[0-9]+}})  : (i64, i64) -> i64
// CHECK-NOT: affine.
#tile_end_i = affine_map<(d0) -> (d0 + 4, 6)>
#tile_end_j = affine_map<(d0) -> (d0 + 4, 7)>
module {
  func.func private @printMemrefF32(memref<*xf32>)

  func.func @matmul(%A: memref<6x5xf32>, %B: memref<5x7xf32>, %C: memref<6x7xf32>) {
    %zero = arith.constant 0.0 : f32
    affine.for %ii = 0 to 6 step 4 {
      affine.for %jj = 0 to 7 step 4 {
        affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min #tile_end_i(%ii) {
          affine.for %j = affine_map<(d0) -> (d0)>(%jj) to min #tile_end_j(%jj) {
            %sum = affine.for %k = 0 to 5 iter_args(%acc = %zero) -> (f32) {
              %a = affine.load %A[%i, %k] : memref<6x5xf32>
              %b = affine.load %B[%k, %j] : memref<5x7xf32>
              %ab = arith.mulf %a, %b : f32
              %acc2 = arith.addf %acc, %ab : f32
              affine.yield %acc2 : f32
            }
            affine.store %sum, %C[%i, %j] : memref<6x7xf32>
          }
        }
      }
    }
    return
  }

  func.func @main() {
    %A = memref.alloc() : memref<6x5xf32>
    %B = memref.alloc() : memref<5x7xf32>
    %C = memref.alloc() : memref<6x7xf32>
    // A[i][k] = i + k and B[k][j] = k - j, the index arithmetic written as affine.apply
    affine.for %i = 0 to 6 {
      affine.for %k = 0 to 5 {
        %v = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %k)
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to f32
        affine.store %f, %A[%i, %k] : memref<6x5xf32>
      }
    }
    affine.for %k = 0 to 5 {
      affine.for %j = 0 to 7 {
        %v = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%k, %j)
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to f32
        affine.store %f, %B[%k, %j] : memref<5x7xf32>
      }
    }
    call @matmul(%A, %B, %C) : (memref<6x5xf32>, memref<5x7xf32>, memref<6x7xf32>) -> ()
    %printable = memref.cast %C : memref<6x7xf32> to memref<*xf32>
    call @printMemrefF32(%printable) : (memref<*xf32>) -> ()
    memref.dealloc %A : memref<6x5xf32>
    memref.dealloc %B : memref<5x7xf32>
    memref.dealloc %C : memref<6x7xf32>
    return
  }
}
