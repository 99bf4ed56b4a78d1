// Beyond MLIR 19: memref.dim, copy, atomic_rmw, assume_alignment and alloc, vector.load/store
// and affine.load/store/vector_load. Each access out of bounds of its view stays inside the allocation the view was
// cut from, so the program can go on after the message. No expand-strided-metadata: it would fold the aligned
// pointer of the memref.view into its source's, as MLIR 19's does, and hide the misalignment. (generic_atomic_rmw, whose f32 form MLIR 19 cannot lower,
// is covered by golden/passes/runtime-verification-beyond-mlir19.mlir.)
// mlirj-passes: --generate-runtime-verification --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --test-cf-assert
// mlirj-run: -e main --entry-point-result=void

func.func private @printI64(i64)
func.func private @printNewline()

func.func @mark(%n: i64) {
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @copy(%src: memref<?x4xf32>, %dst: memref<4x4xf32>) {
  memref.copy %src, %dst : memref<?x4xf32> to memref<4x4xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cm2 = arith.constant -2 : index
  %f = arith.constant 1.0 : f32
  %m1 = arith.constant 1 : i64
  %m2 = arith.constant 2 : i64
  %m3 = arith.constant 3 : i64
  %m4 = arith.constant 4 : i64
  %buffer = memref.alloc() : memref<8x8xf32>
  %view = memref.reinterpret_cast %buffer to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>

  // CHECK:      ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.dim"(%{{[0-9]+}}, %{{[0-9]+}}) : (memref<8x8xf32>, index) -> index
  // CHECK-NEXT: ^ index is out of bounds
  // CHECK-NEXT: Location: loc("{{.*}}memory-beyond-mlir19.mlir":42:8)
  %d = memref.dim %buffer, %c3 : memref<8x8xf32>

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.copy"
  // CHECK-NEXT: ^ size of 0-th source/target dim does not match
  // CHECK-NEXT: Location: loc("{{.*}}memory-beyond-mlir19.mlir":19:3)
  %small = memref.alloc() : memref<2x4xf32>
  %src = memref.cast %small : memref<2x4xf32> to memref<?x4xf32>
  %dst = memref.alloc() : memref<4x4xf32>
  func.call @copy(%src, %dst) : (memref<?x4xf32>, memref<4x4xf32>) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.atomic_rmw"
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc("{{.*}}memory-beyond-mlir19.mlir":57:8)
  %x = memref.atomic_rmw addf %f, %view[%c1, %c4] : (f32, memref<4x4xf32, strided<[8, 1]>>) -> f32
  // CHECK-NEXT: 1
  func.call @mark(%m1) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.assume_alignment"
  // CHECK-NEXT: ^ memref is not aligned to 16
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.alloc"
  // CHECK-NEXT: ^ negative dynamic size
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: 2
  %bytes = memref.alloc() : memref<64xi8>
  %shifted = memref.view %bytes[%c1][] : memref<64xi8> to memref<4xf32>
  memref.assume_alignment %shifted, 16 : memref<4xf32>
  %never = memref.alloc(%cm2) : memref<?xf32>
  func.call @mark(%m2) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "vector.load"
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "vector.store"
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: 3
  %v = vector.load %view[%c0, %c2] : memref<4x4xf32, strided<[8, 1]>>, vector<4xf32>
  vector.store %v, %view[%c4, %c0] : memref<4x4xf32, strided<[8, 1]>>, vector<4xf32>
  func.call @mark(%m3) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "affine.load"
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc("{{.*}}memory-beyond-mlir19.mlir":104:10)
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "affine.store"
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "affine.vector_load"
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: 4
  // CHECK-NOT: ERROR
  affine.for %i = 3 to 4 {
    %a = affine.load %view[%i + 1, %i] : memref<4x4xf32, strided<[8, 1]>>
    affine.store %a, %view[%i, %i * 2] : memref<4x4xf32, strided<[8, 1]>>
    %w = affine.vector_load %view[%i, %i - 2] : memref<4x4xf32, strided<[8, 1]>>, vector<4xf32>
  }
  func.call @mark(%m4) : (i64) -> ()

  // In bounds: no message.
  %ok = memref.dim %buffer, %c1 : memref<8x8xf32>
  %y = memref.atomic_rmw addf %f, %view[%c3, %c3] : (f32, memref<4x4xf32, strided<[8, 1]>>) -> f32
  %u = vector.load %view[%c3, %c0] : memref<4x4xf32, strided<[8, 1]>>, vector<4xf32>
  affine.for %i = 0 to 4 {
    %b = affine.load %view[%i, 3 - %i] : memref<4x4xf32, strided<[8, 1]>>
  }
  memref.dealloc %buffer : memref<8x8xf32>
  memref.dealloc %small : memref<2x4xf32>
  memref.dealloc %dst : memref<4x4xf32>
  memref.dealloc %bytes : memref<64xi8>
  return
}
