// RUN: mlirj opt %s --mlir-timing --mlir-disable-threading --pass-pipeline='builtin.module(symbol-dce,func.func(reconcile-unrealized-casts,strip-debuginfo))' -o /dev/null 2>&1 | FileCheck %s
// RUN: mlirj opt %s --mlir-timing --reconcile-unrealized-casts -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAG

// The report's shape is mlir-opt 19's (scripts/golden-mlir19.sh runs the same lines); the figures differ.
// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Parser
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  SymbolDCE
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  'func.func' Pipeline
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)    ReconcileUnrealizedCasts
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)    StripDebugInfo
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Output
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Rest
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} (100.0%)  Total

// FLAG:      ----Wall Time----  ----Name----
// FLAG-NEXT:   {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Parser
// FLAG-NEXT:   {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  ReconcileUnrealizedCasts
// FLAG-NEXT:   {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Output
// FLAG-NEXT:   {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Rest
// FLAG-NEXT:   {{[0-9]+\.[0-9]+}} (100.0%)  Total

func.func @other(%a: i32) -> i32 {
  return %a : i32
}
