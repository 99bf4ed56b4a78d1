/**
 * The conversion of math operations to calls of outlined functions, MLIR's {@code Conversion/MathToFuncs}: the pass
 * {@code convert-math-to-funcs} ({@link dev.mlirj.conversion.mathtofuncs.ConvertMathToFuncsPass}) adds to the
 * module one software implementation per operation kind and element type ({@code math.ipowi}, {@code math.fpowi},
 * {@code math.ctlz}) and replaces each such operation by a {@code func.call} of it, vector operations first unrolled
 * into scalar ones.
 */
package dev.mlirj.conversion.mathtofuncs;
