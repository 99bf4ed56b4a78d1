package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.Objects;

/**
 * MLIR's {@code VectorConvertToLLVMPattern<SourceOp, TargetOp, AttrConvert>}: lowers every operation named
 * {@code sourceOp} one to one to {@code targetOp} on scalars and 1-D vectors, unrolled over n-D vectors
 * ({@link VectorPattern#vectorOneToOneRewrite}), its attributes converted by an {@link AttrConvert}. Immutable.
 */
public class VectorConvertToLlvmPattern extends ConvertOpToLlvmPattern {
    private final String targetOp;
    private final AttrConvert attrConvert;

    /** Lowers {@code sourceOp} to {@code targetOp}, converting attributes with {@code attrConvert}. */
    public VectorConvertToLlvmPattern(String sourceOp, String targetOp, AttrConvert attrConvert,
                                      LlvmTypeConverter converter) {
        super(sourceOp, converter);
        this.targetOp = Objects.requireNonNull(targetOp, "targetOp");
        this.attrConvert = Objects.requireNonNull(attrConvert, "attrConvert");
    }

    /** The name of the LLVM operation this pattern creates. */
    public final String targetOp() {
        return targetOp;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (op.resultCount() != 1) {
            throw new IllegalStateException(op.name() + ": a one-to-one vector lowering expects one result");
        }
        return VectorPattern.vectorOneToOneRewrite(op, targetOp, adaptor.operands(), attrConvert.convert(op),
                llvmTypeConverter(), rewriter);
    }

    @Override
    public String debugName() {
        return rootName() + " -> " + targetOp;
    }
}
