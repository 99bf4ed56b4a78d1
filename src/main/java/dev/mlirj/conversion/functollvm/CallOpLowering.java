package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.func.CallOp;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code func.call} to {@code llvm.call}, MLIR's {@code CallOpLowering}: as {@link CallOpInterfaceLowering}, with
 * the bare-pointer convention when the option is set or the callee has {@code llvm.bareptr}.
 */
final class CallOpLowering extends CallOpInterfaceLowering {
    CallOpLowering(LlvmTypeConverter converter) {
        super(CallOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Operation callee = SymbolTable.lookup(op, CallOp.callee(op));
        boolean bare = callee != null && callee.attribute(FuncOpConversion.BARE_PTR) != null;
        return rewriteCall(op, null, CallOp.operands(op), adaptor.operands(), rewriter, bare);
    }

    @Override
    Operation createCall(ConversionPatternRewriter rewriter, Operation callOp, Value callee, Type result,
                         List<Value> arguments) {
        return Llvm.call(rewriter, callOp.location(), CallOp.callee(callOp), result, arguments);
    }
}
