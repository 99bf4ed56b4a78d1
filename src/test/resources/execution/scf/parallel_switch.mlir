// scf.index_switch (with results, without results, negative and large case values, the default), scf.parallel
// with two reductions over a 2-D space, without reductions, and scf.forall, all lowered to sequential loops by
// convert-scf-to-cf.
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()

  func.func @classify(%i: index) -> i64 {
    %r = scf.index_switch %i -> i64
    case 0 {
      %x = arith.constant 100 : i64
      scf.yield %x : i64
    }
    case -3 {
      %x = arith.constant 200 : i64
      scf.yield %x : i64
    }
    case 7 {
      %x = arith.index_cast %i : index to i64
      %y = arith.muli %x, %x : i64
      scf.yield %y : i64
    }
    default {
      %x = arith.constant -1 : i64
      scf.yield %x : i64
    }
    return %r : i64
  }

  func.func @announce(%i: index) {
    scf.index_switch %i
    case 1 {
      %x = arith.constant 11 : i64
      func.call @printI64(%x) : (i64) -> ()
      func.call @printNewline() : () -> ()
      scf.yield
    }
    default {
    }
    return
  }

  // Sum and max of (i + 1) * (j + 2) over [0, n) x [0, m) in one parallel loop, sum as f64.
  func.func @reduce2(%n: index, %m: index) -> (f64, i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zf = arith.constant 0.0 : f64
    %min = arith.constant -9223372036854775808 : i64
    %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%zf, %min) -> (f64, i64) {
      %a = arith.addi %i, %c1 : index
      %b = arith.addi %j, %c2 : index
      %p = arith.muli %a, %b : index
      %pi = arith.index_cast %p : index to i64
      %pf = arith.sitofp %pi : i64 to f64
      scf.reduce(%pf, %pi : f64, i64) {
      ^bb0(%l: f64, %r: f64):
        %s = arith.addf %l, %r : f64
        scf.reduce.return %s : f64
      }, {
      ^bb0(%l: i64, %r: i64):
        %s = arith.maxsi %l, %r : i64
        scf.reduce.return %s : i64
      }
    }
    return %r#0, %r#1 : f64, i64
  }

  // Prints i * 10 + j for a 2 x 3 parallel loop without reductions, then a forall over (%n, 2) step 1.
  func.func @walks(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) {
      %a = arith.muli %i, %c10 : index
      %b = arith.addi %a, %j : index
      %x = arith.index_cast %b : index to i64
      func.call @printI64(%x) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
    scf.forall (%i, %j) in (%n, 2) {
      %a = arith.muli %i, %c10 : index
      %b = arith.addi %a, %j : index
      %x = arith.index_cast %b : index to i64
      %y = arith.addi %x, %x : i64
      func.call @printI64(%y) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %cm3 = arith.constant -3 : index
    %big = arith.constant 4294967296 : index
    %k0 = func.call @classify(%c0) : (index) -> i64
    func.call @printI64(%k0) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %k1 = func.call @classify(%cm3) : (index) -> i64
    func.call @printI64(%k1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %k2 = func.call @classify(%c7) : (index) -> i64
    func.call @printI64(%k2) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %k3 = func.call @classify(%c4) : (index) -> i64
    func.call @printI64(%k3) : (i64) -> ()
    func.call @printNewline() : () -> ()
    // 2^32 is cast to i32 before the switch: it takes case 0, as in MLIR.
    %k4 = func.call @classify(%big) : (index) -> i64
    func.call @printI64(%k4) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @announce(%c1) : (index) -> ()
    func.call @announce(%c3) : (index) -> ()

    %r:2 = func.call @reduce2(%c3, %c4) : (index, index) -> (f64, i64)
    func.call @printF64(%r#0) : (f64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printI64(%r#1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %e:2 = func.call @reduce2(%c0, %c4) : (index, index) -> (f64, i64)
    func.call @printF64(%e#0) : (f64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printI64(%e#1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @walks(%c3) : (index) -> ()
    return
  }
}
