/**
 * The memref dialect's transformations (MLIR's {@code Dialect/MemRef/Transforms}), which prepare memref operations
 * for {@code finalize-memref-to-llvm}: {@code expand-strided-metadata}
 * ({@link dev.mlirj.dialect.memref.transforms.ExpandStridedMetadataPass}, patterns in
 * {@link dev.mlirj.dialect.memref.transforms.ExpandStridedMetadata}) rewrites {@code subview},
 * {@code expand_shape} and {@code collapse_shape} into {@code reinterpret_cast}s with the metadata computed by
 * {@code affine.apply}, and {@code memref-expand} ({@link dev.mlirj.dialect.memref.transforms.ExpandOpsPass})
 * rewrites the {@code atomic_rmw} kinds and {@code reshape}s the LLVM lowering does not take.
 */
package dev.mlirj.dialect.memref.transforms;
