/**
 * The builtin dialect's operations, part of the IR kernel: {@link dev.mlirj.dialect.builtin.ModuleOp}
 * ({@code builtin.module}, the top-level container) and {@link dev.mlirj.dialect.builtin.UnrealizedConversionCastOp}
 * ({@code builtin.unrealized_conversion_cast}, which dialect conversions leave between types), registered by
 * {@link dev.mlirj.dialect.builtin.BuiltinDialect}. The builtin types and attributes themselves live in
 * {@code dev.mlirj.ir}.
 */
package dev.mlirj.dialect.builtin;
