// memref.alloc (static, dynamic, aligned), memref.alloca, memref.dealloc, loads and stores of ranks 0 to 4 with
// cf loops, memref.dim and memref.rank, and the results printed through unranked casts (finalize-memref-to-llvm).
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printF32(f32)
  func.func private @printNewline()
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

  // Fills a ?x? matrix with i * 10 + j, using the dims of the memref as loop bounds.
  func.func @fill2d(%m: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %rows = memref.dim %m, %c0 : memref<?x?xf32>
    %cols = memref.dim %m, %c1 : memref<?x?xf32>
    cf.br ^outer(%c0 : index)
  ^outer(%i: index):
    %ci = arith.cmpi slt, %i, %rows : index
    cf.cond_br %ci, ^inner(%c0 : index), ^done
  ^inner(%j: index):
    %cj = arith.cmpi slt, %j, %cols : index
    cf.cond_br %cj, ^body, ^next
  ^body:
    %a = arith.muli %i, %c10 : index
    %b = arith.addi %a, %j : index
    %bi = arith.index_cast %b : index to i64
    %f = arith.sitofp %bi : i64 to f32
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
    %j1 = arith.addi %j, %c1 : index
    cf.br ^inner(%j1 : index)
  ^next:
    %i1 = arith.addi %i, %c1 : index
    cf.br ^outer(%i1 : index)
  ^done:
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index

    // Rank 0.
    %s = memref.alloc() : memref<f32>
    %v = arith.constant 2.5 : f32
    memref.store %v, %s[] : memref<f32>
    %sv = memref.load %s[] : memref<f32>
    call @printF32(%sv) : (f32) -> ()
    call @printNewline() : () -> ()
    %su = memref.cast %s : memref<f32> to memref<*xf32>
    call @printMemrefF32(%su) : (memref<*xf32>) -> ()
    memref.dealloc %s : memref<f32>

    // Rank 1, static, aligned.
    %a = memref.alloc() {alignment = 64} : memref<5xi64>
    cf.br ^fill1(%c0 : index)
  ^fill1(%i: index):
    %c5 = arith.constant 5 : index
    %ci = arith.cmpi slt, %i, %c5 : index
    cf.cond_br %ci, ^body1, ^print1
  ^body1:
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %a[%i] : memref<5xi64>
    %i1 = arith.addi %i, %c1 : index
    cf.br ^fill1(%i1 : index)
  ^print1:
    %au = memref.cast %a : memref<5xi64> to memref<*xi64>
    call @printMemrefI64(%au) : (memref<*xi64>) -> ()
    %ptr = memref.extract_aligned_pointer_as_index %a : memref<5xi64> -> index
    %rem = arith.remui %ptr, %c4 : index
    %remi = arith.index_cast %rem : index to i64
    call @printI64(%remi) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %a : memref<5xi64>

    // Rank 2, dynamic.
    %m = memref.alloc(%c3, %c4) : memref<?x?xf32>
    call @fill2d(%m) : (memref<?x?xf32>) -> ()
    %mu = memref.cast %m : memref<?x?xf32> to memref<*xf32>
    call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
    %x = memref.load %m[%c2, %c3] : memref<?x?xf32>
    call @printF32(%x) : (f32) -> ()
    call @printNewline() : () -> ()
    %d1 = memref.dim %mu, %c1 : memref<*xf32>
    %d1i = arith.index_cast %d1 : index to i64
    call @printI64(%d1i) : (i64) -> ()
    call @printNewline() : () -> ()
    %r = memref.rank %mu : memref<*xf32>
    %ri = arith.index_cast %r : index to i64
    call @printI64(%ri) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %m : memref<?x?xf32>

    // Rank 3 on the stack, mixed static and dynamic sizes.
    %t = memref.alloca(%c2) : memref<2x?x3xf32>
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    memref.store %one, %t[%c0, %c0, %c0] : memref<2x?x3xf32>
    memref.store %two, %t[%c1, %c1, %c2] : memref<2x?x3xf32>
    %t1 = memref.load %t[%c0, %c0, %c0] : memref<2x?x3xf32>
    %t2 = memref.load %t[%c1, %c1, %c2] : memref<2x?x3xf32>
    %t3 = arith.addf %t1, %t2 : f32
    call @printF32(%t3) : (f32) -> ()
    call @printNewline() : () -> ()
    %td = memref.dim %t, %c1 : memref<2x?x3xf32>
    %tdi = arith.index_cast %td : index to i64
    call @printI64(%tdi) : (i64) -> ()
    call @printNewline() : () -> ()

    // Rank 4, the whole buffer printed.
    %q = memref.alloc() : memref<2x1x2x2xf32>
    %k0 = arith.constant 0.5 : f32
    cf.br ^fill4(%c0, %k0 : index, f32)
  ^fill4(%n: index, %val: f32):
    %c8 = arith.constant 8 : index
    %cn = arith.cmpi slt, %n, %c8 : index
    cf.cond_br %cn, ^body4, ^print4
  ^body4:
    %i0 = arith.divui %n, %c4 : index
    %rest = arith.remui %n, %c4 : index
    %i2 = arith.divui %rest, %c2 : index
    %i3 = arith.remui %rest, %c2 : index
    memref.store %val, %q[%i0, %c0, %i2, %i3] : memref<2x1x2x2xf32>
    %n1 = arith.addi %n, %c1 : index
    %val1 = arith.addf %val, %one : f32
    cf.br ^fill4(%n1, %val1 : index, f32)
  ^print4:
    %qu = memref.cast %q : memref<2x1x2x2xf32> to memref<*xf32>
    call @printMemrefF32(%qu) : (memref<*xf32>) -> ()
    %qr = memref.rank %q : memref<2x1x2x2xf32>
    %qri = arith.index_cast %qr : index to i64
    call @printI64(%qri) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %q : memref<2x1x2x2xf32>
    return
  }
}
