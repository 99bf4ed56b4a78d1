// func.func, func.call, func.call_indirect, func.constant and func.return lowered by convert-func-to-llvm and run:
// multi-result calls, direct and mutual recursion, indirect calls through function values (constants, arguments,
// results). The bodies use LLVM dialect arithmetic and branches (convert-func-to-llvm keeps them).
// mlirj-run: -e main --entry-point-result=void
// mlirj-run: -e answer --entry-point-result=i64
// mlirj-run: -e narrow --entry-point-result=i32
module {
  func.func private @printI64(i64)
  func.func private @printNewline()

  // Two results: quotient and remainder.
  func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
    %q = llvm.sdiv %a, %b : i64
    %r = llvm.srem %a, %b : i64
    return %q, %r : i64, i64
  }

  // Three results of three types, one an index.
  func.func @mixed(%a: i64) -> (i32, index, i64) {
    %t = llvm.trunc %a : i64 to i32
    %i = builtin.unrealized_conversion_cast %a : i64 to index
    %n = llvm.sub %a, %a : i64
    %m = llvm.sub %n, %a : i64
    return %t, %i, %m : i32, index, i64
  }

  // n! by recursion.
  func.func @factorial(%n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %small = llvm.icmp "sle" %n, %one : i64
    llvm.cond_br %small, ^base, ^step
  ^base:
    return %one : i64
  ^step:
    %m = llvm.sub %n, %one : i64
    %f = call @factorial(%m) : (i64) -> i64
    %r = llvm.mul %n, %f : i64
    return %r : i64
  }

  // Fibonacci by double recursion, returning (fib(n), number of calls made).
  func.func @fib(%n: i64) -> (i64, i64) {
    %one = llvm.mlir.constant(1 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %small = llvm.icmp "slt" %n, %two : i64
    llvm.cond_br %small, ^base, ^step
  ^base:
    return %n, %one : i64, i64
  ^step:
    %n1 = llvm.sub %n, %one : i64
    %n2 = llvm.sub %n, %two : i64
    %a:2 = call @fib(%n1) : (i64) -> (i64, i64)
    %b:2 = call @fib(%n2) : (i64) -> (i64, i64)
    %v = llvm.add %a#0, %b#0 : i64
    %c0 = llvm.add %a#1, %b#1 : i64
    %c = llvm.add %c0, %one : i64
    return %v, %c : i64, i64
  }

  // Mutual recursion: is_even / is_odd.
  func.func @is_even(%n: i64) -> i1 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %z = llvm.icmp "eq" %n, %zero : i64
    llvm.cond_br %z, ^yes, ^no
  ^yes:
    %t = llvm.mlir.constant(true) : i1
    return %t : i1
  ^no:
    %m = llvm.sub %n, %one : i64
    %r = call @is_odd(%m) : (i64) -> i1
    return %r : i1
  }
  func.func @is_odd(%n: i64) -> i1 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %z = llvm.icmp "eq" %n, %zero : i64
    llvm.cond_br %z, ^yes, ^no
  ^yes:
    %f = llvm.mlir.constant(false) : i1
    return %f : i1
  ^no:
    %m = llvm.sub %n, %one : i64
    %r = call @is_even(%m) : (i64) -> i1
    return %r : i1
  }

  func.func @double(%x: i64) -> i64 {
    %r = llvm.add %x, %x : i64
    return %r : i64
  }
  func.func @square(%x: i64) -> i64 {
    %r = llvm.mul %x, %x : i64
    return %r : i64
  }

  // Applies a function value n times.
  func.func @iterate(%f: (i64) -> i64, %n: i64, %x: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %done = llvm.icmp "sle" %n, %zero : i64
    llvm.cond_br %done, ^exit, ^again
  ^exit:
    return %x : i64
  ^again:
    %y = call_indirect %f(%x) : (i64) -> i64
    %m = llvm.sub %n, %one : i64
    %r = call @iterate(%f, %m, %y) : ((i64) -> i64, i64, i64) -> i64
    return %r : i64
  }

  // Returns a function value chosen at run time, and a number (the blocks differ, so that no pass of MLIR's
  // pipeline merges them into one with a function-typed block argument, which llvm.cond_br cannot take).
  func.func @pick(%c: i1) -> ((i64) -> i64, i64) {
    llvm.cond_br %c, ^a, ^b
  ^a:
    %d = constant @double : (i64) -> i64
    %one = llvm.mlir.constant(1 : i64) : i64
    return %d, %one : (i64) -> i64, i64
  ^b:
    %s = constant @square : (i64) -> i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %four = llvm.mul %two, %two : i64
    return %s, %four : (i64) -> i64, i64
  }

  func.func @answer() -> i64 {
    %c = llvm.mlir.constant(21 : i64) : i64
    %f = constant @double : (i64) -> i64
    %r = call_indirect %f(%c) : (i64) -> i64
    return %r : i64
  }

  func.func @narrow() -> i32 {
    %c = llvm.mlir.constant(-7 : i64) : i64
    %r:3 = call @mixed(%c) : (i64) -> (i32, index, i64)
    return %r#0 : i32
  }

  func.func @main() {
    %c17 = llvm.mlir.constant(17 : i64) : i64
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %cm17 = llvm.mlir.constant(-17 : i64) : i64
    %d:2 = call @divmod(%c17, %c5) : (i64, i64) -> (i64, i64)
    call @printI64(%d#0) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%d#1) : (i64) -> ()
    call @printNewline() : () -> ()
    %e:2 = call @divmod(%cm17, %c5) : (i64, i64) -> (i64, i64)
    call @printI64(%e#0) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%e#1) : (i64) -> ()
    call @printNewline() : () -> ()

    %m:3 = call @mixed(%c17) : (i64) -> (i32, index, i64)
    %m0 = llvm.sext %m#0 : i32 to i64
    %m1 = builtin.unrealized_conversion_cast %m#1 : index to i64
    call @printI64(%m0) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%m1) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%m#2) : (i64) -> ()
    call @printNewline() : () -> ()

    %c20 = llvm.mlir.constant(20 : i64) : i64
    %f = call @factorial(%c20) : (i64) -> i64
    call @printI64(%f) : (i64) -> ()
    call @printNewline() : () -> ()

    %c15 = llvm.mlir.constant(15 : i64) : i64
    %fb:2 = call @fib(%c15) : (i64) -> (i64, i64)
    call @printI64(%fb#0) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%fb#1) : (i64) -> ()
    call @printNewline() : () -> ()

    %c10 = llvm.mlir.constant(10 : i64) : i64
    %ev = call @is_even(%c10) : (i64) -> i1
    %ev64 = llvm.zext %ev : i1 to i64
    call @printI64(%ev64) : (i64) -> ()
    call @printNewline() : () -> ()
    %c7 = llvm.mlir.constant(7 : i64) : i64
    %ev7 = call @is_even(%c7) : (i64) -> i1
    %ev764 = llvm.zext %ev7 : i1 to i64
    call @printI64(%ev764) : (i64) -> ()
    call @printNewline() : () -> ()

    %dbl = constant @double : (i64) -> i64
    %c3 = llvm.mlir.constant(3 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %it = call @iterate(%dbl, %c10, %c3) : ((i64) -> i64, i64, i64) -> i64
    call @printI64(%it) : (i64) -> ()
    call @printNewline() : () -> ()
    %false = llvm.mlir.constant(false) : i1
    %sq:2 = call @pick(%false) : (i1) -> ((i64) -> i64, i64)
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %it2 = call @iterate(%sq#0, %c3, %c2) : ((i64) -> i64, i64, i64) -> i64
    call @printI64(%it2) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%sq#1) : (i64) -> ()
    call @printNewline() : () -> ()
    %true = llvm.mlir.constant(true) : i1
    %db:2 = call @pick(%true) : (i1) -> ((i64) -> i64, i64)
    %r = call_indirect %db#0(%db#1) : (i64) -> i64
    call @printI64(%r) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }
}
