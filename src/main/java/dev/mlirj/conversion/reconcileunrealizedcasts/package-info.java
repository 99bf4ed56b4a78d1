/**
 * MLIR's {@code Conversion/ReconcileUnrealizedCasts}: the pass {@code reconcile-unrealized-casts}
 * ({@link dev.mlirj.conversion.reconcileunrealizedcasts.ReconcileUnrealizedCastsPass}), the last step of a lowering
 * to the LLVM dialect, which folds away the chains of {@code builtin.unrealized_conversion_cast} that partial
 * conversions leave between converted and unconverted values.
 */
package dev.mlirj.conversion.reconcileunrealizedcasts;
