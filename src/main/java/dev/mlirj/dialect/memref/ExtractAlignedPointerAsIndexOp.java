package dev.mlirj.dialect.memref;

import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.OpAsmParser;
import dev.mlirj.syntax.OpAsmPrinter;
import java.util.List;
import java.util.Set;

/** {@code memref.extract_aligned_pointer_as_index %m : type -> index attr-dict}: the aligned pointer as an integer. */
final class ExtractAlignedPointerAsIndexOp {
    private ExtractAlignedPointerAsIndexOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition("memref.extract_aligned_pointer_as_index", Set.of(OpTrait.PURE), Set.of(),
                new Syntax(), (op, d) -> {
                    Checks c = new Checks(op, d);
                    return c.counts(1, true, 1, 0) && c.operand(0, Checks.RANKED_OR_UNRANKED)
                            && c.result(0, Checks.INDEX);
                }, "");
    }

    /** {@code $source : type($source) -> type(results) attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<Type> results = MemRefSyntax.parseSourceArrowTypes(parser, state, false);
            return results != null && state.resultTypes.addAll(results);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            MemRefSyntax.printSourceArrowTypes(op, printer);
        }

        @Override
        public void resultNames(Operation op, java.util.function.BiConsumer<dev.mlirj.ir.OpResult, String> setName) {
            setName.accept(op.result(0), "intptr");
        }
    }
}
