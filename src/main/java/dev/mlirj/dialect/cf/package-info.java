/**
 * The cf (control flow) dialect (MLIR's {@code Dialect/ControlFlow}): unstructured branches between blocks,
 * {@link dev.mlirj.dialect.cf.BranchOp} ({@code cf.br}), {@link dev.mlirj.dialect.cf.CondBranchOp}
 * ({@code cf.cond_br}), {@link dev.mlirj.dialect.cf.SwitchOp} ({@code cf.switch}), and
 * {@link dev.mlirj.dialect.cf.AssertOp} ({@code cf.assert}); registered by {@link dev.mlirj.dialect.cf.CfDialect} and
 * built with the facade {@link dev.mlirj.dialect.cf.Cf}.
 * It is what {@code convert-scf-to-cf} produces and {@code convert-cf-to-llvm} lowers.
 */
package dev.mlirj.dialect.cf;
