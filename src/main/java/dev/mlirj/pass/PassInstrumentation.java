package dev.mlirj.pass;

import dev.mlirj.ir.Operation;

/**
 * Hooks a {@link PassManager} calls around what it runs, MLIR's {@code PassInstrumentation}: IR printing
 * ({@link PrintIrInstrumentation}) and timing ({@link PassTiming}) are built on them. Every method does nothing by
 * default. Calls nest properly: each {@code before} is matched by exactly one {@code after} (or
 * {@code afterFailed}) on the same operation.
 */
public interface PassInstrumentation {
    /** Before {@code pass} runs on {@code op}. */
    default void runBeforePass(Pass pass, Operation op) {
    }

    /** After {@code pass} succeeded on {@code op}. */
    default void runAfterPass(Pass pass, Operation op) {
    }

    /** After {@code pass} failed on {@code op} (its diagnostics are already reported). */
    default void runAfterPassFailed(Pass pass, Operation op) {
    }

    /** Before a nested pipeline anchored on {@code anchor} runs on the operations of that kind inside {@code parent}. */
    default void runBeforePipeline(String anchor, Operation parent) {
    }

    /** After the nested pipeline anchored on {@code anchor} ran (successfully or not) inside {@code parent}. */
    default void runAfterPipeline(String anchor, Operation parent) {
    }
}
