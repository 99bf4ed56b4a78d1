/**
 * MLIR's pass infrastructure ({@code mlir/Pass}): a {@link dev.mlirj.pass.Pass} transforms one operation; a
 * {@link dev.mlirj.pass.PassManager} with nested {@link dev.mlirj.pass.OpPassManager}s schedules passes on the
 * operations they anchor on and verifies after each; the {@link dev.mlirj.pass.PassPipelineParser} reads textual
 * pipelines ({@code builtin.module(func.func(...))}) with passes and named pipelines looked up in the
 * {@link dev.mlirj.pass.PassRegistry}; {@link dev.mlirj.pass.PassInstrumentation} hooks give IR printing
 * ({@link dev.mlirj.pass.PrintIrInstrumentation}) and timing ({@link dev.mlirj.pass.PassTiming}). It sits on the
 * IR kernel and knows no pass itself: the passes live in {@code transforms}, the dialects' {@code transforms} and
 * {@code conversion}, and {@code dev.mlirj.init.InitAllPasses} registers them.
 */
package dev.mlirj.pass;
