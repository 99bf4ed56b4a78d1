// RUN: mlirj opt %s | FileCheck %s
// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The scf dialect (MLIR 19) in custom form: loops with and without iteration values and with non-index bounds,
// conditionals with and without results and else regions, while loops, execute_region with several blocks,
// index_switch, parallel loops with reductions, forall loops (normalized and not, shared outputs); implicit and
// explicit terminators. Expectations are mlir-opt 19's output (scripts/golden-checks.sh wrote them;
// scripts/golden-mlir19.sh runs the same lines with mlir-opt 19).

func.func @for_loops(%lb: index, %ub: index, %step: index, %init: f32, %n: i64) -> (f32, i64) {
  scf.for %i = %lb to %ub step %step {
  }
  scf.for %i = %lb to %ub step %step {
    %x = arith.addi %i, %i : index
    scf.for %j = %i to %ub step %step {
      %y = arith.muli %i, %j : index
    }
  } {test.attr = "loop"}
  %sum, %count = scf.for %i = %lb to %ub step %step iter_args(%acc = %init, %c = %n) -> (f32, i64) {
    %a = arith.addf %acc, %acc : f32
    %one = arith.constant 1 : i64
    %d = arith.addi %c, %one : i64
    scf.yield %a, %d : f32, i64
  }
  %zero = arith.constant 0 : i64
  %last = scf.for %k = %zero to %n step %n iter_args(%v = %zero) -> i64 : i64 {
    scf.yield %k : i64
  }
  %lb32 = arith.constant 0 : i32
  scf.for %k = %lb32 to %lb32 step %lb32 : i32 {
    scf.yield
  }
  return %sum, %last : f32, i64
}

func.func @conditionals(%c: i1, %a: f32, %b: f32) -> f32 {
  scf.if %c {
    %x = arith.addf %a, %b : f32
  }
  scf.if %c {
  } else {
    scf.yield
  }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  %p, %q = scf.if %c -> (f32, i1) {
    scf.yield %a, %c : f32, i1
  } else {
    %n = scf.if %c -> f32 {
      scf.yield %r : f32
    } else {
      scf.yield %b : f32
    } {test.inner}
    scf.yield %n, %c : f32, i1
  } {test.outer = 1 : i32}
  return %p : f32
}

func.func @while_loops(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%v = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %v, %limit : i32
    scf.condition(%cond) %v : i32
  } do {
  ^bb0(%w: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %w, %one : i32
    scf.yield %next : i32
  }
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  } attributes {test.attr}
  %x:2 = scf.while (%a = %init, %b = %limit) : (i32, i32) -> (i32, f32) {
    %f = arith.sitofp %a : i32 to f32
    scf.condition(%t) %b, %f : i32, f32
  } do {
  ^bb0(%c: i32, %d: f32):
    scf.yield %c, %c : i32, i32
  }
  return %x#0 : i32
}

