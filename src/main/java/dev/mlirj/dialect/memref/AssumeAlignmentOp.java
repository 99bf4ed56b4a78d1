package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.assume_alignment %m, 16 attr-dict : type}: a promise that the memref's aligned pointer is a multiple
 * of {@code alignment} bytes (a positive power of two, stored as an i32). MLIR 19's form: no result. The accessors
 * expect a {@code memref.assume_alignment}.
 */
public final class AssumeAlignmentOp {
    /** The operation name. */
    public static final String NAME = "memref.assume_alignment";
    /** The property holding the alignment. */
    public static final String ALIGNMENT = "alignment";

    private AssumeAlignmentOp() {
    }

    /** The memref whose alignment is promised. */
    public static Value memref(Operation op) {
        return op.operand(0);
    }

    /** The promised alignment in bytes. */
    public static int alignment(Operation op) {
        return ((IntegerAttr) op.properties().get(ALIGNMENT)).value().intValue();
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(), Set.of(ALIGNMENT), new Syntax(), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            if (!c.counts(1, true, 0, 0) || !c.attr(ALIGNMENT, true, a -> MemRefChecks.isIntegerAttr(a, 32)
                    && ((IntegerAttr) a).value().signum() > 0,
                    "32-bit signless integer attribute whose value is positive")
                    || !c.operand(0, TypeConstraint.ANY_MEMREF)) {
                return false;
            }
            return Integer.bitCount(alignment(op)) == 1 || c.fail("alignment must be power of 2");
        }, "");
    }

    /** {@code $memref , $alignment attr-dict : type($memref)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand memref = parser.parseOperand();
            if (memref == null || !parser.parseComma()) {
                return false;
            }
            Attribute alignment = parser.parseAttribute(IntegerType.of(32));
            if (alignment == null) {
                return false;
            }
            state.properties.put(ALIGNMENT, alignment);
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            return type != null && MemRefSyntax.resolve(parser, memref, type, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(memref(op)).print(", ");
            printer.printAttributeWithoutType(op.properties().get(ALIGNMENT));
            printer.printAttrDict(op, List.of(ALIGNMENT));
            printer.print(" : ").print(memref(op).type());
        }
    }
}
