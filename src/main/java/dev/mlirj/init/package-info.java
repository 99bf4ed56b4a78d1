/**
 * MLIR's {@code InitAllDialects.h} and {@code InitAllPasses.h}: {@link dev.mlirj.init.InitAllDialects} gives every
 * dialect mlirj provides (a context with all of them loaded, as {@code mlirj opt} uses), and
 * {@link dev.mlirj.init.InitAllPasses#registerAllPasses()} registers every pass and named pipeline (the generic
 * transforms, the dialect transforms, the conversions and {@code lower-to-llvm}) in the
 * {@link dev.mlirj.pass.PassRegistry}. It sits at the top of the layers, above every dialect and pass, so that the
 * layers below depend on none of them; the tools call it before reading input or a pipeline.
 */
package dev.mlirj.init;
