package dev.mlirj.executionengine;

import dev.mlirj.dialect.llvm.ICmpPredicate;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmBranchOps;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.llvm.LlvmFuncOps;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.IrMapping;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Value;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Gives each failure of a module in the LLVM dialect its message and MLIR location, so that the execution
 * engine can report them in Java (see {@link KernelFailureException}). A failure is a call of {@code abort}: what
 * MLIR's lowering of a failing {@code cf.assert} makes, after a call of {@code puts} with the assertion's
 * message. Each {@code llvm.call @abort()} becomes {@code llvm.call @__mlirj_fail(%message, %location)}, where
 * {@code %message} is the operand of an immediately preceding {@code llvm.call @puts} (which is removed: the
 * message now travels with the failure instead of being printed) or null, and {@code %location} the address of a
 * private constant string {@code "file:line:col"} of the call's location, or null when it has none. MLIR prints
 * the message and aborts; with this, the engine's recovery ({@code FailureRecovery}) returns to Java with both.
 *
 * <p>The module given is never changed: {@link #annotate} returns it when it has no failure, else a rewritten
 * copy. Code that only prints and continues ({@code test-cf-assert}'s lowering) is left alone.
 */
final class FailureLocations {
    private static final String ABORT = "abort";
    private static final String PUTS = "puts";
    private static final String LOCATION_SYMBOL = "__mlirj_location";
    /** The operations made here are of the LLVM dialect only; their definitions come from this context. */
    private static final MlirContext LLVM = new MlirContext(new LlvmDialect());

    private FailureLocations() {
    }

    /**
     * {@code module} (a {@code builtin.module} in the LLVM dialect) if it calls no {@code abort}; else a copy
     * whose calls of {@code abort} carry their message and location (see the class comment).
     */
    static Operation annotate(Operation module) {
        if (failureSites(module).isEmpty()) {
            return module;
        }
        Operation copy = module.clone(new IrMapping());
        rewrite(LLVM, copy);
        return copy;
    }

    private static List<Operation> failureSites(Operation module) {
        List<Operation> sites = new ArrayList<>();
        module.walk(op -> {
            if (op.name().fullName().equals(LlvmFuncOps.CALL) && ABORT.equals(LlvmFuncOps.callee(op))
                    && op.operandCount() == 0) {
                sites.add(op);
            }
        });
        return sites;
    }

    private static void rewrite(MlirContext context, Operation module) {
        Block body = module.region(0).entryBlock();
        LlvmPointerType ptr = LlvmPointerType.DEFAULT;
        IntegerType i64 = IntegerType.of(64);
        declare(context, module, FailureRecovery.FAIL,
                new LlvmFunctionType(LlvmPrimitiveType.VOID, List.of(ptr, ptr), false));
        declare(context, module, FailureRecovery.FAIL_COMPARED,
                new LlvmFunctionType(LlvmPrimitiveType.VOID, List.of(ptr, ptr, ptr, i64), false));
        int counter = 0;
        for (Operation abort : failureSites(module)) {
            Location loc = abort.location();
            Builder b = Builder.before(context, abort);
            Value message = null;
            Operation previous = abort.prevOp();
            if (previous != null && previous.name().fullName().equals(LlvmFuncOps.CALL)
                    && PUTS.equals(LlvmFuncOps.callee(previous)) && previous.operandCount() == 1
                    && previous.resultCount() == 0) {
                message = previous.operand(0);
                previous.erase();
            }
            if (message == null) {
                message = Llvm.zero(b, loc, ptr);
            }
            Value location;
            Optional<String> text = describe(loc);
            if (text.isPresent()) {
                String name = LOCATION_SYMBOL;
                while (SymbolTable.lookupIn(module, name) != null) {
                    name = LOCATION_SYMBOL + "_" + counter++;
                }
                Builder top = Builder.atEnd(context, body);
                top.setInsertionPointToStart(body);
                LlvmArrayType type = Llvm.cStringGlobal(top, Location.unknown(), name,
                        text.get().getBytes(StandardCharsets.UTF_8));
                Value address = Llvm.addressOf(b, loc, name);
                location = Llvm.gep(b, loc, type, address, List.of(0, 0), true);
            } else {
                location = Llvm.zero(b, loc, ptr);
            }
            List<Operation> comparisons = comparisons(abort.block());
            if (comparisons.isEmpty()) {
                Llvm.call(b, loc, FailureRecovery.FAIL, null, List.of(message, location));
            } else {
                int n = comparisons.size();
                Value array = Llvm.alloca(b, loc, i64, Llvm.constant(b, loc, i64, 3L * n), 8);
                for (int k = 0; k < n; k++) {
                    Operation icmp = comparisons.get(k);
                    ICmpPredicate predicate = LlvmArithOps.icmpPredicate(icmp);
                    boolean unsigned = predicate.keyword().startsWith("u");
                    Value[] triple = {Llvm.constant(b, loc, i64, predicate.value()),
                            widen(b, loc, icmp.operand(0), unsigned), widen(b, loc, icmp.operand(1), unsigned)};
                    for (int j = 0; j < 3; j++) {
                        Value slot = Llvm.gep(b, loc, i64, array, List.of(3 * k + j), true);
                        Llvm.store(b, loc, triple[j], slot);
                    }
                }
                Llvm.call(b, loc, FailureRecovery.FAIL_COMPARED, null,
                        List.of(message, location, array, Llvm.constant(b, loc, i64, n)));
            }
            abort.erase();
        }
    }

    /** Declares {@code llvm.func @name} at the start of the module, refusing a module that has the name. */
    private static void declare(MlirContext context, Operation module, String name, LlvmFunctionType type) {
        if (SymbolTable.lookupIn(module, name) != null) {
            throw new IllegalArgumentException("the module defines '" + name
                    + "', a name the execution engine reserves for recovering from failures");
        }
        Block body = module.region(0).entryBlock();
        Builder top = Builder.atEnd(context, body);
        top.setInsertionPointToStart(body);
        Llvm.funcDeclaration(top, Location.unknown(), name, type);
    }

    /**
     * The {@code llvm.icmp}s the condition that leads to {@code failure} is made of, through {@code llvm.and} and
     * {@code llvm.or}, when {@code failure} is the false successor of the only branch to it (what the lowering of
     * {@code cf.assert} makes), in order; only comparisons of integers of at most 64 bits, at most
     * {@link FailureRecovery#MAX_COMPARISONS}; empty when there is nothing to report.
     */
    private static List<Operation> comparisons(Block failure) {
        List<Operation> preds = failure.predecessors();
        if (preds.size() != 1) {
            return List.of();
        }
        Operation branch = preds.getFirst();
        if (!branch.name().fullName().equals(LlvmBranchOps.COND_BR) || branch.successorCount() != 2
                || branch.successor(1) != failure || branch.successor(0) == failure) {
            return List.of();
        }
        List<Operation> found = new ArrayList<>();
        collect(branch.operand(0), found, 0);
        return found;
    }

    private static void collect(Value condition, List<Operation> found, int depth) {
        if (!(condition instanceof OpResult result)) {
            return;
        }
        Operation def = result.owner();
        if (depth > 16 || found.size() >= FailureRecovery.MAX_COMPARISONS) {
            return;
        }
        String name = def.name().fullName();
        if (name.equals(LlvmArithOps.AND) || name.equals(LlvmArithOps.OR)) {
            collect(def.operand(0), found, depth + 1);
            collect(def.operand(1), found, depth + 1);
        } else if (name.equals(LlvmArithOps.ICMP) && def.operand(0).type() instanceof IntegerType t
                && t.width() <= 64 && !found.contains(def)) {
            found.add(def);
        }
    }

    /** {@code value} (an integer of at most 64 bits) as an {@code i64}, sign- or zero-extended. */
    private static Value widen(Builder b, Location loc, Value value, boolean unsigned) {
        IntegerType type = (IntegerType) value.type();
        IntegerType i64 = IntegerType.of(64);
        if (type.width() == 64) {
            return value;
        }
        return unsigned || type.width() == 1 ? Llvm.zext(b, loc, value, i64) : Llvm.sext(b, loc, value, i64);
    }

    /**
     * {@code location} as a user reads it: {@code file:line:col} of its first file location (inside names, call
     * sites, at the caller, and fused locations), the name of a name location without one; empty when unknown.
     */
    static Optional<String> describe(Location location) {
        return switch (location) {
            case Location.FileLineCol f -> Optional.of(f.file() + ":" + Integer.toUnsignedString(f.line()) + ":"
                    + Integer.toUnsignedString(f.column()));
            case Location.Name n -> describe(n.child()).or(() -> Optional.of(n.name()));
            case Location.CallSite c -> describe(c.callee()).or(() -> describe(c.caller()));
            case Location.Fused f -> f.locations().stream().map(FailureLocations::describe)
                    .flatMap(Optional::stream).findFirst();
            default -> Optional.empty();
        };
    }
}
