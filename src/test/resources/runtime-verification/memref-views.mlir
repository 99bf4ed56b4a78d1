// memref.reinterpret_cast, memref.subview and memref.expand_shape checks (MLIR 19): a view's linear extent within
// its source's; the static sizes of an expand_shape group dividing the source size.
// mlirj-passes: --generate-runtime-verification --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --test-cf-assert --convert-func-to-llvm --reconcile-unrealized-casts
// mlirj-run: -e main --entry-point-result=void

func.func private @printI64(i64)
func.func private @printNewline()

func.func @reinterpret(%m: memref<?xf32>, %offset: index, %size: index) {
  %0 = memref.reinterpret_cast %m to offset: [%offset], sizes: [%size], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}

func.func @subview(%m: memref<?x8xf32>, %row: index, %rows: index) {
  %0 = memref.subview %m[%row, 2][%rows, 4][1, 1] : memref<?x8xf32> to memref<?x4xf32, strided<[8, 1], offset: ?>>
  return
}

func.func @expand(%m: memref<?xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
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
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %m1 = arith.constant 1 : i64
  %m2 = arith.constant 2 : i64
  %m3 = arith.constant 3 : i64
  %m4 = arith.constant 4 : i64
  %flat = memref.alloc() : memref<10xf32>
  %dflat = memref.cast %flat : memref<10xf32> to memref<?xf32>
  %grid = memref.alloc() : memref<4x8xf32>
  %dgrid = memref.cast %grid : memref<4x8xf32> to memref<?x8xf32>

  // CHECK:      ERROR: Runtime op verification failed
  // CHECK-NEXT: %0 = "memref.reinterpret_cast"(%arg0, %arg1, %arg2)
  // CHECK-NEXT: ^ result of reinterpret_cast is out-of-bounds of the base memref
  // CHECK-NEXT: Location: loc("{{.*}}memref-views.mlir":10:8)
  // CHECK-NEXT: 1
  func.call @reinterpret(%dflat, %c6, %c6) : (memref<?xf32>, index, index) -> ()
  func.call @mark(%m1) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %0 = "memref.subview"(%arg0, %arg1, %arg2)
  // CHECK-NEXT: ^ subview is out-of-bounds of the base memref
  // CHECK-NEXT: Location: loc("{{.*}}memref-views.mlir":15:8)
  // CHECK-NEXT: 2
  func.call @subview(%dgrid, %c3, %c2) : (memref<?x8xf32>, index, index) -> ()
  func.call @mark(%m2) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %{{[0-9]+}} = "memref.expand_shape"(%arg0, %arg1) <{reassociation = {{\[\[}}0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>, index) -> memref<?x4xf32>
  // CHECK-NEXT: ^ static result dims in reassoc group do not divide src dim evenly
  // CHECK-NEXT: Location: loc("{{.*}}memref-views.mlir":20:8)
  // CHECK-NEXT: 3
  func.call @expand(%dflat, %c2) : (memref<?xf32>, index) -> ()
  func.call @mark(%m3) : (i64) -> ()

  // Views that hold: no message.
  // CHECK-NEXT: 4
  // CHECK-NOT: ERROR
  func.call @reinterpret(%dflat, %c4, %c6) : (memref<?xf32>, index, index) -> ()
  func.call @subview(%dgrid, %c1, %c2) : (memref<?x8xf32>, index, index) -> ()
  %twelve = memref.alloc() : memref<12xf32>
  %d12 = memref.cast %twelve : memref<12xf32> to memref<?xf32>
  func.call @expand(%d12, %c3) : (memref<?xf32>, index) -> ()
  func.call @mark(%m4) : (i64) -> ()
  memref.dealloc %flat : memref<10xf32>
  memref.dealloc %grid : memref<4x8xf32>
  memref.dealloc %twelve : memref<12xf32>
  return
}
