package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.arithcommon.AttrToLlvmConverter;
import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.CombiningKind;
import dev.mlirj.dialect.vector.VectorOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
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
        super("vector.reduction", converter);
        this.reassociateFpReductions = reassociateFpReductions;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type element = op.result(0).type();
        Type llvmType = llvmTypeConverter().convertType(element);
        if (llvmType == null) {
            return rewriter.notifyMatchFailure(op, "the element type has no LLVM type");
        }
        CombiningKind kind = VectorOps.reductionKind(op);
        Value vector = adaptor.operand(0);
        Value acc = op.operandCount() > 1 ? adaptor.operand(1) : null;
        Location loc = op.location();
        var ctx = rewriter.context();
        Value result;
        if (element instanceof IntegerType || element instanceof IndexType) {
            String[] lowering = switch (kind) {
                case ADD -> new String[] {"add", "add", null};
                case MUL -> new String[] {"mul", "mul", null};
                case AND -> new String[] {"and", "and", null};
                case OR -> new String[] {"or", "or", null};
                case XOR -> new String[] {"xor", "xor", null};
                case MINUI -> new String[] {"umin", null, "ule"};
                case MINSI -> new String[] {"smin", null, "sle"};
                case MAXUI -> new String[] {"umax", null, "uge"};
                case MAXSI -> new String[] {"smax", null, "sge"};
                default -> null;
            };
            if (lowering == null) {
                return rewriter.notifyMatchFailure(op, "kind " + kind.keyword() + " does not reduce integers");
            }
            result = intrinsic(rewriter, loc, lowering[0], llvmType, List.of(vector), null);
            if (acc != null && lowering[1] != null) {
                result = Llvm.binary(rewriter, loc, lowering[1], acc, result);
            } else if (acc != null) {
                Value cmp = Llvm.icmp(rewriter, loc, lowering[2], acc, result);
                result = Llvm.select(rewriter, loc, cmp, acc, result);
            }
        } else if (element instanceof FloatType f) {
            FastmathFlagsAttr flags = AttrToLlvmConverter.convertFastMathFlags(
                    op.properties().get("fastmath") instanceof FastMathFlagsAttr a ? a : FastMathFlagsAttr.NONE);
            if (reassociateFpReductions) {
                flags = new FastmathFlagsAttr(flags.bits()
                        | 1 << FastmathFlagsAttr.FLAGS.indexOf("reassoc"));
            }
            switch (kind) {
                case ADD, MUL -> {
                    Value start = acc != null ? acc
                            : Llvm.constant(rewriter, loc, f, kind == CombiningKind.ADD ? 0.0 : 1.0);
                    result = intrinsic(rewriter, loc, kind == CombiningKind.ADD ? "fadd" : "fmul", llvmType,
                            List.of(start, vector), flags);
                }
                case MINIMUMF, MAXIMUMF, MINNUMF, MAXNUMF -> {
                    String[] names = switch (kind) {
                        case MINIMUMF -> new String[] {"fminimum", "minimum"};
                        case MAXIMUMF -> new String[] {"fmaximum", "maximum"};
                        case MINNUMF -> new String[] {"fmin", "minnum"};
                        default -> new String[] {"fmax", "maxnum"};
                    };
                    result = intrinsic(rewriter, loc, names[0], llvmType, List.of(vector), flags);
                    if (acc != null) {
                        OperationState s = new OperationState(ctx.operationName("llvm.intr." + names[1]), loc);
                        s.operands.addAll(List.of(result, acc));
                        s.properties.put(AttrToLlvmConverter.LLVM_FASTMATH, FastmathFlagsAttr.NONE);
                        s.resultTypes.add(llvmType);
                        result = rewriter.create(s).result(0);
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

    /** {@code llvm.intr.vector.reduce.<name>(operands)}, with {@code flags} when not null. */
    private static Value intrinsic(ConversionPatternRewriter rewriter, Location loc, String name, Type result,
                                   List<Value> operands, FastmathFlagsAttr flags) {
        OperationState s = new OperationState(rewriter.context().operationName("llvm.intr.vector.reduce." + name),
                loc);
        s.operands.addAll(operands);
        if (flags != null) {
            s.properties.put(AttrToLlvmConverter.LLVM_FASTMATH, flags);
        }
        s.resultTypes.add(result);
        return rewriter.create(s).result(0);
    }
}
