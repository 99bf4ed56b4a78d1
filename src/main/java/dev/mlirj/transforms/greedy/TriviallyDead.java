package dev.mlirj.transforms.greedy;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * MLIR's {@code isOpTriviallyDead}: an operation whose results are unused and whose removal changes nothing else.
 * mlirj has no memory-effect interface; the effects MLIR 19 declares are traits instead: an operation is free of
 * effects when it is {@link OpTrait#PURE} (and has no regions), when it only reads memory
 * ({@link OpTrait#MEMORY_READ}) or only allocates its own result ({@link OpTrait#MEMORY_ALLOC}); an operation with
 * {@link OpTrait#RECURSIVE_MEMORY_EFFECTS} has the effects of what it contains. Terminators, symbols and
 * unregistered operations are never dead.
 */
public final class TriviallyDead {
    private TriviallyDead() {
    }

    /** Whether {@code op} is unused and may be erased. */
    public static boolean isOpTriviallyDead(Operation op) {
        if (op.hasUses() || op.has(OpTrait.TERMINATOR) || op.has(OpTrait.SYMBOL) || !op.name().isRegistered()) {
            return false;
        }
        Deque<Operation> pending = new ArrayDeque<>();
        pending.push(op);
        while (!pending.isEmpty()) {
            Operation o = pending.pop();
            if (o.has(OpTrait.RECURSIVE_MEMORY_EFFECTS)) {
                for (Region r : o.regions()) {
                    for (Block b : r.blocks()) {
                        for (Operation nested : b) {
                            pending.push(nested);
                        }
                    }
                }
                continue;
            }
            boolean effectFree = (o.has(OpTrait.PURE) && o.regions().isEmpty()) || o.has(OpTrait.MEMORY_READ)
                    || o.has(OpTrait.MEMORY_ALLOC);
            if (!effectFree) {
                return false;
            }
        }
        return true;
    }
}
