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
import java.util.List;
import java.util.Set;

/**
 * {@code memref.load} and {@code memref.store}: read or write one element at {@code index} subscripts, one per
 * dimension. The optional {@code nontemporal} bool (default false, printed only when true) hints that the access
 * will not be reused from the cache. Custom forms: {@code %m[%i, %j] attr-dict : type} and
 * {@code %v, %m[%i, %j] attr-dict : type}; the loaded or stored value has the memref's element type.
 */
final class AccessOps {
    /** The property holding the nontemporal hint. */
    static final String NONTEMPORAL = "nontemporal";

    private AccessOps() {
    }

    static OpDefinition load() {
        return new OpDefinition("memref.load", Set.of(OpTrait.MEMORY_READ), Set.of(NONTEMPORAL), new Syntax(false),
                (op, d) -> verify(op, d, false), "");
    }

    static OpDefinition store() {
        return new OpDefinition("memref.store", Set.of(), Set.of(NONTEMPORAL), new Syntax(true),
                (op, d) -> verify(op, d, true), "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics, boolean store) {
        Checks c = new Checks(op, diagnostics);
        int memref = store ? 1 : 0;
        if (!c.counts(memref + 1, false, store ? 0 : 1, 0)
                || !c.attr(NONTEMPORAL, false, Checks::isBoolAttr, "bool attribute")
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
                        + Checks.quote(type));
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
            int memref = store ? 1 : 0;
            printer.print(" ");
            if (store) {
                printer.printOperand(op.operand(0)).print(", ");
            }
            printer.printOperand(op.operand(memref));
            MemRefSyntax.printSquare(printer, op.operands().subList(memref + 1, op.operandCount()));
            boolean defaultHint = op.properties().get(NONTEMPORAL) instanceof IntegerAttr a && a.isBool()
                    && a.value().signum() == 0;
            printer.printAttrDict(op, defaultHint ? List.of(NONTEMPORAL) : List.of());
            printer.print(" : ").print(op.operand(memref).type());
        }
    }
}
