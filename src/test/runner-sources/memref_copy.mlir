// memref.copy between non-contiguous views lowers to memrefCopy(elemSize, src, dst): strided and offset source
// and target, a transposed source, rank 0, an empty view (copies nothing), i8 and f64 elements.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @fill(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

func.func @main() {
  %src = memref.alloc() : memref<4x6xf32>
  %dst = memref.alloc() : memref<5x8xf32>
  %flat = memref.collapse_shape %src [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %dflat = memref.cast %flat : memref<24xf32> to memref<?xf32>
  call @fill(%dflat) : (memref<?xf32>) -> ()
  %zero = arith.constant -1.0 : f32
  linalg.fill ins(%zero : f32) outs(%dst : memref<5x8xf32>)

  // strided source (every other column, from row 1) to an offset, strided target
  %s = memref.subview %src[1, 0] [3, 3] [1, 2] : memref<4x6xf32> to memref<3x3xf32, strided<[6, 2], offset: 6>>
  %d = memref.subview %dst[0, 2] [3, 3] [2, 1] : memref<5x8xf32> to memref<3x3xf32, strided<[16, 1], offset: 2>>
  memref.copy %s, %d : memref<3x3xf32, strided<[6, 2], offset: 6>> to memref<3x3xf32, strided<[16, 1], offset: 2>>
  %ud = memref.cast %dst : memref<5x8xf32> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()

  // transposed source into a contiguous target
  %t = memref.transpose %src (i, j) -> (j, i) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  %tt = memref.alloc() : memref<6x4xf32>
  memref.copy %t, %tt : memref<6x4xf32, strided<[1, 6]>> to memref<6x4xf32>
  %utt = memref.cast %tt : memref<6x4xf32> to memref<*xf32>
  call @printMemrefF32(%utt) : (memref<*xf32>) -> ()

  // an empty view copies nothing
  %es = memref.subview %src[0, 0] [0, 3] [1, 2] : memref<4x6xf32> to memref<0x3xf32, strided<[6, 2]>>
  %ed = memref.subview %dst[0, 0] [0, 3] [1, 2] : memref<5x8xf32> to memref<0x3xf32, strided<[8, 2]>>
  memref.copy %es, %ed : memref<0x3xf32, strided<[6, 2]>> to memref<0x3xf32, strided<[8, 2]>>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()

  // 3-D f64 with a reversed-order layout on the target
  %a = memref.alloc() : memref<2x3x4xf64>
  %bbuf = memref.alloc() : memref<24xf64>
  %b = memref.reinterpret_cast %bbuf to offset: [0], sizes: [2, 3, 4], strides: [1, 2, 6] : memref<24xf64> to memref<2x3x4xf64, strided<[1, 2, 6]>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %x = arith.muli %i, %c3 : index
        %y = arith.addi %x, %j : index
        %z = arith.muli %y, %c4 : index
        %w = arith.addi %z, %k : index
        %wi = arith.index_cast %w : index to i64
        %wf = arith.sitofp %wi : i64 to f64
        %half = arith.constant 0.5 : f64
        %v = arith.mulf %wf, %half : f64
        memref.store %v, %a[%i, %j, %k] : memref<2x3x4xf64>
      }
    }
  }
  memref.copy %a, %b : memref<2x3x4xf64> to memref<2x3x4xf64, strided<[1, 2, 6]>>
  %ub = memref.cast %b : memref<2x3x4xf64, strided<[1, 2, 6]>> to memref<*xf64>
  call @printMemrefF64(%ub) : (memref<*xf64>) -> ()
  %ubflat = memref.cast %bbuf : memref<24xf64> to memref<*xf64>
  call @printMemrefF64(%ubflat) : (memref<*xf64>) -> ()

  // rank 0 with an offset source
  %r = memref.alloc() : memref<i32>
  %q = memref.alloc() : memref<3xi32>
  %seven = arith.constant 7 : i32
  memref.store %seven, %q[%c2] : memref<3xi32>
  %qv = memref.subview %q[2] [1] [1] : memref<3xi32> to memref<1xi32, strided<[1], offset: 2>>
  %q0 = memref.collapse_shape %qv [] : memref<1xi32, strided<[1], offset: 2>> into memref<i32, strided<[], offset: 2>>
  memref.copy %q0, %r : memref<i32, strided<[], offset: 2>> to memref<i32>
  %ur = memref.cast %r : memref<i32> to memref<*xi32>
  call @printMemrefI32(%ur) : (memref<*xi32>) -> ()

  memref.dealloc %src : memref<4x6xf32>
  memref.dealloc %dst : memref<5x8xf32>
  memref.dealloc %tt : memref<6x4xf32>
  memref.dealloc %a : memref<2x3x4xf64>
  memref.dealloc %bbuf : memref<24xf64>
  memref.dealloc %r : memref<i32>
  memref.dealloc %q : memref<3xi32>
  return
}
