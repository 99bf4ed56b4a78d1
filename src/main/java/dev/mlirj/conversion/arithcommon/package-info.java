/**
 * What the lowerings to the LLVM dialect of operations carrying arith's attributes share, MLIR's
 * {@code Conversion/ArithCommon}: {@link dev.mlirj.conversion.arithcommon.AttrToLlvmConverter} turns
 * {@code #arith.fastmath} and {@code #arith.overflow} flags and rounding modes into the LLVM dialect's, for the
 * arith, math, complex and vector conversions as they carry attributes over to the LLVM operations.
 */
package dev.mlirj.conversion.arithcommon;
