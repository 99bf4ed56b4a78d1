// RUN: not mlirj opt %s --split-input-file -o /dev/null 2>&1 | FileCheck %s
// RUN: not mlirj opt %s --split-input-file --verify-diagnostics -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY

// With --split-input-file, as mlir-opt 19: a diagnostic names its chunk "within split at FILE:N offset " (N the
// line of the separator before it, 1 for the first chunk) and its line is counted in the chunk, which starts on
// the separator's line; the same with --verify-diagnostics for the unexpected and the missing diagnostics.
// Expectations are mlir-opt 19 output (the CHECK lines are at the end, after the last chunk).

func.func @first() -> i32 {
  return
}

// -----

func.func @second() {
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{has 2 operands}}
  return %0 : i32
}

// -----
// expected-warning@below {{never produced}}
func.func @third(%a: i32) -> i32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// -----

// An operation of an unknown dialect, reported at the token after its name.
// expected-error@+1 {{operation being parsed with an unregistered dialect}}
"foo.bar" () : () -> ()

// CHECK:      within split at {{.*}}split-positions.mlir:1 offset :10:3: error: 'func.return' op has 0 operands, but enclosing function (@first) returns 1
// CHECK-NEXT:   return
// CHECK-NEXT:   ^
// CHECK-NEXT: within split at {{.*}}split-positions.mlir:1 offset :10:3: note: see current operation: "func.return"() : () -> ()
// CHECK-NEXT: within split at {{.*}}split-positions.mlir:13 offset :6:3: error: 'func.return' op has 1 operands, but enclosing function (@second) returns 0
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT:   ^
// CHECK-NEXT: within split at {{.*}}split-positions.mlir:13 offset :6:3: note: see current operation: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: within split at {{.*}}split-positions.mlir:21 offset :5:23: error: use of undeclared SSA value name
// CHECK-NEXT:   %0 = arith.addi %a, %b : i32
// CHECK-NEXT:                       ^
// CHECK-NEXT: within split at {{.*}}split-positions.mlir:29 offset :5:11: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// CHECK-NEXT: "foo.bar" () : () -> ()
// CHECK-NEXT:           ^
// CHECK-NOT:  {{.}}

// VERIFY:      within split at {{.*}}split-positions.mlir:1 offset :10:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@first) returns 1
// VERIFY-NEXT:   return
// VERIFY-NEXT:   ^
// VERIFY-NEXT: within split at {{.*}}split-positions.mlir:13 offset :6:3: error: unexpected error: 'func.return' op has 1 operands, but enclosing function (@second) returns 0
// VERIFY-NEXT:   return %0 : i32
// VERIFY-NEXT:   ^
// VERIFY-NEXT: within split at {{.*}}split-positions.mlir:13 offset :5:6: error: expected error "has 2 operands" was not produced
// VERIFY-NEXT:   // expected-{{error}}@+1 {{[{][{]}}has 2 operands{{[}][}]}}
// VERIFY-NEXT:      ^~~~~~~~~~~~~~
// VERIFY-NEXT: within split at {{.*}}split-positions.mlir:21 offset :2:4: error: expected warning "never produced" was not produced
// VERIFY-NEXT: // expected-{{warning}}@below {{[{][{]}}never produced{{[}][}]}}
// VERIFY-NEXT:    ^~~~~~~~~~~~~~
// VERIFY-NOT:  {{.}}
