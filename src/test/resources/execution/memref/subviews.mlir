// expand-strided-metadata then finalize-memref-to-llvm: subviews with static and dynamic offsets, sizes and strides,
// rank-reducing subviews, views of views, expand_shape and collapse_shape (static and dynamic), transpose, and
// loads and stores through them, printed with printMemrefF32.
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printF32(f32)
  func.func private @printNewline()

  func.func @print2(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
    %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : i64
    // A 6x8 matrix holding 10 * i + j.
    %a = memref.alloc() : memref<6x8xf32>
    scf.for %i = %c0 to %c6 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %ii = arith.index_cast %i : index to i64
        %jj = arith.index_cast %j : index to i64
        %t = arith.muli %ii, %c10 : i64
        %v = arith.addi %t, %jj : i64
        %f = arith.sitofp %v : i64 to f32
        memref.store %f, %a[%i, %j] : memref<6x8xf32>
      }
    }
    %au = memref.cast %a : memref<6x8xf32> to memref<*xf32>
    call @printMemrefF32(%au) : (memref<*xf32>) -> ()

    // Static subview with strides: rows 1, 3; columns 2, 4, 6.
    %s0 = memref.subview %a[1, 2][2, 3][2, 2] : memref<6x8xf32> to memref<2x3xf32, strided<[16, 2], offset: 10>>
    %s0c = memref.cast %s0 : memref<2x3xf32, strided<[16, 2], offset: 10>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%s0c) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

    // Dynamic offsets, sizes and strides.
    %s1 = memref.subview %a[%c2, %c1][%c3, %c3][%c1, %c2] : memref<6x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%s1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

    // A view of that view, written through: the writes show in the matrix.
    %s2 = memref.subview %s1[1, 1][2, 2][1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
    %minus = arith.constant -1.0 : f32
    memref.store %minus, %s2[%c0, %c0] : memref<2x2xf32, strided<[?, ?], offset: ?>>
    memref.store %minus, %s2[%c1, %c1] : memref<2x2xf32, strided<[?, ?], offset: ?>>
    %s2c = memref.cast %s2 : memref<2x2xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%s2c) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

    // Rank-reducing subviews: a row and a column.
    %row = memref.subview %a[4, 0][1, 8][1, 1] : memref<6x8xf32> to memref<8xf32, strided<[1], offset: 32>>
    %rowu = memref.cast %row : memref<8xf32, strided<[1], offset: 32>> to memref<*xf32>
    call @printMemrefF32(%rowu) : (memref<*xf32>) -> ()
    %col = memref.subview %a[0, %c3][6, 1][1, 1] : memref<6x8xf32> to memref<6xf32, strided<[8], offset: ?>>
    %colu = memref.cast %col : memref<6xf32, strided<[8], offset: ?>> to memref<*xf32>
    call @printMemrefF32(%colu) : (memref<*xf32>) -> ()
    %x = memref.load %col[%c2] : memref<6xf32, strided<[8], offset: ?>>
    call @printF32(%x) : (f32) -> ()
    call @printNewline() : () -> ()

    // collapse_shape and expand_shape, static and dynamic.
    %flat = memref.collapse_shape %a [[0, 1]] : memref<6x8xf32> into memref<48xf32>
    %cube = memref.expand_shape %flat [[0, 1, 2]] output_shape [3, 4, 4] : memref<48xf32> into memref<3x4x4xf32>
    %cubeu = memref.cast %cube : memref<3x4x4xf32> to memref<*xf32>
    call @printMemrefF32(%cubeu) : (memref<*xf32>) -> ()
    %dyn = memref.cast %a : memref<6x8xf32> to memref<?x8xf32>
    %e = memref.expand_shape %dyn [[0], [1, 2]] output_shape [%c6, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
    %e2 = memref.collapse_shape %e [[0, 1], [2]] : memref<?x2x4xf32> into memref<?x4xf32>
    %e2u = memref.cast %e2 : memref<?x4xf32> to memref<*xf32>
    call @printMemrefF32(%e2u) : (memref<*xf32>) -> ()
    %strip = memref.subview %a[0, 2][6, 4][1, 1] : memref<6x8xf32> to memref<6x4xf32, strided<[8, 1], offset: 2>>
    %strip3 = memref.expand_shape %strip [[0, 1], [2]] output_shape [3, 2, 4] : memref<6x4xf32, strided<[8, 1], offset: 2>> into memref<3x2x4xf32, strided<[16, 8, 1], offset: 2>>
    %strip3u = memref.cast %strip3 : memref<3x2x4xf32, strided<[16, 8, 1], offset: 2>> to memref<*xf32>
    call @printMemrefF32(%strip3u) : (memref<*xf32>) -> ()

    // Transpose of a subview.
    %t = memref.transpose %s0 (i, j) -> (j, i) : memref<2x3xf32, strided<[16, 2], offset: 10>> to memref<3x2xf32, strided<[2, 16], offset: 10>>
    %tu = memref.cast %t : memref<3x2xf32, strided<[2, 16], offset: 10>> to memref<*xf32>
    call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
    %y = memref.load %t[%c2, %c1] : memref<3x2xf32, strided<[2, 16], offset: 10>>
    call @printF32(%y) : (f32) -> ()
    call @printNewline() : () -> ()

    memref.dealloc %a : memref<6x8xf32>
    return
  }
}
