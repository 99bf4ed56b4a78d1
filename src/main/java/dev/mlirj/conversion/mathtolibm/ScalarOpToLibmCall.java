package dev.mlirj.conversion.mathtolibm;

import dev.mlirj.dialect.func.CallOp;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.syntax.TypePrinter;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.Objects;

/**
 * A scalar {@code f32} or {@code f64} math operation to a {@code func.call} of the libm function
 * {@code floatFunc} or {@code doubleFunc}, as MLIR 19's {@code ScalarOpToLibmCall}. The function is declared
 * ({@code func.func private @name(types) -> type attributes {llvm.readnone}}, math operations having no side
 * effects) at the start of the nearest symbol table unless a symbol of that name exists; a symbol of that name that
 * is not a {@code func.func} is refused. Other types are refused (see {@link PromoteOpToF32} for {@code f16} and
 * {@code bf16}). Immutable.
 */
final class ScalarOpToLibmCall extends OpConversionPattern {
    /** The discardable attribute marking the declaration as not touching memory. */
    static final String READNONE = LlvmDialect.READNONE_ATTR;

    private final String floatFunc;
    private final String doubleFunc;

    ScalarOpToLibmCall(String opName, String floatFunc, String doubleFunc) {
        super(opName, null);
        this.floatFunc = Objects.requireNonNull(floatFunc, "floatFunc");
        this.doubleFunc = Objects.requireNonNull(doubleFunc, "doubleFunc");
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type type = MathOps.result(op).type();
        boolean isDouble = type.equals(FloatType.F64);
        if (!isDouble && !type.equals(FloatType.F32)) {
            return rewriter.notifyMatchFailure(op, "libm has no function for "
                    + TypePrinter.toString(type) + " (only f32 and f64)");
        }
        String name = isDouble ? doubleFunc : floatFunc;
        Operation table = SymbolTable.nearestSymbolTable(op);
        if (table == null) {
            return rewriter.notifyMatchFailure(op, "no enclosing symbol table to declare @" + name + " in");
        }
        Operation existing = SymbolTable.lookupIn(table, name);
        if (existing != null && !existing.name().fullName().equals(FuncOp.NAME)) {
            return rewriter.notifyMatchFailure(op, "the symbol @" + name + " is a '" + existing.name().fullName()
                    + "', not a " + FuncOp.NAME);
        }
        if (existing == null) {
            rewriter.setInsertionPointToStart(table.region(0).entryBlock());
            OperationState decl = new OperationState(rewriter.context().operationName(FuncOp.NAME),
                    Location.unknown());
            decl.properties.put(FuncOp.SYM_NAME, StringAttr.of(name));
            decl.properties.put(FuncOp.FUNCTION_TYPE, new TypeAttr(new FunctionType(
                    op.operands().stream().map(v -> v.type()).toList(), List.of(type))));
            decl.properties.put(FuncOp.SYM_VISIBILITY, StringAttr.of("private"));
            decl.addRegion();
            rewriter.create(decl).setAttribute(READNONE, UnitAttr.INSTANCE);
            rewriter.setInsertionPoint(op);
        }
        OperationState call = new OperationState(rewriter.context().operationName(CallOp.NAME), op.location());
        call.properties.put(CallOp.CALLEE, SymbolRefAttr.flat(name));
        call.operands.addAll(adaptor.operands());
        call.resultTypes.add(type);
        rewriter.replaceOpWithNewOp(op, call);
        return true;
    }

    @Override
    public String debugName() {
        return "ScalarOpToLibmCall<" + rootName() + ">";
    }
}
