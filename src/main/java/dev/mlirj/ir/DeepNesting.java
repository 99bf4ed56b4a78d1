package dev.mlirj.ir;

import java.util.ArrayDeque;
import java.util.function.Supplier;

/**
 * Runs work over deeply nested IR on a thread whose stack is sized for its depth. The parser, printer, passes,
 * conversions and translation recurse once or a few times per level of nesting (an operation in a region of an
 * operation, a type in a type), which MLIR does too; a thread's default stack holds a few hundred levels. The
 * library's entry points (parsing, verification, printing, the pass manager, the translation to LLVM IR,
 * {@code JitModule.compile}) measure the depth of their input first, and {@link #call} runs them where they are
 * when it is shallow (ordinary IR: no thread hop) and otherwise on a new platform thread with a stack of
 * {@link #STACK_BASE_BYTES} plus {@link #STACK_BYTES_PER_LEVEL} per level, which the caller waits for. Work
 * already running on such a thread with room for the depth runs in place, so nested entry points hop at most
 * once. The parser refuses input nested deeper than {@link #MAX_DEPTH} with a located error, so no stack grows
 * past {@code STACK_BASE_BYTES + MAX_DEPTH * STACK_BYTES_PER_LEVEL}; untouched stack pages cost no memory.
 */
public final class DeepNesting {
    /**
     * The deepest nesting the parser accepts (operations in regions, types, attributes and literals counted
     * together). 10,000 nested {@code builtin.module}s with a function inside are about 10,005 levels; mlir-opt 19
     * overflows its stack between 4,000 and 8,000. The bound is set by what is still quick: the printed form of
     * nested IR is quadratic in the depth (each line is indented by its level), 200 MB of text for 10,000 nested
     * modules and 800 MB for 20,000, so the limit stays close to the depth the project promises.
     */
    public static final int MAX_DEPTH = 16_384;

    /** Up to this depth, work runs on the calling thread, whatever its stack (1 MB by default, 8 KB a level). */
    public static final int INLINE_DEPTH = 100;

    /**
     * Stack given to each level of nesting on a deep-work thread. Measured: interpreted frames of the deepest
     * recursion (the conversion of nested {@code scf.if}s and {@code affine.for}s) take under 2 KB a level, compiled
     * ones under 1 KB; this leaves a fourfold margin for custom parsers and printers with more frames a level.
     */
    public static final long STACK_BYTES_PER_LEVEL = 8L << 10;

    /** Stack for what does not depend on the depth (LLVM's own work during translation and compilation). */
    public static final long STACK_BASE_BYTES = 16L << 20;

    /** The depth the current thread's stack was sized for; 0 on threads this class did not start. */
    private static final ThreadLocal<int[]> CAPACITY = ThreadLocal.withInitial(() -> new int[1]);

    private DeepNesting() {
    }

    /**
     * Runs {@code work} on this thread when {@code depth} is at most {@link #INLINE_DEPTH} or this thread was
     * started here for at least that depth; otherwise on a new thread sized for {@code depth} (at most
     * {@link #MAX_DEPTH}, which the parser does not pass), returning its result or rethrowing what it threw. The
     * caller's interrupt status is kept.
     */
    public static <T> T call(int depth, Supplier<T> work) {
        if (depth <= INLINE_DEPTH || depth <= CAPACITY.get()[0]) {
            return work.get();
        }
        int levels = Math.min(Math.max(depth, 4 * INLINE_DEPTH), MAX_DEPTH + INLINE_DEPTH);
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread worker = new Thread(null, () -> {
            CAPACITY.get()[0] = levels;
            try {
                result[0] = work.get();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "mlirj-deep-nesting", stackBytes(levels));
        worker.start();
        boolean interrupted = false;
        while (true) {
            try {
                worker.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        if (failure[0] != null) {
            throw new IllegalStateException(failure[0]);
        }
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }

    /**
     * {@link #call} for work over {@code op}, at the depth {@link #depth(Operation, MlirContext)} measures; not
     * measured on a thread started here for the deepest input the parser accepts.
     */
    public static <T> T call(Operation op, MlirContext context, Supplier<T> work) {
        if (CAPACITY.get()[0] > MAX_DEPTH) {
            return work.get();
        }
        return call(depth(op, context), work);
    }

    /** {@link #call} for work without a result. */
    public static void run(int depth, Runnable work) {
        call(depth, () -> {
            work.run();
            return null;
        });
    }

    /** The stack a thread running work {@code depth} levels deep is given. */
    public static long stackBytes(int depth) {
        return STACK_BASE_BYTES + Math.max(depth, 0) * STACK_BYTES_PER_LEVEL;
    }

    /**
     * How deeply {@code op} nests: 1 for an operation without regions, one more for each operation in a region
     * below it; at least {@code context}'s {@link MlirContext#deepestParsedNesting() deepest parsed nesting} when
     * {@code context} is given, as that bounds its types and attributes. Iterative; stops counting at
     * {@code MAX_DEPTH + 1}.
     */
    public static int depth(Operation op, MlirContext context) {
        int deepest = context == null ? 0 : context.deepestParsedNesting();
        if (op.regions().isEmpty()) {
            return Math.max(deepest, 1);
        }
        ArrayDeque<Operation> ops = new ArrayDeque<>();
        ArrayDeque<Integer> levels = new ArrayDeque<>();
        ops.push(op);
        levels.push(1);
        while (!ops.isEmpty()) {
            Operation at = ops.pop();
            int level = levels.pop();
            deepest = Math.max(deepest, level);
            if (deepest > MAX_DEPTH) {
                return deepest;
            }
            for (Region r : at.regions()) {
                for (Block b : r.blocks()) {
                    for (Operation inner : b) {
                        if (!inner.regions().isEmpty()) {
                            ops.push(inner);
                            levels.push(level + 1);
                        } else {
                            deepest = Math.max(deepest, level + 1);
                        }
                    }
                }
            }
        }
        return deepest;
    }
}
