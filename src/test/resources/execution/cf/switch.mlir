// cf.switch on i1, i8, i16, i32, i64 and i128 flags with negative case values, default and case operands, a case sharing the
// default's block with other arguments (a repeated successor), and a switch with no case.
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()

  llvm.func @classify8(%f: i8) -> i64 {
    %a = llvm.mlir.constant(100 : i64) : i64
    %b = llvm.mlir.constant(200 : i64) : i64
    %c = llvm.mlir.constant(300 : i64) : i64
    cf.switch %f : i8, [
      default: ^out(%a : i64),
      -128: ^out(%b : i64),
      -1: ^minus_one,
      0: ^out(%c : i64),
      127: ^pair(%b, %c : i64, i64)
    ]
  ^minus_one:
    %m = llvm.mlir.constant(-1 : i64) : i64
    llvm.return %m : i64
  ^pair(%x: i64, %y: i64):
    %s = llvm.add %x, %y : i64
    cf.br ^out(%s : i64)
  ^out(%r: i64):
    llvm.return %r : i64
  }

  llvm.func @classify32(%f: i32) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %three = llvm.mlir.constant(3 : i64) : i64
    cf.switch %f : i32, [
      default: ^out(%one : i64),
      -2147483648: ^out(%two : i64),
      -5: ^out(%three : i64),
      2147483647: ^out(%two : i64)
    ]
  ^out(%r: i64):
    llvm.return %r : i64
  }

  llvm.func @classify64(%f: i64) -> i64 {
    %n = llvm.mlir.constant(-1000 : i64) : i64
    cf.switch %f : i64, [
      default: ^out(%f : i64),
      -5000000000: ^neg,
      5000000000: ^out(%n : i64),
      9223372036854775807: ^max
    ]
  ^neg:
    %k = llvm.mlir.constant(-42 : i64) : i64
    cf.br ^out(%k : i64)
  ^max:
    %z = llvm.mlir.constant(0 : i64) : i64
    cf.br ^out(%z : i64)
  ^out(%r: i64):
    llvm.return %r : i64
  }

  llvm.func @classify_odd_widths(%b: i1, %h: i16, %w: i128) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %ten = llvm.mlir.constant(10 : i64) : i64
    %hundred = llvm.mlir.constant(100 : i64) : i64
    cf.switch %b : i1, [
      default: ^h(%ten : i64),
      0: ^h(%zero : i64)
    ]
  ^h(%acc: i64):
    cf.switch %h : i16, [
      default: ^w(%acc : i64),
      -32768: ^w(%hundred : i64),
      -1: ^minus
    ]
  ^minus:
    %m = llvm.mlir.constant(-1 : i64) : i64
    cf.br ^w(%m : i64)
  ^w(%acc2: i64):
    %k = llvm.mlir.constant(1000 : i64) : i64
    cf.switch %w : i128, [
      default: ^out(%acc2 : i64),
      9223372036854775807: ^out(%k : i64)
    ]
  ^out(%r: i64):
    llvm.return %r : i64
  }

  llvm.func @only_default(%f: i32, %v: i64) -> i64 {
    cf.switch %f : i32, [
      default: ^out(%v : i64)
    ]
  ^out(%r: i64):
    llvm.return %r : i64
  }

  llvm.func @print(%v: i64) {
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @main() {
    %i8s = llvm.mlir.constant(dense<[-128, -1, 0, 1, 127, 5]> : vector<6xi8>) : vector<6xi8>
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %six = llvm.mlir.constant(6 : i64) : i64
    cf.br ^loop8(%zero : i64)
  ^loop8(%i: i64):
    %more = llvm.icmp "slt" %i, %six : i64
    cf.cond_br %more, ^body8, ^then32
  ^body8:
    %f = llvm.extractelement %i8s[%i : i64] : vector<6xi8>
    %r = llvm.call @classify8(%f) : (i8) -> i64
    llvm.call @print(%r) : (i64) -> ()
    %i1 = llvm.add %i, %one : i64
    cf.br ^loop8(%i1 : i64)
  ^then32:
    %min32 = llvm.mlir.constant(-2147483648 : i32) : i32
    %m5 = llvm.mlir.constant(-5 : i32) : i32
    %max32 = llvm.mlir.constant(2147483647 : i32) : i32
    %z32 = llvm.mlir.constant(0 : i32) : i32
    %a = llvm.call @classify32(%min32) : (i32) -> i64
    llvm.call @print(%a) : (i64) -> ()
    %b = llvm.call @classify32(%m5) : (i32) -> i64
    llvm.call @print(%b) : (i64) -> ()
    %c = llvm.call @classify32(%max32) : (i32) -> i64
    llvm.call @print(%c) : (i64) -> ()
    %d = llvm.call @classify32(%z32) : (i32) -> i64
    llvm.call @print(%d) : (i64) -> ()
    %n5e9 = llvm.mlir.constant(-5000000000 : i64) : i64
    %p5e9 = llvm.mlir.constant(5000000000 : i64) : i64
    %max64 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %seven = llvm.mlir.constant(7 : i64) : i64
    %e = llvm.call @classify64(%n5e9) : (i64) -> i64
    llvm.call @print(%e) : (i64) -> ()
    %g = llvm.call @classify64(%p5e9) : (i64) -> i64
    llvm.call @print(%g) : (i64) -> ()
    %h = llvm.call @classify64(%max64) : (i64) -> i64
    llvm.call @print(%h) : (i64) -> ()
    %j = llvm.call @classify64(%seven) : (i64) -> i64
    llvm.call @print(%j) : (i64) -> ()
    %k = llvm.call @only_default(%m5, %seven) : (i32, i64) -> i64
    llvm.call @print(%k) : (i64) -> ()
    %t = llvm.mlir.constant(true) : i1
    %fls = llvm.mlir.constant(false) : i1
    %hmin = llvm.mlir.constant(-32768 : i16) : i16
    %hm1 = llvm.mlir.constant(-1 : i16) : i16
    %h5 = llvm.mlir.constant(5 : i16) : i16
    %wmax = llvm.mlir.constant(9223372036854775807 : i128) : i128
    %wbig = llvm.mlir.constant(9223372036854775808 : i128) : i128
    %o1 = llvm.call @classify_odd_widths(%t, %h5, %wbig) : (i1, i16, i128) -> i64
    llvm.call @print(%o1) : (i64) -> ()
    %o2 = llvm.call @classify_odd_widths(%fls, %h5, %wbig) : (i1, i16, i128) -> i64
    llvm.call @print(%o2) : (i64) -> ()
    %o3 = llvm.call @classify_odd_widths(%t, %hmin, %wbig) : (i1, i16, i128) -> i64
    llvm.call @print(%o3) : (i64) -> ()
    %o4 = llvm.call @classify_odd_widths(%t, %hm1, %wbig) : (i1, i16, i128) -> i64
    llvm.call @print(%o4) : (i64) -> ()
    %o5 = llvm.call @classify_odd_widths(%fls, %h5, %wmax) : (i1, i16, i128) -> i64
    llvm.call @print(%o5) : (i64) -> ()
    llvm.return
  }
}
