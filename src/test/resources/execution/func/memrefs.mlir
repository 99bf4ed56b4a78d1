// Memref arguments and results through convert-func-to-llvm's calling convention (descriptors unbundled into
// scalars at calls and rebuilt in callees, several results packed), and the C interface of an external function
// (printMemrefF32, called through _mlir_ciface_printMemrefF32 with a descriptor on the stack). There is no memref
// dialect yet: descriptors are built and read with LLVM dialect operations and unrealized casts, which
// reconcile-unrealized-casts removes.
// mlirj-run: -e main --entry-point-result=void
// mlirj-run: -e total --entry-point-result=f32
!desc = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
!desc0 = !llvm.struct<(ptr, ptr, i64)>
module {
  func.func private @printF32(f32)
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

  // A 1-D memref of n f32 values 1, 2, ..., n on the stack of the caller... of this function's caller: the
  // buffer is allocated by the caller and passed as a pointer.
  func.func @wrap(%buf: !llvm.ptr, %n: i64) -> memref<?xf32> {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %d0 = llvm.mlir.undef : !desc
    %d1 = llvm.insertvalue %buf, %d0[0] : !desc
    %d2 = llvm.insertvalue %buf, %d1[1] : !desc
    %d3 = llvm.insertvalue %zero, %d2[2] : !desc
    %d4 = llvm.insertvalue %n, %d3[3, 0] : !desc
    %d5 = llvm.insertvalue %one, %d4[4, 0] : !desc
    %m = builtin.unrealized_conversion_cast %d5 : !desc to memref<?xf32>
    return %m : memref<?xf32>
  }

  // Fills element i with i + 1.
  func.func @iota(%m: memref<?xf32>) {
    %d = builtin.unrealized_conversion_cast %m : memref<?xf32> to !desc
    %p = llvm.extractvalue %d[1] : !desc
    %off = llvm.extractvalue %d[2] : !desc
    %n = llvm.extractvalue %d[3, 0] : !desc
    %s = llvm.extractvalue %d[4, 0] : !desc
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^loop(%zero : i64)
  ^loop(%i: i64):
    %c = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %c, ^body, ^exit
  ^body:
    %is = llvm.mul %i, %s : i64
    %idx = llvm.add %off, %is : i64
    %addr = llvm.getelementptr %p[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %i1 = llvm.add %i, %one : i64
    %v = llvm.sitofp %i1 : i64 to f32
    llvm.store %v, %addr : f32, !llvm.ptr
    llvm.br ^loop(%i1 : i64)
  ^exit:
    return
  }

  // The sum of the elements, recursively: sum(m) = m[0] + sum(rest of m).
  func.func @sum(%m: memref<?xf32>) -> f32 {
    %d = builtin.unrealized_conversion_cast %m : memref<?xf32> to !desc
    %n = llvm.extractvalue %d[3, 0] : !desc
    %zero = llvm.mlir.constant(0 : i64) : i64
    %empty = llvm.icmp "eq" %n, %zero : i64
    llvm.cond_br %empty, ^none, ^some
  ^none:
    %z = llvm.mlir.constant(0.0 : f32) : f32
    return %z : f32
  ^some:
    %head, %tail = call @split_first(%m) : (memref<?xf32>) -> (f32, memref<?xf32>)
    %rest = call @sum(%tail) : (memref<?xf32>) -> f32
    %r = llvm.fadd %head, %rest : f32
    return %r : f32
  }

  // The first element and a view of the others (offset + stride, size - 1): a scalar and a memref result.
  func.func @split_first(%m: memref<?xf32>) -> (f32, memref<?xf32>) {
    %d = builtin.unrealized_conversion_cast %m : memref<?xf32> to !desc
    %p = llvm.extractvalue %d[1] : !desc
    %off = llvm.extractvalue %d[2] : !desc
    %n = llvm.extractvalue %d[3, 0] : !desc
    %s = llvm.extractvalue %d[4, 0] : !desc
    %one = llvm.mlir.constant(1 : i64) : i64
    %addr = llvm.getelementptr %p[%off] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %head = llvm.load %addr : !llvm.ptr -> f32
    %off2 = llvm.add %off, %s : i64
    %n2 = llvm.sub %n, %one : i64
    %e1 = llvm.insertvalue %off2, %d[2] : !desc
    %e2 = llvm.insertvalue %n2, %e1[3, 0] : !desc
    %tail = builtin.unrealized_conversion_cast %e2 : !desc to memref<?xf32>
    return %head, %tail : f32, memref<?xf32>
  }

  // Two views of every other element (stride 2), starting at 0 and at 1.
  func.func @deal(%m: memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
    %d = builtin.unrealized_conversion_cast %m : memref<?xf32> to !desc
    %off = llvm.extractvalue %d[2] : !desc
    %n = llvm.extractvalue %d[3, 0] : !desc
    %s = llvm.extractvalue %d[4, 0] : !desc
    %one = llvm.mlir.constant(1 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %s2 = llvm.mul %s, %two : i64
    %n1 = llvm.add %n, %one : i64
    %even_n = llvm.udiv %n1, %two : i64
    %odd_n = llvm.udiv %n, %two : i64
    %a1 = llvm.insertvalue %even_n, %d[3, 0] : !desc
    %a2 = llvm.insertvalue %s2, %a1[4, 0] : !desc
    %off1 = llvm.add %off, %s : i64
    %b1 = llvm.insertvalue %off1, %a2[2] : !desc
    %b2 = llvm.insertvalue %odd_n, %b1[3, 0] : !desc
    %even = builtin.unrealized_conversion_cast %a2 : !desc to memref<?xf32>
    %odd = builtin.unrealized_conversion_cast %b2 : !desc to memref<?xf32>
    return %even, %odd : memref<?xf32>, memref<?xf32>
  }

  // A rank-0 memref: its one element.
  func.func @scalar_of(%m: memref<f32>) -> f32 {
    %d = builtin.unrealized_conversion_cast %m : memref<f32> to !desc0
    %p = llvm.extractvalue %d[1] : !desc0
    %off = llvm.extractvalue %d[2] : !desc0
    %addr = llvm.getelementptr %p[%off] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %addr : !llvm.ptr -> f32
    return %v : f32
  }

  // Prints a 1-D memref with the runner's printMemrefF32, through an unranked descriptor on the stack.
  func.func @print(%m: memref<?xf32>) {
    %d = builtin.unrealized_conversion_cast %m : memref<?xf32> to !desc
    %one = llvm.mlir.constant(1 : i64) : i64
    %slot = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
    llvm.store %d, %slot : !desc, !llvm.ptr
    %u0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %u1 = llvm.insertvalue %one, %u0[0] : !llvm.struct<(i64, ptr)>
    %u2 = llvm.insertvalue %slot, %u1[1] : !llvm.struct<(i64, ptr)>
    %u = builtin.unrealized_conversion_cast %u2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }

  func.func @total() -> f32 {
    %n = llvm.mlir.constant(100 : i64) : i64
    %buf = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
    %m = call @wrap(%buf, %n) : (!llvm.ptr, i64) -> memref<?xf32>
    call @iota(%m) : (memref<?xf32>) -> ()
    %s = call @sum(%m) : (memref<?xf32>) -> f32
    return %s : f32
  }

  func.func @main() {
    %n = llvm.mlir.constant(7 : i64) : i64
    %buf = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
    %m = call @wrap(%buf, %n) : (!llvm.ptr, i64) -> memref<?xf32>
    call @iota(%m) : (memref<?xf32>) -> ()
    call @print(%m) : (memref<?xf32>) -> ()
    call @printNewline() : () -> ()
    %s = call @sum(%m) : (memref<?xf32>) -> f32
    call @printF32(%s) : (f32) -> ()
    call @printNewline() : () -> ()
    %even, %odd = call @deal(%m) : (memref<?xf32>) -> (memref<?xf32>, memref<?xf32>)
    call @print(%even) : (memref<?xf32>) -> ()
    call @printNewline() : () -> ()
    call @print(%odd) : (memref<?xf32>) -> ()
    call @printNewline() : () -> ()
    %se = call @sum(%even) : (memref<?xf32>) -> f32
    %so = call @sum(%odd) : (memref<?xf32>) -> f32
    call @printF32(%se) : (f32) -> ()
    call @printNewline() : () -> ()
    call @printF32(%so) : (f32) -> ()
    call @printNewline() : () -> ()
    %e2, %o2 = call @deal(%odd) : (memref<?xf32>) -> (memref<?xf32>, memref<?xf32>)
    call @print(%o2) : (memref<?xf32>) -> ()
    call @printNewline() : () -> ()

    // A rank-0 view of element 3.
    %three = llvm.mlir.constant(3 : i64) : i64
    %z0 = llvm.mlir.undef : !desc0
    %z1 = llvm.insertvalue %buf, %z0[0] : !desc0
    %z2 = llvm.insertvalue %buf, %z1[1] : !desc0
    %z3 = llvm.insertvalue %three, %z2[2] : !desc0
    %z = builtin.unrealized_conversion_cast %z3 : !desc0 to memref<f32>
    %v = call @scalar_of(%z) : (memref<f32>) -> f32
    call @printF32(%v) : (f32) -> ()
    call @printNewline() : () -> ()
    return
  }
}
