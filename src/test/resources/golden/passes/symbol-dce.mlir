// RUN: mlirj opt %s --symbol-dce | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(symbol-dce)' | FileCheck %s

// Public functions and what they reach stay; private functions nothing live calls go.

// CHECK-LABEL: func.func @entry
func.func @entry() -> i32 {
  %0 = func.call @helper() : () -> i32
  return %0 : i32
}
// CHECK: func.func private @helper
func.func private @helper() -> i32 {
  %f = func.constant @leaf : () -> i32
  %0 = func.call_indirect %f() : () -> i32
  return %0 : i32
}
// CHECK: func.func private @leaf
func.func private @leaf() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
// CHECK-NOT: @dead
func.func private @dead() -> i32 {
  %0 = func.call @dead_too() : () -> i32
  return %0 : i32
}
func.func private @dead_too() -> i32 {
  %0 = func.call @dead() : () -> i32
  return %0 : i32
}
// CHECK: llvm.func @external_declaration
llvm.func @external_declaration(i32) -> i32
