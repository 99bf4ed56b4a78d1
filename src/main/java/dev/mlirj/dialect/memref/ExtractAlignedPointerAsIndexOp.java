package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.util.Set;

/**
 * {@code memref.extract_aligned_pointer_as_index %m : type -> index attr-dict}: the aligned pointer as an integer.
 * The accessors expect an operation of this kind.
 */
public final class ExtractAlignedPointerAsIndexOp {
    /** The operation name. */
    public static final String NAME = "memref.extract_aligned_pointer_as_index";

    private ExtractAlignedPointerAsIndexOp() {
    }

    /** The memref whose pointer is taken. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(),
                new MemRefSyntax.SourceArrowTypes(false,
                (op, setName) -> setName.accept(op.result(0), "intptr")), (op, d) -> {
                    MemRefChecks c = new MemRefChecks(op, d);
                    return c.counts(1, true, 1, 0) && c.operand(0, MemRefChecks.RANKED_OR_UNRANKED)
                            && c.result(0, TypeConstraint.INDEX);
                }, "");
    }
}
