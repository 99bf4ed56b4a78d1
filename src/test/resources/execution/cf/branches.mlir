// cf.br, cf.cond_br (with branch weights), loops carrying block arguments, repeated successors with different
// arguments and passing assertions, in llvm.func bodies (lowered by convert-cf-to-llvm, then translated).
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()

  // Sum of 1..n, the loop state in block arguments.
  llvm.func @sum(%n: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    cf.br ^head(%one, %zero : i64, i64)
  ^head(%i: i64, %acc: i64):
    %c = llvm.icmp "sle" %i, %n : i64
    cf.cond_br %c, ^body, ^exit(%acc : i64) {branch_weights = array<i32: 99, 1>}
  ^body:
    %acc1 = llvm.add %acc, %i : i64
    %i1 = llvm.add %i, %one : i64
    cf.br ^head(%i1, %acc1 : i64, i64)
  ^exit(%r: i64):
    llvm.return %r : i64
  }

  // Nested loops: sum over i < n, j < i of i * j; the inner loop exits back to the outer one.
  llvm.func @nested(%n: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    cf.br ^outer(%zero, %zero : i64, i64)
  ^outer(%i: i64, %acc: i64):
    %ci = llvm.icmp "slt" %i, %n : i64
    cf.cond_br %ci, ^inner(%zero, %acc : i64, i64), ^done
  ^inner(%j: i64, %acc2: i64):
    %cj = llvm.icmp "slt" %j, %i : i64
    cf.cond_br %cj, ^step, ^next(%acc2 : i64)
  ^step:
    %p = llvm.mul %i, %j : i64
    %a = llvm.add %acc2, %p : i64
    %j1 = llvm.add %j, %one : i64
    cf.br ^inner(%j1, %a : i64, i64)
  ^next(%acc3: i64):
    %i1 = llvm.add %i, %one : i64
    cf.br ^outer(%i1, %acc3 : i64, i64)
  ^done:
    llvm.return %acc : i64
  }

  // One block reached twice from one cf.cond_br with different arguments, and once from a loop back edge.
  llvm.func @pick(%c: i1, %a: i64, %b: i64) -> i64 {
    cf.cond_br %c, ^join(%a : i64), ^join(%b : i64)
  ^join(%v: i64):
    llvm.return %v : i64
  }

  // The repeated successor inside a loop: on odd steps the two values swap and the first grows, on even steps
  // the second grows; both edges go back to the loop header.
  llvm.func @swaps(%x: i64, %y: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %ten = llvm.mlir.constant(10 : i64) : i64
    %hundred = llvm.mlir.constant(100 : i64) : i64
    cf.br ^loop(%zero, %x, %y : i64, i64, i64)
  ^loop(%i: i64, %p: i64, %q: i64):
    %more = llvm.icmp "slt" %i, %ten : i64
    cf.cond_br %more, ^body, ^exit(%p, %q : i64, i64)
  ^body:
    %i1 = llvm.add %i, %one : i64
    %odd = llvm.and %i, %one : i64
    %isodd = llvm.icmp "ne" %odd, %zero : i64
    %p2 = llvm.add %p, %one : i64
    %q2 = llvm.add %q, %one : i64
    cf.cond_br %isodd, ^loop(%i1, %q, %p2 : i64, i64, i64), ^loop(%i1, %p, %q2 : i64, i64, i64)
  ^exit(%r: i64, %s: i64):
    %rs = llvm.mul %r, %hundred : i64
    %t = llvm.add %rs, %s : i64
    llvm.return %t : i64
  }

  llvm.func @main() {
    %true = llvm.mlir.constant(true) : i1
    %false = llvm.mlir.constant(false) : i1
    %n0 = llvm.mlir.constant(0 : i64) : i64
    %n1 = llvm.mlir.constant(1 : i64) : i64
    %n10 = llvm.mlir.constant(10 : i64) : i64
    %n100 = llvm.mlir.constant(100 : i64) : i64
    %m7 = llvm.mlir.constant(-7 : i64) : i64
    %big = llvm.mlir.constant(9223372036854775807 : i64) : i64
    cf.assert %true, "never printed"
    %s0 = llvm.call @sum(%n0) : (i64) -> i64
    llvm.call @printI64(%s0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %s1 = llvm.call @sum(%n10) : (i64) -> i64
    llvm.call @printI64(%s1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %s2 = llvm.call @sum(%n100) : (i64) -> i64
    llvm.call @printI64(%s2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %e0 = llvm.call @nested(%n1) : (i64) -> i64
    llvm.call @printI64(%e0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %e1 = llvm.call @nested(%n10) : (i64) -> i64
    llvm.call @printI64(%e1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %p0 = llvm.call @pick(%true, %m7, %big) : (i1, i64, i64) -> i64
    llvm.call @printI64(%p0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %p1 = llvm.call @pick(%false, %m7, %big) : (i1, i64, i64) -> i64
    llvm.call @printI64(%p1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %ok = llvm.icmp "eq" %p1, %big : i64
    cf.assert %ok, "pick(false) must pick the second value"
    %w = llvm.call @swaps(%n1, %n10) : (i64, i64) -> i64
    llvm.call @printI64(%w) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
