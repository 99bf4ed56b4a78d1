/**
 * The dialects mlirj provides, one subpackage each ({@code dialect.arith}, {@code dialect.memref},
 * {@code dialect.llvm}, ...), every one with a {@link dev.mlirj.ir.Dialect} subclass registering its operations,
 * types and attributes (their verifiers, folders and custom assembly forms) and a facade named after the dialect
 * ({@code Arith}, {@code MemRef}, {@code Llvm}, ...) that builds its operations. The dialect-specific passes are in
 * each dialect's {@code transforms} subpackage. The dialects sit on the IR kernel and the textual format; all of
 * them together are loaded by {@link dev.mlirj.init.InitAllDialects}. This package holds what the dialects share:
 * {@link dev.mlirj.dialect.OpChecks}, the checks MLIR's ODS generates for an operation's verifier, with
 * mlir-opt 19's messages, and {@link dev.mlirj.dialect.TypeConstraint}, a type constraint with its ODS description.
 */
package dev.mlirj.dialect;
