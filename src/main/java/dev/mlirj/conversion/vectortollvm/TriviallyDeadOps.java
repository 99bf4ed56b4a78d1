package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The erasure of trivially dead operations that MLIR 19's {@code convert-vector-to-llvm} performs through the
 * greedy rewrite of its vector-level pre-lowering: an operation whose results are all unused, that has results, no
 * regions and no effects other than reading memory (registered and pure, or one of the loads of {@link #READS}) is
 * erased, and so, in turn, are the operations it alone kept alive. Folding, which the greedy driver also does, is
 * not reproduced.
 */
final class TriviallyDeadOps {
    /** Operations whose only effect is reading memory. */
    static final Set<String> READS = Set.of("memref.load", "vector.load", "vector.maskedload",
            "vector.transfer_read", "llvm.load");

    private TriviallyDeadOps() {
    }

    /** Erases the trivially dead operations nested in {@code root} (not {@code root} itself). */
    static void erase(Operation root) {
        boolean changed = true;
        while (changed) {
            changed = false;
            List<Operation> all = new ArrayList<>();
            root.walk(all::add);
            for (int i = all.size() - 1; i >= 0; i--) {
                Operation op = all.get(i);
                if (op != root && isTriviallyDead(op)) {
                    op.erase();
                    changed = true;
                }
            }
        }
    }

    private static boolean isTriviallyDead(Operation op) {
        if (op.resultCount() == 0 || op.hasUses() || !op.regions().isEmpty() || !op.name().isRegistered()) {
            return false;
        }
        return op.name().definition().has(OpTrait.PURE) || READS.contains(op.name().fullName());
    }
}
