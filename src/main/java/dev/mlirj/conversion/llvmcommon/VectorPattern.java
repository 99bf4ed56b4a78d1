package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmTypes;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The helpers of the one-to-one lowerings to the LLVM dialect, MLIR's {@code LLVMCommon/VectorPattern}: an
 * operation becomes one LLVM operation named by its target with the same (converted) operands, its result types
 * converted and its attributes converted by an {@link AttrConvert}. When the operands are n-D vectors (converted to
 * nested {@code !llvm.array}s of 1-D vectors) the operation is unrolled: each 1-D vector is extracted from every
 * operand with {@code llvm.extractvalue}, the target operation applied to them, and the result inserted with
 * {@code llvm.insertvalue} into an {@code llvm.mlir.undef} of the result's array type, in row-major order of the
 * array positions.
 *
 * <p>Every method returns whether it rewrote {@code op}; false means the operation was left as it was (the reason
 * given to the rewriter with {@code notifyMatchFailure}).
 */
public final class VectorPattern {
    private VectorPattern() {
    }

    /**
     * The LLVM types of an n-D vector, MLIR's {@code NDVectorTypeInfo}.
     *
     * @param llvmNDVectorType the converted n-D vector type (nested arrays)
     * @param llvm1DVectorType the innermost 1-D vector type
     * @param arraySizes the sizes of the nested arrays, outermost first
     */
    public record NDVectorTypeInfo(Type llvmNDVectorType, Type llvm1DVectorType, List<Long> arraySizes) {
        /** Copies the sizes. */
        public NDVectorTypeInfo {
            arraySizes = List.copyOf(arraySizes);
        }
    }

    /**
     * MLIR's {@code extractNDVectorTypeInfo}: the converted type of {@code vectorType} taken apart, or null when it
     * does not convert to arrays of a 1-D LLVM-compatible vector.
     */
    public static NDVectorTypeInfo extractNDVectorTypeInfo(VectorType vectorType, LlvmTypeConverter converter) {
        Type nd = converter.convertType(vectorType);
        if (nd == null || !LlvmTypeConverter.isCompatibleType(nd)) {
            return null;
        }
        List<Long> sizes = new ArrayList<>();
        Type t = nd;
        while (t instanceof LlvmArrayType array) {
            sizes.add(array.numElements());
            t = array.elementType();
        }
        return LlvmTypes.isCompatibleVector(t) ? new NDVectorTypeInfo(nd, t, sizes) : null;
    }

    /**
     * MLIR's {@code handleMultidimensionalVectors}: replaces {@code op}, whose single result is an n-D vector and
     * whose converted {@code operands} are arrays of the same shape, by the unrolled computation: for each position
     * of the arrays, {@code createOperand} gets the 1-D result type and the operands' 1-D vectors at that position
     * and returns the 1-D result.
     */
    public static boolean handleMultidimensionalVectors(Operation op, List<Value> operands,
                                                        LlvmTypeConverter converter,
                                                        BiFunction<Type, List<Value>, Value> createOperand,
                                                        ConversionPatternRewriter rewriter) {
        if (op.resultCount() != 1 || !(op.result(0).type() instanceof VectorType resultType)) {
            return rewriter.notifyMatchFailure(op, "expected a single vector result");
        }
        NDVectorTypeInfo info = extractNDVectorTypeInfo(resultType, converter);
        if (info == null) {
            return rewriter.notifyMatchFailure(op, "the result type " + resultType
                    + " does not convert to an array of 1-D vectors");
        }
        for (Value operand : operands) {
            if (!(operand.type() instanceof LlvmArrayType)) {
                return rewriter.notifyMatchFailure(op, "expected every operand to be an array of 1-D vectors, not "
                        + LlvmTypes.toString(operand.type()));
            }
        }
        Location loc = op.location();
        Value desc = Llvm.undef(rewriter, loc, info.llvmNDVectorType());
        long count = 1;
        for (long size : info.arraySizes()) {
            count *= size;
        }
        for (long linear = 0; linear < count; linear++) {
            long[] position = coordinates(info.arraySizes(), linear);
            List<Value> extracted = new ArrayList<>(operands.size());
            for (Value operand : operands) {
                extracted.add(Llvm.extractValue(rewriter, loc, operand, position));
            }
            Value value = createOperand.apply(info.llvm1DVectorType(), extracted);
            desc = Llvm.insertValue(rewriter, loc, desc, value, position);
        }
        rewriter.replaceOp(op, List.of(desc));
        return true;
    }

