// memref.reshape with a shape of dynamic length: a 2x6 buffer viewed as 3x2x2, 12, 1x3x1x4 and 4x3 through shapes
// made at run time, the results unranked (their ranked descriptors built on the stack by a loop); a ranked and an
// unranked source; each printed with its sizes and the strides the loop computed.
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

  // A shape of %n dims read from the first %n entries of %dims.
  func.func @shape_of(%dims: memref<4xindex>, %n: index) -> memref<?xindex> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = memref.alloc(%n) : memref<?xindex>
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^done
  ^body:
    %d = memref.load %dims[%i] : memref<4xindex>
    memref.store %d, %s[%i] : memref<?xindex>
    %next = arith.addi %i, %c1 : index
    cf.br ^loop(%next : index)
  ^done:
    return %s : memref<?xindex>
  }

  func.func @reshape_and_print(%src: memref<2x6xf32>, %dims: memref<4xindex>, %n: index) {
    %shape = call @shape_of(%dims, %n) : (memref<4xindex>, index) -> memref<?xindex>
    %r = memref.reshape %src(%shape) : (memref<2x6xf32>, memref<?xindex>) -> memref<*xf32>
    call @printMemrefF32(%r) : (memref<*xf32>) -> ()
    memref.dealloc %shape : memref<?xindex>
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c12 = arith.constant 12 : index
    %m = memref.alloc() : memref<2x6xf32>
    cf.br ^fill(%c0 : index)
  ^fill(%k: index):
    %more = arith.cmpi slt, %k, %c12 : index
    cf.cond_br %more, ^store, ^filled
  ^store:
    %i = arith.divui %k, %c6 : index
    %j = arith.remui %k, %c6 : index
    %ki = arith.index_cast %k : index to i64
    %f = arith.sitofp %ki : i64 to f32
    memref.store %f, %m[%i, %j] : memref<2x6xf32>
    %nk = arith.addi %k, %c1 : index
    cf.br ^fill(%nk : index)
  ^filled:
    %dims = memref.alloca() : memref<4xindex>
    memref.store %c3, %dims[%c0] : memref<4xindex>
    memref.store %c2, %dims[%c1] : memref<4xindex>
    memref.store %c2, %dims[%c2] : memref<4xindex>
    call @reshape_and_print(%m, %dims, %c3) : (memref<2x6xf32>, memref<4xindex>, index) -> ()
    memref.store %c12, %dims[%c0] : memref<4xindex>
    call @reshape_and_print(%m, %dims, %c1) : (memref<2x6xf32>, memref<4xindex>, index) -> ()
    memref.store %c1, %dims[%c0] : memref<4xindex>
    memref.store %c3, %dims[%c1] : memref<4xindex>
    memref.store %c1, %dims[%c2] : memref<4xindex>
    memref.store %c4, %dims[%c3] : memref<4xindex>
    call @reshape_and_print(%m, %dims, %c4) : (memref<2x6xf32>, memref<4xindex>, index) -> ()

    // an unranked source: the pointers and offset are loaded through its descriptor
    %u = memref.cast %m : memref<2x6xf32> to memref<*xf32>
    %shape = memref.alloc(%c2) : memref<?xindex>
    memref.store %c4, %shape[%c0] : memref<?xindex>
    memref.store %c3, %shape[%c1] : memref<?xindex>
    %r = memref.reshape %u(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    call @printMemrefF32(%r) : (memref<*xf32>) -> ()
    %rank = memref.rank %r : memref<*xf32>
    %back = memref.cast %r : memref<*xf32> to memref<4x3xf32>
    %e = memref.load %back[%c3, %c1] : memref<4x3xf32>
    %row = memref.alloca() : memref<2xf32>
    memref.store %e, %row[%c0] : memref<2xf32>
    %ri = arith.index_cast %rank : index to i64
    %rf = arith.sitofp %ri : i64 to f32
    memref.store %rf, %row[%c1] : memref<2xf32>
    %ur = memref.cast %row : memref<2xf32> to memref<*xf32>
    call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
    memref.dealloc %shape : memref<?xindex>
    memref.dealloc %m : memref<2x6xf32>
    return
  }
}
