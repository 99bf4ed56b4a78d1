// memref.load and memref.store checks (MLIR 19): 0 <= index < dim in every dimension. The store out of bounds of
// its 2x3 view still lands inside the allocation the view was cut from, so the program can go on.
// mlirj-passes: --generate-runtime-verification --expand-strided-metadata --finalize-memref-to-llvm --test-cf-assert --convert-func-to-llvm --reconcile-unrealized-casts
// mlirj-run: -e main --entry-point-result=void

func.func private @printI64(i64)
func.func private @printNewline()

func.func @load(%m: memref<?x3xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x3xf32>
  return %v : f32
}

func.func @store(%m: memref<2x3xf32>, %i: index, %j: index) {
  %f = arith.constant 7.0 : f32
  memref.store %f, %m[%i, %j] : memref<2x3xf32>
  return
}

func.func @mark(%n: i64) {
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  %m1 = arith.constant 1 : i64
  %m2 = arith.constant 2 : i64
  %m3 = arith.constant 3 : i64
  %m4 = arith.constant 4 : i64
  %buffer = memref.alloc() : memref<4x3xf32>
  %view = memref.reinterpret_cast %buffer to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<4x3xf32> to memref<2x3xf32>
  %dyn = memref.cast %view : memref<2x3xf32> to memref<?x3xf32>

  // CHECK:      ERROR: Runtime op verification failed
  // CHECK-NEXT: %{{[0-9]+}} = "memref.load"(%arg0, %arg1, %arg2) : (memref<?x3xf32>, index, index) -> f32
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc("{{.*}}memref-load-store.mlir":10:8)
  // CHECK-NEXT: 1
  func.call @load(%dyn, %c2, %c0) : (memref<?x3xf32>, index, index) -> f32
  func.call @mark(%m1) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.load"(%arg0, %arg1, %arg2)
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc("{{.*}}memref-load-store.mlir":10:8)
  // CHECK-NEXT: 2
  func.call @load(%dyn, %c0, %cm1) : (memref<?x3xf32>, index, index) -> f32
  func.call @mark(%m2) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.store"(%{{[0-9]+}}, %arg0, %arg1, %arg2) : (f32, memref<2x3xf32>, index, index) -> ()
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc("{{.*}}memref-load-store.mlir":16:3)
  // CHECK-NEXT: 3
  func.call @store(%view, %c3, %c1) : (memref<2x3xf32>, index, index) -> ()
  func.call @mark(%m3) : (i64) -> ()

  // In bounds: no message.
  // CHECK-NEXT: 4
  // CHECK-NOT: ERROR
  func.call @load(%dyn, %c1, %c2) : (memref<?x3xf32>, index, index) -> f32
  func.call @store(%view, %c1, %c2) : (memref<2x3xf32>, index, index) -> ()
  func.call @mark(%m4) : (i64) -> ()
  memref.dealloc %buffer : memref<4x3xf32>
  return
}
