package dev.mlirj.dialect.func;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * {@code func.constant}: the function named by the {@code value} property as an SSA value of its function type,
 * for {@code func.call_indirect}. Its result is named {@code %f}. Custom form: {@code attr-dict @name : type}.
 */
public final class ConstantOp {
    /** The operation name. */
    public static final String NAME = "func.constant";
    /** The property naming the function. */
    public static final String VALUE = "value";

    private ConstantOp() {
    }

    /** The name of the function. */
    public static String value(Operation op) {
        return ((SymbolRefAttr) op.properties().get(VALUE)).root();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        SymbolRefAttr ref = c.flatSymbolRef(VALUE);
        if (ref == null || !c.resultCount(1)) {
            return false;
        }
        Operation module = op.ancestorNamed(ModuleOp.NAME);
        Operation fn = module == null ? null : SymbolTable.lookupIn(module, ref.root());
        if (fn == null || !fn.name().fullName().equals(FuncOp.NAME)) {
            diagnostics.opError(op, "reference to undefined function '" + ref.root() + "'");
            return false;
        }
        if (!op.result(0).type().equals(FuncOp.functionTypeOrNull(fn))) {
            diagnostics.opError(op, "reference to function with mismatched type");
            return false;
        }
        return true;
    }

    /** {@code attr-dict $value : type(results)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            String name = parser.parseSymbolName();
            if (name == null) {
                return false;
            }
            state.properties.put(VALUE, SymbolRefAttr.flat(name));
            Type type = parser.parseColonType();
            if (type == null) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printOptionalAttrDict(op.attributes(), List.of());
            printer.print(" ").printSymbolName(((SymbolRefAttr) op.properties().get(VALUE)).root());
            printer.print(" : ").print(op.result(0).type());
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), "f");
        }
    }
}
