package dev.mlirj.conversion.mathtofuncs;

import dev.mlirj.dialect.builtin.SymbolRefAttr;
import dev.mlirj.dialect.func.CallOp;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.Objects;
import java.util.function.Function;

/**
 * A math operation to a {@code func.call} of the function {@link ConvertMathToFuncsPass} outlined for it, as MLIR
 * 19's {@code IPowIOpLowering}, {@code FPowIOpLowering} and {@code CtlzOpLowering} (one instance each): refused when
 * no function was outlined for the operation's types (a vector operation: MLIR first unrolls those with the vector
 * dialect, which mlirj does not have yet). Immutable.
 */
final class OutlinedCallLowering extends OpConversionPattern {
    private final Function<Operation, Operation> outlined;

    /** Lowers {@code opName} with the function {@code outlined} gives for an operation (null: none). */
    OutlinedCallLowering(String opName, Function<Operation, Operation> outlined) {
        super(opName, null);
        this.outlined = Objects.requireNonNull(outlined, "outlined");
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Operation func = outlined.apply(op);
        if (func == null) {
            return rewriter.notifyMatchFailure(op, "missing software implementation for " + op.name().fullName()
                    + " on " + op.result(0).type() + " (vector operations are not unrolled: mlirj has no vector "
                    + "dialect yet)");
        }
        OperationState call = new OperationState(rewriter.context().operationName(CallOp.NAME), op.location());
        call.properties.put(CallOp.CALLEE, SymbolRefAttr.flat(FuncOp.name(func)));
        call.operands.addAll(adaptor.operands());
        call.resultTypes.add(op.result(0).type());
        rewriter.replaceOpWithNewOp(op, call);
        return true;
    }

    @Override
    public String debugName() {
        return "OutlinedCallLowering<" + rootName() + ">";
    }
}
