// Functions with llvm.emit_c_interface: each gets a _mlir_ciface_ wrapper (compiled along, and called from Java by
// FuncToLlvmExecutionTest), while calls inside the module use the unbundled convention; an external C function
// with a C interface (printMemrefF32) is called through a private body that passes its descriptor by pointer.
// mlirj-run: -e main --entry-point-result=void
!desc = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printI64(i64)
  func.func private @printNewline()

  // A 2-D view of a buffer: rows x cols, row-major.
  func.func @matrix(%buf: !llvm.ptr, %rows: i64, %cols: i64) -> memref<?x?xf32> attributes {llvm.emit_c_interface} {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %d0 = llvm.mlir.undef : !desc
    %d1 = llvm.insertvalue %buf, %d0[0] : !desc
    %d2 = llvm.insertvalue %buf, %d1[1] : !desc
    %d3 = llvm.insertvalue %zero, %d2[2] : !desc
    %d4 = llvm.insertvalue %rows, %d3[3, 0] : !desc
    %d5 = llvm.insertvalue %cols, %d4[3, 1] : !desc
    %d6 = llvm.insertvalue %cols, %d5[4, 0] : !desc
    %d7 = llvm.insertvalue %one, %d6[4, 1] : !desc
    %m = builtin.unrealized_conversion_cast %d7 : !desc to memref<?x?xf32>
    return %m : memref<?x?xf32>
  }

  // Sets m[i][j] = 10 * i + j; returns the transposed view and the element count.
  func.func @fill_and_transpose(%m: memref<?x?xf32>) -> (memref<?x?xf32>, i64) attributes {llvm.emit_c_interface} {
    %d = builtin.unrealized_conversion_cast %m : memref<?x?xf32> to !desc
    %p = llvm.extractvalue %d[1] : !desc
    %rows = llvm.extractvalue %d[3, 0] : !desc
    %cols = llvm.extractvalue %d[3, 1] : !desc
    %s0 = llvm.extractvalue %d[4, 0] : !desc
    %s1 = llvm.extractvalue %d[4, 1] : !desc
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %ten = llvm.mlir.constant(10 : i64) : i64
    llvm.br ^row(%zero : i64)
  ^row(%i: i64):
    %ci = llvm.icmp "slt" %i, %rows : i64
    llvm.cond_br %ci, ^col(%zero : i64), ^done
  ^col(%j: i64):
    %cj = llvm.icmp "slt" %j, %cols : i64
    llvm.cond_br %cj, ^body, ^next_row
  ^body:
    %a = llvm.mul %i, %s0 : i64
    %b = llvm.mul %j, %s1 : i64
    %idx = llvm.add %a, %b : i64
    %addr = llvm.getelementptr %p[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %t = llvm.mul %i, %ten : i64
    %v = llvm.add %t, %j : i64
    %f = llvm.sitofp %v : i64 to f32
    llvm.store %f, %addr : f32, !llvm.ptr
    %j1 = llvm.add %j, %one : i64
    llvm.br ^col(%j1 : i64)
  ^next_row:
    %i1 = llvm.add %i, %one : i64
    llvm.br ^row(%i1 : i64)
  ^done:
    %t1 = llvm.insertvalue %cols, %d[3, 0] : !desc
    %t2 = llvm.insertvalue %rows, %t1[3, 1] : !desc
    %t3 = llvm.insertvalue %s1, %t2[4, 0] : !desc
    %t4 = llvm.insertvalue %s0, %t3[4, 1] : !desc
    %tm = builtin.unrealized_conversion_cast %t4 : !desc to memref<?x?xf32>
    %count = llvm.mul %rows, %cols : i64
    return %tm, %count : memref<?x?xf32>, i64
  }

  func.func @print(%m: memref<?x?xf32>) {
    %d = builtin.unrealized_conversion_cast %m : memref<?x?xf32> to !desc
    %one = llvm.mlir.constant(1 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %slot = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
    llvm.store %d, %slot : !desc, !llvm.ptr
    %u0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %u1 = llvm.insertvalue %two, %u0[0] : !llvm.struct<(i64, ptr)>
    %u2 = llvm.insertvalue %slot, %u1[1] : !llvm.struct<(i64, ptr)>
    %u = builtin.unrealized_conversion_cast %u2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %rows = llvm.mlir.constant(2 : i64) : i64
    %cols = llvm.mlir.constant(3 : i64) : i64
    %n = llvm.mlir.constant(6 : i64) : i64
    %buf = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
    %m = call @matrix(%buf, %rows, %cols) : (!llvm.ptr, i64, i64) -> memref<?x?xf32>
    %t:2 = call @fill_and_transpose(%m) : (memref<?x?xf32>) -> (memref<?x?xf32>, i64)
    call @print(%m) : (memref<?x?xf32>) -> ()
    call @print(%t#0) : (memref<?x?xf32>) -> ()
    call @printI64(%t#1) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }
}
