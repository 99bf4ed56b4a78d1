// Programs written only in func, arith and cf, lowered by mlirj's standard lowering (convert-arith-to-llvm,
// convert-func-to-llvm, convert-cf-to-llvm, reconcile-unrealized-casts) and run; the expected output is what
// mlir-opt 19 + mlir-cpu-runner 19 printed (scripts/execution-expected.sh). Recursion, multi-result calls,
// indirect calls, loops with block arguments, repeated successors with different arguments, switch, index
// arithmetic, integer edge cases and float NaN comparisons.
// mlirj-run: -e main --entry-point-result=void
// mlirj-run: -e gcd_entry --entry-point-result=i64
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()

  func.func @gcd(%a: i64, %b: i64) -> i64 {
    %c0 = arith.constant 0 : i64
    %done = arith.cmpi eq, %b, %c0 : i64
    cf.cond_br %done, ^ret, ^rec
  ^ret:
    return %a : i64
  ^rec:
    %r = arith.remsi %a, %b : i64
    %g = call @gcd(%b, %r) : (i64, i64) -> i64
    return %g : i64
  }

  func.func @gcd_entry() -> i64 {
    %a = arith.constant 1071 : i64
    %b = arith.constant 462 : i64
    %g = call @gcd(%a, %b) : (i64, i64) -> i64
    return %g : i64
  }

  // Quotient and remainder, rounded towards zero and towards negative infinity.
  func.func @divmod(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
    %q = arith.divsi %a, %b : i32
    %r = arith.remsi %a, %b : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %rnz = arith.cmpi ne, %r, %c0 : i32
    %sr = arith.cmpi slt, %r, %c0 : i32
    %sb = arith.cmpi slt, %b, %c0 : i32
    %signs = arith.xori %sr, %sb : i1
    %adjust = arith.andi %rnz, %signs : i1
    %qm1 = arith.subi %q, %c1 : i32
    %fq = arith.select %adjust, %qm1, %q : i32
    %rpb = arith.addi %r, %b : i32
    %fr = arith.select %adjust, %rpb, %r : i32
    return %q, %r, %fq, %fr : i32, i32, i32, i32
  }

  // Collatz steps: one loop block entered from two edges of one cond_br with different arguments.
  func.func @collatz(%n: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    cf.br ^loop(%n, %c0 : index, index)
  ^loop(%x: index, %steps: index):
    %one = arith.cmpi eq, %x, %c1 : index
    cf.cond_br %one, ^exit(%steps : index), ^step
  ^step:
    %s1 = arith.addi %steps, %c1 : index
    %rem = arith.remui %x, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %half = arith.divui %x, %c2 : index
    %t = arith.muli %x, %c3 : index
    %odd = arith.addi %t, %c1 : index
    cf.cond_br %even, ^loop(%half, %s1 : index, index), ^loop(%odd, %s1 : index, index)
  ^exit(%r: index):
    return %r : index
  }

  func.func @square(%x: i64) -> i64 {
    %y = arith.muli %x, %x : i64
    return %y : i64
  }

  func.func @negate(%x: i64) -> i64 {
    %c0 = arith.constant 0 : i64
    %y = arith.subi %c0, %x : i64
    return %y : i64
  }

  func.func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
    %y = call_indirect %f(%x) : (i64) -> i64
    return %y : i64
  }

  func.func @classify(%x: i32) -> i64 {
    cf.switch %x : i32, [
      default: ^other,
      -1: ^minus(%x : i32),
      0: ^zero,
      2147483647: ^max
    ]
  ^minus(%v: i32):
    %e = arith.extsi %v : i32 to i64
    return %e : i64
  ^zero:
    %c100 = arith.constant 100 : i64
    return %c100 : i64
  ^max:
    %c200 = arith.constant 200 : i64
    return %c200 : i64
  ^other:
    %c300 = arith.constant 300 : i64
    return %c300 : i64
  }

  func.func @print_i32(%x: i32) {
    %e = arith.extsi %x : i32 to i64
    call @printI64(%e) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }

  func.func @print_bool(%b: i1) {
    %e = arith.extui %b : i1 to i64
    call @printI64(%e) : (i64) -> ()
    return
  }

  func.func @edges(%max: i32, %min: i32, %c1: i32, %c31: i32) {
    %wrap = arith.addi %max, %c1 : i32
    call @print_i32(%wrap) : (i32) -> ()
    %shl = arith.shli %c1, %c31 : i32
    call @print_i32(%shl) : (i32) -> ()
    %ashr = arith.shrsi %min, %c31 : i32
    call @print_i32(%ashr) : (i32) -> ()
    %lshr = arith.shrui %min, %c31 : i32
    call @print_i32(%lshr) : (i32) -> ()
    return
  }

  func.func @floats(%nan: f64, %inf: f64, %one: f64) {
    %olt = arith.cmpf olt, %nan, %one : f64
    %ult = arith.cmpf ult, %nan, %one : f64
    %oeq = arith.cmpf oeq, %inf, %inf : f64
    %une = arith.cmpf une, %nan, %nan : f64
    %ord = arith.cmpf ord, %inf, %one : f64
    call @print_bool(%olt) : (i1) -> ()
    call @print_bool(%ult) : (i1) -> ()
    call @print_bool(%oeq) : (i1) -> ()
    call @print_bool(%une) : (i1) -> ()
    call @print_bool(%ord) : (i1) -> ()
    call @printNewline() : () -> ()
    %m1 = arith.maximumf %nan, %one : f64
    %m2 = arith.maxnumf %nan, %one : f64
    %m3 = arith.minimumf %inf, %one : f64
    %sum = arith.addf %inf, %one : f64
    call @printF64(%m1) : (f64) -> ()
    call @printNewline() : () -> ()
    call @printF64(%m2) : (f64) -> ()
    call @printNewline() : () -> ()
    call @printF64(%m3) : (f64) -> ()
    call @printNewline() : () -> ()
    call @printF64(%sum) : (f64) -> ()
    call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    // divmod of every sign combination, and of the most negative i32 by 7.
    %a7 = arith.constant 7 : i32
    %am7 = arith.constant -7 : i32
    %b2 = arith.constant 2 : i32
    %bm2 = arith.constant -2 : i32
    %min = arith.constant -2147483648 : i32
    %q1, %r1, %f1, %g1 = call @divmod(%a7, %b2) : (i32, i32) -> (i32, i32, i32, i32)
    %q2, %r2, %f2, %g2 = call @divmod(%am7, %b2) : (i32, i32) -> (i32, i32, i32, i32)
    %q3, %r3, %f3, %g3 = call @divmod(%a7, %bm2) : (i32, i32) -> (i32, i32, i32, i32)
    %q4, %r4, %f4, %g4 = call @divmod(%min, %a7) : (i32, i32) -> (i32, i32, i32, i32)
    call @print_i32(%q1) : (i32) -> ()
    call @print_i32(%r1) : (i32) -> ()
    call @print_i32(%f2) : (i32) -> ()
    call @print_i32(%g2) : (i32) -> ()
    call @print_i32(%f3) : (i32) -> ()
    call @print_i32(%g3) : (i32) -> ()
    call @print_i32(%q4) : (i32) -> ()
    call @print_i32(%f4) : (i32) -> ()
    call @print_i32(%g4) : (i32) -> ()

    // Wrap-around and shifts by width - 1 (operands passed in, so nothing folds before the lowering).
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %max = arith.constant 2147483647 : i32
    call @edges(%max, %min, %c1, %c31) : (i32, i32, i32, i32) -> ()

    // Collatz steps of 27 (111).
    %n27 = arith.constant 27 : index
    %steps = call @collatz(%n27) : (index) -> index
    %steps64 = arith.index_cast %steps : index to i64
    call @printI64(%steps64) : (i64) -> ()
    call @printNewline() : () -> ()

    // Indirect calls through function values.
    %sq = constant @square : (i64) -> i64
    %ng = constant @negate : (i64) -> i64
    %c12 = arith.constant 12 : i64
    %v1 = call @apply(%sq, %c12) : ((i64) -> i64, i64) -> i64
    %v2 = call @apply(%ng, %v1) : ((i64) -> i64, i64) -> i64
    call @printI64(%v2) : (i64) -> ()
    call @printNewline() : () -> ()

    // Switch.
    %s1 = call @classify(%min) : (i32) -> i64
    %s2 = call @classify(%max) : (i32) -> i64
    %cm1 = arith.constant -1 : i32
    %s3 = call @classify(%cm1) : (i32) -> i64
    %c0i = arith.constant 0 : i32
    %s4 = call @classify(%c0i) : (i32) -> i64
    call @printI64(%s1) : (i64) -> ()
    call @printI64(%s2) : (i64) -> ()
    call @printI64(%s3) : (i64) -> ()
    call @printI64(%s4) : (i64) -> ()
    call @printNewline() : () -> ()

    // NaN and infinity: ordered and unordered predicates, min/max semantics.
    %nan = arith.constant 0x7FF8000000000000 : f64
    %inf = arith.constant 0x7FF0000000000000 : f64
    %one = arith.constant 1.0 : f64
    call @floats(%nan, %inf, %one) : (f64, f64, f64) -> ()
    return
  }
}
