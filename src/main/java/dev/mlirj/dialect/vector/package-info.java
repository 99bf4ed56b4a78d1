/**
 * The vector dialect (MLIR's {@code Dialect/Vector}), its core operations: building and taking vectors apart,
 * memory access (including {@code transfer_read}/{@code transfer_write} and masked loads and stores), {@code fma},
 * {@code reduction}, masks, casts and {@code print}; registered by {@link dev.mlirj.dialect.vector.VectorDialect}
 * with the attributes {@link dev.mlirj.dialect.vector.CombiningKindAttr} and
 * {@link dev.mlirj.dialect.vector.PrintPunctuationAttr}, built with the facade {@link dev.mlirj.dialect.vector.Vector}.
 * Each operation class names its operations ({@code NAME}, or one constant per operation of a family such as
 * {@link dev.mlirj.dialect.vector.TransferOps}) and reads them back with typed accessors. Lowered by the
 * vector-to-vector rewrites of {@code dialect.vector.transforms}, then {@code convert-vector-to-llvm}.
 */
package dev.mlirj.dialect.vector;
