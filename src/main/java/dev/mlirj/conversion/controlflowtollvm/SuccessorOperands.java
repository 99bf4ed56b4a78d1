package dev.mlirj.conversion.controlflowtollvm;

import dev.mlirj.dialect.builtin.UnrealizedConversionCastOp;
import dev.mlirj.dialect.llvm.LlvmTypes;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.TypeConverter;
import java.util.ArrayList;
import java.util.List;

/**
 * What the branch lowerings share: splitting an adaptor's operands into the groups a terminator passes to each
 * successor, and MLIR 19's {@code verifyMatchingValues}, which refuses a branch whose destination block still has
 * arguments of a type the converter changes. The lowering of cf does not convert block signatures itself: the
 * lowering of the operation owning the region does ({@code convertRegionTypes} in the func lowering), so
 * {@code convert-cf-to-llvm} alone leaves a branch to a block with {@code index} arguments as it is, exactly as
 * mlir-opt 19 does.
 */
final class SuccessorOperands {
    private SuccessorOperands() {
    }

    /**
     * The adaptor operands {@code adapted} (parallel to {@code op}'s operands) split into one group per successor:
     * the first {@code leading} operands are the op's own (the condition, the flag), then each successor's group,
     * of the sizes {@code groups} gives, in successor order.
     */
    static List<List<Value>> split(List<Value> adapted, int leading, List<List<Value>> groups) {
        List<List<Value>> out = new ArrayList<>();
        int from = leading;
        for (List<Value> group : groups) {
            out.add(adapted.subList(from, from + group.size()));
            from += group.size();
        }
        if (from != adapted.size()) {
            throw new IllegalStateException("the successor operand groups do not cover the operands");
        }
        return out;
    }

    /**
     * MLIR 19's {@code verifyMatchingValues}: null when the converted {@code operands} may be passed to
     * {@code dest}, else the reason (prefixed with {@code prefix}) why not. A destination argument that the
     * lowering of its region converted (or that has a type the converter keeps) matches; one of a type the
     * converter changes, left unconverted, does not: MLIR sees it through a target materialization of the old
     * type and reports the mismatch.
     */
    static String mismatch(ConversionPatternRewriter rewriter, TypeConverter converter, List<Value> operands,
                           Block dest, String prefix) {
        List<BlockArgument> args = dest.arguments();
        if (args.size() != operands.size()) {
            return prefix + "expected " + args.size() + " operands for the destination block, got " + operands.size();
        }
        for (int i = 0; i < args.size(); i++) {
            Value remapped = rewriter.getRemappedValue(args.get(i));
            Type seen;
            if (remapped instanceof OpResult r && r.owner().name().fullName().equals(UnrealizedConversionCastOp.NAME)
                    && r.owner().operandCount() > 0) {
                seen = r.owner().operand(0).type();
            } else if (!converter.isLegal(remapped.type())) {
                seen = remapped.type();
            } else {
                seen = null;
            }
            Type operandType = operands.get(i).type();
            if (seen != null && !seen.equals(operandType)) {
                return prefix + "mismatched types from operand # " + i + " " + LlvmTypes.toString(operandType)
                        + " not compatible with destination block argument type " + LlvmTypes.toString(seen)
                        + " which should be converted with the parent op.";
            }
            if (!args.get(i).type().equals(operandType)) {
                return prefix + "operand # " + i + " of type " + LlvmTypes.toString(operandType)
                        + " does not match the destination block argument of type "
                        + LlvmTypes.toString(args.get(i).type());
            }
        }
        return null;
    }

    /** Copies the discardable attributes of {@code from} onto {@code to}, as MLIR forwards them. */
    static void forwardAttributes(Operation from, Operation to) {
        from.attributes().forEach(to::setAttribute);
    }
}
