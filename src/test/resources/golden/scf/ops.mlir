// RUN: mlirj opt %s | FileCheck %s
// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The scf dialect (MLIR 19) in custom form: loops with and without iteration values and with non-index bounds,
// conditionals with and without results and else regions, while loops, execute_region with several blocks,
// index_switch; implicit and explicit scf.yield. Expectations are mlir-opt 19's output (scripts/golden-checks.sh
// wrote them; scripts/golden-mlir19.sh runs the same lines with mlir-opt 19).

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
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index, f32, i64) -> (f32, i64), sym_name = "for_loops"}> ({
// GENERIC-NEXT:   ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: f32, %arg19: i64):
// GENERIC-NEXT:     "scf.for"(%arg15, %arg16, %arg17) ({
// GENERIC-NEXT:     ^bb0(%arg28: index):
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> ()
// GENERIC-NEXT:     "scf.for"(%arg15, %arg16, %arg17) ({
// GENERIC-NEXT:     ^bb0(%arg26: index):
// GENERIC-NEXT:       %25 = "arith.addi"(%arg26, %arg26) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:       "scf.for"(%arg26, %arg16, %arg17) ({
// GENERIC-NEXT:       ^bb0(%arg27: index):
// GENERIC-NEXT:         %26 = "arith.muli"(%arg26, %arg27) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:         "scf.yield"() : () -> ()
// GENERIC-NEXT:       }) : (index, index, index) -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) {test.attr = "loop"} : (index, index, index) -> ()
// GENERIC-NEXT:     %18:2 = "scf.for"(%arg15, %arg16, %arg17, %arg18, %arg19) ({
// GENERIC-NEXT:     ^bb0(%arg23: index, %arg24: f32, %arg25: i64):
// GENERIC-NEXT:       %22 = "arith.addf"(%arg24, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %23 = "arith.constant"() <{value = 1 : i64}> : () -> i64
// GENERIC-NEXT:       %24 = "arith.addi"(%arg25, %23) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       "scf.yield"(%22, %24) : (f32, i64) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32, i64) -> (f32, i64)
// GENERIC-NEXT:     %19 = "arith.constant"() <{value = 0 : i64}> : () -> i64
// GENERIC-NEXT:     %20 = "scf.for"(%19, %arg19, %arg19, %19) ({
// GENERIC-NEXT:     ^bb0(%arg21: i64, %arg22: i64):
// GENERIC-NEXT:       "scf.yield"(%arg21) : (i64) -> ()
// GENERIC-NEXT:     }) : (i64, i64, i64, i64) -> i64
// GENERIC-NEXT:     %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:     "scf.for"(%21, %21, %21) ({
// GENERIC-NEXT:     ^bb0(%arg20: i32):
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (i32, i32, i32) -> ()
// GENERIC-NEXT:     "func.return"(%18#0, %20) : (f32, i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "conditionals"}> ({
// GENERIC-NEXT:   ^bb0(%arg12: i1, %arg13: f32, %arg14: f32):
// GENERIC-NEXT:     "scf.if"(%arg12) ({
// GENERIC-NEXT:       %17 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     }) : (i1) -> ()
// GENERIC-NEXT:     "scf.if"(%arg12) ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (i1) -> ()
// GENERIC-NEXT:     %14 = "scf.if"(%arg12) ({
// GENERIC-NEXT:       "scf.yield"(%arg13) : (f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%arg14) : (f32) -> ()
// GENERIC-NEXT:     }) : (i1) -> f32
// GENERIC-NEXT:     %15:2 = "scf.if"(%arg12) ({
// GENERIC-NEXT:       "scf.yield"(%arg13, %arg12) : (f32, i1) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %16 = "scf.if"(%arg12) ({
// GENERIC-NEXT:         "scf.yield"(%14) : (f32) -> ()
// GENERIC-NEXT:       }, {
// GENERIC-NEXT:         "scf.yield"(%arg14) : (f32) -> ()
// GENERIC-NEXT:       }) {test.inner} : (i1) -> f32
// GENERIC-NEXT:       "scf.yield"(%16, %arg12) : (f32, i1) -> ()
// GENERIC-NEXT:     }) {test.outer = 1 : i32} : (i1) -> (f32, i1)
// GENERIC-NEXT:     "func.return"(%15#0) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_loops"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: i32, %arg5: i32):
// GENERIC-NEXT:     %7 = "scf.while"(%arg4) ({
// GENERIC-NEXT:     ^bb0(%arg11: i32):
// GENERIC-NEXT:       %13 = "arith.cmpi"(%arg11, %arg5) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:       "scf.condition"(%13, %arg11) : (i1, i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg10: i32):
// GENERIC-NEXT:       %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:       %12 = "arith.addi"(%arg10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "scf.yield"(%12) : (i32) -> ()
// GENERIC-NEXT:     }) : (i32) -> i32
// GENERIC-NEXT:     %8 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     "scf.while"() ({
// GENERIC-NEXT:       "scf.condition"(%8) : (i1) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) {test.attr} : () -> ()
// GENERIC-NEXT:     %9:2 = "scf.while"(%arg4, %arg5) ({
// GENERIC-NEXT:     ^bb0(%arg8: i32, %arg9: i32):
// GENERIC-NEXT:       %10 = "arith.sitofp"(%arg8) : (i32) -> f32
// GENERIC-NEXT:       "scf.condition"(%8, %arg9, %10) : (i1, i32, f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg6: i32, %arg7: f32):
// GENERIC-NEXT:       "scf.yield"(%arg6, %arg6) : (i32, i32) -> ()
// GENERIC-NEXT:     }) : (i32, i32) -> (i32, f32)
// GENERIC-NEXT:     "func.return"(%9#0) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, index, i32, f32) -> i32, sym_name = "regions"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: index, %arg2: i32, %arg3: f32):
// GENERIC-NEXT:     %0 = "scf.execute_region"() ({
// GENERIC-NEXT:       "cf.cond_br"(%arg0, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC-NEXT:     ^bb1:  // pred: ^bb0
// GENERIC-NEXT:       %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:       "cf.br"(%5)[^bb2] : (i32) -> ()
// GENERIC-NEXT:     ^bb2(%6: i32):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:       "scf.yield"(%6) : (i32) -> ()
// GENERIC-NEXT:     }) : () -> i32
// GENERIC-NEXT:     %1:2 = "scf.execute_region"() ({
// GENERIC-NEXT:       "scf.yield"(%arg2, %arg3) : (i32, f32) -> ()
// GENERIC-NEXT:     }) {test.attr} : () -> (i32, f32)
// GENERIC-NEXT:     "scf.execute_region"() ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %2 = "scf.index_switch"(%arg1) <{cases = array<i64: 0, -7, 9223372036854775805>}> ({
// GENERIC-NEXT:       "scf.yield"(%1#0) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%arg2) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// GENERIC-NEXT:       "scf.yield"(%4) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%0) : (i32) -> ()
// GENERIC-NEXT:     }) : (index) -> i32
// GENERIC-NEXT:     "scf.index_switch"(%arg1) <{cases = array<i64: 1>}> ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) {test.attr} : (index) -> ()
// GENERIC-NEXT:     %3:2 = "scf.index_switch"(%arg1) <{cases = array<i64>}> ({
// GENERIC-NEXT:       "scf.yield"(%arg2, %arg3) : (i32, f32) -> ()
// GENERIC-NEXT:     }) : (index) -> (i32, f32)
// GENERIC-NEXT:     "func.return"(%2) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
