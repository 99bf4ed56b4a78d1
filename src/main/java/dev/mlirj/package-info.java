/**
 * The one-step API: {@link dev.mlirj.JitModule#compile} takes MLIR text (or a module built with the dialect
 * facades) to code compiled for this CPU, and {@link dev.mlirj.JitModule#function} to a
 * {@link dev.mlirj.JitFunction} called with Java arrays and boxed scalars. Bad input is one
 * {@link dev.mlirj.CompilationException} whose message is what {@code mlirj opt} prints. This package sits on top
 * of the layers (below only the command line): it parses with {@code syntax}, lowers with
 * {@code conversion.StandardLowering} and compiles with {@code executionengine}, each of which remains usable on its
 * own for finer control.
 */
package dev.mlirj;
