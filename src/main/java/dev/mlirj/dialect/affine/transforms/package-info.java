/**
 * The affine dialect's transformations (MLIR's {@code Dialect/Affine/Transforms}): today the
 * {@code RuntimeVerifiableOpInterface} model of the affine memory accesses
 * ({@link dev.mlirj.dialect.affine.transforms.AccessVerification}), attached by {@code InitAllExtensions}.
 */
package dev.mlirj.dialect.affine.transforms;
