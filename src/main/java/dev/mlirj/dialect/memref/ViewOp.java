package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
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
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.view %buf[%byte_shift][%sizes] attr-dict : memref<Nxi8> to type}: a contiguous view of any element
 * type into a 1-D {@code i8} buffer, starting {@code byte_shift} bytes in, with one size operand per {@code ?} of
 * the result. Both types have the identity layout and one memory space. The accessors expect an operation of this
 * kind.
 */
public final class ViewOp {
    /** The operation name. */
    public static final String NAME = "memref.view";

    private static final TypeConstraint SOURCE = new TypeConstraint("1D memref of 8-bit signless integer values",
            t -> t instanceof MemRefType m && m.rank() == 1 && m.elementType() instanceof IntegerType i
                    && i.isSignless(8));

    private ViewOp() {
    }

    /** The 1-D {@code i8} buffer viewed. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The offset into the buffer in bytes. */
    public static Value byteShift(Operation op) {
        return op.operand(1);
    }

    /** The sizes of the dynamic dimensions of the result, in order. */
    public static List<Value> sizes(Operation op) {
        return op.operands().subList(2, op.operandCount());
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(), new Syntax(), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            if (!c.counts(2, false, 1, 0) || !c.operand(0, SOURCE) || !c.operandsFrom(1, TypeConstraint.INDEX)
                    || !c.result(0, TypeConstraint.ANY_MEMREF)) {
                return false;
            }
            MemRefType base = (MemRefType) source(op).type();
            MemRefType view = (MemRefType) op.result(0).type();
            if (!MemRefChecks.hasIdentityLayout(base)) {
                return c.failPlain("unsupported map for base memref type " + MemRefChecks.quote(base));
            }
            if (!MemRefChecks.hasIdentityLayout(view)) {
                return c.failPlain("unsupported map for result memref type " + MemRefChecks.quote(view));
            }
            if (!Objects.equals(base.memorySpace(), view.memorySpace())) {
                return c.failPlain("different memory spaces specified for base memref type " + MemRefChecks.quote(base)
                        + " and view memref type " + MemRefChecks.quote(view));
            }
            return op.operandCount() - 2 == MemRefChecks.dynamicDims(view)
                    || c.failPlain("incorrect number of size operands for type " + MemRefChecks.quote(view));
        }, "");
    }

    /** {@code $source [ $byte_shift ][ $sizes ] attr-dict : type($source) to type(results)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            if (source == null || !parser.parseLSquare()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand shift = parser.parseOperand();
            List<OpAsmParser.UnresolvedOperand> sizes;
            if (shift == null || !parser.parseRSquare() || (sizes = parser.parseOperandListInSquare()) == null
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type from = parser.parseColonType();
            if (from == null || !parser.parseKeyword("to")) {
                return false;
            }
            Type to = parser.parseType();
            if (to == null || !MemRefSyntax.resolve(parser, source, from, state)
                    || !MemRefSyntax.resolve(parser, shift, IndexType.INSTANCE, state)
                    || !MemRefSyntax.resolveIndices(parser, sizes, state)) {
                return false;
            }
            state.resultTypes.add(to);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(source(op)).print("[").printOperand(byteShift(op)).print("]");
            MemRefSyntax.printSquare(printer, sizes(op));
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(source(op).type()).print(" to ").print(op.result(0).type());
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), "view");
        }
    }
}
