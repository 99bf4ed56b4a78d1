/**
 * The func dialect (MLIR's {@code Dialect/Func}): {@link dev.mlirj.dialect.func.FuncOp} ({@code func.func}),
 * {@link dev.mlirj.dialect.func.ReturnOp}, {@link dev.mlirj.dialect.func.CallOp},
 * {@link dev.mlirj.dialect.func.CallIndirectOp} and {@link dev.mlirj.dialect.func.ConstantOp}; registered by
 * {@link dev.mlirj.dialect.func.FuncDialect}, built with the facade {@link dev.mlirj.dialect.func.Func}. Lowered by
 * {@code convert-func-to-llvm} ({@code conversion.functollvm}).
 */
package dev.mlirj.dialect.func;
