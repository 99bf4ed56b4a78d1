/**
 * The conversion of the func dialect to the LLVM dialect, MLIR's {@code Conversion/FuncToLLVM}:
 * {@link dev.mlirj.conversion.functollvm.FuncToLlvm#populatePatterns} (one pattern per operation: {@code func.func}
 * to {@code llvm.func} with its signature converted by the
 * {@link dev.mlirj.conversion.llvmcommon.LlvmTypeConverter}, {@code call}, {@code call_indirect}, {@code constant},
 * {@code return}), the {@code _mlir_ciface_} wrappers of functions marked {@code llvm.emit_c_interface}
 * ({@code CInterfaceWrappers}), and the pass {@code convert-func-to-llvm}
 * ({@link dev.mlirj.conversion.functollvm.ConvertFuncToLlvmPass}), which also applies the arith and cf patterns.
 */
package dev.mlirj.conversion.functollvm;
