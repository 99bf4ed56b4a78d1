package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
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
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.alloc} (heap) and {@code memref.alloca} (stack, freed when its nearest automatic allocation scope
 * exits): a new buffer of the result's memref type. Operands: one {@code index} size per {@code ?} dimension, then
 * one per symbol of the layout, delimited by {@code operandSegmentSizes}; optional {@code alignment} (a
 * non-negative i64, bytes). Custom form: {@code (%sizes)[%symbols]? attr-dict : type}. The accessors expect an
 * operation of one of these kinds.
 */
public final class AllocLikeOp {
    /** {@code memref.alloc}. */
    public static final String ALLOC = "memref.alloc";
    /** {@code memref.alloca}. */
    public static final String ALLOCA = "memref.alloca";
    /** The property holding the requested alignment. */
    public static final String ALIGNMENT = "alignment";

    private final String name;

    private AllocLikeOp(String name) {
        this.name = name;
    }

    /** The sizes of the dynamic dimensions, one per {@code ?} of the result type. */
    public static List<Value> dynamicSizes(Operation op) {
        return op.operands().subList(0, MemRefChecks.segmentSizes(op, 2)[0]);
    }

    /** The operands bound to the symbols of the result's layout. */
    public static List<Value> symbolOperands(Operation op) {
        return op.operands().subList(MemRefChecks.segmentSizes(op, 2)[0], op.operandCount());
    }

    /** The requested alignment in bytes, or null when absent. */
    public static Long alignment(Operation op) {
        return op.properties().get(ALIGNMENT) instanceof IntegerAttr a ? a.longValue() : null;
    }

    /** The allocated memref. */
    public static OpResult memref(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition(String name) {
        AllocLikeOp op = new AllocLikeOp(name);
        return new OpDefinition(name, Set.of(OpTrait.MEMORY_ALLOC), Set.of(ALIGNMENT, MemRefChecks.SEGMENTS),
                op.new Syntax(), op::verify, "");
    }

    boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        int[] segments;
        if (!c.counts(0, false, 1, 0) || (segments = c.segments(2)) == null
                || !c.attr(ALIGNMENT, false, a -> MemRefChecks.isIntegerAttr(a, 64)
                        && ((IntegerAttr) a).value().signum() >= 0,
                "64-bit signless integer attribute whose minimum value is 0")
                || !c.operandsFrom(0, TypeConstraint.INDEX) || !c.result(0, TypeConstraint.ANY_MEMREF)) {
            return false;
        }
        if (name.equals(ALLOCA) && !hasScope(op)) {
            return c.fail("requires an ancestor op with AutomaticAllocationScope trait");
        }
        MemRefType type = (MemRefType) op.result(0).type();
        if (segments[0] != MemRefChecks.dynamicDims(type)) {
            return c.fail("dimension operand count does not equal memref dynamic dimension count");
        }
        int symbols = MemRefChecks.hasIdentityLayout(type) ? 0 : MemRefChecks.layoutSymbols(type);
        if (segments[1] != symbols) {
            return c.fail("symbol operand count does not equal memref symbol count: expected " + symbols + ", got "
                    + segments[1]);
        }
        return true;
    }

    private static boolean hasScope(Operation op) {
        for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
            if (p.has(OpTrait.AUTOMATIC_ALLOCATION_SCOPE)) {
                return true;
            }
        }
        return false;
    }

    /** {@code ( $dynamicSizes ) ([ $symbolOperands ])? attr-dict : type($memref)}. */
    final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.UnresolvedOperand> sizes = MemRefSyntax.parseParenOperands(parser);
            if (sizes == null) {
                return false;
            }
            List<OpAsmParser.UnresolvedOperand> symbols = List.of();
            if (parser.parseOptionalLSquare()) {
                symbols = parser.parseOperandList();
                if (symbols == null || !parser.parseRSquare()) {
                    return false;
                }
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !MemRefSyntax.resolveIndices(parser, sizes, state)
                    || !MemRefSyntax.resolveIndices(parser, symbols, state)) {
                return false;
            }
            state.resultTypes.add(type);
            state.properties.put(MemRefChecks.SEGMENTS, DenseArrayAttr.ofI32(sizes.size(), symbols.size()));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            int[] segments = MemRefChecks.segmentSizes(op, 2);
            printer.print("(").printOperands(dynamicSizes(op)).print(")");
            if (segments[1] > 0) {
                printer.print("[").printOperands(symbolOperands(op)).print("]");
            }
            printer.printAttrDict(op, List.of(MemRefChecks.SEGMENTS));
            printer.print(" : ").print(op.result(0).type());
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), name.substring(MemRefDialect.NAMESPACE.length() + 1));
        }
    }
}
