/**
 * The {@code mlirj} command line, built with picocli: {@link dev.mlirj.tool.Mlirj} and its subcommands
 * {@code mlirj opt} (mlir-opt: parse, verify, run a pass pipeline, print, with {@code --split-input-file} and
 * {@code --verify-diagnostics}), {@code mlirj translate} (mlir-translate's {@code --mlir-to-llvmir}, and emission of
 * bitcode, assembly or object files) and {@code mlirj run} (mlir-cpu-runner: lower with {@code lower-to-llvm} when
 * needed, JIT-compile with the execution engine and call the entry function). The top of the layers: it uses every
 * package below and nothing uses it.
 */
package dev.mlirj.tool;
