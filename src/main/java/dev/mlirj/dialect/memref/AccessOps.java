package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.load} and {@code memref.store}: read or write one element at {@code index} subscripts, one per
 * dimension. The optional {@code nontemporal} bool (default false, printed only when true) hints that the access
 * will not be reused from the cache. Custom forms: {@code %m[%i, %j] attr-dict : type} and
 * {@code %v, %m[%i, %j] attr-dict : type}; the loaded or stored value has the memref's element type. The accessors
 * expect an operation of one of these kinds.
 */
public final class AccessOps {
    /** {@code memref.load}. */
    public static final String LOAD = "memref.load";
    /** {@code memref.store}. */
    public static final String STORE = "memref.store";
    /** The property holding the nontemporal hint. */
    public static final String NONTEMPORAL = "nontemporal";

    private AccessOps() {
    }

    private static int memrefIndex(Operation op) {
        return op.name().fullName().equals(STORE) ? 1 : 0;
    }

    /** The accessed memref. */
    public static Value memref(Operation op) {
        return op.operand(memrefIndex(op));
    }

    /** The subscripts, one per dimension of the memref. */
    public static List<Value> indices(Operation op) {
        return op.operands().subList(memrefIndex(op) + 1, op.operandCount());
    }

    /** The stored value of a {@code memref.store}. */
    public static Value value(Operation op) {
        return op.operand(0);
    }

    /** The loaded value of a {@code memref.load}. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    /** The nontemporal hint: false when absent. */
    public static boolean nontemporal(Operation op) {
        return op.properties().get(NONTEMPORAL) instanceof IntegerAttr a && a.value().signum() != 0;
    }

    static OpDefinition load() {
        return new OpDefinition(LOAD, Set.of(OpTrait.MEMORY_READ), Set.of(NONTEMPORAL), new Syntax(false),
                (op, d) -> verify(op, d, false), "");
    }

    static OpDefinition store() {
        return new OpDefinition(STORE, Set.of(), Set.of(NONTEMPORAL), new Syntax(true),
                (op, d) -> verify(op, d, true), "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics, boolean store) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        int memref = store ? 1 : 0;
        if (!c.counts(memref + 1, false, store ? 0 : 1, 0)
                || !c.attr(NONTEMPORAL, false, MemRefChecks::isBoolAttr, "bool attribute")
                || !c.operand(memref, TypeConstraint.ANY_MEMREF) || !c.operandsFrom(memref + 1, TypeConstraint.INDEX)) {
            return false;
        }
        MemRefType type = (MemRefType) op.operand(memref).type();
        if (store && !op.operand(0).type().equals(type.elementType())) {
            return c.predicate("type of 'value' matches element type of 'memref'");
        }
        if (!store && !op.result(0).type().equals(type.elementType())) {
            return c.predicate("result type matches element type of 'memref'");
        }
        int indices = op.operandCount() - memref - 1;
        if (indices != type.rank()) {
            return store ? c.fail("store index operand count not equal to memref rank")
                    : c.fail("incorrect number of indices for load, expected " + type.rank() + " but got "
                    + indices);
        }
        return true;
    }

    /** {@code ($value ,)? $memref [ $indices ] attr-dict : type($memref)}. */
    record Syntax(boolean store) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand value = null;
            if (store && ((value = parser.parseOperand()) == null || !parser.parseComma())) {
                return false;
            }
            OpAsmParser.UnresolvedOperand memref = parser.parseOperand();
            List<OpAsmParser.UnresolvedOperand> indices;
            if (memref == null || (indices = parser.parseOperandListInSquare()) == null
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null) {
                return false;
            }
            if (!(type instanceof MemRefType m)) {
                return parser.emitError(parser.nameLocation(), "'memref' must be memref of any type values, but got "
                        + MemRefChecks.quote(type));
            }
            if (store && !MemRefSyntax.resolve(parser, value, m.elementType(), state)) {
                return false;
            }
            if (!MemRefSyntax.resolve(parser, memref, type, state)
                    || !MemRefSyntax.resolveIndices(parser, indices, state)) {
                return false;
            }
            if (!store) {
                state.resultTypes.add(m.elementType());
            }
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            if (store) {
                printer.printOperand(value(op)).print(", ");
            }
            printer.printOperand(memref(op));
            MemRefSyntax.printSquare(printer, indices(op));
            boolean defaultHint = op.properties().get(NONTEMPORAL) instanceof IntegerAttr a && a.isBool()
                    && a.value().signum() == 0;
            printer.printAttrDict(op, defaultHint ? List.of(NONTEMPORAL) : List.of());
            printer.print(" : ").print(memref(op).type());
        }
    }
}
