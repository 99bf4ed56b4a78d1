// A failing cf.assert: MLIR 19 prints its message (with puts) and aborts the process; mlirj run returns to Java,
// prints the message and its location on stderr and exits with 1. RunFailureTest runs it in a fresh process.
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()

  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c2 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @printI64(%c1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %ok = llvm.icmp "slt" %c1, %c2 : i64
    cf.assert %ok, "1 < 2 holds"
    %bad = llvm.icmp "sgt" %c1, %c2 : i64
    cf.assert %bad, "assertion failed: 1 > 2"
    llvm.call @printI64(%c2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
