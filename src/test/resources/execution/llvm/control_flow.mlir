// Loops through block arguments (PHIs), nested loops, early exits and a repeated successor.
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()

  // n! by a loop whose induction variable and accumulator are block arguments.
  llvm.func @factorial(%n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^loop(%one, %one : i64, i64)
  ^loop(%i: i64, %acc: i64):
    %done = llvm.icmp "sgt" %i, %n : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %next = llvm.mul %acc, %i : i64
    %i1 = llvm.add %i, %one : i64
    llvm.br ^loop(%i1, %next : i64, i64)
  ^exit:
    llvm.return %acc : i64
  }

  // Fibonacci with three values carried around the loop.
  llvm.func @fib(%n: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^loop(%zero, %zero, %one : i64, i64, i64)
  ^loop(%i: i64, %a: i64, %b: i64):
    %c = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %c, ^body, ^exit(%a : i64)
  ^body:
    %s = llvm.add %a, %b : i64
    %i1 = llvm.add %i, %one : i64
    llvm.br ^loop(%i1, %b, %s : i64, i64, i64)
  ^exit(%r: i64):
    llvm.return %r : i64
  }

  // The same successor twice with different arguments: translation must keep the two edges apart.
  llvm.func @pick(%c: i1, %a: i64, %b: i64) -> i64 {
    llvm.cond_br %c, ^join(%a : i64), ^join(%b : i64)
  ^join(%v: i64):
    llvm.return %v : i64
  }

  // Blocks listed before their dominators: the body is emitted in dominance order.
  llvm.func @sum_to(%n: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^header(%zero, %zero : i64, i64)
  ^latch(%j: i64, %t: i64):
    %one = llvm.mlir.constant(1 : i64) : i64
    %j1 = llvm.add %j, %one : i64
    llvm.br ^header(%j1, %t : i64, i64)
  ^header(%i: i64, %acc: i64):
    %c = llvm.icmp "sle" %i, %n : i64
    llvm.cond_br %c, ^body, ^exit
  ^exit:
    llvm.return %acc : i64
  ^body:
    %s = llvm.add %acc, %i : i64
    llvm.br ^latch(%i, %s : i64, i64)
  }

  // Nested loops: sum of i*j for i, j in [0, n).
  llvm.func @nested(%n: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^outer(%zero, %zero : i64, i64)
  ^outer(%i: i64, %acc: i64):
    %ci = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %ci, ^inner(%zero, %acc : i64, i64), ^done
  ^inner(%j: i64, %acc2: i64):
    %cj = llvm.icmp "slt" %j, %n : i64
    llvm.cond_br %cj, ^inner_body, ^outer_next
  ^inner_body:
    %p = llvm.mul %i, %j : i64
    %a = llvm.add %acc2, %p : i64
    %j1 = llvm.add %j, %one : i64
    llvm.br ^inner(%j1, %a : i64, i64)
  ^outer_next:
    %i1 = llvm.add %i, %one : i64
    llvm.br ^outer(%i1, %acc2 : i64, i64)
  ^done:
    llvm.return %acc : i64
  }

  llvm.func @main() {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %c20 = llvm.mlir.constant(20 : i64) : i64
    %c90 = llvm.mlir.constant(90 : i64) : i64
    %c100 = llvm.mlir.constant(100 : i64) : i64
    %t = llvm.mlir.constant(true) : i1
    %f = llvm.mlir.constant(false) : i1
    %a = llvm.call @factorial(%c20) : (i64) -> i64
    llvm.call @printI64(%a) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %b = llvm.call @factorial(%c0) : (i64) -> i64
    llvm.call @printI64(%b) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %c = llvm.call @fib(%c90) : (i64) -> i64
    llvm.call @printI64(%c) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %d = llvm.call @pick(%t, %c5, %c20) : (i1, i64, i64) -> i64
    llvm.call @printI64(%d) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %e = llvm.call @pick(%f, %c5, %c20) : (i1, i64, i64) -> i64
    llvm.call @printI64(%e) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %g = llvm.call @sum_to(%c100) : (i64) -> i64
    llvm.call @printI64(%g) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %h = llvm.call @nested(%c20) : (i64) -> i64
    llvm.call @printI64(%h) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
