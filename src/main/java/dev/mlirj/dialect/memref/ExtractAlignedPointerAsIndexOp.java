package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpTrait;
import java.util.Set;

/** {@code memref.extract_aligned_pointer_as_index %m : type -> index attr-dict}: the aligned pointer as an integer. */
final class ExtractAlignedPointerAsIndexOp {
    private ExtractAlignedPointerAsIndexOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition("memref.extract_aligned_pointer_as_index", Set.of(OpTrait.PURE), Set.of(),
                new MemRefSyntax.SourceArrowTypes(false,
                (op, setName) -> setName.accept(op.result(0), "intptr")), (op, d) -> {
                    Checks c = new Checks(op, d);
                    return c.counts(1, true, 1, 0) && c.operand(0, Checks.RANKED_OR_UNRANKED)
                            && c.result(0, TypeConstraint.INDEX);
                }, "");
    }
}
