/**
 * The memref dialect (MLIR's {@code Dialect/MemRef}): buffers described by memref types, their allocation, element
 * access, metadata, views and casts, with MLIR's custom forms, properties, verifiers and folders; registered by
 * {@link dev.mlirj.dialect.memref.MemRefDialect} and built with the facade {@link dev.mlirj.dialect.memref.MemRef}.
 * The operations other passes inspect have public accessors ({@link dev.mlirj.dialect.memref.SubViewOp},
 * {@link dev.mlirj.dialect.memref.GlobalOp}, {@link dev.mlirj.dialect.memref.AtomicRmwOp}, ...), and
 * {@link dev.mlirj.dialect.memref.OffsetSizeAndStrideOp} with {@link dev.mlirj.dialect.memref.OpFoldResult} is
 * MLIR's {@code OffsetSizeAndStrideOpInterface}. Lowered by {@code finalize-memref-to-llvm}
 * ({@code conversion.memreftollvm}).
 */
package dev.mlirj.dialect.memref;
