// RUN: not mlirj opt %s --pass-pipeline='builtin.module(func.func(convert-cf-to-llvm))' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not mlirj opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not mlirj opt %s --pass-pipeline='builtin.module(convert-cf-to-llvm{no-such-option=1})' 2>&1 | FileCheck %s --check-prefix=OPTION

// Pipeline errors in mlir-opt 19's words (scripts/golden-mlir19.sh runs the same lines); mlirj also shows where in
// the pipeline text.
// NEST: Can't add pass 'ConvertControlFlowToLLVMPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// UNKNOWN: 'no-such-pass' does not refer to a registered pass or pass pipeline
// OPTION: no such option no-such-option
func.func @f() {
  return
}
