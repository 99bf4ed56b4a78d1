package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * The shape the expansions of binary arith operations share: the operation is replaced by the value
 * {@link #expand} builds from its two operands (before it, at its location). No type converter. Immutable.
 */
abstract class BinaryExpansion extends OpConversionPattern {
    /** Expands operations named {@code opName}. */
    BinaryExpansion(String opName) {
        super(opName, null);
    }

    /** Builds the replacement of {@code lhs OP rhs}, whose result has {@code type}. */
    abstract Value expand(ConversionPatternRewriter rewriter, Location loc, Value lhs, Value rhs, Type type);

    @Override
    public final boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        rewriter.replaceOp(op, List.of(expand(rewriter, op.location(), adaptor.operand(0), adaptor.operand(1),
                BinaryOps.result(op).type())));
        return true;
    }
}
