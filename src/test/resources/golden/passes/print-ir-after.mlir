// RUN: mlirj opt %s --mlir-print-ir-after-all --pass-pipeline='builtin.module(symbol-dce,func.func(reconcile-unrealized-casts))' -o /dev/null 2>&1 | FileCheck %s
// RUN: mlirj opt %s --mlir-print-ir-after-all --reconcile-unrealized-casts -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: mlirj opt %s --mlir-print-ir-after-failure --symbol-dce 2>&1 | FileCheck %s --check-prefix=NOFAIL

// The headers and what follows them are mlir-opt 19's (scripts/golden-mlir19.sh runs the same lines).

// A module-level pass dumps the module; a pass nested on func.func dumps each function on its own.
// CHECK:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @chain(%arg0: i64) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK:      // -----// IR Dump After ReconcileUnrealizedCasts (reconcile-unrealized-casts) //----- //
// CHECK-NEXT: func.func @chain(%arg0: i64) -> i64 {
// CHECK-NEXT:   return %arg0 : i64
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After ReconcileUnrealizedCasts (reconcile-unrealized-casts) //----- //
// CHECK-NEXT: func.func @other(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }

// FLAG:      // -----// IR Dump After ReconcileUnrealizedCasts (reconcile-unrealized-casts) //----- //
// FLAG-NEXT: module {
// FLAG-NEXT:   func.func @chain(%arg0: i64) -> i64 {
// FLAG-NEXT:     return %arg0 : i64

// Nothing fails: nothing but the output is printed.
// NOFAIL-NOT: IR Dump
// NOFAIL:     module {

func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}
func.func @other(%a: i32) -> i32 {
  return %a : i32
}
