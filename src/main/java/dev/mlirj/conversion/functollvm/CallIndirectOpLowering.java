package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.func.CallIndirectOp;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code func.call_indirect %f(args)} to an indirect {@code llvm.call %f(args)} through the function pointer the
 * callee converts to, MLIR's {@code CallIndirectOpLowering} (as {@link CallOpInterfaceLowering}).
 */
final class CallIndirectOpLowering extends CallOpInterfaceLowering {
    CallIndirectOpLowering(LlvmTypeConverter converter) {
        super(CallIndirectOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        List<Value> converted = adaptor.operands();
        return rewriteCall(op, converted.getFirst(), CallIndirectOp.calleeOperands(op),
                converted.subList(1, converted.size()), rewriter, false);
    }

    @Override
    Operation createCall(ConversionPatternRewriter rewriter, Operation callOp, Value callee, Type result,
                         List<Value> arguments) {
        return Llvm.callIndirect(rewriter, callOp.location(), callee, result, arguments);
    }
}
