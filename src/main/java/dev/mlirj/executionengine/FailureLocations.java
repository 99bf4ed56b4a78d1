package dev.mlirj.executionengine;

import dev.mlirj.dialect.llvm.Linkage;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFuncOps;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.IrMapping;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
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
public final class FailureLocations {
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
    public static Operation annotate(Operation module) {
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
        if (SymbolTable.lookupIn(module, FailureRecovery.FAIL) == null) {
            Builder top = Builder.atEnd(context, body);
            top.setInsertionPointToStart(body);
            Llvm.funcDeclaration(top, Location.unknown(), FailureRecovery.FAIL,
                    new LlvmFunctionType(LlvmPrimitiveType.VOID, List.of(ptr, ptr), false));
        } else if (!SymbolTable.lookupIn(module, FailureRecovery.FAIL).name().fullName().equals(LlvmFuncOp.NAME)) {
            throw new IllegalArgumentException("the module defines '" + FailureRecovery.FAIL
                    + "', a name the execution engine reserves for recovering from failures");
        }
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
                LlvmArrayType type = stringGlobal(context, body, name, text.get());
                Value address = Llvm.addressOf(b, loc, name);
                location = Llvm.gep(b, loc, type, address, List.of(0, 0), true);
            } else {
                location = Llvm.zero(b, loc, ptr);
            }
            Llvm.call(b, loc, FailureRecovery.FAIL, null, List.of(message, location));
            abort.erase();
        }
    }

    /** Adds {@code llvm.mlir.global private constant @name("text\00")} at the start of the module body. */
    private static LlvmArrayType stringGlobal(MlirContext context, Block body, String name, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        List<BigInteger> elements = new ArrayList<>(bytes.length + 1);
        for (byte c : bytes) {
            elements.add(BigInteger.valueOf(c));
        }
        elements.add(BigInteger.ZERO);
        IntegerType i8 = IntegerType.of(8);
        LlvmArrayType type = new LlvmArrayType(i8, elements.size());
        boolean splat = elements.stream().distinct().count() == 1;
        DenseElementsAttr data = new DenseElementsAttr(new RankedTensorType(List.of((long) elements.size()), i8, null),
                splat ? elements.subList(0, 1) : elements, splat);
        Builder top = Builder.atEnd(context, body);
        top.setInsertionPointToStart(body);
        Llvm.globalConstant(top, Location.unknown(), name, Linkage.PRIVATE, type, data);
        return type;
    }

    /**
     * {@code location} as a user reads it: {@code file:line:col} of its first file location (inside names, call
     * sites, at the caller, and fused locations), the name of a name location without one; empty when unknown.
     */
    public static Optional<String> describe(Location location) {
        return switch (location) {
            case Location.FileLineCol f -> Optional.of(f.file() + ":" + f.line() + ":" + f.column());
            case Location.Name n -> describe(n.child()).or(() -> Optional.of(n.name()));
            case Location.CallSite c -> describe(c.callee()).or(() -> describe(c.caller()));
            case Location.Fused f -> f.locations().stream().map(FailureLocations::describe)
                    .flatMap(Optional::stream).findFirst();
            default -> Optional.empty();
        };
    }
}
