// Globals (constant and mutable), reinterpret_cast views with offsets and strides, memref.view over a byte buffer,
// memref.copy between layouts (memcpy and the memrefCopy runtime), casts to unranked and back, an unranked memref
// returned from a function, and extract_strided_metadata (finalize-memref-to-llvm).
// mlirj-run: -e main --entry-point-result=void
module {
  memref.global "private" constant @table : memref<3x4xf32> = dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]>
  memref.global @counter : memref<i64> = dense<40>
  memref.global "private" @scratch : memref<6xi64> = uninitialized

  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

  // Returns a fresh unranked copy of a column of the table (the caller frees it).
  func.func @column(%j: index) -> memref<*xf32> {
    %t = memref.get_global @table : memref<3x4xf32>
    %col = memref.reinterpret_cast %t to offset: [%j], sizes: [3], strides: [4]
        : memref<3x4xf32> to memref<3xf32, strided<[4], offset: ?>>
    %buf = memref.alloc() : memref<3xf32>
    memref.copy %col, %buf : memref<3xf32, strided<[4], offset: ?>> to memref<3xf32>
    %u = memref.cast %buf : memref<3xf32> to memref<*xf32>
    return %u : memref<*xf32>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index

    %t = memref.get_global @table : memref<3x4xf32>
    %tu = memref.cast %t : memref<3x4xf32> to memref<*xf32>
    call @printMemrefF32(%tu) : (memref<*xf32>) -> ()

    // A mutable global, incremented twice.
    %g = memref.get_global @counter : memref<i64>
    %one = arith.constant 1 : i64
    %g0 = memref.load %g[] : memref<i64>
    %g1 = arith.addi %g0, %one : i64
    memref.store %g1, %g[] : memref<i64>
    %g2 = memref.load %g[] : memref<i64>
    %g3 = arith.addi %g2, %one : i64
    memref.store %g3, %g[] : memref<i64>
    %gv = memref.load %g[] : memref<i64>
    call @printI64(%gv) : (i64) -> ()
    call @printNewline() : () -> ()

    // An uninitialized global, written then printed.
    %s = memref.get_global @scratch : memref<6xi64>
    cf.br ^fill(%c0 : index)
  ^fill(%i: index):
    %c6 = arith.constant 6 : index
    %ci = arith.cmpi slt, %i, %c6 : index
    cf.cond_br %ci, ^fillbody, ^filled
  ^fillbody:
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %ii : i64
    memref.store %v, %s[%i] : memref<6xi64>
    %i1 = arith.addi %i, %c1 : index
    cf.br ^fill(%i1 : index)
  ^filled:
    // Viewed as 2x3 with strides [1, 2] (a transpose) through reinterpret_cast.
    %tr = memref.reinterpret_cast %s to offset: [0], sizes: [2, 3], strides: [1, 2]
        : memref<6xi64> to memref<2x3xi64, strided<[1, 2]>>
    %tru = memref.cast %tr : memref<2x3xi64, strided<[1, 2]>> to memref<*xi64>
    call @printMemrefI64(%tru) : (memref<*xi64>) -> ()
    %e = memref.load %tr[%c1, %c2] : memref<2x3xi64, strided<[1, 2]>>
    call @printI64(%e) : (i64) -> ()
    call @printNewline() : () -> ()

    // Copy of a strided view into a contiguous buffer (memrefCopy), then contiguous to contiguous (memcpy).
    %dense = memref.alloc() : memref<2x3xi64>
    memref.copy %tr, %dense : memref<2x3xi64, strided<[1, 2]>> to memref<2x3xi64>
    %dense2 = memref.alloca() : memref<2x3xi64>
    memref.copy %dense, %dense2 : memref<2x3xi64> to memref<2x3xi64>
    %du = memref.cast %dense2 : memref<2x3xi64> to memref<*xi64>
    call @printMemrefI64(%du) : (memref<*xi64>) -> ()
    memref.dealloc %dense : memref<2x3xi64>

    // Unranked results, cast back to ranked.
    %col = call @column(%c2) : (index) -> memref<*xf32>
    call @printMemrefF32(%col) : (memref<*xf32>) -> ()
    %colr = memref.cast %col : memref<*xf32> to memref<?xf32>
    %d = memref.dim %colr, %c0 : memref<?xf32>
    %di = arith.index_cast %d : index to i64
    call @printI64(%di) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %colr : memref<?xf32>

    // A view of a byte buffer as 2x2 f32 at byte 8.
    %bytes = memref.alloc() : memref<32xi8>
    %c8 = arith.constant 8 : index
    %fv = memref.view %bytes[%c8][%c2] : memref<32xi8> to memref<?x2xf32>
    %f1 = arith.constant 1.5 : f32
    %f2 = arith.constant -2.0 : f32
    memref.store %f1, %fv[%c0, %c0] : memref<?x2xf32>
    memref.store %f2, %fv[%c0, %c1] : memref<?x2xf32>
    memref.store %f1, %fv[%c1, %c0] : memref<?x2xf32>
    memref.store %f2, %fv[%c1, %c1] : memref<?x2xf32>
    %fvu = memref.cast %fv : memref<?x2xf32> to memref<*xf32>
    call @printMemrefF32(%fvu) : (memref<*xf32>) -> ()
    memref.dealloc %bytes : memref<32xi8>

    // extract_strided_metadata of a dynamic view.
    %dyn = memref.reinterpret_cast %s to offset: [%c1], sizes: [%c2, %c2], strides: [%c3, %c1]
        : memref<6xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
    %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %dyn
        : memref<?x?xi64, strided<[?, ?], offset: ?>> -> memref<i64>, index, index, index, index, index
    %offi = arith.index_cast %off : index to i64
    %st0 = arith.index_cast %st#0 : index to i64
    call @printI64(%offi) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%st0) : (i64) -> ()
    call @printNewline() : () -> ()
    %x = memref.load %dyn[%c1, %c1] : memref<?x?xi64, strided<[?, ?], offset: ?>>
    call @printI64(%x) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }
}
