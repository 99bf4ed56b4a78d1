/**
 * Operation interfaces, MLIR's {@code mlir/Interfaces}: behaviour that operation kinds of several dialects provide and
 * passes query without knowing the dialects, implemented as external models attached to an
 * {@link dev.mlirj.ir.MlirContext} ({@link dev.mlirj.ir.MlirContext#attachInterface}). Here:
 * {@link dev.mlirj.interfaces.RuntimeVerifiableOpInterface}. The package sits above the kernel and the textual format
 * (an interface may print IR, as the runtime verification messages do) and below the dialects and passes.
 */
package dev.mlirj.interfaces;
