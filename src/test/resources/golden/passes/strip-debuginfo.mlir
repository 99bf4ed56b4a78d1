// RUN: mlirj opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo | FileCheck %s

// Every location becomes unknown. As mlir-opt 19: the block argument's location is used outside an operation's
// trailing location, so the alias is defined up front; the argument itself prints its location inline.
// CHECK: #loc = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT: "u.op"() : () -> () loc(#loc)
"u.op"() : () -> () loc("somewhere.c":3:4)
// CHECK-NEXT: "u.region"() ({
"u.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc(unknown)):
^bb0(%a: i32 loc("arg.c":1:1)):
  // CHECK-NEXT: "u.end"() : () -> () loc(#loc)
  "u.end"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
// CHECK-NEXT: }) : () -> () loc(#loc)
}) : () -> ()
// CHECK-NEXT: } loc(#loc)
// CHECK-NOT: loc(
