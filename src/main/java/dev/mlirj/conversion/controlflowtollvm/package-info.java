/**
 * The conversion of the cf dialect to the LLVM dialect, MLIR's {@code Conversion/ControlFlowToLLVM}:
 * {@link dev.mlirj.conversion.controlflowtollvm.ControlFlowToLlvm#populatePatterns} with one pattern per operation
 * ({@link dev.mlirj.conversion.controlflowtollvm.BranchOpLowering},
 * {@link dev.mlirj.conversion.controlflowtollvm.CondBranchOpLowering},
 * {@link dev.mlirj.conversion.controlflowtollvm.SwitchOpLowering},
 * {@link dev.mlirj.conversion.controlflowtollvm.AssertOpLowering}) and the pass {@code convert-cf-to-llvm}
 * ({@link dev.mlirj.conversion.controlflowtollvm.ConvertControlFlowToLlvmPass}). The func lowering reuses these
 * patterns, as in MLIR.
 */
package dev.mlirj.conversion.controlflowtollvm;
