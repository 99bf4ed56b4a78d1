package dev.mlirj.dialect.func;

import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpTrait;
import java.util.EnumSet;
import java.util.Set;

/**
 * The func dialect: functions ({@link FuncOp}), returning from them ({@link ReturnOp}), direct and indirect calls
 * ({@link CallOp}, {@link CallIndirectOp}) and function values ({@link ConstantOp}). Inside a {@code func.func}
 * its operations may be written without the {@code func.} prefix.
 */
public final class FuncDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "func";

    /** The dialect with its operations registered. */
    public FuncDialect() {
        super(NAMESPACE);
        register(new OpDefinition(FuncOp.NAME, EnumSet.of(OpTrait.ISOLATED_FROM_ABOVE, OpTrait.SYMBOL,
                OpTrait.AUTOMATIC_ALLOCATION_SCOPE, OpTrait.AFFINE_SCOPE),
                Set.of(FuncOp.FUNCTION_TYPE, FuncOp.SYM_NAME, FuncOp.SYM_VISIBILITY, FuncOp.ARG_ATTRS,
                        FuncOp.RES_ATTRS),
                new FuncOp.Syntax(), FuncOp::verify, NAMESPACE));
        register(new OpDefinition(ReturnOp.NAME, EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR, OpTrait.RETURN_LIKE),
                Set.of(), new ReturnOp.Syntax(), ReturnOp::verify, ""));
        register(new OpDefinition(CallOp.NAME, Set.of(), Set.of(CallOp.CALLEE), new CallOp.Syntax(),
                CallOp::verify, ""));
        register(new OpDefinition(CallIndirectOp.NAME, Set.of(), Set.of(), new CallIndirectOp.Syntax(),
                CallIndirectOp::verify, ""));
        register(new OpDefinition(ConstantOp.NAME, EnumSet.of(OpTrait.PURE, OpTrait.CONSTANT_LIKE),
                Set.of(ConstantOp.VALUE), new ConstantOp.Syntax(), ConstantOp::verify, "")
                .withFolder((op, context, operands, results) ->
                        results.add(dev.mlirj.ir.FoldResult.of(op.properties().get(ConstantOp.VALUE)))));
    }

    /** A {@code func.constant} of a symbol reference and function type, as MLIR 19's func dialect. */
    @Override
    public dev.mlirj.ir.Operation materializeConstant(dev.mlirj.ir.Builder b,
                                                      dev.mlirj.ir.Attribute value, dev.mlirj.ir.Type type,
                                                      dev.mlirj.ir.Location location) {
        if (!(value instanceof dev.mlirj.ir.SymbolRefAttr ref) || !ref.nested().isEmpty()
                || !(type instanceof dev.mlirj.ir.FunctionType)) {
            return null;
        }
        dev.mlirj.ir.OperationState state = new dev.mlirj.ir.OperationState(b.context().operationName(ConstantOp.NAME),
                location);
        state.properties.put(ConstantOp.VALUE, ref);
        state.resultTypes.add(type);
        return b.create(state);
    }
}
