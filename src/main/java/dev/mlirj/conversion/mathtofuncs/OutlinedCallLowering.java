package dev.mlirj.conversion.mathtofuncs;

import dev.mlirj.dialect.func.CallOp;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.syntax.TypePrinter;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.Objects;
import java.util.function.Function;

/**
 * A math operation to a {@code func.call} of the function {@link ConvertMathToFuncsPass} outlined for it, as MLIR
 * 19's {@code IPowIOpLowering}, {@code FPowIOpLowering} and {@code CtlzOpLowering} (one instance each): refused when
 * no function was outlined for the operation's types, as for a vector operation ({@link
 * dev.mlirj.conversion.mathtolibm.VecOpToScalarOp} unrolls those into scalar ones first). Immutable.
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
                    + " on " + TypePrinter.toString(MathOps.result(op).type()));
        }
        OperationState call = new OperationState(rewriter.context().operationName(CallOp.NAME), op.location());
        call.properties.put(CallOp.CALLEE, SymbolRefAttr.flat(FuncOp.name(func)));
        call.operands.addAll(adaptor.operands());
        call.resultTypes.add(MathOps.result(op).type());
        rewriter.replaceOpWithNewOp(op, call);
        return true;
    }

    @Override
    public String debugName() {
        return "OutlinedCallLowering<" + rootName() + ">";
    }
}
