// Unranked memrefs through calls: a callee makes an unranked memref whose ranked descriptor lives on its own
// stack and returns it (convert-func-to-llvm copies that descriptor to the heap at the return, then to the
// caller's stack at the call, freeing the heap copy); unranked arguments are passed as {rank, pointer}.
// mlirj-run: -e main --entry-point-result=void
!desc = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
!udesc = !llvm.struct<(i64, ptr)>
module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printI64(i64)
  func.func private @printNewline()

  // An unranked 2-D view (rows x cols, row-major) of buf, its ranked descriptor on this function's stack.
  func.func @view(%buf: !llvm.ptr, %rows: i64, %cols: i64) -> memref<*xf32> {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %d0 = llvm.mlir.undef : !desc
    %d1 = llvm.insertvalue %buf, %d0[0] : !desc
    %d2 = llvm.insertvalue %buf, %d1[1] : !desc
    %d3 = llvm.insertvalue %zero, %d2[2] : !desc
    %d4 = llvm.insertvalue %rows, %d3[3, 0] : !desc
    %d5 = llvm.insertvalue %cols, %d4[3, 1] : !desc
    %d6 = llvm.insertvalue %cols, %d5[4, 0] : !desc
    %d7 = llvm.insertvalue %one, %d6[4, 1] : !desc
    %slot = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
    llvm.store %d7, %slot : !desc, !llvm.ptr
    %u0 = llvm.mlir.undef : !udesc
    %u1 = llvm.insertvalue %two, %u0[0] : !udesc
    %u2 = llvm.insertvalue %slot, %u1[1] : !udesc
    %u = builtin.unrealized_conversion_cast %u2 : !udesc to memref<*xf32>
    return %u : memref<*xf32>
  }

  // Returns its argument and its rank: the descriptor is copied again on the way back.
  func.func @with_rank(%m: memref<*xf32>) -> (memref<*xf32>, i64) {
    %d = builtin.unrealized_conversion_cast %m : memref<*xf32> to !udesc
    %r = llvm.extractvalue %d[0] : !udesc
    return %m, %r : memref<*xf32>, i64
  }

  // Overwrites the ranked descriptor's stack slot of the callee: the caller's copy must not change.
  func.func @clobber() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %slots = llvm.mlir.constant(16 : i64) : i64
    %junk = llvm.alloca %slots x i64 : (i64) -> !llvm.ptr
    %c = llvm.mlir.constant(-1 : i8) : i8
    %bytes = llvm.mlir.constant(128 : i64) : i64
    "llvm.intr.memset"(%junk, %c, %bytes) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    return
  }

  func.func @main() {
    %six = llvm.mlir.constant(6 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %three = llvm.mlir.constant(3 : i64) : i64
    %buf = llvm.alloca %six x f32 : (i64) -> !llvm.ptr
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^fill(%zero : i64)
  ^fill(%i: i64):
    %c = llvm.icmp "slt" %i, %six : i64
    llvm.cond_br %c, ^body, ^done
  ^body:
    %addr = llvm.getelementptr %buf[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.sitofp %i : i64 to f32
    llvm.store %v, %addr : f32, !llvm.ptr
    %i1 = llvm.add %i, %one : i64
    llvm.br ^fill(%i1 : i64)
  ^done:
    %m = call @view(%buf, %two, %three) : (!llvm.ptr, i64, i64) -> memref<*xf32>
    call @clobber() : () -> ()
    call @printMemrefF32(%m) : (memref<*xf32>) -> ()
    call @printNewline() : () -> ()
    %again:2 = call @with_rank(%m) : (memref<*xf32>) -> (memref<*xf32>, i64)
    call @printI64(%again#1) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printMemrefF32(%again#0) : (memref<*xf32>) -> ()
    call @printNewline() : () -> ()
    return
  }
}
