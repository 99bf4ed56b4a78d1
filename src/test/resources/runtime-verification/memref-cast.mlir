// memref.cast checks (MLIR 19): each failing check prints its message and the program goes on (test-cf-assert).
// mlirj-passes: --generate-runtime-verification --finalize-memref-to-llvm --test-cf-assert --convert-func-to-llvm --reconcile-unrealized-casts
// mlirj-run: -e main --entry-point-result=void

func.func private @printI64(i64)
func.func private @printNewline()

func.func @to_static(%m: memref<?x?xf32>) -> memref<?x6xf32> {
  %0 = memref.cast %m : memref<?x?xf32> to memref<?x6xf32>
  return %0 : memref<?x6xf32>
}

func.func @to_rank0(%u: memref<*xf32>) -> memref<f32> {
  %0 = memref.cast %u : memref<*xf32> to memref<f32>
  return %0 : memref<f32>
}

func.func @to_layout(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[2], offset: 1>> {
  %0 = memref.cast %m : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[2], offset: 1>>
  return %0 : memref<?xf32, strided<[2], offset: 1>>
}

func.func @mark(%n: i64) {
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %a = memref.alloc() : memref<3x5xf32>
  %d = memref.cast %a : memref<3x5xf32> to memref<?x?xf32>

  // CHECK:      ERROR: Runtime op verification failed
  // CHECK-NEXT: %{{[0-9]+}} = "memref.cast"(%arg0) : (memref<?x?xf32>) -> memref<?x6xf32>
  // CHECK-NEXT: ^ size mismatch of dim 1
  // CHECK-NEXT: Location: loc("{{.*}}memref-cast.mlir":9:8)
  // The result's identity layout has stride 6 in dim 0, the source's 5.
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %{{[0-9]+}} = "memref.cast"(%arg0) : (memref<?x?xf32>) -> memref<?x6xf32>
  // CHECK-NEXT: ^ stride mismatch of dim 0
  // CHECK-NEXT: Location: loc("{{.*}}memref-cast.mlir":9:8)
  // CHECK-NEXT: 1
  func.call @to_static(%d) : (memref<?x?xf32>) -> memref<?x6xf32>
  func.call @mark(%c1) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.cast"(%arg0) : (memref<*xf32>) -> memref<f32>
  // CHECK-NEXT: ^ rank mismatch
  // CHECK-NEXT: Location: loc("{{.*}}memref-cast.mlir":14:8)
  // CHECK-NEXT: 2
  %v = memref.alloc() : memref<4xf32>
  %u = memref.cast %v : memref<4xf32> to memref<*xf32>
  func.call @to_rank0(%u) : (memref<*xf32>) -> memref<f32>
  func.call @mark(%c2) : (i64) -> ()

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.cast"(%arg0) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[2], offset: 1>>
  // CHECK-NEXT: ^ offset mismatch
  // CHECK-NEXT: Location: loc("{{.*}}memref-cast.mlir":19:8)
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.cast"(%arg0) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[2], offset: 1>>
  // CHECK-NEXT: ^ stride mismatch of dim 0
  // CHECK-NEXT: Location: loc("{{.*}}memref-cast.mlir":19:8)
  // CHECK-NEXT: 3
  %s = memref.cast %v : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  func.call @to_layout(%s) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[2], offset: 1>>
  func.call @mark(%c3) : (i64) -> ()

  // Casts that hold: no message.
  // CHECK-NEXT: 4
  // CHECK-NOT: ERROR
  %ok = memref.alloc() : memref<2x6xf32>
  %okd = memref.cast %ok : memref<2x6xf32> to memref<?x?xf32>
  func.call @to_static(%okd) : (memref<?x?xf32>) -> memref<?x6xf32>
  %z = memref.alloc() : memref<f32>
  %u2 = memref.cast %z : memref<f32> to memref<*xf32>
  func.call @to_rank0(%u2) : (memref<*xf32>) -> memref<f32>
  func.call @mark(%c4) : (i64) -> ()
  memref.dealloc %a : memref<3x5xf32>
  memref.dealloc %v : memref<4xf32>
  memref.dealloc %ok : memref<2x6xf32>
  memref.dealloc %z : memref<f32>
  return
}
