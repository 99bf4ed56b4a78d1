/**
 * The memref dialect (MLIR's {@code Dialect/MemRef}): buffers described by memref types, their allocation, element
 * access, metadata, views and casts, with MLIR's custom forms, properties, verifiers and folders; registered by
 * {@link dev.mlirj.dialect.memref.MemRefDialect} and built with the facade {@link dev.mlirj.dialect.memref.MemRef}.
 * Each operation class names its operations ({@code NAME}, or one constant per operation of a family such as
 * {@link dev.mlirj.dialect.memref.AccessOps}) and reads them back with typed accessors named after ODS's operands,
 * results and properties; {@link dev.mlirj.dialect.memref.OffsetSizeAndStrideOp} with
 * {@link dev.mlirj.dialect.memref.OpFoldResult} is MLIR's {@code OffsetSizeAndStrideOpInterface}. Lowered by
 * {@code finalize-memref-to-llvm} ({@code conversion.memreftollvm}).
 */
package dev.mlirj.dialect.memref;
