package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.arithcommon.AttrToLlvmConverter;
import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.ICmpPredicate;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
import dev.mlirj.dialect.vector.CombiningKind;
import dev.mlirj.dialect.vector.ReductionOp;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.reduction} as MLIR 19's {@code VectorReductionOpConversion}. Integers (and index):
 * {@code llvm.intr.vector.reduce.{add,mul,and,or,xor}} then, with an accumulator, {@code llvm.add/mul/and/or/xor
 * %acc, %r}; {@code umin/smin/umax/smax} then {@code llvm.icmp "ule"/"sle"/"uge"/"sge" %acc, %r} and
 * {@code llvm.select}. Floats: {@code llvm.intr.vector.reduce.fadd/fmul(%start, %v)} (the accumulator, or a 0.0 /
 * 1.0 constant) with the operation's fast-math flags (plus {@code reassoc} when {@code reassociate-fp-reductions});
 * {@code fmin/fmax/fminimum/fmaximum} with the flags, then {@code llvm.intr.minnum/maxnum/minimum/maximum(%r, %acc)}
 * without flags.
 */
final class ReductionOpLowering extends ConvertOpToLlvmPattern {
    private final boolean reassociateFpReductions;

    ReductionOpLowering(LlvmTypeConverter converter, boolean reassociateFpReductions) {
        super(ReductionOp.NAME, converter);
        this.reassociateFpReductions = reassociateFpReductions;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type element = ReductionOp.dest(op).type();
        Type llvmType = llvmTypeConverter().convertType(element);
        if (llvmType == null) {
            return rewriter.notifyMatchFailure(op, "the element type has no LLVM type");
        }
        CombiningKind kind = ReductionOp.kind(op);
        Value vector = adaptor.operand(0);
        Value acc = ReductionOp.acc(op) != null ? adaptor.operand(1) : null;
        Location loc = op.location();
        Value result;
        if (element instanceof IntegerType || element instanceof IndexType) {
            IntegerLowering lowering = switch (kind) {
                case ADD -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_ADD, LlvmArithOps.ADD, null);
                case MUL -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_MUL, LlvmArithOps.MUL, null);
                case AND -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_AND, LlvmArithOps.AND, null);
                case OR -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_OR, LlvmArithOps.OR, null);
                case XOR -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_XOR, LlvmArithOps.XOR, null);
                case MINUI -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_UMIN, null, ICmpPredicate.ULE);
                case MINSI -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_SMIN, null, ICmpPredicate.SLE);
                case MAXUI -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_UMAX, null, ICmpPredicate.UGE);
                case MAXSI -> new IntegerLowering(LlvmIntrinsicOps.VECTOR_REDUCE_SMAX, null, ICmpPredicate.SGE);
                default -> null;
            };
            if (lowering == null) {
                return rewriter.notifyMatchFailure(op, "kind " + kind.keyword() + " does not reduce integers");
            }
            result = Llvm.intrinsic(rewriter, loc, lowering.reduction(), llvmType, List.of(vector), null);
            if (acc != null && lowering.combine() != null) {
                result = Llvm.binary(rewriter, loc, lowering.combine(), acc, result);
            } else if (acc != null) {
                Value cmp = Llvm.icmp(rewriter, loc, lowering.predicate(), acc, result);
                result = Llvm.select(rewriter, loc, cmp, acc, result);
            }
        } else if (element instanceof FloatType f) {
            FastmathFlagsAttr flags = AttrToLlvmConverter.convertFastMathFlags(ReductionOp.fastmath(op));
            if (reassociateFpReductions) {
                flags = new FastmathFlagsAttr(flags.bits()
                        | 1 << FastmathFlagsAttr.FLAGS.indexOf("reassoc"));
            }
            switch (kind) {
                case ADD, MUL -> {
                    Value start = acc != null ? acc
                            : Llvm.constant(rewriter, loc, f, kind == CombiningKind.ADD ? 0.0 : 1.0);
                    result = Llvm.intrinsic(rewriter, loc, kind == CombiningKind.ADD
                            ? LlvmIntrinsicOps.VECTOR_REDUCE_FADD : LlvmIntrinsicOps.VECTOR_REDUCE_FMUL, llvmType,
                            List.of(start, vector), flags);
                }
                case MINIMUMF, MAXIMUMF, MINNUMF, MAXNUMF -> {
                    String[] names = switch (kind) {
                        case MINIMUMF -> new String[] {LlvmIntrinsicOps.VECTOR_REDUCE_FMINIMUM,
                            LlvmIntrinsicOps.MINIMUM};
                        case MAXIMUMF -> new String[] {LlvmIntrinsicOps.VECTOR_REDUCE_FMAXIMUM,
                            LlvmIntrinsicOps.MAXIMUM};
                        case MINNUMF -> new String[] {LlvmIntrinsicOps.VECTOR_REDUCE_FMIN, LlvmIntrinsicOps.MINNUM};
                        default -> new String[] {LlvmIntrinsicOps.VECTOR_REDUCE_FMAX, LlvmIntrinsicOps.MAXNUM};
                    };
                    result = Llvm.intrinsic(rewriter, loc, names[0], llvmType, List.of(vector), flags);
                    if (acc != null) {
                        result = Llvm.floatIntrinsic(rewriter, loc, names[1], null, result, acc);
                    }
                }
                default -> {
                    return rewriter.notifyMatchFailure(op, "kind " + kind.keyword() + " does not reduce floats");
                }
            }
        } else {
            return rewriter.notifyMatchFailure(op, "reductions of " + element + " are not lowered");
        }
        rewriter.replaceOp(op, List.of(result));
        return true;
    }

    /**
     * How an integer reduction lowers: the reduction intrinsic, then the accumulator combined by a binary operation
     * ({@code combine}) or by a comparison ({@code predicate}) and a select.
     */
    private record IntegerLowering(String reduction, String combine, ICmpPredicate predicate) {
    }
}
