package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.get_global @name : type attr-dict}: the memref of a {@link GlobalOp}, looked up in the nearest
 * symbol table; its type must be the global's. The accessors expect an operation of this kind.
 */
public final class GetGlobalOp {
    /** The operation name. */
    public static final String NAME = "memref.get_global";
    /** The property naming the global. */
    public static final String GLOBAL = "name";

    private GetGlobalOp() {
    }

    /** The name of the referenced global (MLIR's {@code getName}). */
    public static String global(Operation op) {
        return ((SymbolRefAttr) op.properties().get(GLOBAL)).root();
    }

    /** The global's memref. */
    public static OpResult result(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(GLOBAL), new Syntax(), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            if (!c.counts(0, true, 1, 0) || !c.attr(GLOBAL, true, a -> a instanceof SymbolRefAttr s
                    && s.nested().isEmpty(), "flat symbol reference attribute")
                    || !c.result(0, TypeConstraint.ANY_STATIC_SHAPE_MEMREF)) {
                return false;
            }
            String name = global(op);
            Operation g = SymbolTable.lookup(op, (SymbolRefAttr) op.properties().get(GLOBAL));
            if (g == null || !g.name().fullName().equals(GlobalOp.NAME)) {
                return c.fail("'" + name + "' does not reference a valid global memref");
            }
            if (!(g.properties().get(GlobalOp.TYPE) instanceof TypeAttr t)) {
                return true; // the global's own verifier reports it
            }
            Type type = op.result(0).type();
            return type.equals(t.type()) || c.fail("result type " + MemRefChecks.quote(type) + " does not match type "
                    + MemRefChecks.quote(t.type()) + " of the global memref @" + name);
        }, "");
    }

    /** {@code $name : type($result) attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            String name = parser.parseSymbolName();
            if (name == null) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(GLOBAL, SymbolRefAttr.flat(name));
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printSymbolName(global(op)).print(" : ").print(op.result(0).type());
            printer.printAttrDict(op, List.of(GLOBAL));
        }
    }
}
