package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.reinterpret_cast %m to offset: [o], sizes: [..], strides: [..] attr-dict : type to type}: a new
 * descriptor over the same buffer (ranked or unranked source) with the given offset, sizes and strides, relative to
 * the buffer's base. Where both the lists and the result type state a value, they agree. The accessors expect an
 * operation of this kind; its offset, sizes and strides are {@link OffsetSizeAndStrideOp}'s.
 */
public final class ReinterpretCastOp {
    /** The operation name. */
    public static final String NAME = "memref.reinterpret_cast";

    private ReinterpretCastOp() {
    }

    /** The memref whose buffer is viewed. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE),
                Set.copyOf(DynamicIndexList.VIEW_PROPERTIES),
                new Syntax(), ReinterpretCastOp::verify, "").withFolder(ReinterpretCastOp::fold);
    }

    /**
     * MLIR 19's fold: a source made by {@code reinterpret_cast}, {@code cast} or a zero-offset {@code subview} is
     * replaced by that operation's source (in place); a cast that changes nothing (same static type, offset 0)
     * folds to its source.
     */
    static boolean fold(Operation op, MlirContext context, List<Attribute> operands, List<FoldResult> results) {
        Value source = source(op);
        if (source instanceof OpResult r) {
            Operation prev = r.owner();
            String name = prev.name().fullName();
            boolean zeroOffsets = name.equals(SubViewOp.NAME) && OffsetSizeAndStrideOp.mixedOffsets(prev).stream()
                    .allMatch(e -> e.isStatic() && e.constant() == 0);
            if (name.equals(NAME) || name.equals(CastOps.CAST) || zeroOffsets) {
                op.setOperand(0, prev.operand(0));
                return true;
            }
        }
        Type type = op.result(0).type();
        if (type instanceof MemRefType m && !m.shape().contains(ShapedType.DYNAMIC) && source.type().equals(type)
                && OffsetSizeAndStrideOp.staticOffsets(op)[0] == 0) {
            return results.add(FoldResult.of(source));
        }
        return false;
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        DynamicIndexList.Mixed m;
        if (!c.counts(1, false, 1, 0) || (m = DynamicIndexList.properties(c, op)) == null
                || !c.operand(0, MemRefChecks.RANKED_OR_UNRANKED) || !c.operandsFrom(1, TypeConstraint.INDEX)
                || !c.result(0, TypeConstraint.ANY_MEMREF)) {
            return false;
        }
        Type source = op.operand(0).type();
        MemRefType result = (MemRefType) op.result(0).type();
        if (!DynamicIndexList.verifyOffsetSizeAndStride(c, m, new int[] {1, result.rank(), result.rank()})) {
            return false;
        }
        if (!Objects.equals(MemRefChecks.memorySpace(source), result.memorySpace())) {
            return c.failPlain("different memory spaces specified for source type " + MemRefChecks.quote(source)
                    + " and result memref type " + MemRefChecks.quote(result));
        }
        if (!MemRefChecks.elementType(source).equals(result.elementType())) {
            return c.failPlain("different element types specified for source type " + MemRefChecks.quote(source)
                    + " and result memref type " + MemRefChecks.quote(result));
        }
        for (int i = 0; i < result.rank(); i++) {
            long actual = result.shape().get(i);
            long expected = m.sizes()[i];
            if (actual != ShapedType.DYNAMIC && expected != ShapedType.DYNAMIC && actual != expected) {
                return c.failPlain("expected result type with size = " + expected + " instead of " + actual
                        + " in dim = " + i);
            }
        }
        StridesAndOffset layout = StridesAndOffset.of(result);
        if (layout == null) {
            return c.failPlain("expected result type to have strided layout but found " + MemRefChecks.quote(result));
        }
        long expectedOffset = m.offsets()[0];
        if (layout.offset() != ShapedType.DYNAMIC && expectedOffset != ShapedType.DYNAMIC
                && layout.offset() != expectedOffset) {
            return c.failPlain("expected result type with offset = " + expectedOffset + " instead of "
                    + layout.offset());
        }
        for (int i = 0; i < result.rank(); i++) {
            long actual = layout.strides().get(i);
            long expected = m.strides()[i];
            if (actual != ShapedType.DYNAMIC && expected != ShapedType.DYNAMIC && actual != expected) {
                return c.failPlain("expected result type with stride = " + expected + " instead of " + actual
                        + " in dim = " + i);
            }
        }
        return true;
    }

    /** The custom form. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            if (source == null || !parser.parseKeyword("to")) {
                return false;
            }
            return DynamicIndexList.parseViewTail(parser, state, source, List.of("offset", "sizes", "strides"));
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(source(op)).print(" to");
            DynamicIndexList.printGroups(printer, op, List.of(" offset: ", ", sizes: ", ", strides: "));
            MemRefSyntax.printTypeConversion(op, printer, DynamicIndexList.VIEW_PROPERTIES, "to");
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), "reinterpret_cast");
        }
    }
}
