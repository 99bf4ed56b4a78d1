package dev.mlirj;

import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFuncOps;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import java.lang.foreign.Linker;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which functions of a lowered module may be called in place ({@link JitFunction#callInPlace}): those that return
 * at most one scalar and cannot call back into Java. Works on the module in the LLVM dialect, before it is
 * translated: a function qualifies when every {@code llvm.call} it makes, directly or through the functions of the
 * module it calls, is direct and reaches a function defined in the module or a native function of the process that
 * the engine does not define as a Java symbol.
 */
final class InPlaceCalls {
    private final Map<String, Operation> defined = new HashMap<>();
    private final Set<String> javaSymbols;
    private final Map<String, String> refusals = new HashMap<>();
    private final Set<String> inProgress = new HashSet<>();

    private InPlaceCalls(Operation module, ExecutionEngineOptions options) {
        for (Region region : module.regions()) {
            for (Block block : region.blocks()) {
                for (Operation op : block.operations()) {
                    if (op.name().fullName().equals(LlvmFuncOp.NAME) && !LlvmFuncOp.isExternal(op)) {
                        defined.put(LlvmFuncOp.symName(op), op);
                    }
                }
            }
        }
        javaSymbols = new HashSet<>();
        options.symbols().forEach((name, symbol) -> {
            if (symbol instanceof ExecutionEngineOptions.JavaSymbol) {
                javaSymbols.add(name);
            }
        });
    }

    /**
     * For each function of {@code signatures}, null when it may be called in place, else why not (keys without
     * a value are absent from the map).
     */
    static Map<String, String> refusals(Operation module, Map<String, FunctionSignature> signatures,
                                        ExecutionEngineOptions options) {
        InPlaceCalls calls = new InPlaceCalls(module, options);
        Map<String, String> result = new HashMap<>();
        signatures.forEach((name, signature) -> {
            String why = signature.results().size() > 1
                    || (signature.results().size() == 1 && !(signature.results().getFirst()
                    instanceof FunctionSignature.Scalar))
                    ? "it returns a memref or several results" : calls.refusal(name);
            if (why != null) {
                result.put(name, why);
            }
        });
        return Map.copyOf(result);
    }

    /** Why the defined function {@code name} may call back into Java, or null when it cannot. */
    private String refusal(String name) {
        if (refusals.containsKey(name) || !inProgress.add(name)) {
            return refusals.get(name); // a cycle of calls adds nothing new
        }
        Operation func = defined.get(name);
        String why = func == null ? "@" + name + " is not defined in the module" : null;
        if (func != null) {
            why = refusalOfCalls(func);
        }
        refusals.put(name, why);
        inProgress.remove(name);
        return why;
    }

    private String refusalOfCalls(Operation op) {
        if (op.name().fullName().equals(LlvmFuncOps.CALL)) {
            String callee = LlvmFuncOps.callee(op);
            if (callee == null) {
                return "it makes an indirect call";
            }
            if (defined.containsKey(callee)) {
                return refusal(callee);
            }
            if (javaSymbols.contains(callee)) {
                return "it calls @" + callee + ", a Java symbol of the engine";
            }
            if (Linker.nativeLinker().defaultLookup().find(callee).isEmpty()) {
                return "it calls @" + callee + ", which is not a native function of this process (MLIR's runner "
                        + "utilities are Java code in mlirj)";
            }
            return null;
        }
        for (Region region : op.regions()) {
            for (Block block : region.blocks()) {
                for (Operation nested : block.operations()) {
                    String why = refusalOfCalls(nested);
                    if (why != null) {
                        return why;
                    }
                }
            }
        }
        return null;
    }
}
