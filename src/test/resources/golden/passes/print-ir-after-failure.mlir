// RUN: not mlirj opt %s --allow-unregistered-dialect --mlir-print-ir-after-failure --symbol-dce -o /dev/null 2>&1 | FileCheck %s
// RUN: not mlirj opt %s --allow-unregistered-dialect --mlir-print-ir-after-all --symbol-dce -o /dev/null 2>&1 | FileCheck %s

// As mlir-opt 19: the pass's error first, then the dump of the operation it failed on, marked "Failed".
// CHECK:      error: operation contains potentially unknown symbol table
// CHECK:      // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.bar"() ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
"foo.bar"() ({}) : () -> ()
