/**
 * The arith dialect's transformations (MLIR's {@code Dialect/Arith/Transforms}): the pass {@code arith-expand}
 * ({@link dev.mlirj.dialect.arith.transforms.ArithExpandOpsPass}) and its patterns
 * ({@link dev.mlirj.dialect.arith.transforms.ExpandOps}), which rewrite the arith operations
 * {@code convert-arith-to-llvm} does not lower ({@code ceildivsi}, {@code floordivsi}, the min/max operations,
 * optionally the {@code bf16} casts) into ones it does.
 */
package dev.mlirj.dialect.arith.transforms;
