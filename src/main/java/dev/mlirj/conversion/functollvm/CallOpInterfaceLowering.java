package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmTypes;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import java.util.ArrayList;
import java.util.List;

/**
 * What the lowerings of {@code func.call} and {@code func.call_indirect} share, MLIR's
 * {@code CallOpInterfaceLowering}: results packed into a struct when there are several (and unpacked with
 * {@code llvm.extractvalue} after the call), memref operands unpacked into their descriptor's scalars (or their
 * aligned pointer under the bare-pointer convention, whose memref results are rebuilt into descriptors). Fails,
 * naming the type, when a result type does not convert or an operand cannot be a bare pointer. The ranked
 * descriptors of unranked memref results, which the callee copied to the heap, are copied to the stack and freed.
 */
abstract class CallOpInterfaceLowering extends ConvertOpToLlvmPattern {
    CallOpInterfaceLowering(String opName, LlvmTypeConverter converter) {
        super(opName, converter);
    }

    /** Builds the {@code llvm.call} (direct or through {@code callee} when it is not null) of the promoted args. */
    abstract Operation createCall(ConversionPatternRewriter rewriter, Operation callOp, Value callee, Type result,
                                  List<Value> arguments);

    /**
     * Rewrites {@code callOp} whose call arguments are {@code operands} (original) / {@code converted} (remapped).
     */
    final boolean rewriteCall(Operation callOp, Value callee, List<Value> operands, List<Value> converted,
                              ConversionPatternRewriter rewriter, boolean bare) {
        LlvmTypeConverter converter = llvmTypeConverter();
        bare |= converter.options().useBarePtrCallConv();
        Location loc = callOp.location();
        List<Type> resultTypes = callOp.resultTypes();
        Type packedResult = null;
        if (!resultTypes.isEmpty()) {
            packedResult = converter.packFunctionResults(resultTypes, bare);
            if (packedResult == null) {
                return rewriter.notifyMatchFailure(callOp, "cannot convert the result types: "
                        + explain(converter, resultTypes, bare));
            }
        }
        for (Value operand : operands) {
            Type t = operand.type();
            if (bare && (t instanceof MemRefType || t instanceof UnrankedMemRefType)
                    && converter.convertMemRefToBarePtr(t) == null) {
                return rewriter.notifyMatchFailure(callOp, "cannot pass " + LlvmTypes.toString(t)
                        + " as a bare pointer: the bare-pointer calling convention needs a ranked memref of static "
                        + "shape with static strides and offset");
            }
        }
        List<Value> promoted = converter.promoteOperands(rewriter, loc, operands, converted, bare);
        Operation call = createCall(rewriter, callOp, callee, packedResult, promoted);
        callOp.attributes().forEach(call::setAttribute);
        List<Value> results = new ArrayList<>();
        if (resultTypes.size() < 2) {
            results.addAll(call.results());
        } else {
            for (int i = 0; i < resultTypes.size(); i++) {
                results.add(Llvm.extractValue(rewriter, loc, call.result(0), i));
            }
        }
        if (bare) {
            for (int i = 0; i < results.size(); i++) {
                if (resultTypes.get(i) instanceof MemRefType m) {
                    results.set(i, MemRefDescriptor.fromStaticShape(rewriter, loc, converter, m,
                            results.get(i)).value());
                }
            }
        } else if (!copyUnrankedDescriptors(rewriter, callOp, loc, resultTypes, results, false)) {
            // The callee copied unranked descriptors to the heap: they move to the caller's stack.
            return rewriter.notifyMatchFailure(callOp, "cannot declare free to copy unranked memref descriptors");
        }
        rewriter.replaceOp(callOp, results);
        return true;
    }

    static String explain(LlvmTypeConverter converter, List<Type> types, boolean bare) {
        return FuncOpConversion.explainSignatureFailure(converter,
                new dev.mlirj.ir.FunctionType(List.of(), types), bare);
    }
}
