/**
 * MLIR's generic, dialect-independent passes ({@code mlir/Transforms}): {@code symbol-dce}
 * ({@link dev.mlirj.transforms.SymbolDcePass}) and {@code strip-debuginfo}
 * ({@link dev.mlirj.transforms.StripDebugInfoPass}). Its subpackages hold the rewriting machinery the other passes
 * are built from: the dialect conversion framework ({@code transforms.dialectconversion}) and the greedy pattern
 * rewrite driver ({@code transforms.greedy}).
 */
package dev.mlirj.transforms;
