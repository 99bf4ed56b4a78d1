// Stack and heap memory: alloca, getelementptr with constant and dynamic indices, loads and stores with
// alignment and volatile, aggregates built with insertvalue and read with extractvalue, malloc and free.
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printI64(i64)
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @printComma()
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)

  // Fills a[i] = i * i for i in [0, n) and returns the sum, read back through a second pointer.
  llvm.func @squares(%a: !llvm.ptr {llvm.noalias}, %n: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^fill(%zero : i64)
  ^fill(%i: i64):
    %c = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %c, ^store, ^sum(%zero, %zero : i64, i64)
  ^store:
    %p = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %sq = llvm.mul %i, %i : i64
    llvm.store %sq, %p {alignment = 8 : i64} : i64, !llvm.ptr
    %i1 = llvm.add %i, %one : i64
    llvm.br ^fill(%i1 : i64)
  ^sum(%j: i64, %acc: i64):
    %d = llvm.icmp "slt" %j, %n : i64
    llvm.cond_br %d, ^load, ^done
  ^load:
    %q = llvm.getelementptr %a[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %v = llvm.load %q {alignment = 8 : i64} : !llvm.ptr -> i64
    %s = llvm.add %acc, %v : i64
    %j1 = llvm.add %j, %one : i64
    llvm.br ^sum(%j1, %s : i64, i64)
  ^done:
    llvm.return %acc : i64
  }

  llvm.func @main() {
    %n = llvm.mlir.constant(10 : i64) : i64
    %bytes = llvm.mlir.constant(80 : i64) : i64
    %heap = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    %sum = llvm.call @squares(%heap, %n) : (!llvm.ptr, i64) -> i64
    llvm.call @printI64(%sum) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %p7 = llvm.getelementptr %heap[7] : (!llvm.ptr) -> !llvm.ptr, i64
    %v7 = llvm.load %p7 : !llvm.ptr -> i64
    llvm.call @printI64(%v7) : (i64) -> ()
    llvm.call @free(%heap) : (!llvm.ptr) -> ()
    llvm.call @printNewline() : () -> ()

    // A struct on the stack, addressed field by field.
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.struct<(i32, f64, array<3 x i64>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %f1 = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, array<3 x i64>)>
    %f2 = llvm.getelementptr %s[0, 2, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, array<3 x i64>)>
    %pi = llvm.mlir.constant(3.25 : f64) : f64
    %k = llvm.mlir.constant(42 : i64) : i64
    llvm.store volatile %pi, %f1 : f64, !llvm.ptr
    llvm.store %k, %f2 : i64, !llvm.ptr
    %r1 = llvm.load volatile %f1 : !llvm.ptr -> f64
    %r2 = llvm.load %f2 : !llvm.ptr -> i64
    llvm.call @printF64(%r1) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%r2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    // A struct value built and taken apart in registers.
    %u = llvm.mlir.undef : !llvm.struct<(i64, array<2 x f64>)>
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %h = llvm.mlir.constant(0.5 : f64) : f64
    %u1 = llvm.insertvalue %c5, %u[0] : !llvm.struct<(i64, array<2 x f64>)>
    %u2 = llvm.insertvalue %h, %u1[1, 1] : !llvm.struct<(i64, array<2 x f64>)>
    %u3 = llvm.insertvalue %pi, %u2[1, 0] : !llvm.struct<(i64, array<2 x f64>)>
    %e0 = llvm.extractvalue %u3[0] : !llvm.struct<(i64, array<2 x f64>)>
    %e1 = llvm.extractvalue %u3[1, 0] : !llvm.struct<(i64, array<2 x f64>)>
    %e2 = llvm.extractvalue %u3[1, 1] : !llvm.struct<(i64, array<2 x f64>)>
    llvm.call @printI64(%e0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%e1) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%e2) : (f64) -> ()
    llvm.call @printNewline() : () -> ()

    // ptrtoint / inttoptr round trip, and a zero-initialised aggregate.
    %pi64 = llvm.ptrtoint %f2 : !llvm.ptr to i64
    %back = llvm.inttoptr %pi64 : i64 to !llvm.ptr
    %again = llvm.load %back : !llvm.ptr -> i64
    llvm.call @printI64(%again) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %z = llvm.mlir.zero : !llvm.struct<(i64, f64)>
    %z0 = llvm.extractvalue %z[0] : !llvm.struct<(i64, f64)>
    llvm.call @printI64(%z0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
