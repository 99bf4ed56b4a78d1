package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.builtin.UnrealizedConversionCastOp;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;

/**
 * The target of every conversion to the LLVM dialect, MLIR's {@code LLVMConversionTarget}: the {@code llvm}
 * dialect is legal, and so is {@code builtin.unrealized_conversion_cast}, which conversions leave between
 * already-converted and not-yet-converted values until {@code reconcile-unrealized-casts} removes it. Passes add
 * the source dialects they make illegal.
 */
public class LlvmConversionTarget extends ConversionTarget {
    /** The LLVM dialect and unrealized casts legal; everything else as {@link ConversionTarget}'s defaults. */
    public LlvmConversionTarget() {
        addLegalDialect("llvm");
        addLegalOp(UnrealizedConversionCastOp.NAME);
    }
}
