/**
 * The scf (structured control flow) dialect (MLIR's {@code Dialect/SCF}): loops and conditionals with regions
 * instead of branches, {@link dev.mlirj.dialect.scf.ForOp}, {@link dev.mlirj.dialect.scf.IfOp},
 * {@link dev.mlirj.dialect.scf.WhileOp}, {@link dev.mlirj.dialect.scf.ParallelOp},
 * {@link dev.mlirj.dialect.scf.ForallOp}, {@link dev.mlirj.dialect.scf.IndexSwitchOp},
 * {@link dev.mlirj.dialect.scf.ExecuteRegionOp} and their terminators; registered by
 * {@link dev.mlirj.dialect.scf.ScfDialect}, built with the facade {@link dev.mlirj.dialect.scf.Scf}, whose
 * {@link dev.mlirj.dialect.scf.Scf.BodyBuilder} other facades use for bodies too. Lowered to cf by
 * {@code convert-scf-to-cf} ({@code conversion.scftocontrolflow}).
 */
package dev.mlirj.dialect.scf;
