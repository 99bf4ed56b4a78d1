/**
 * MLIR's {@code ExecutionEngine} in Java: JIT-compiling an LLVM module with ORC's LLJIT and calling its functions
 * through the FFM API. {@link dev.mlirj.executionengine.ExecutionEngine} (configured by
 * {@link dev.mlirj.executionengine.ExecutionEngineOptions}, fed by an
 * {@link dev.mlirj.executionengine.LlvmModuleBuilder}) compiles, adding the {@code _mlir_NAME} packed wrappers
 * ({@link dev.mlirj.executionengine.PackedFunctionArguments}); {@link dev.mlirj.executionengine.CompiledFunction},
 * described by a {@link dev.mlirj.executionengine.FunctionSignature}, calls a function in its expanded, packed or C
 * interface form, and {@link dev.mlirj.executionengine.PreparedCall} repeats a call without allocating. Memrefs
 * cross the boundary as descriptors whose ABI is declared once in
 * {@link dev.mlirj.executionengine.MemRefDescriptorLayout} and
 * {@link dev.mlirj.executionengine.UnrankedMemRefDescriptorLayout}, seen from Java as
 * {@link dev.mlirj.executionengine.MemRefView} and, when returned, {@link dev.mlirj.executionengine.OwnedMemRef}.
 * {@link dev.mlirj.executionengine.CRunnerUtils} and {@link dev.mlirj.executionengine.RunnerUtils} are the runner
 * libraries ({@code libmlir_c_runner_utils}, {@code libmlir_runner_utils}) compiled code calls. Sits on the
 * LLVM-C wrappers of {@code dev.mlirj.llvm} and on the translation of {@code dev.mlirj.target.llvmir}.
 */
package dev.mlirj.executionengine;
