package dev.mlirj.conversion.complextolibm;

import dev.mlirj.dialect.func.CallOp;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;

/**
 * MLIR 19's {@code ScalarOpToLibmCall}: replaces a complex operation on {@code complex<f32>} (or
 * {@code complex<f64>}) by a {@code func.call} of the C library function {@code floatFunc} (or {@code doubleFunc}),
 * declaring it {@code func.func private} at the start of the nearest symbol table when no symbol of that name
 * exists. Other element types fail to match, so the operation stays illegal and the pass reports it.
 */
final class ScalarOpToLibmCall extends OpConversionPattern {
    private final String floatFunc;
    private final String doubleFunc;

    /** Lowers {@code opName} to {@code floatFunc} on {@code f32} parts and {@code doubleFunc} on {@code f64}. */
    ScalarOpToLibmCall(String opName, String floatFunc, String doubleFunc) {
        super(opName, null);
        this.floatFunc = floatFunc;
        this.doubleFunc = doubleFunc;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type element = ((ComplexType) op.operand(0).type()).elementType();
        String name;
        if (element.equals(FloatType.F32)) {
            name = floatFunc;
        } else if (element.equals(FloatType.F64)) {
            name = doubleFunc;
        } else {
            return rewriter.notifyMatchFailure(op, "libm has complex functions on f32 and f64 parts only, not on "
                    + dev.mlirj.syntax.TypePrinter.toString(element));
        }
        Operation table = SymbolTable.nearestSymbolTable(op);
        if (table == null) {
            return rewriter.notifyMatchFailure(op, "no symbol table to declare @" + name + " in");
        }
        FunctionType type = new FunctionType(adaptor.operands().stream().map(v -> v.type()).toList(),
                op.resultTypes());
        Operation existing = SymbolTable.lookupIn(table, name);
        if (existing == null) {
            rewriter.setInsertionPointToStart(table.region(0).entryBlock());
            OperationState decl = new OperationState(rewriter.context().operationName(FuncOp.NAME), op.location());
            decl.properties.put(FuncOp.FUNCTION_TYPE, new TypeAttr(type));
            decl.properties.put(FuncOp.SYM_NAME, StringAttr.of(name));
            decl.properties.put(FuncOp.SYM_VISIBILITY, StringAttr.of("private"));
            decl.addRegion();
            rewriter.create(decl);
            rewriter.setInsertionPoint(op);
        } else if (!existing.name().fullName().equals(FuncOp.NAME) || !type.equals(FuncOp.functionType(existing))) {
            return rewriter.notifyMatchFailure(op, "the symbol @" + name + " exists but is not a " + FuncOp.NAME
                    + " of type " + dev.mlirj.syntax.TypePrinter.toString(type));
        }
        OperationState call = new OperationState(rewriter.context().operationName(CallOp.NAME), op.location());
        call.properties.put(CallOp.CALLEE, SymbolRefAttr.flat(name));
        call.operands.addAll(adaptor.operands());
        call.resultTypes.addAll(op.resultTypes());
        rewriter.replaceOp(op, rewriter.create(call).results().stream().map(r -> (dev.mlirj.ir.Value) r).toList());
        return true;
    }
}
