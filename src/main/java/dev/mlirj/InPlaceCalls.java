package dev.mlirj;

import dev.mlirj.dialect.llvm.LlvmConstantOps;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFuncOps;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import java.lang.foreign.Linker;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Which functions of a lowered module may be called in place ({@link JitFunction#callInPlace}): those that return
 * at most one scalar and cannot call back into Java. Works on the module in the LLVM dialect, before it is
 * translated. A function is refused when it makes an indirect call, takes a function's address (native code could
 * call it back), or calls a function that is neither defined in the module nor a native function of the process
 * (a Java runner utility), or one the engine's options define (which may be a Java upcall); and so is every
 * function that calls a refused one, directly or through others, found by propagating refusals to callers until
 * nothing changes, so recursion cannot hide a refusal.
 */
final class InPlaceCalls {
    private InPlaceCalls() {
    }

    /** For each function of {@code signatures} that may not be called in place, why not. */
    static Map<String, String> refusals(Operation module, Map<String, FunctionSignature> signatures,
                                        ExecutionEngineOptions options) {
        Map<String, Operation> defined = new LinkedHashMap<>();
        Set<String> functions = new HashSet<>();
        for (Region region : module.regions()) {
            for (Block block : region.blocks()) {
                for (Operation op : block.operations()) {
                    if (op.name().fullName().equals(LlvmFuncOp.NAME)) {
                        functions.add(LlvmFuncOp.symName(op));
                        if (!LlvmFuncOp.isExternal(op)) {
                            defined.put(LlvmFuncOp.symName(op), op);
                        }
                    }
                }
            }
        }
        Map<String, String> refused = new HashMap<>();
        Map<String, Set<String>> callers = new HashMap<>();
        defined.forEach((name, func) -> {
            String why = scan(func, name, defined.keySet(), functions, options.symbols().keySet(), callers);
            if (why != null) {
                refused.put(name, why);
            }
        });
        // A caller of a refused function is refused too, until nothing changes.
        ArrayDeque<String> pending = new ArrayDeque<>(refused.keySet());
        while (!pending.isEmpty()) {
            String callee = pending.pop();
            for (String caller : callers.getOrDefault(callee, Set.of())) {
                if (!refused.containsKey(caller)) {
                    refused.put(caller, "it calls @" + callee + ", which cannot be called in place: "
                            + refused.get(callee));
                    pending.push(caller);
                }
            }
        }
        Map<String, String> result = new HashMap<>();
        signatures.forEach((name, signature) -> {
            boolean scalarResult = signature.results().isEmpty() || signature.results().size() == 1
                    && signature.results().getFirst() instanceof FunctionSignature.Scalar;
            String why = !scalarResult ? "it returns a memref or several results"
                    : !defined.containsKey(name) ? "@" + name + " is not defined in the module" : refused.get(name);
            if (why != null) {
                result.put(name, why);
            }
        });
        return Map.copyOf(result);
    }

    /**
     * Why {@code op} (inside function {@code owner}) by itself may call back into Java, or null; records each call
     * of a defined function in {@code callers}.
     */
    private static String scan(Operation op, String owner, Set<String> defined, Set<String> functions,
                               Set<String> optionSymbols, Map<String, Set<String>> callers) {
        String name = op.name().fullName();
        if (name.equals(LlvmFuncOps.CALL)) {
            String callee = LlvmFuncOps.callee(op);
            if (callee == null) {
                return "it makes an indirect call";
            }
            if (defined.contains(callee)) {
                callers.computeIfAbsent(callee, k -> new HashSet<>()).add(owner);
            } else if (optionSymbols.contains(callee)) {
                return "it calls @" + callee + ", which the engine's options define (possibly as Java code)";
            } else if (Linker.nativeLinker().defaultLookup().find(callee).isEmpty()) {
                return "it calls @" + callee + ", which is not a native function of this process (MLIR's runner "
                        + "utilities are Java code in mlirj)";
            }
        } else if (name.equals(LlvmConstantOps.ADDRESSOF) && functions.contains(LlvmConstantOps.globalName(op))) {
            return "it takes the address of a function, which native code could call back";
        }
        for (Region region : op.regions()) {
            for (Block block : region.blocks()) {
                for (Operation nested : block.operations()) {
                    String why = scan(nested, owner, defined, functions, optionSymbols, callers);
                    if (why != null) {
                        return why;
                    }
                }
            }
        }
        return null;
    }
}
