// The same program as reshape.mlir, with memref-expand first: each reshape by a shape of static length becomes a
// memref.reinterpret_cast whose sizes are loaded from the shape and whose strides are computed in arith.
// mlirj-passes: --memref-expand
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c12 = arith.constant 12 : index
    %buf = memref.alloc() : memref<12xf32>
    %one = arith.constant 1.0 : f32
    cf.br ^fill(%c0, %one : index, f32)
  ^fill(%i: index, %v: f32):
    %ci = arith.cmpi slt, %i, %c12 : index
    cf.cond_br %ci, ^fillbody, ^filled
  ^fillbody:
    memref.store %v, %buf[%i] : memref<12xf32>
    %i1 = arith.addi %i, %c1 : index
    %v1 = arith.addf %v, %one : f32
    cf.br ^fill(%i1, %v1 : index, f32)
  ^filled:
    %shape = memref.alloca() : memref<2xindex>
    memref.store %c3, %shape[%c0] : memref<2xindex>
    memref.store %c4, %shape[%c1] : memref<2xindex>
    %r = memref.reshape %buf(%shape) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32>
    %ru = memref.cast %r : memref<?x?xf32> to memref<*xf32>
    call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
    %x = memref.load %r[%c2, %c1] : memref<?x?xf32>
    %xi = arith.fptosi %x : f32 to i64
    call @printI64(%xi) : (i64) -> ()
    call @printNewline() : () -> ()

    %shape3 = memref.alloca() : memref<3xi64>
    %i2 = arith.constant 2 : i64
    %i3 = arith.constant 3 : i64
    memref.store %i2, %shape3[%c0] : memref<3xi64>
    memref.store %i2, %shape3[%c1] : memref<3xi64>
    memref.store %i3, %shape3[%c2] : memref<3xi64>
    %bu = memref.cast %buf : memref<12xf32> to memref<*xf32>
    %r3 = memref.reshape %bu(%shape3) : (memref<*xf32>, memref<3xi64>) -> memref<2x?x3xf32>
    %r3u = memref.cast %r3 : memref<2x?x3xf32> to memref<*xf32>
    call @printMemrefF32(%r3u) : (memref<*xf32>) -> ()

    // An alloca_scope in a loop: its stack buffer is released at each exit.
    %zero = arith.constant 0 : i64
    cf.br ^loop(%c0, %zero : index, i64)
  ^loop(%k: index, %acc: i64):
    %ck = arith.cmpi slt, %k, %c4 : index
    cf.cond_br %ck, ^loopbody, ^done
  ^loopbody:
    %got = memref.alloca_scope -> (i64) {
      %tmp = memref.alloca() : memref<1024xi64>
      %ki = arith.index_cast %k : index to i64
      memref.store %ki, %tmp[%k] : memref<1024xi64>
      %back = memref.load %tmp[%k] : memref<1024xi64>
      memref.alloca_scope.return %back : i64
    }
    %acc1 = arith.addi %acc, %got : i64
    %k1 = arith.addi %k, %c1 : index
    cf.br ^loop(%k1, %acc1 : index, i64)
  ^done:
    call @printI64(%acc) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %buf : memref<12xf32>
    return
  }
}
