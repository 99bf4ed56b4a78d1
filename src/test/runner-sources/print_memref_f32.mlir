// printMemrefF32 in the forms MLIR 19 exports: plain unranked (rank, descriptor) (_mlir_ciface_ unranked is in
// print_memref_ciface.mlir),
// the ranked _mlir_ciface_printMemref{0..4}dF32 and printMemrefShapeF32; ranks 0 to 4, strided, offset and
// empty views, negative and special values.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF32(memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref3dF32(memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref4dF32(memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) attributes {llvm.emit_c_interface}

// m[i] = i * scale + shift
func.func @fill(%m: memref<?xf32>, %scale: f32, %shift: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %s = arith.mulf %f, %scale : f32
    %v = arith.addf %s, %shift : f32
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index

  // rank 0
  %r0 = memref.alloc() : memref<f32>
  %neg = arith.constant -2.5 : f32
  memref.store %neg, %r0[] : memref<f32>
  %u0 = memref.cast %r0 : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  call @printMemref0dF32(%r0) : (memref<f32>) -> ()

  // a flat buffer of 48 values viewed at ranks 1 to 4
  %flat = memref.alloc() : memref<48xf32>
  %dyn = memref.cast %flat : memref<48xf32> to memref<?xf32>
  %scale = arith.constant 0.25 : f32
  %shift = arith.constant -3.0 : f32
  call @fill(%dyn, %scale, %shift) : (memref<?xf32>, f32, f32) -> ()
  %u1 = memref.cast %flat : memref<48xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %v2 = memref.expand_shape %flat [[0, 1]] output_shape [6, 8] : memref<48xf32> into memref<6x8xf32>
  %u2 = memref.cast %v2 : memref<6x8xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %v3 = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 8] : memref<48xf32> into memref<2x3x8xf32>
  %u3 = memref.cast %v3 : memref<2x3x8xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  %v4 = memref.expand_shape %flat [[0, 1, 2, 3]] output_shape [2, 3, 2, 4] : memref<48xf32> into memref<2x3x2x4xf32>
  %u4 = memref.cast %v4 : memref<2x3x2x4xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%u4) : (memref<*xf32>) -> ()

  // ranked forms on strided, offset views
  %s1 = memref.subview %flat[3] [5] [2] : memref<48xf32> to memref<5xf32, strided<[2], offset: 3>>
  %d1 = memref.cast %s1 : memref<5xf32, strided<[2], offset: 3>> to memref<?xf32, strided<[?], offset: ?>>
  call @printMemref1dF32(%d1) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  %s2 = memref.subview %v2[1, 2] [3, 4] [2, 1] : memref<6x8xf32> to memref<3x4xf32, strided<[16, 1], offset: 10>>
  %d2 = memref.cast %s2 : memref<3x4xf32, strided<[16, 1], offset: 10>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @printMemref2dF32(%d2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %us2 = memref.cast %s2 : memref<3x4xf32, strided<[16, 1], offset: 10>> to memref<*xf32>
  call @printMemrefF32(%us2) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%us2) : (memref<*xf32>) -> ()
  %s3 = memref.subview %v3[1, 0, 1] [1, 3, 3] [1, 1, 3] : memref<2x3x8xf32> to memref<1x3x3xf32, strided<[24, 8, 3], offset: 25>>
  %d3 = memref.cast %s3 : memref<1x3x3xf32, strided<[24, 8, 3], offset: 25>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  call @printMemref3dF32(%d3) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
  %s4 = memref.subview %v4[0, 1, 0, 1] [2, 2, 2, 3] [1, 1, 1, 1] : memref<2x3x2x4xf32> to memref<2x2x2x3xf32, strided<[24, 8, 4, 1], offset: 9>>
  %d4 = memref.cast %s4 : memref<2x2x2x3xf32, strided<[24, 8, 4, 1], offset: 9>> to memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  call @printMemref4dF32(%d4) : (memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> ()
  // a transposed view (strides not decreasing)
  %t = memref.transpose %v2 (i, j) -> (j, i) : memref<6x8xf32> to memref<8x6xf32, strided<[1, 8]>>
  %ut = memref.cast %t : memref<8x6xf32, strided<[1, 8]>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()

  // empty dimensions: MLIR prints the first element of an empty dimension's view
  %e1 = memref.subview %flat[7] [0] [1] : memref<48xf32> to memref<0xf32, strided<[1], offset: 7>>
  %ue1 = memref.cast %e1 : memref<0xf32, strided<[1], offset: 7>> to memref<*xf32>
  call @printMemrefF32(%ue1) : (memref<*xf32>) -> ()
  %e2 = memref.subview %v2[1, 1] [2, 0] [1, 1] : memref<6x8xf32> to memref<2x0xf32, strided<[8, 1], offset: 9>>
  %ue2 = memref.cast %e2 : memref<2x0xf32, strided<[8, 1], offset: 9>> to memref<*xf32>
  call @printMemrefF32(%ue2) : (memref<*xf32>) -> ()
  %e3 = memref.subview %v3[0, 1, 2] [0, 2, 3] [1, 1, 1] : memref<2x3x8xf32> to memref<0x2x3xf32, strided<[24, 8, 1], offset: 10>>
  %ue3 = memref.cast %e3 : memref<0x2x3xf32, strided<[24, 8, 1], offset: 10>> to memref<*xf32>
  call @printMemrefF32(%ue3) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%ue3) : (memref<*xf32>) -> ()
  // size-1 dimensions
  %o1 = memref.subview %v3[1, 2, 5] [1, 1, 1] [1, 1, 1] : memref<2x3x8xf32> to memref<1x1x1xf32, strided<[24, 8, 1], offset: 45>>
  %uo1 = memref.cast %o1 : memref<1x1x1xf32, strided<[24, 8, 1], offset: 45>> to memref<*xf32>
  call @printMemrefF32(%uo1) : (memref<*xf32>) -> ()

  // special values
  %sp = memref.alloc() : memref<14xf32>
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00000 : f32
  %nzero = arith.constant -0.0 : f32
  %tiny = arith.constant 1.0e-7 : f32
  %big = arith.constant 123456789.0 : f32
  %tie = arith.constant 1234565.0 : f32
  %third = arith.constant 0.333333343 : f32
  %small = arith.constant 1.0e-4 : f32
  %denorm = arith.constant 1.0e-40 : f32
  %max = arith.constant 3.40282347e+38 : f32
  %round = arith.constant 999999.5 : f32
  %hundred = arith.constant 100.0 : f32
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  memref.store %inf, %sp[%c0] : memref<14xf32>
  memref.store %ninf, %sp[%c1] : memref<14xf32>
  memref.store %nan, %sp[%c2] : memref<14xf32>
  memref.store %nnan, %sp[%c3] : memref<14xf32>
  memref.store %nzero, %sp[%c4] : memref<14xf32>
  memref.store %tiny, %sp[%c5] : memref<14xf32>
  memref.store %big, %sp[%c6] : memref<14xf32>
  memref.store %tie, %sp[%c7] : memref<14xf32>
  memref.store %third, %sp[%c8] : memref<14xf32>
  memref.store %small, %sp[%c9] : memref<14xf32>
  memref.store %denorm, %sp[%c10] : memref<14xf32>
  memref.store %max, %sp[%c11] : memref<14xf32>
  memref.store %round, %sp[%c12] : memref<14xf32>
  memref.store %hundred, %sp[%c13] : memref<14xf32>
  %usp = memref.cast %sp : memref<14xf32> to memref<*xf32>
  call @printMemrefF32(%usp) : (memref<*xf32>) -> ()

  memref.dealloc %sp : memref<14xf32>
  memref.dealloc %flat : memref<48xf32>
  memref.dealloc %r0 : memref<f32>
  return
}
