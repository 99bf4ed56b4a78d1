// memref.generic_atomic_rmw lowered to a compare-exchange loop: bodies computing a polynomial, a clamp and a
// bit trick from the current element, on i32 and i64 elements of ranks 0 to 2, applied in loops; each returns the
// element before the update. The body is lowered to the LLVM dialect first (convert-arith-to-llvm), because MLIR 19
// lowers generic_atomic_rmw only when its body is already legal; float elements are not possible in MLIR 19 (it
// builds an llvm.cmpxchg on floats, which does not verify).
// mlirj-passes: --convert-arith-to-llvm
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @printComma()
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index

    // rank 0, i64: x = 3 * x + 1, five times; prints the old values
    %s = memref.alloca() : memref<i64>
    %one = arith.constant 1 : i64
    memref.store %one, %s[] : memref<i64>
    cf.br ^poly(%c0 : index)
  ^poly(%i: index):
    %more = arith.cmpi slt, %i, %c5 : index
    cf.cond_br %more, ^polybody, ^polydone
  ^polybody:
    %old = memref.generic_atomic_rmw %s[] : memref<i64> {
    ^bb0(%cur: i64):
      %three = arith.constant 3 : i64
      %t = arith.muli %cur, %three : i64
      %u = arith.addi %t, %one : i64
      memref.atomic_yield %u : i64
    }
    call @printI64(%old) : (i64) -> ()
    call @printComma() : () -> ()
    %next = arith.addi %i, %c1 : index
    cf.br ^poly(%next : index)
  ^polydone:
    %last = memref.load %s[] : memref<i64>
    call @printI64(%last) : (i64) -> ()
    call @printNewline() : () -> ()

    // rank 2, i32: clamp every element of a 2x5 matrix to [-3, 4], elements i * 5 + j - 5
    %m = memref.alloc() : memref<2x5xi32>
    %lo = arith.constant -3 : i32
    %hi = arith.constant 4 : i32
    cf.br ^rows(%c0 : index)
  ^rows(%r: index):
    %rm = arith.cmpi slt, %r, %c2 : index
    cf.cond_br %rm, ^cols(%c0 : index), ^print
  ^cols(%c: index):
    %cm = arith.cmpi slt, %c, %c5 : index
    cf.cond_br %cm, ^cell, ^nextrow
  ^cell:
    %r5 = arith.muli %r, %c5 : index
    %rc = arith.addi %r5, %c : index
    %rcm = arith.subi %rc, %c5 : index
    %init = arith.index_cast %rcm : index to i32
    memref.store %init, %m[%r, %c] : memref<2x5xi32>
    %before = memref.generic_atomic_rmw %m[%r, %c] : memref<2x5xi32> {
    ^bb0(%cur: i32):
      %a = arith.maxsi %cur, %lo : i32
      %b = arith.minsi %a, %hi : i32
      memref.atomic_yield %b : i32
    }
    %bw = arith.extsi %before : i32 to i64
    call @printI64(%bw) : (i64) -> ()
    call @printComma() : () -> ()
    %nc = arith.addi %c, %c1 : index
    cf.br ^cols(%nc : index)
  ^nextrow:
    %nr = arith.addi %r, %c1 : index
    cf.br ^rows(%nr : index)
  ^print:
    call @printNewline() : () -> ()
    %u = memref.cast %m : memref<2x5xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()

    // rank 1, i32: clear the lowest set bit (x & (x - 1)), a body that ignores nothing outside
    %v = memref.alloca() : memref<3xi32>
    %x = arith.constant 44 : i32
    memref.store %x, %v[%c1] : memref<3xi32>
    %p0 = memref.generic_atomic_rmw %v[%c1] : memref<3xi32> {
    ^bb0(%cur: i32):
      %k1 = arith.constant 1 : i32
      %dec = arith.subi %cur, %k1 : i32
      %and = arith.andi %cur, %dec : i32
      memref.atomic_yield %and : i32
    }
    %p1 = memref.generic_atomic_rmw %v[%c1] : memref<3xi32> {
    ^bb0(%cur: i32):
      %k1 = arith.constant 1 : i32
      %dec = arith.subi %cur, %k1 : i32
      %and = arith.andi %cur, %dec : i32
      memref.atomic_yield %and : i32
    }
    %e0 = arith.extsi %p0 : i32 to i64
    %e1 = arith.extsi %p1 : i32 to i64
    %fin = memref.load %v[%c1] : memref<3xi32>
    %e2 = arith.extsi %fin : i32 to i64
    call @printI64(%e0) : (i64) -> ()
    call @printComma() : () -> ()
    call @printI64(%e1) : (i64) -> ()
    call @printComma() : () -> ()
    call @printI64(%e2) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %m : memref<2x5xi32>
    return
  }
}