    /** The row-major coordinates of {@code linear} in an array of {@code sizes}. */
    private static long[] coordinates(List<Long> sizes, long linear) {
        long[] position = new long[sizes.size()];
        for (int i = sizes.size() - 1; i >= 0; i--) {
            position[i] = linear % sizes.get(i);
            linear /= sizes.get(i);
        }
        return position;
    }

    /**
     * MLIR's {@code oneToOneRewrite}: replaces {@code op} by the operation {@code targetOp} of {@code operands},
     * with {@code targetAttrs}, whose result type is {@code op}'s result types converted (several packed into a
     * struct, whose fields then replace the results).
     */
    public static boolean oneToOneRewrite(Operation op, String targetOp, List<Value> operands,
                                          Map<String, Attribute> targetAttrs, LlvmTypeConverter converter,
                                          ConversionPatternRewriter rewriter) {
        List<Type> resultTypes = new ArrayList<>();
        if (op.resultCount() != 0) {
            Type packed = converter.packOperationResults(op.resultTypes());
            if (packed == null) {
                return rewriter.notifyMatchFailure(op, "a result type does not convert to the LLVM dialect: "
                        + op.resultTypes());
            }
            resultTypes.add(packed);
        }
        Operation created = create(op.location(), targetOp, operands, resultTypes, targetAttrs, rewriter);
        if (op.resultCount() == 0) {
            rewriter.eraseOp(op);
        } else if (op.resultCount() == 1) {
            rewriter.replaceOp(op, List.of(created.result(0)));
        } else {
            List<Value> results = new ArrayList<>();
            for (int i = 0; i < op.resultCount(); i++) {
                results.add(Llvm.extractValue(rewriter, op.location(), created.result(0), i));
            }
            rewriter.replaceOp(op, results);
        }
        return true;
    }

    /**
     * MLIR's {@code vectorOneToOneRewrite}: {@link #oneToOneRewrite} when the first operand is a scalar or 1-D
     * vector, the unrolled form ({@link #handleMultidimensionalVectors}) when it is an array of 1-D vectors. Fails
     * when an operand's type is not LLVM-compatible.
     */
    public static boolean vectorOneToOneRewrite(Operation op, String targetOp, List<Value> operands,
                                                Map<String, Attribute> targetAttrs, LlvmTypeConverter converter,
                                                ConversionPatternRewriter rewriter) {
        if (operands.isEmpty()) {
            throw new IllegalArgumentException(op.name() + ": a one-to-one vector lowering needs operands");
        }
        for (Value operand : operands) {
            if (!LlvmTypeConverter.isCompatibleType(operand.type())) {
                return rewriter.notifyMatchFailure(op, "the operand type " + operand.type()
                        + " does not convert to the LLVM dialect");
            }
        }
        if (!(operands.get(0).type() instanceof LlvmArrayType)) {
            return oneToOneRewrite(op, targetOp, operands, targetAttrs, converter, rewriter);
        }
        return handleMultidimensionalVectors(op, operands, converter,
                (vectorType, parts) -> create(op.location(), targetOp, parts, List.of(vectorType), targetAttrs,
                        rewriter).result(0), rewriter);
    }

    /**
     * Creates the registered operation {@code name} from its parts, as MLIR's {@code OpBuilder::create} by name:
     * each attribute is stored as a property when the operation declares it inherent and as a discardable
     * attribute otherwise; the LLVM dialect's {@code fastmathFlags} and {@code overflowFlags} properties default to
     * none, as MLIR's default-initialized properties do.
     */
    public static Operation create(Location location, String name, List<Value> operands, List<Type> resultTypes,
                                   Map<String, Attribute> attrs, ConversionPatternRewriter rewriter) {
        OperationState state = OperationState.forRegistered(rewriter.context(), name, location);
        state.operands.addAll(operands);
        state.resultTypes.addAll(resultTypes);
        attrs.forEach(state::addAttribute);
        var inherent = state.name.definition().inherentAttrs();
        if (inherent.contains(FastmathFlagsAttr.PROPERTY)) {
            state.properties.putIfAbsent(FastmathFlagsAttr.PROPERTY, FastmathFlagsAttr.NONE);
        }
        if (inherent.contains(IntegerOverflowFlagsAttr.PROPERTY)) {
            state.properties.putIfAbsent(IntegerOverflowFlagsAttr.PROPERTY, IntegerOverflowFlagsAttr.NONE);
        }
        return rewriter.create(state);
    }
}
