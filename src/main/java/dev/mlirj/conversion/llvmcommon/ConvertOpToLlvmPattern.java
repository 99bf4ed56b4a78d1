package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.builtin.IntegerType;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;

/**
 * The base of every pattern that lowers one operation to the LLVM dialect, MLIR's
 * {@code ConvertOpToLLVMPattern<SourceOp>}: an {@link OpConversionPattern} whose type converter is an
 * {@link LlvmTypeConverter}, with the helpers those patterns share (the converted {@code index} type, index
 * constants). Subclasses are immutable and may be shared between conversions using the same converter.
 */
public abstract class ConvertOpToLlvmPattern extends OpConversionPattern {
    private final LlvmTypeConverter converter;

    /** A pattern for operations named {@code opName}, with benefit 1. */
    protected ConvertOpToLlvmPattern(String opName, LlvmTypeConverter converter) {
        this(opName, converter, 1);
    }

    /** A pattern for operations named {@code opName} with {@code benefit}. */
    protected ConvertOpToLlvmPattern(String opName, LlvmTypeConverter converter, int benefit) {
        super(opName, java.util.Objects.requireNonNull(converter, "converter"), benefit);
        this.converter = converter;
    }

    /** The LLVM type converter (the same object as {@link #typeConverter()}). */
    public final LlvmTypeConverter llvmTypeConverter() {
        return converter;
    }

    /** The integer type {@code index} converts to (the data layout's pointer width, or {@code index-bitwidth}). */
    protected final IntegerType indexType() {
        return converter.indexType();
    }

    /** An {@code llvm.mlir.constant} of the converted index type with {@code value}. */
    protected final Value createIndexConstant(ConversionPatternRewriter rewriter, Location location, long value) {
        return Llvm.constant(rewriter, rewriter.context(), location, indexType(), value);
    }
}
