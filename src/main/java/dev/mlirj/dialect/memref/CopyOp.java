package dev.mlirj.dialect.memref;

import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.copy %src, %dst attr-dict : type to type}: copies every element; the two memrefs (ranked or
 * unranked) have one element type and compatible shapes, and may have different layouts. The accessors expect a
 * {@code memref.copy}.
 */
public final class CopyOp {
    /** The operation name. */
    public static final String NAME = "memref.copy";

    private CopyOp() {
    }

    /** The memref copied from. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The memref copied to. */
    public static Value target(Operation op) {
        return op.operand(1);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(), Set.of(), new Syntax(), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            if (!c.counts(2, true, 0, 0) || !c.operand(0, MemRefChecks.RANKED_OR_UNRANKED)
                    || !c.operand(1, MemRefChecks.RANKED_OR_UNRANKED)) {
                return false;
            }
            ShapedType a = (ShapedType) source(op).type();
            ShapedType b = (ShapedType) target(op).type();
            if (!a.elementType().equals(b.elementType())) {
                return c.fail("requires the same element type for all operands");
            }
            return compatibleShapes(a, b) || c.fail("requires the same shape for all operands");
        }, "");
    }

    /** MLIR's {@code verifyCompatibleShape}: unranked fits anything; else one rank and sizes equal or dynamic. */
    static boolean compatibleShapes(ShapedType a, ShapedType b) {
        if (!a.hasRank() || !b.hasRank()) {
            return true;
        }
        if (a.rank() != b.rank()) {
            return false;
        }
        for (int i = 0; i < a.rank(); i++) {
            long x = a.shape().get(i);
            long y = b.shape().get(i);
            if (x != ShapedType.DYNAMIC && y != ShapedType.DYNAMIC && x != y) {
                return false;
            }
        }
        return true;
    }

    /** {@code $source , $target attr-dict : type($source) to type($target)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            OpAsmParser.UnresolvedOperand target;
            if (source == null || !parser.parseComma() || (target = parser.parseOperand()) == null
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type from = parser.parseColonType();
            if (from == null || !parser.parseKeyword("to")) {
                return false;
            }
            Type to = parser.parseType();
            return to != null && MemRefSyntax.resolve(parser, source, from, state)
                    && MemRefSyntax.resolve(parser, target, to, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(source(op).type()).print(" to ").print(target(op).type());
        }
    }
}
