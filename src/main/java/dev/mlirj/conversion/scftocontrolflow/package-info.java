/**
 * The lowering of structured control flow to the cf dialect's blocks and branches, MLIR's
 * {@code Conversion/SCFToControlFlow}: {@link dev.mlirj.conversion.scftocontrolflow.ScfToControlFlow#populatePatterns}
 * (one pattern per operation: {@code scf.for}, {@code scf.if}, {@code scf.while}, {@code scf.parallel},
 * {@code scf.forall}, {@code scf.execute_region}, {@code scf.index_switch}) and the pass {@code convert-scf-to-cf}
 * ({@link dev.mlirj.conversion.scftocontrolflow.ConvertScfToControlFlowPass}). Types are unchanged; the cf
 * operations are lowered in turn by {@code convert-cf-to-llvm}.
 */
package dev.mlirj.conversion.scftocontrolflow;
