// mlirj-only: MLIR 19 leaves these functions unconverted without an error.
// RUN: mlirj opt %s --split-input-file --verify-diagnostics --convert-func-to-llvm

// Types with no LLVM equivalent. MLIR 19 leaves such a function unconverted without a word (the func dialect is
// not illegal there); mlirj refuses it at the operation, naming the type, so scripts/golden-mlir19.sh does not
// apply to this file.

// expected-error@+2 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
// expected-note@+1 {{signature conversion failed: cannot convert tensor<4xf32> to the LLVM dialect: it has no LLVM equivalent}}
func.func @tensor_argument(%a: tensor<4xf32>) {
  return
}

// -----

// expected-error@+2 {{failed to legalize operation 'func.func'}}
// expected-note@+1 {{cannot convert tensor<2xi32> to the LLVM dialect}}
func.func private @tensor_result() -> (i32, tensor<2xi32>)

// -----

// expected-error@+2 {{failed to legalize operation 'func.func'}}
// expected-note@+1 {{cannot convert memref<4xf32, affine_map<(d0) -> (d0 mod 2)>> to the LLVM dialect: conversion to strided form failed}}
func.func private @not_strided(memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>)

// -----

// expected-error@+2 {{failed to legalize operation 'func.func'}}
// expected-note@+1 {{conversion of memref memory space "gpu" to integer address space failed}}
func.func private @memory_space(memref<4xf32, "gpu">)
