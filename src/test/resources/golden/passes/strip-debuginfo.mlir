// RUN: mlirj opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo | FileCheck %s

// Every location becomes unknown (mlir-opt 19 prints it through a #loc alias, mlirj inline for now).
// CHECK: "u.op"() : () -> () loc({{unknown|#loc}})
"u.op"() : () -> () loc("somewhere.c":3:4)
// CHECK: "u.region"() ({
"u.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc(unknown)):
^bb0(%a: i32 loc("arg.c":1:1)):
  // CHECK-NEXT: "u.end"() : () -> () loc({{unknown|#loc}})
  "u.end"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
}) : () -> ()
// CHECK-NOT: .c"
