package dev.mlirj.transforms.greedy;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;

/**
 * MLIR's {@code isOpTriviallyDead}: an operation whose results are unused and whose removal changes nothing else.
 * mlirj has no memory-effect interface, so the effects MLIR 19 declares are read from the {@link OpTrait#PURE}
 * trait and the tables below: an operation is free of effects when pure, when it only reads memory
 * ({@link #READS}) or only allocates its own result ({@link #ALLOCATES}); an operation of {@link #RECURSIVE} has
 * the effects of what it contains. Terminators, symbols and unregistered operations are never dead.
 */
public final class TriviallyDead {
    /** Operations whose only effect is reading memory. */
    static final Set<String> READS = Set.of("memref.load", "affine.load", "vector.load", "vector.maskedload",
            "vector.transfer_read", "llvm.load");
    /** Operations whose only effect is allocating the memory their result names. */
    static final Set<String> ALLOCATES = Set.of("memref.alloc", "memref.alloca");
    /** Operations with MLIR's {@code RecursiveMemoryEffects}: the effects of their nested operations. */
    static final Set<String> RECURSIVE = Set.of("scf.for", "scf.if", "scf.while", "scf.parallel", "scf.reduce",
            "scf.forall", "scf.forall.in_parallel", "scf.index_switch", "affine.for", "affine.if", "affine.parallel",
            "memref.alloca_scope");

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
            String name = o.name().fullName();
            if (RECURSIVE.contains(name)) {
                for (Region r : o.regions()) {
                    for (Block b : r.blocks()) {
                        for (Operation nested : b) {
                            pending.push(nested);
                        }
                    }
                }
                continue;
            }
            boolean effectFree = (o.has(OpTrait.PURE) && o.regions().isEmpty()) || READS.contains(name)
                    || ALLOCATES.contains(name);
            if (!effectFree) {
                return false;
            }
        }
        return true;
    }
}
