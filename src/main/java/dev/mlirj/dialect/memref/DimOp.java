package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.dim attr-dict %m, %i : type}: the size of dimension {@code %i} of a ranked memref of rank 1 or more,
 * or of an unranked one. An index out of range is undefined behaviour, not an error. The accessors expect a
 * {@code memref.dim}.
 */
public final class DimOp {
    /** The operation name. */
    public static final String NAME = "memref.dim";

    private static final TypeConstraint SOURCE = new TypeConstraint(
            "unranked.memref of any type values or non-0-ranked.memref of any type values",
            t -> t instanceof UnrankedMemRefType || t instanceof MemRefType m && m.rank() > 0);

    private DimOp() {
    }

    /** The memref whose size is taken. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The dimension, an {@code index}. */
    public static Value index(Operation op) {
        return op.operand(1);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(), new Syntax(), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            return c.counts(2, true, 1, 0) && c.operand(0, SOURCE) && c.operand(1, TypeConstraint.INDEX)
                    && c.result(0, TypeConstraint.INDEX);
        }, "");
    }

    /** {@code attr-dict $source , $index : type($source)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            OpAsmParser.UnresolvedOperand index;
            if (source == null || !parser.parseComma() || (index = parser.parseOperand()) == null) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !MemRefSyntax.resolve(parser, source, type, state)
                    || !MemRefSyntax.resolve(parser, index, IndexType.INSTANCE, state)) {
                return false;
            }
            state.resultTypes.add(IndexType.INSTANCE);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printAttrDict(op, List.of());
            printer.print(" ").printOperand(source(op)).print(", ").printOperand(index(op));
            printer.print(" : ").print(source(op).type());
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), "dim");
        }
    }
}
