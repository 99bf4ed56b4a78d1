package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.extract_strided_metadata %m : type -> types attr-dict}: the parts of a strided memref's descriptor
 * as values — the base buffer (a rank-0 memref of the element type and memory space), the offset, then {@code rank}
 * sizes and {@code rank} strides, all {@code index}. The result types are inferred from the source. The accessors
 * expect an operation of this kind.
 */
public final class ExtractStridedMetadataOp {
    /** The operation name. */
    public static final String NAME = "memref.extract_strided_metadata";

    private static final TypeConstraint BASE = new TypeConstraint("strided memref of any type values of ranks 0",
            t -> t instanceof MemRefType m && m.rank() == 0 && StridesAndOffset.of(m) != null);

    private ExtractStridedMetadataOp() {
    }

    /** The memref taken apart. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The base buffer: a rank-0 memref. */
    public static OpResult baseBuffer(Operation op) {
        return op.result(0);
    }

    /** The offset. */
    public static OpResult offset(Operation op) {
        return op.result(1);
    }

    /** The sizes, one per dimension of the source. */
    public static List<OpResult> sizes(Operation op) {
        int rank = (op.resultCount() - 2) / 2;
        return op.results().subList(2, 2 + rank);
    }

    /** The strides, one per dimension of the source. */
    public static List<OpResult> strides(Operation op) {
        int rank = (op.resultCount() - 2) / 2;
        return op.results().subList(2 + rank, 2 + 2 * rank);
    }

    /** The result types for a source of type {@code source}. */
    static List<Type> inferResultTypes(MemRefType source) {
        List<Type> types = new ArrayList<>();
        types.add(new MemRefType(List.of(), source.elementType(), null, source.memorySpace()));
        for (int i = 0; i < 1 + 2 * source.rank(); i++) {
            types.add(IndexType.INSTANCE);
        }
        return types;
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(),
                new MemRefSyntax.SourceArrowTypes(true, ExtractStridedMetadataOp::names),
                (op, d) -> {
                    MemRefChecks c = new MemRefChecks(op, d);
                    if (!c.counts(1, true, -1, 0) || !c.operand(0, MemRefChecks.STRIDED_MEMREF)) {
                        return false;
                    }
                    if (op.resultCount() < 2) {
                        return c.fail("expected 2 or more results, but found " + op.resultCount());
                    }
                    if (!c.result(0, BASE) || !c.result(1, TypeConstraint.INDEX)) {
                        return false;
                    }
                    for (int i = 2; i < op.resultCount(); i++) {
                        if (!(op.result(i).type() instanceof IndexType)) {
                            return c.fail("result #" + i + " must be variadic of index, but got "
                                    + MemRefChecks.quote(op.result(i).type()));
                        }
                    }
                    List<Type> inferred = inferResultTypes((MemRefType) op.operand(0).type());
                    if (!inferred.equals(op.resultTypes())) {
                        // mlir-opt 19 reports both, in this order.
                        c.fail("inferred type(s) " + join(inferred)
                                + " are incompatible with return type(s) of operation " + join(op.resultTypes()));
                        return c.fail("failed to infer returned types");
                    }
                    return true;
                }, "").withFolder(ExtractStridedMetadataOp::fold);
    }

    /**
     * MLIR 19's fold: every used offset, size or stride result that the source type knows statically is replaced by
     * an {@code arith.constant} created right before the operation (in place; nothing to replace the operation by).
     */
    static boolean fold(Operation op, MlirContext context, List<Attribute> operands, List<FoldResult> results) {
        MemRefType source = (MemRefType) op.operand(0).type();
        StridesAndOffset layout = StridesAndOffset.of(source);
        int rank = source.rank();
        List<Long> known = new ArrayList<>();
        known.add(layout.offset());
        known.addAll(source.shape());
        known.addAll(layout.strides());
        boolean replaced = false;
        for (int i = 0; i < known.size(); i++) {
            OpResult result = op.result(1 + i);
            if (!result.hasUses() || known.get(i) == ShapedType.DYNAMIC) {
                continue;
            }
            Value constant = Arith.constant(Builder.before(context, op), op.location(), IndexType.INSTANCE,
                    known.get(i));
            result.replaceAllUsesWith(constant);
            replaced = true;
        }
        return replaced;
    }

    private static String join(List<Type> types) {
        return String.join(", ", types.stream().map(MemRefChecks::quote).toList());
    }

    /** Names the results {@code base_buffer}, {@code offset}, {@code sizes}, {@code strides}, as MLIR does. */
    private static void names(Operation op, BiConsumer<OpResult, String> setName) {
        setName.accept(op.result(0), "base_buffer");
        setName.accept(op.result(1), "offset");
        int rank = (op.resultCount() - 2) / 2;
        if (rank > 0) {
            setName.accept(op.result(2), "sizes");
            setName.accept(op.result(2 + rank), "strides");
        }
    }
}
