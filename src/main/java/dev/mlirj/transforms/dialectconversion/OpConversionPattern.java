package dev.mlirj.transforms.dialectconversion;

import dev.mlirj.ir.Operation;

/**
 * A {@link ConversionPattern} for one operation name, MLIR's {@code OpConversionPattern<SourceOp>}: the shape of
 * the per-operation patterns of {@code FuncToLLVM}, {@code ArithToLLVM} and {@code ControlFlowToLLVM}. Subclass it
 * ({@code super(BinaryOps.ADDI, converter)} and override {@link #matchAndRewrite}) or make one from a lambda with
 * {@link #of}.
 */
public abstract class OpConversionPattern extends ConversionPattern {
    /** The body of a pattern made by {@link #of}. */
    @FunctionalInterface
    public interface Body {
        /** As {@link ConversionPattern#matchAndRewrite}. */
        boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter);
    }

    /** A pattern for operations named {@code opName}, with benefit 1. */
    protected OpConversionPattern(String opName, TypeConverter typeConverter) {
        this(opName, typeConverter, 1);
    }

    /** A pattern for operations named {@code opName}. */
    protected OpConversionPattern(String opName, TypeConverter typeConverter, int benefit) {
        super(java.util.Objects.requireNonNull(opName, "opName"), benefit, typeConverter);
    }

    /** A pattern named {@code debugName} for {@code opName} whose rewrite is {@code body}, with benefit 1. */
    public static OpConversionPattern of(String debugName, String opName, TypeConverter typeConverter, Body body) {
        return new OpConversionPattern(opName, typeConverter) {
            @Override
            public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
                return body.matchAndRewrite(op, adaptor, rewriter);
            }

            @Override
            public String debugName() {
                return debugName;
            }
        };
    }
}
