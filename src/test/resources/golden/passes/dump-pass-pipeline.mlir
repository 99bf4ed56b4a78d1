// RUN: mlirj opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(llvm-legalize-for-export,strip-debuginfo),convert-cf-to-llvm{index-bitwidth=32},symbol-dce)' -o /dev/null 2>&1 | FileCheck %s
// RUN: mlirj opt %s --dump-pass-pipeline --llvm-legalize-for-export --convert-cf-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: mlirj opt %s --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE

// As mlir-opt 19 (scripts/golden-mlir19.sh runs the same lines): the number of top-level entries, then the
// pipeline with every option of every pass, defaults included.
// CHECK:      Pass Manager with 3 passes:
// CHECK-NEXT: builtin.module(func.func(llvm-legalize-for-export,strip-debuginfo),convert-cf-to-llvm{index-bitwidth=32},symbol-dce)
// CHECK-EMPTY:

// FLAGS:      Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(llvm-legalize-for-export,convert-cf-to-llvm{index-bitwidth=0})

// NONE:      Pass Manager with 0 passes:
// NONE-NEXT: builtin.module()
func.func @f() {
  return
}
