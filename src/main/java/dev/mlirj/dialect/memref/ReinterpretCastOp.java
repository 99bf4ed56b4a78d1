package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * {@code memref.reinterpret_cast %m to offset: [o], sizes: [..], strides: [..] attr-dict : type to type}: a new
 * descriptor over the same buffer (ranked or unranked source) with the given offset, sizes and strides, relative to
 * the buffer's base. Where both the lists and the result type state a value, they agree.
 */
final class ReinterpretCastOp {
    private ReinterpretCastOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition("memref.reinterpret_cast", Set.of(OpTrait.PURE),
                Set.copyOf(DynamicIndexList.VIEW_PROPERTIES),
                new Syntax(), ReinterpretCastOp::verify, "").withFolder(ReinterpretCastOp::fold);
    }

    /**
     * MLIR 19's fold: a source made by {@code reinterpret_cast}, {@code cast} or a zero-offset {@code subview} is
     * replaced by that operation's source (in place); a cast that changes nothing (same static type, offset 0)
     * folds to its source.
     */
    static boolean fold(Operation op, dev.mlirj.ir.MlirContext context, java.util.List<dev.mlirj.ir.Attribute> operands,
                        java.util.List<dev.mlirj.ir.FoldResult> results) {
        dev.mlirj.ir.Value source = op.operand(0);
        if (source instanceof dev.mlirj.ir.OpResult r) {
            Operation prev = r.owner();
            String name = prev.name().fullName();
            boolean zeroOffsets = name.equals(SubViewOp.NAME) && OffsetSizeAndStrideOp.mixedOffsets(prev).stream()
                    .allMatch(e -> e.isStatic() && e.constant() == 0);
            if (name.equals("memref.reinterpret_cast") || name.equals("memref.cast") || zeroOffsets) {
                op.setOperand(0, prev.operand(0));
                return true;
            }
        }
        dev.mlirj.ir.Type type = op.result(0).type();
        if (type instanceof dev.mlirj.ir.MemRefType m && !m.shape().contains(dev.mlirj.ir.ShapedType.DYNAMIC)
                && source.type().equals(type) && Checks.i64s(op.properties().get(DynamicIndexList.STATIC_OFFSETS))[0] == 0) {
            return results.add(dev.mlirj.ir.FoldResult.of(source));
        }
        return false;
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        Checks c = new Checks(op, diagnostics);
        DynamicIndexList.Mixed m;
        if (!c.counts(1, false, 1, 0) || (m = DynamicIndexList.properties(c, op)) == null
                || !c.operand(0, Checks.RANKED_OR_UNRANKED) || !c.operandsFrom(1, TypeConstraint.INDEX)
                || !c.result(0, TypeConstraint.ANY_MEMREF)) {
            return false;
        }
        Type source = op.operand(0).type();
        MemRefType result = (MemRefType) op.result(0).type();
        if (!DynamicIndexList.verifyOffsetSizeAndStride(c, m, new int[] {1, result.rank(), result.rank()})) {
            return false;
        }
        if (!Objects.equals(Checks.memorySpace(source), result.memorySpace())) {
            return c.failPlain("different memory spaces specified for source type " + Checks.quote(source)
                    + " and result memref type " + Checks.quote(result));
        }
        if (!Checks.elementType(source).equals(result.elementType())) {
            return c.failPlain("different element types specified for source type " + Checks.quote(source)
                    + " and result memref type " + Checks.quote(result));
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
            return c.failPlain("expected result type to have strided layout but found " + Checks.quote(result));
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
            printer.print(" ").printOperand(op.operand(0)).print(" to");
            DynamicIndexList.printGroups(printer, op, List.of(" offset: ", ", sizes: ", ", strides: "));
            MemRefSyntax.printTypeConversion(op, printer, DynamicIndexList.VIEW_PROPERTIES, "to");
        }

        @Override
        public void resultNames(Operation op, java.util.function.BiConsumer<dev.mlirj.ir.OpResult, String> setName) {
            setName.accept(op.result(0), "reinterpret_cast");
        }
    }
}
