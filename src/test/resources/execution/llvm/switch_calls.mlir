// llvm.switch with a default and cases carrying block arguments, recursion, and bit intrinsics.
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printComma()

  llvm.func @classify(%x: i32) -> i64 {
    %m = llvm.mlir.constant(-1 : i64) : i64
    %t = llvm.mlir.constant(100 : i64) : i64
    llvm.switch %x : i32, ^default(%m : i64) [
      0: ^zero,
      1: ^small(%t : i64),
      2: ^small(%m : i64),
      7: ^default(%t : i64)
    ]
  ^zero:
    %z = llvm.mlir.constant(0 : i64) : i64
    llvm.return %z : i64
  ^small(%v: i64):
    %one = llvm.mlir.constant(1 : i64) : i64
    %w = llvm.add %v, %one : i64
    llvm.return %w : i64
  ^default(%d: i64):
    llvm.return %d : i64
  }

  // Ackermann's function, small arguments.
  llvm.func @ack(%m: i64, %n: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %m0 = llvm.icmp "eq" %m, %zero : i64
    llvm.cond_br %m0, ^base, ^rec
  ^base:
    %r = llvm.add %n, %one : i64
    llvm.return %r : i64
  ^rec:
    %mm = llvm.sub %m, %one : i64
    %n0 = llvm.icmp "eq" %n, %zero : i64
    llvm.cond_br %n0, ^a, ^b
  ^a:
    %ra = llvm.call @ack(%mm, %one) : (i64, i64) -> i64
    llvm.return %ra : i64
  ^b:
    %nn = llvm.sub %n, %one : i64
    %inner = llvm.call @ack(%m, %nn) : (i64, i64) -> i64
    %rb = llvm.call @ack(%mm, %inner) : (i64, i64) -> i64
    llvm.return %rb : i64
  }

  llvm.func @main() {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %c9 = llvm.mlir.constant(9 : i32) : i32
    %r0 = llvm.call @classify(%c0) : (i32) -> i64
    %r1 = llvm.call @classify(%c1) : (i32) -> i64
    %r2 = llvm.call @classify(%c2) : (i32) -> i64
    %r7 = llvm.call @classify(%c7) : (i32) -> i64
    %r9 = llvm.call @classify(%c9) : (i32) -> i64
    llvm.call @printI64(%r0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%r1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%r2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%r7) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%r9) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    %two = llvm.mlir.constant(2 : i64) : i64
    %three = llvm.mlir.constant(3 : i64) : i64
    %a = llvm.call @ack(%two, %three) : (i64, i64) -> i64
    llvm.call @printI64(%a) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    %x = llvm.mlir.constant(1234567 : i64) : i64
    %pop = llvm.intr.ctpop(%x) : (i64) -> i64
    %lz = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i64) -> i64
    %tz = "llvm.intr.cttz"(%x) <{is_zero_poison = false}> : (i64) -> i64
    %bs = llvm.intr.bswap(%x) : (i64) -> i64
    %mn = llvm.intr.smin(%x, %two) : (i64, i64) -> i64
    %um = llvm.intr.umax(%x, %two) : (i64, i64) -> i64
    %ab = "llvm.intr.abs"(%x) <{is_int_min_poison = false}> : (i64) -> i64
    llvm.call @printI64(%pop) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%lz) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%tz) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%bs) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%mn) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%um) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%ab) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
