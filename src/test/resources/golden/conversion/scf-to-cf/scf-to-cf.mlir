// RUN: mlirj opt %s --convert-scf-to-cf | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-checks-mlir19.py wrote them).

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:  cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:  cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  %3 = arith.addf %1, %1 : f32
// CHECK-NEXT:  %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT:  cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  return %1 : f32
// CHECK-NEXT:  }
func.func @f(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
// CHECK-LABEL: func.func @g(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:  cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:  cf.cond_br %arg0, ^bb5, ^bb6
// CHECK-NEXT:  ^bb5:  // pred: ^bb4
// CHECK-NEXT:  call @foo() : () -> ()
// CHECK-NEXT:  cf.br ^bb6
// CHECK-NEXT:  ^bb6:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @g(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  scf.if %c {
    func.call @foo() : () -> ()
  }
  return %r : i32
}
// CHECK-LABEL: func.func @w(%arg0: i32) -> i32 {
// CHECK-NEXT:  cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  %1 = arith.cmpi slt, %0, %0 : i32
// CHECK-NEXT:  cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:  ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:  %3 = arith.addi %2, %2 : i32
// CHECK-NEXT:  cf.br ^bb1(%3 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT:  ^bb4(%4: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:  %5 = arith.cmpi slt, %4, %4 : i32
// CHECK-NEXT:  cf.cond_br %5, ^bb4(%4 : i32), ^bb5
// CHECK-NEXT:  ^bb5:  // pred: ^bb4
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @w(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %a : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  %r2 = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %a : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @e(%arg0: i1) -> i32 {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  cf.br ^bb4(%c1_i32 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:  cf.br ^bb4(%c2_i32 : i32)
// CHECK-NEXT:  ^bb4(%0: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @e(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  ^b:
    %y = arith.constant 2 : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @s(%arg0: index) -> i32 {
// CHECK-NEXT:  %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  cf.switch %0 : i32, [
// CHECK-NEXT:  default: ^bb3,
// CHECK-NEXT:  2: ^bb1,
// CHECK-NEXT:  5: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  cf.br ^bb4(%c1_i32 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  cf.br ^bb4(%c3_i32 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:  %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:  cf.br ^bb4(%c7_i32 : i32)
// CHECK-NEXT:  ^bb4(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @s(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  case 5 {
    %x = arith.constant 3 : i32
    scf.yield %x : i32
  }
  default {
    %x = arith.constant 7 : i32
    scf.yield %x : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @p(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:  cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:  %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:  cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT:  ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:  %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:  cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:  %6 = arith.index_cast %0 : index to i32
// CHECK-NEXT:  %7 = arith.sitofp %6 : i32 to f32
// CHECK-NEXT:  %8 = arith.addf %4, %7 : f32
// CHECK-NEXT:  %9 = arith.addi %3, %arg2 : index
// CHECK-NEXT:  cf.br ^bb3(%9, %8 : index, f32)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:  %10 = arith.addi %0, %arg2 : index
// CHECK-NEXT:  cf.br ^bb1(%10, %4 : index, f32)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
// CHECK-NEXT:  return %1 : f32
// CHECK-NEXT:  }
func.func @p(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x) -> f32 {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    scf.reduce(%g : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @fa(%arg0: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c0_0 = arith.constant 0 : index
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c1_1 = arith.constant 1 : index
// CHECK-NEXT:  cf.br ^bb1(%c0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:  %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:  cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT:  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:  %3 = arith.cmpi slt, %2, %c4 : index
// CHECK-NEXT:  cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:  call @foo2(%0, %2) : (index, index) -> ()
// CHECK-NEXT:  %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT:  cf.br ^bb3(%4 : index)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:  %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:  cf.br ^bb1(%5 : index)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @fa(%n: index) {
  scf.forall (%i, %j) in (%n, 4) {
    func.call @foo2(%i, %j) : (index, index) -> ()
  }
  return
}
// CHECK-LABEL: func.func @for_i32(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:  cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:  cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  call @fooi(%0) : (i32) -> ()
// CHECK-NEXT:  %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:  cf.br ^bb1(%2 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @for_i32(%lb: i32, %ub: i32, %st: i32) {
  scf.for %i = %lb to %ub step %st : i32 {
    func.call @fooi(%i) : (i32) -> ()
  } {other = 1}
  return
}
// CHECK-LABEL: func.func @switch_no_results(%arg0: index) {
// CHECK-NEXT:  %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  cf.switch %0 : i32, [
// CHECK-NEXT:  default: ^bb2,
// CHECK-NEXT:  2: ^bb1
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  call @bar() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_no_results(%i: index) {
  scf.index_switch %i
  case 2 {
    func.call @bar() : () -> ()
    scf.yield
  }
  default {
  }
  return
}
// CHECK-LABEL: func.func @parallel_two_reductions(%arg0: index, %arg1: index, %arg2: index) -> (f32, i32) {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  cf.br ^bb1(%arg0, %cst, %c0_i32 : index, f32, i32)
// CHECK-NEXT:  ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:  cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  %4 = call @getf() : () -> f32
// CHECK-NEXT:  %5 = call @fb() : () -> i32
// CHECK-NEXT:  %6 = arith.addf %1, %4 : f32
// CHECK-NEXT:  %7 = arith.muli %2, %5 : i32
// CHECK-NEXT:  %8 = arith.addi %0, %arg2 : index
// CHECK-NEXT:  cf.br ^bb1(%8, %6, %7 : index, f32, i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  return %1, %2 : f32, i32
// CHECK-NEXT:  }
func.func @parallel_two_reductions(%lb: index, %ub: index, %st: index) -> (f32, i32) {
  %f = arith.constant 0.0 : f32
  %z = arith.constant 0 : i32
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f, %z) -> (f32, i32) {
    %a = func.call @getf() : () -> f32
    %b = func.call @fb() : () -> i32
    scf.reduce(%a, %b : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.muli %l, %rr : i32
      scf.reduce.return %s : i32
    }
  } {attr = 3}
  return %r#0, %r#1 : f32, i32
}
// CHECK-LABEL: func.func @parallel_no_reduction(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:  cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:  cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  call @baz(%0) : (index) -> ()
// CHECK-NEXT:  %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:  cf.br ^bb1(%2 : index)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @parallel_no_reduction(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    func.call @baz(%i) : (index) -> ()
  }
  return
}
// Nested loops, an if inside a while, a forall with explicit bounds and a mapping.
// CHECK-LABEL: func.func @nest(%arg0: index, %arg1: i64) -> i64 {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  cf.br ^bb1(%c0, %arg1 : index, i64)
// CHECK-NEXT:  ^bb1(%0: index, %1: i64):  // 2 preds: ^bb0, ^bb12
// CHECK-NEXT:  %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:  cf.cond_br %2, ^bb2, ^bb13
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  cf.br ^bb3(%0, %1 : index, i64)
// CHECK-NEXT:  ^bb3(%3: index, %4: i64):  // 2 preds: ^bb2, ^bb11
// CHECK-NEXT:  %5 = arith.cmpi slt, %3, %arg0 : index
// CHECK-NEXT:  cf.cond_br %5, ^bb4, ^bb12
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:  %6 = arith.cmpi eq, %0, %3 : index
// CHECK-NEXT:  cf.cond_br %6, ^bb5, ^bb9
// CHECK-NEXT:  ^bb5:  // pred: ^bb4
// CHECK-NEXT:  cf.br ^bb6(%4 : i64)
// CHECK-NEXT:  ^bb6(%7: i64):  // 2 preds: ^bb5, ^bb7
// CHECK-NEXT:  %8 = arith.cmpi sgt, %7, %arg1 : i64
// CHECK-NEXT:  cf.cond_br %8, ^bb7(%7 : i64), ^bb8
// CHECK-NEXT:  ^bb7(%9: i64):  // pred: ^bb6
// CHECK-NEXT:  %10 = arith.subi %9, %arg1 : i64
// CHECK-NEXT:  cf.br ^bb6(%10 : i64)
// CHECK-NEXT:  ^bb8:  // pred: ^bb6
// CHECK-NEXT:  cf.br ^bb10(%7 : i64)
// CHECK-NEXT:  ^bb9:  // pred: ^bb4
// CHECK-NEXT:  %11 = arith.addi %4, %arg1 : i64
// CHECK-NEXT:  cf.br ^bb10(%11 : i64)
// CHECK-NEXT:  ^bb10(%12: i64):  // 2 preds: ^bb8, ^bb9
// CHECK-NEXT:  cf.br ^bb11
// CHECK-NEXT:  ^bb11:  // pred: ^bb10
// CHECK-NEXT:  %13 = arith.addi %3, %c1 : index
// CHECK-NEXT:  cf.br ^bb3(%13, %12 : index, i64)
// CHECK-NEXT:  ^bb12:  // pred: ^bb3
// CHECK-NEXT:  %14 = arith.addi %0, %c1 : index
// CHECK-NEXT:  cf.br ^bb1(%14, %4 : index, i64)
// CHECK-NEXT:  ^bb13:  // pred: ^bb1
// CHECK-NEXT:  return %1 : i64
// CHECK-NEXT:  }
func.func @nest(%n: index, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i64) {
    %s = scf.for %j = %i to %n step %c1 iter_args(%b = %a) -> (i64) {
      %c = arith.cmpi eq, %i, %j : index
      %v = scf.if %c -> i64 {
        %w = scf.while (%k = %b) : (i64) -> i64 {
          %t = arith.cmpi sgt, %k, %x : i64
          scf.condition(%t) %k : i64
        } do {
        ^bb0(%k: i64):
          %d = arith.subi %k, %x : i64
          scf.yield %d : i64
        }
        scf.yield %w : i64
      } else {
        %e = arith.addi %b, %x : i64
        scf.yield %e : i64
      }
      scf.yield %v : i64
    }
    scf.yield %s : i64
  }
  return %r : i64
}
// CHECK-LABEL: func.func @forall_bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:  cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  call @bar() : () -> ()
// CHECK-NEXT:  %2 = arith.addi %0, %c3 : index
// CHECK-NEXT:  cf.br ^bb1(%2 : index)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @forall_bounds(%lb: index, %ub: index) {
  scf.forall (%i) = (%lb) to (%ub) step (3) {
    func.call @bar() : () -> ()
  } {mapping = []}
  return
}
// CHECK-LABEL: func.func @empty_execute_region() {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  call @bar() : () -> ()
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @empty_execute_region() {
  scf.execute_region {
    func.call @bar() : () -> ()
    scf.yield
  }
  return
}
// CHECK-LABEL: func.func @switch_negative(%arg0: index) -> i64 {
// CHECK-NEXT:  %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  cf.switch %0 : i32, [
// CHECK-NEXT:  default: ^bb3,
// CHECK-NEXT:  4294967295: ^bb1,
// CHECK-NEXT:  2: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:  cf.br ^bb4(%c1_i64 : i64)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:  cf.br ^bb4(%c3_i64 : i64)
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:  %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT:  cf.br ^bb4(%c7_i64 : i64)
// CHECK-NEXT:  ^bb4(%1: i64):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:  return %1 : i64
// CHECK-NEXT:  }
func.func @switch_negative(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case -1 {
    %x = arith.constant 1 : i64
    scf.yield %x : i64
  }
  case 4294967298 {
    %x = arith.constant 3 : i64
    scf.yield %x : i64
  }
  default {
    %x = arith.constant 7 : i64
    scf.yield %x : i64
  }
  return %r : i64
}
// CHECK-LABEL: func.func private @foo()
func.func private @foo()
// CHECK-LABEL: func.func private @foo2(index, index)
func.func private @foo2(index, index)
// CHECK-LABEL: func.func private @fooi(i32)
func.func private @fooi(i32)
// CHECK-LABEL: func.func private @bar()
func.func private @bar()
// CHECK-LABEL: func.func private @baz(index)
func.func private @baz(index)
// CHECK-LABEL: func.func private @getf() -> f32
func.func private @getf() -> f32
// CHECK-LABEL: func.func private @fb() -> i32
func.func private @fb() -> i32
