// RUN: mlirj opt %s --reconcile-unrealized-casts | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(reconcile-unrealized-casts)' | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(func.func(reconcile-unrealized-casts))' | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines).

// A -> B -> A folds to the input.
// CHECK-LABEL: func.func @chain(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// A dead cast is dropped.
// CHECK-LABEL: func.func @dead(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
func.func @dead(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %a : i64
}

// A -> B -> C -> A folds too.
// CHECK-LABEL: func.func @long(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
func.func @long(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %2 : i64
}

// N:M casts fold as a whole.
// CHECK-LABEL: func.func @multi(%arg0: i64, %arg1: i32) -> (i64, i32) {
// CHECK-NEXT:    return %arg0, %arg1 : i64, i32
func.func @multi(%a: i64, %b: i32) -> (i64, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to index, f32
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : index, f32 to i64, i32
  return %1#0, %1#1 : i64, i32
}

// Bifurcations: both branches fold.
// CHECK-LABEL: func.func @fanout(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT:    return %arg0, %arg0 : i64, i64
func.func @fanout(%a: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1, %2 : i64, i64
}

// A live cast stays (MLIR 19 reports no error), its folded user does not.
// CHECK-LABEL: func.func @partial(%arg0: i64) -> (i64, index) {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:    return %arg0, %0 : i64, index
func.func @partial(%a: i64) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1, %0 : i64, index
}

// An open chain A -> B -> C stays whole.
// CHECK-LABEL: func.func @mismatch(%arg0: i64) -> i32 {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : index to i32
// CHECK-NEXT:    return %1 : i32
func.func @mismatch(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return %1 : i32
}

// A cast of nothing stays when used.
// CHECK-LABEL: func.func @noinput() -> i32 {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT:    return %0 : i32
func.func @noinput() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}

// A -> A is the identity.
// CHECK-LABEL: func.func @ident(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
func.func @ident(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  return %0 : i64
}

// A chain whose middle is taken apart (not all of the previous cast's results) does not fold through it.
// CHECK-LABEL: func.func @split(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT:    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i64 to index, index
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0#0 : index to i64
// CHECK-NEXT:    return %1 : i64
func.func @split(%a: i64, %b: i64) -> i64 {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to index, index
  %1 = builtin.unrealized_conversion_cast %0#0 : index to i64
  return %1 : i64
}
