/**
 * Affine expressions, maps and integer sets, MLIR's {@code IR/AffineExpr}, {@code IR/AffineMap} and
 * {@code IR/IntegerSet}: {@link dev.mlirj.ir.affine.AffineExpr} (built only through its factories, which apply
 * MLIR's simplifications on construction), {@link dev.mlirj.ir.affine.AffineMap},
 * {@link dev.mlirj.ir.affine.IntegerSet}, and {@link dev.mlirj.ir.affine.AffinePrinter}, which prints them as
 * MLIR does. The bottom of the kernel: it depends on nothing else in mlirj, and {@code dev.mlirj.ir} wraps these
 * values in the builtin attributes {@code affine_map<...>} and {@code affine_set<...>}.
 */
package dev.mlirj.ir.affine;
