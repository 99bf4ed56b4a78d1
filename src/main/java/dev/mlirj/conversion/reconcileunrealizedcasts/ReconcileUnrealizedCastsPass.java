package dev.mlirj.conversion.reconcileunrealizedcasts;

import dev.mlirj.dialect.builtin.UnrealizedConversionCastOp;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.pass.Pass;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * MLIR's {@code reconcile-unrealized-casts} ({@code ReconcileUnrealizedCasts}): removes the
 * {@code builtin.unrealized_conversion_cast} operations dialect conversions leave behind once both ends of a
 * chain agree, as MLIR 19's {@code reconcileUnrealizedCasts} does:
 * <ul>
 * <li>a cast nobody uses is erased (and the casts feeding it are looked at again);</li>
 * <li>a cast whose result types equal the input types of a cast up its chain (each cast of the chain taking
 * exactly the previous one's results), e.g. {@code A -> B -> A} or {@code A -> B -> C -> A}, is replaced by that
 * cast's inputs; a single {@code A -> A} cast by its inputs.</li>
 * </ul>
 * Casts still needed ({@code A -> B} used by an operation that wants {@code B}) stay, and, as in MLIR 19, that is
 * not an error: the pass always succeeds (translation to LLVM IR then refuses the leftover cast).
 */
public final class ReconcileUnrealizedCastsPass extends Pass {
    @Override
    public String argument() {
        return "reconcile-unrealized-casts";
    }

    @Override
    public String description() {
        return "Simplify and eliminate unrealized conversion casts";
    }

    @Override
    public String name() {
        return "ReconcileUnrealizedCasts";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        List<Operation> casts = new ArrayList<>();
        op.walk(o -> {
            if (o.name().fullName().equals(UnrealizedConversionCastOp.NAME)) {
                casts.add(o);
            }
        });
        reconcile(casts);
        return true;
    }

    /** Reconciles {@code casts} (all {@code builtin.unrealized_conversion_cast}); returns those that remain. */
    public static List<Operation> reconcile(List<Operation> casts) {
        LinkedHashSet<Operation> worklist = new LinkedHashSet<>(casts);
        java.util.Set<Operation> erased = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        while (!worklist.isEmpty()) {
            Operation cast = worklist.removeLast();
            if (!cast.hasUses()) {
                enqueueInputCasts(cast, worklist);
                cast.erase();
                erased.add(cast);
                continue;
            }
            List<Type> resultTypes = cast.resultTypes();
            for (Operation next = cast; next != null; next = inputCast(next)) {
                if (types(next.operands()).equals(resultTypes)) {
                    enqueueInputCasts(cast, worklist);
                    cast.replaceAllUsesWith(next.operands());
                    cast.erase();
                    erased.add(cast);
                    break;
                }
            }
        }
        return casts.stream().filter(c -> !erased.contains(c)).toList();
    }

    private static void enqueueInputCasts(Operation cast, LinkedHashSet<Operation> worklist) {
        for (Value v : cast.operands()) {
            if (v instanceof OpResult r && isCast(r.owner())) {
                worklist.add(r.owner());
            }
        }
    }

    /** The cast whose results are exactly {@code cast}'s inputs, in order, or null. */
    private static Operation inputCast(Operation cast) {
        if (cast.operandCount() == 0 || !(cast.operand(0) instanceof OpResult first) || !isCast(first.owner())) {
            return null;
        }
        Operation input = first.owner();
        return input.results().equals(cast.operands()) ? input : null;
    }

    private static boolean isCast(Operation op) {
        return op.name().fullName().equals(UnrealizedConversionCastOp.NAME);
    }

    private static List<Type> types(List<Value> values) {
        return values.stream().map(Value::type).toList();
    }
}
