// scf.for nests with iter_args (sums, a factorial, a loop that never runs, a negative lower bound, i32 and i64
// induction variables), scf.while (a Collatz walk, a do-while form, a loop yielding two values), scf.if with and
// without results and scf.execute_region with several blocks, lowered by convert-scf-to-cf. Inputs come through
// function arguments so nothing folds.
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()

  // Sum over i in [lb, ub) step s of i * j for j in [0, i).
  func.func @triangle(%lb: index, %ub: index, %s: index) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i64
    %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %z) -> (i64) {
      %inner = scf.for %j = %c0 to %i step %c1 iter_args(%a = %acc) -> (i64) {
        %p = arith.muli %i, %j : index
        %pi = arith.index_cast %p : index to i64
        %n = arith.addi %a, %pi : i64
        scf.yield %n : i64
      }
      scf.yield %inner : i64
    }
    return %r : i64
  }

  // n! with an i32 induction variable and an f64 product alongside.
  func.func @factorial(%n: i32) -> (i64, f64) {
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %onef = arith.constant 1.0 : f64
    %stop = arith.addi %n, %c1 : i32
    %r:2 = scf.for %i = %c1 to %stop step %c1 iter_args(%p = %one, %q = %onef) -> (i64, f64) : i32 {
      %ii = arith.extsi %i : i32 to i64
      %pn = arith.muli %p, %ii : i64
      %fi = arith.sitofp %i : i32 to f64
      %qn = arith.mulf %q, %fi : f64
      scf.yield %pn, %qn : i64, f64
    }
    return %r#0, %r#1 : i64, f64
  }

  // Steps of the Collatz walk from n to 1.
  func.func @collatz(%n: i64) -> i64 {
    %one = arith.constant 1 : i64
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %zero = arith.constant 0 : i64
    %r:2 = scf.while (%x = %n, %steps = %zero) : (i64, i64) -> (i64, i64) {
      %go = arith.cmpi sgt, %x, %one : i64
      scf.condition(%go) %x, %steps : i64, i64
    } do {
    ^bb0(%x: i64, %steps: i64):
      %rem = arith.remsi %x, %two : i64
      %even = arith.cmpi eq, %rem, %zero : i64
      %next = scf.if %even -> i64 {
        %h = arith.divsi %x, %two : i64
        scf.yield %h : i64
      } else {
        %t = arith.muli %x, %three : i64
        %u = arith.addi %t, %one : i64
        scf.yield %u : i64
      }
      %s1 = arith.addi %steps, %one : i64
      scf.yield %next, %s1 : i64, i64
    }
    return %r#1 : i64
  }

  // A do-while: doubles x at least once until it exceeds limit.
  func.func @dowhile(%x: i64, %limit: i64) -> i64 {
    %r = scf.while (%v = %x) : (i64) -> i64 {
      %d = arith.addi %v, %v : i64
      %go = arith.cmpi sle, %d, %limit : i64
      scf.condition(%go) %d : i64
    } do {
    ^bb0(%d: i64):
      scf.yield %d : i64
    }
    return %r : i64
  }

  // Sign of x through an execute_region with several blocks, and an if without results printing.
  func.func @sign(%x: i64) -> i64 {
    %zero = arith.constant 0 : i64
    %r = scf.execute_region -> i64 {
      %neg = arith.cmpi slt, %x, %zero : i64
      cf.cond_br %neg, ^n, ^p
    ^n:
      %m = arith.constant -1 : i64
      scf.yield %m : i64
    ^p:
      %pos = arith.cmpi sgt, %x, %zero : i64
      %s = arith.extui %pos : i1 to i64
      scf.yield %s : i64
    }
    %isz = arith.cmpi eq, %r, %zero : i64
    scf.if %isz {
      %c = arith.constant 1000 : i64
      func.call @printI64(%c) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
    return %r : i64
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    %cm4 = arith.constant -4 : index
    %t1 = func.call @triangle(%c0, %c10, %c1) : (index, index, index) -> i64
    func.call @printI64(%t1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %t2 = func.call @triangle(%c1, %c10, %c3) : (index, index, index) -> i64
    func.call @printI64(%t2) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %t3 = func.call @triangle(%c10, %c2, %c1) : (index, index, index) -> i64
    func.call @printI64(%t3) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %t4 = func.call @triangle(%cm4, %c3, %c2) : (index, index, index) -> i64
    func.call @printI64(%t4) : (i64) -> ()
    func.call @printNewline() : () -> ()

    %n0 = arith.constant 0 : i32
    %n20 = arith.constant 20 : i32
    %f0:2 = func.call @factorial(%n0) : (i32) -> (i64, f64)
    func.call @printI64(%f0#0) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printF64(%f0#1) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %f20:2 = func.call @factorial(%n20) : (i32) -> (i64, f64)
    func.call @printI64(%f20#0) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printF64(%f20#1) : (f64) -> ()
    func.call @printNewline() : () -> ()

    %i27 = arith.constant 27 : i64
    %i1 = arith.constant 1 : i64
    %s27 = func.call @collatz(%i27) : (i64) -> i64
    func.call @printI64(%s27) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %s1 = func.call @collatz(%i1) : (i64) -> i64
    func.call @printI64(%s1) : (i64) -> ()
    func.call @printNewline() : () -> ()

    %i3 = arith.constant 3 : i64
    %i100 = arith.constant 100 : i64
    %d1 = func.call @dowhile(%i3, %i100) : (i64, i64) -> i64
    func.call @printI64(%d1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %d2 = func.call @dowhile(%i100, %i3) : (i64, i64) -> i64
    func.call @printI64(%d2) : (i64) -> ()
    func.call @printNewline() : () -> ()

    %im5 = arith.constant -5 : i64
    %i0 = arith.constant 0 : i64
    %g1 = func.call @sign(%im5) : (i64) -> i64
    func.call @printI64(%g1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %g2 = func.call @sign(%i0) : (i64) -> i64
    func.call @printI64(%g2) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %g3 = func.call @sign(%i27) : (i64) -> i64
    func.call @printI64(%g3) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}