func.func @regions(%c: i1, %i: index, %a: i32, %f: f32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%a : i32)
  ^bb1:
    %one = arith.constant 1 : i32
    cf.br ^bb2(%one : i32)
  ^bb2(%v: i32):
    scf.yield %v : i32
  }
  %p:2 = scf.execute_region -> (i32, f32) {
    scf.yield %a, %f : i32, f32
  } {test.attr}
  scf.execute_region {
    scf.yield
  }
  %s = scf.index_switch %i -> i32
  case 0 {
    scf.yield %a : i32
  }
  case -7 {
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  case 9223372036854775805 {
    scf.yield %r : i32
  }
  default {
    scf.yield %p#0 : i32
  }
  scf.index_switch %i {test.attr}
  case 1 {
    scf.yield
  }
  default {
  }
  %t:2 = scf.index_switch %i -> i32, f32
  default {
    scf.yield %a, %f : i32, f32
  }
  return %s : i32
}
func.func @p(%lb: index, %ub: index, %st: index, %f: f32, %i: i32) -> (f32, i32) {
  scf.parallel (%x, %y) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %a = arith.addi %x, %y : index
  }
  scf.parallel (%x) = (%lb) to (%ub) step (%st) {
    scf.reduce
  } {test.attr}
  %res:2 = scf.parallel (%x) = (%lb) to (%ub) step (%st) init (%f, %i) -> (f32, i32) {
    scf.reduce(%f, %i : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %l : i32
    }
  }
  %q = scf.parallel (%x) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }
  }
  return %res#0, %res#1 : f32, i32
}
func.func @f(%n: index, %m: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (%n) {
    %x = arith.addi %i, %i : index
  }
  scf.forall (%i, %j) in (%n, 8) {
  } {test.attr}
  scf.forall (%i, %j) = (0, %m) to (%n, 16) step (2, %c1) {
  } {test.attr}
  scf.forall (%i) = (%m) to (%n) step (%c1) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = []}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall () in () {
  }
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i64) -> (f32, i64) {
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %2 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT:       scf.for %arg6 = %arg5 to %arg1 step %arg2 {
// CHECK-NEXT:         %3 = arith.muli %arg5, %arg6 : index
// CHECK-NEXT:       }
// CHECK-NEXT:     } {test.attr = "loop"}
// CHECK-NEXT:     %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, i64) {
// CHECK-NEXT:       %2 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT:       %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:       %3 = arith.addi %arg7, %c1_i64 : i64
// CHECK-NEXT:       scf.yield %2, %3 : f32, i64
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %1 = scf.for %arg5 = %c0_i64 to %arg4 step %arg4 iter_args(%arg6 = %c0_i64) -> (i64)  : i64 {
// CHECK-NEXT:       scf.yield %arg5 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     scf.for %arg5 = %c0_i32 to %c0_i32 step %c0_i32  : i32 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %1 : f32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conditionals(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.if %arg0 -> (f32, i1) {
// CHECK-NEXT:       scf.yield %arg1, %arg0 : f32, i1
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:         scf.yield %0 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg2 : f32
// CHECK-NEXT:       } {test.inner}
// CHECK-NEXT:       scf.yield %2, %arg0 : f32, i1
// CHECK-NEXT:     } {test.outer = 1 : i32}
// CHECK-NEXT:     return %1#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_loops(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%2) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %2 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       scf.condition(%true)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     } attributes {test.attr}
// CHECK-NEXT:     %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, f32) {
// CHECK-NEXT:       %2 = arith.sitofp %arg2 : i32 to f32
// CHECK-NEXT:       scf.condition(%true) %arg3, %2 : i32, f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT:       scf.yield %arg2, %arg2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @regions(%arg0: i1, %arg1: index, %arg2: i32, %arg3: f32) -> i32 {
// CHECK-NEXT:     %0 = scf.execute_region -> i32 {
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       cf.br ^bb2(%c1_i32 : i32)
// CHECK-NEXT:     ^bb2(%4: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.execute_region -> (i32, f32) {
// CHECK-NEXT:       scf.yield %arg2, %arg3 : i32, f32
// CHECK-NEXT:     } {test.attr}
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.index_switch %arg1 -> i32
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     case -7 {
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       scf.yield %c2_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     case 9223372036854775805 {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %1#0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.index_switch %arg1 {test.attr}
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     %3:2 = scf.index_switch %arg1 -> i32, f32
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg2, %arg3 : i32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @p(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:     scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:       %2 = arith.addi %arg5, %arg6 : index
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     } {test.attr}
// CHECK-NEXT:     %0:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT:       scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         %2 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:         scf.reduce.return %2 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT:         scf.reduce.return %arg6 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT:       scf.reduce(%arg3 : f32) {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         scf.reduce.return %arg6 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg3, %arg4) in (%arg0, 8) {
// CHECK-NEXT:     } {test.attr}
// CHECK-NEXT:     scf.forall (%arg3, %arg4) = (0, %arg1) to (%arg0, 16) step (2, %c1) {
// CHECK-NEXT:     } {test.attr}
// CHECK-NEXT:     scf.forall (%arg3) = (%arg1) to (%arg0) step (%c1) {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg3, %arg4) in (%arg0, %arg0) {
// CHECK-NEXT:     } {mapping = []}
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg2) -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall () in () {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index, f32, i64) -> (f32, i64), sym_name = "for_loops"}> ({
// GENERIC-NEXT:   ^bb0(%arg45: index, %arg46: index, %arg47: index, %arg48: f32, %arg49: i64):
// GENERIC-NEXT:     "scf.for"(%arg45, %arg46, %arg47) ({
// GENERIC-NEXT:     ^bb0(%arg58: index):
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> ()
// GENERIC-NEXT:     "scf.for"(%arg45, %arg46, %arg47) ({
// GENERIC-NEXT:     ^bb0(%arg56: index):
// GENERIC-NEXT:       %33 = "arith.addi"(%arg56, %arg56) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:       "scf.for"(%arg56, %arg46, %arg47) ({
// GENERIC-NEXT:       ^bb0(%arg57: index):
// GENERIC-NEXT:         %34 = "arith.muli"(%arg56, %arg57) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:         "scf.yield"() : () -> ()
// GENERIC-NEXT:       }) : (index, index, index) -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) {test.attr = "loop"} : (index, index, index) -> ()
// GENERIC-NEXT:     %26:2 = "scf.for"(%arg45, %arg46, %arg47, %arg48, %arg49) ({
// GENERIC-NEXT:     ^bb0(%arg53: index, %arg54: f32, %arg55: i64):
// GENERIC-NEXT:       %30 = "arith.addf"(%arg54, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %31 = "arith.constant"() <{value = 1 : i64}> : () -> i64
// GENERIC-NEXT:       %32 = "arith.addi"(%arg55, %31) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       "scf.yield"(%30, %32) : (f32, i64) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32, i64) -> (f32, i64)
// GENERIC-NEXT:     %27 = "arith.constant"() <{value = 0 : i64}> : () -> i64
// GENERIC-NEXT:     %28 = "scf.for"(%27, %arg49, %arg49, %27) ({
// GENERIC-NEXT:     ^bb0(%arg51: i64, %arg52: i64):
// GENERIC-NEXT:       "scf.yield"(%arg51) : (i64) -> ()
// GENERIC-NEXT:     }) : (i64, i64, i64, i64) -> i64
// GENERIC-NEXT:     %29 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:     "scf.for"(%29, %29, %29) ({
// GENERIC-NEXT:     ^bb0(%arg50: i32):
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (i32, i32, i32) -> ()
// GENERIC-NEXT:     "func.return"(%26#0, %28) : (f32, i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "conditionals"}> ({
// GENERIC-NEXT:   ^bb0(%arg42: i1, %arg43: f32, %arg44: f32):
// GENERIC-NEXT:     "scf.if"(%arg42) ({
// GENERIC-NEXT:       %25 = "arith.addf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     }) : (i1) -> ()
// GENERIC-NEXT:     "scf.if"(%arg42) ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (i1) -> ()
// GENERIC-NEXT:     %22 = "scf.if"(%arg42) ({
// GENERIC-NEXT:       "scf.yield"(%arg43) : (f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%arg44) : (f32) -> ()
// GENERIC-NEXT:     }) : (i1) -> f32
// GENERIC-NEXT:     %23:2 = "scf.if"(%arg42) ({
// GENERIC-NEXT:       "scf.yield"(%arg43, %arg42) : (f32, i1) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %24 = "scf.if"(%arg42) ({
// GENERIC-NEXT:         "scf.yield"(%22) : (f32) -> ()
// GENERIC-NEXT:       }, {
// GENERIC-NEXT:         "scf.yield"(%arg44) : (f32) -> ()
// GENERIC-NEXT:       }) {test.inner} : (i1) -> f32
// GENERIC-NEXT:       "scf.yield"(%24, %arg42) : (f32, i1) -> ()
// GENERIC-NEXT:     }) {test.outer = 1 : i32} : (i1) -> (f32, i1)
// GENERIC-NEXT:     "func.return"(%23#0) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_loops"}> ({
// GENERIC-NEXT:   ^bb0(%arg34: i32, %arg35: i32):
// GENERIC-NEXT:     %15 = "scf.while"(%arg34) ({
// GENERIC-NEXT:     ^bb0(%arg41: i32):
// GENERIC-NEXT:       %21 = "arith.cmpi"(%arg41, %arg35) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:       "scf.condition"(%21, %arg41) : (i1, i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg40: i32):
// GENERIC-NEXT:       %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:       %20 = "arith.addi"(%arg40, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "scf.yield"(%20) : (i32) -> ()
// GENERIC-NEXT:     }) : (i32) -> i32
// GENERIC-NEXT:     %16 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     "scf.while"() ({
// GENERIC-NEXT:       "scf.condition"(%16) : (i1) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) {test.attr} : () -> ()
// GENERIC-NEXT:     %17:2 = "scf.while"(%arg34, %arg35) ({
// GENERIC-NEXT:     ^bb0(%arg38: i32, %arg39: i32):
// GENERIC-NEXT:       %18 = "arith.sitofp"(%arg38) : (i32) -> f32
// GENERIC-NEXT:       "scf.condition"(%16, %arg39, %18) : (i1, i32, f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg36: i32, %arg37: f32):
// GENERIC-NEXT:       "scf.yield"(%arg36, %arg36) : (i32, i32) -> ()
// GENERIC-NEXT:     }) : (i32, i32) -> (i32, f32)
// GENERIC-NEXT:     "func.return"(%17#0) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, index, i32, f32) -> i32, sym_name = "regions"}> ({
// GENERIC-NEXT:   ^bb0(%arg30: i1, %arg31: index, %arg32: i32, %arg33: f32):
// GENERIC-NEXT:     %8 = "scf.execute_region"() ({
// GENERIC-NEXT:       "cf.cond_br"(%arg30, %arg32)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC-NEXT:     ^bb1:  // pred: ^bb0
// GENERIC-NEXT:       %13 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:       "cf.br"(%13)[^bb2] : (i32) -> ()
// GENERIC-NEXT:     ^bb2(%14: i32):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:       "scf.yield"(%14) : (i32) -> ()
// GENERIC-NEXT:     }) : () -> i32
// GENERIC-NEXT:     %9:2 = "scf.execute_region"() ({
// GENERIC-NEXT:       "scf.yield"(%arg32, %arg33) : (i32, f32) -> ()
// GENERIC-NEXT:     }) {test.attr} : () -> (i32, f32)
// GENERIC-NEXT:     "scf.execute_region"() ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %10 = "scf.index_switch"(%arg31) <{cases = array<i64: 0, -7, 9223372036854775805>}> ({
// GENERIC-NEXT:       "scf.yield"(%9#0) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%arg32) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// GENERIC-NEXT:       "scf.yield"(%12) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%8) : (i32) -> ()
// GENERIC-NEXT:     }) : (index) -> i32
// GENERIC-NEXT:     "scf.index_switch"(%arg31) <{cases = array<i64: 1>}> ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) {test.attr} : (index) -> ()
// GENERIC-NEXT:     %11:2 = "scf.index_switch"(%arg31) <{cases = array<i64>}> ({
// GENERIC-NEXT:       "scf.yield"(%arg32, %arg33) : (i32, f32) -> ()
// GENERIC-NEXT:     }) : (index) -> (i32, f32)
// GENERIC-NEXT:     "func.return"(%10) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index, f32, i32) -> (f32, i32), sym_name = "p"}> ({
// GENERIC-NEXT:   ^bb0(%arg14: index, %arg15: index, %arg16: index, %arg17: f32, %arg18: i32):
// GENERIC-NEXT:     "scf.parallel"(%arg14, %arg14, %arg15, %arg15, %arg16, %arg16) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg28: index, %arg29: index):
// GENERIC-NEXT:       %7 = "arith.addi"(%arg28, %arg29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:       "scf.reduce"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:     "scf.parallel"(%arg14, %arg15, %arg16) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg27: index):
// GENERIC-NEXT:       "scf.reduce"() : () -> ()
// GENERIC-NEXT:     }) {test.attr} : (index, index, index) -> ()
// GENERIC-NEXT:     %4:2 = "scf.parallel"(%arg14, %arg15, %arg16, %arg17, %arg18) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
// GENERIC-NEXT:     ^bb0(%arg22: index):
// GENERIC-NEXT:       "scf.reduce"(%arg17, %arg18) ({
// GENERIC-NEXT:       ^bb0(%arg25: f32, %arg26: f32):
// GENERIC-NEXT:         %6 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         "scf.reduce.return"(%6) : (f32) -> ()
// GENERIC-NEXT:       }, {
// GENERIC-NEXT:       ^bb0(%arg23: i32, %arg24: i32):
// GENERIC-NEXT:         "scf.reduce.return"(%arg23) : (i32) -> ()
// GENERIC-NEXT:       }) : (f32, i32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32, i32) -> (f32, i32)
// GENERIC-NEXT:     %5 = "scf.parallel"(%arg14, %arg15, %arg16, %arg17) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg19: index):
// GENERIC-NEXT:       "scf.reduce"(%arg17) ({
// GENERIC-NEXT:       ^bb0(%arg20: f32, %arg21: f32):
// GENERIC-NEXT:         "scf.reduce.return"(%arg20) : (f32) -> ()
// GENERIC-NEXT:       }) : (f32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32) -> f32
// GENERIC-NEXT:     "func.return"(%4#0, %4#1) : (f32, i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: index, %arg2: tensor<4xf32>):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT:     ^bb0(%arg13: index):
// GENERIC-NEXT:       %3 = "arith.addi"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : (index) -> ()
// GENERIC-NEXT:     "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
// GENERIC-NEXT:     ^bb0(%arg11: index, %arg12: index):
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) {test.attr} : (index) -> ()
// GENERIC-NEXT:     "scf.forall"(%arg1, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 2, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, 16>}> ({
// GENERIC-NEXT:     ^bb0(%arg9: index, %arg10: index):
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) {test.attr} : (index, index, index) -> ()
// GENERIC-NEXT:     "scf.forall"(%arg1, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT:     ^bb0(%arg8: index):
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> ()
// GENERIC-NEXT:     "scf.forall"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT:     ^bb0(%arg7: index):
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> ()
// GENERIC-NEXT:     "scf.forall"(%arg0, %arg0) <{mapping = [], operandSegmentSizes = array<i32: 0, 2, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, -9223372036854775808>}> ({
// GENERIC-NEXT:     ^bb0(%arg5: index, %arg6: index):
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : (index, index) -> ()
// GENERIC-NEXT:     %2 = "scf.forall"(%arg2) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT:     ^bb0(%arg3: index, %arg4: tensor<4xf32>):
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"(%2) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
