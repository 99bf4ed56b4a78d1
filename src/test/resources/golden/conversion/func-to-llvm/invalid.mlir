// RUN: mlirj opt %s --split-input-file --verify-diagnostics --convert-func-to-llvm

// MLIR 19's own refusal: a variadic function with a C interface.
// expected-error@+1 {{C interface for variadic functions is not supported yet.}}
func.func private @variadic(i32) attributes {func.varargs = true, llvm.emit_c_interface}
