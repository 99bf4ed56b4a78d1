package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code memref.atomic_rmw kind %v, %m[%i] attr-dict : (type, memref-type) -> type}: atomically combines the element
 * with {@code %v} by {@link AtomicRmwKind} and returns the value stored before. The value, result and element type
 * are one signless integer or float type; {@code kind} is stored as an i64. The accessors expect an operation of
 * this kind.
 */
public final class AtomicRmwOp {
    /** The operation name. */
    public static final String NAME = "memref.atomic_rmw";
    /** The property holding the kind. */
    public static final String KIND = "kind";

    private AtomicRmwOp() {
    }

    /** The kind of a verified operation. */
    public static AtomicRmwKind kind(Operation op) {
        return AtomicRmwKind.fromValue(((IntegerAttr) op.properties().get(KIND)).longValue());
    }

    /** The value combined with the element. */
    public static Value value(Operation op) {
        return op.operand(0);
    }

    /** The memref updated. */
    public static Value memref(Operation op) {
        return op.operand(1);
    }

    /** The subscripts of the element, one per dimension. */
    public static List<Value> indices(Operation op) {
        return op.operands().subList(2, op.operandCount());
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(), Set.of(KIND), new Syntax(), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            if (!c.counts(2, false, 1, 0) || !c.attr(KIND, true, AtomicRmwKind::isAttribute, "allowed 64-bit signless"
                    + " integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14")
                    || !c.operand(0, MemRefChecks.INT_OR_FLOAT) || !c.operand(1, MemRefChecks.MEMREF_OF_INT_OR_FLOAT)
                    || !c.operandsFrom(2, TypeConstraint.INDEX) || !c.result(0, MemRefChecks.INT_OR_FLOAT)) {
                return false;
            }
            Type value = value(op).type();
            MemRefType memref = (MemRefType) memref(op).type();
            if (!value.equals(op.result(0).type())) {
                return c.predicate("all of {value, result} have same type");
            }
            if (!value.equals(memref.elementType())) {
                return c.predicate("value type matches element type of memref");
            }
            if (memref.rank() != op.operandCount() - 2) {
                return c.fail("expects the number of subscripts to be equal to memref rank");
            }
            AtomicRmwKind kind = kind(op);
            return switch (kind.operand()) {
                case FLOAT -> value instanceof FloatType
                        || c.fail("with kind '" + kind.keyword() + "' expects a floating-point type");
                case INTEGER -> value instanceof IntegerType
                        || c.fail("with kind '" + kind.keyword() + "' expects an integer type");
                case ANY -> true;
            };
        }, "").withPropertyStorage(Map.of(KIND, AtomicRmwKind::isAttribute));
    }

    /** {@code $kind $value , $memref [ $indices ] attr-dict : ( type($value) , type($memref) ) -> type($result)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            Location at = parser.location();
            String keyword = parser.parseOptionalKeyword();
            if (keyword == null) {
                keyword = parser.parseOptionalString();
            }
            AtomicRmwKind kind = keyword == null ? null : AtomicRmwKind.fromKeyword(keyword);
            if (kind == null) {
                return parser.emitError(at, "expected string or keyword containing one of the following enum values"
                        + " for attribute 'kind' [" + String.join(", ", AtomicRmwKind.KEYWORDS) + "]");
            }
            state.properties.put(KIND, IntegerAttr.of(IntegerType.of(64), kind.value()));
            OpAsmParser.UnresolvedOperand value = parser.parseOperand();
            OpAsmParser.UnresolvedOperand memref;
            List<OpAsmParser.UnresolvedOperand> indices;
            if (value == null || !parser.parseComma() || (memref = parser.parseOperand()) == null
                    || (indices = parser.parseOperandListInSquare()) == null
                    || !parser.parseOptionalAttrDict(state) || !parser.parseColon() || !parser.parseLParen()) {
                return false;
            }
            Type valueType = parser.parseType();
            Type memrefType;
            Type result;
            if (valueType == null || !parser.parseComma() || (memrefType = parser.parseType()) == null
                    || !parser.parseRParen() || !(parser.parseOptionalArrow() || parser.emitError("expected '->'"))
                    || (result = parser.parseType()) == null) {
                return false;
            }
            if (!MemRefSyntax.resolve(parser, value, valueType, state)
                    || !MemRefSyntax.resolve(parser, memref, memrefType, state)
                    || !MemRefSyntax.resolveIndices(parser, indices, state)) {
                return false;
            }
            state.resultTypes.add(result);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").print(kind(op).keyword()).print(" ").printOperand(value(op)).print(", ")
                    .printOperand(memref(op));
            MemRefSyntax.printSquare(printer, indices(op));
            printer.printAttrDict(op, List.of(KIND));
            printer.print(" : (").print(value(op).type()).print(", ").print(memref(op).type()).print(") -> ")
                    .print(op.result(0).type());
        }
    }
}
