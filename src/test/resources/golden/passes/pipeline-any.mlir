// RUN: mlirj opt %s --pass-pipeline='builtin.module(any(llvm-legalize-for-export))' | FileCheck %s --check-prefix=NESTED
// RUN: mlirj opt %s --pass-pipeline='builtin.module(any(convert-cf-to-llvm))' | FileCheck %s --check-prefix=SKIPPED
// RUN: mlirj opt %s --pass-pipeline='any(convert-cf-to-llvm)' | FileCheck %s --check-prefix=ROOT
// RUN: mlirj opt %s --mlir-timing --mlir-disable-threading --pass-pipeline='builtin.module(any(strip-debuginfo,llvm-legalize-for-export))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: not mlirj opt %s --pass-pipeline='builtin.module(any(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=FAIL

// MLIR's op-agnostic pass manager, 'any(...)', as mlir-opt 19 runs it (scripts/golden-mlir19.sh runs the same
// lines): nested, on every operation directly inside the parent, skipping those a pass of it is restricted
// against; at the top level, on the root.

// NESTED-LABEL: func.func @f
// NESTED-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1 : i32)
// NESTED-LABEL: llvm.func @g
// NESTED-NEXT:    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1 : i32)

// convert-cf-to-llvm is restricted to builtin.module: no function is one, so nothing runs.
// SKIPPED-LABEL: func.func @f
// SKIPPED-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)

// ROOT-LABEL: func.func @f
// ROOT-NEXT:    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)

// TIMING:      'any' Pipeline
// TIMING-NEXT:   StripDebugInfo
// TIMING-NEXT:   LLVMLegalizeForExport
// TIMING-NEXT:   Output

// symbol-dce is op-agnostic, so it is scheduled on the functions, and fails there.
// FAIL: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
llvm.func @g(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
