package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
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
 * {@code memref.alloc} (heap) and {@code memref.alloca} (stack, freed when its nearest automatic allocation scope
 * exits): a new buffer of the result's memref type. Operands: one {@code index} size per {@code ?} dimension, then
 * one per symbol of the layout, delimited by {@code operandSegmentSizes}; optional {@code alignment} (a
 * non-negative i64, bytes). Custom form: {@code (%sizes)[%symbols]? attr-dict : type}.
 */
final class AllocLikeOp {
    /** The property holding the requested alignment. */
    static final String ALIGNMENT = "alignment";

    /** Operation names with MLIR's {@code AutomaticAllocationScope} trait, which an {@code alloca} needs above it. */
    static final Set<String> ALLOCATION_SCOPES = Set.of("func.func", "llvm.func", "memref.alloca_scope");

    private final String mnemonic;

    private AllocLikeOp(String mnemonic) {
        this.mnemonic = mnemonic;
    }

    static OpDefinition definition(String mnemonic) {
        AllocLikeOp op = new AllocLikeOp(mnemonic);
        return new OpDefinition("memref." + mnemonic, Set.of(OpTrait.MEMORY_ALLOC), Set.of(ALIGNMENT, Checks.SEGMENTS), op.new Syntax(),
                op::verify, "");
    }

    boolean verify(Operation op, DiagnosticEngine diagnostics) {
        Checks c = new Checks(op, diagnostics);
        int[] segments;
        if (!c.counts(0, false, 1, 0) || (segments = c.segments(2)) == null
                || !c.attr(ALIGNMENT, false, a -> Checks.isIntegerAttr(a, 64)
                        && ((dev.mlirj.ir.IntegerAttr) a).value().signum() >= 0,
                "64-bit signless integer attribute whose minimum value is 0")
                || !c.operandsFrom(0, TypeConstraint.INDEX) || !c.result(0, TypeConstraint.ANY_MEMREF)) {
            return false;
        }
        if (mnemonic.equals("alloca") && !hasScope(op)) {
            return c.fail("requires an ancestor op with AutomaticAllocationScope trait");
        }
        MemRefType type = (MemRefType) op.result(0).type();
        if (segments[0] != Checks.dynamicDims(type)) {
            return c.fail("dimension operand count does not equal memref dynamic dimension count");
        }
        int symbols = Checks.hasIdentityLayout(type) ? 0 : Checks.layoutSymbols(type);
        if (segments[1] != symbols) {
            return c.fail("symbol operand count does not equal memref symbol count: expected " + symbols + ", got "
                    + segments[1]);
        }
        return true;
    }

    private static boolean hasScope(Operation op) {
        for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
            if (ALLOCATION_SCOPES.contains(p.name().fullName())) {
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
            state.properties.put(Checks.SEGMENTS, DenseArrayAttr.ofI32(sizes.size(), symbols.size()));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            int[] segments = Checks.segmentSizes(op, 2);
            printer.print("(").printOperands(op.operands().subList(0, segments[0])).print(")");
            if (segments[1] > 0) {
                printer.print("[").printOperands(op.operands().subList(segments[0], op.operandCount())).print("]");
            }
            printer.printAttrDict(op, List.of(Checks.SEGMENTS));
            printer.print(" : ").print(op.result(0).type());
        }

        @Override
        public void resultNames(Operation op, java.util.function.BiConsumer<dev.mlirj.ir.OpResult, String> setName) {
            setName.accept(op.result(0), mnemonic);
        }
    }
}
