/**
 * The affine dialect (MLIR's {@code Dialect/Affine}): {@code affine.apply}, {@code affine.min}/{@code max},
 * {@code affine.for}, {@code affine.parallel}, {@code affine.if}, {@code affine.load}/{@code store} and their vector
 * forms, and {@code affine.yield}, over the affine maps and integer sets of {@code dev.mlirj.ir.affine}; registered
 * by {@link dev.mlirj.dialect.affine.AffineDialect}, built with the facade {@link dev.mlirj.dialect.affine.Affine}.
 * {@link dev.mlirj.dialect.affine.AffineScope} holds the rules for valid dimensions and symbols, and
 * {@link dev.mlirj.dialect.affine.AffineApplyFolding} the folding and composition of {@code affine.apply}
 * ({@code makeComposedFoldedAffineApply}). Lowered by {@code lower-affine} ({@code conversion.affinetostandard}).
 */
package dev.mlirj.dialect.affine;
