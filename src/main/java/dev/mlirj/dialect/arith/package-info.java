/**
 * The arith dialect (MLIR's {@code Dialect/Arith}): integer and floating-point arithmetic, comparisons, casts,
 * {@code select} and {@code constant}, with their verifiers, folders and custom forms; registered by
 * {@link dev.mlirj.dialect.arith.ArithDialect}, built with the facade {@link dev.mlirj.dialect.arith.Arith}. The
 * operations are named by the constants of {@link dev.mlirj.dialect.arith.BinaryOps},
 * {@link dev.mlirj.dialect.arith.CastOps}, {@link dev.mlirj.dialect.arith.CmpOps},
 * {@link dev.mlirj.dialect.arith.ExtendedOps}, {@link dev.mlirj.dialect.arith.ConstantOp},
 * {@link dev.mlirj.dialect.arith.NegFOp} and {@link dev.mlirj.dialect.arith.SelectOp}, which also give the typed
 * views of their operands, results and properties. Its attributes are
 * {@link dev.mlirj.dialect.arith.FastMathFlagsAttr} and {@link dev.mlirj.dialect.arith.IntegerOverflowFlagsAttr},
 * its enums {@link dev.mlirj.dialect.arith.CmpIPredicate}, {@link dev.mlirj.dialect.arith.CmpFPredicate} and
 * {@link dev.mlirj.dialect.arith.RoundingMode}; {@link dev.mlirj.dialect.arith.FastMathSyntax} is shared with the
 * math, complex and vector dialects. Lowered by {@code convert-arith-to-llvm} ({@code conversion.arithtollvm}).
 */
package dev.mlirj.dialect.arith;
