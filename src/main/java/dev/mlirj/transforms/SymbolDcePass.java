package dev.mlirj.transforms;

import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.NamedAttribute;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.pass.Pass;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * MLIR's {@code symbol-dce}: erases the private symbols of a symbol table (e.g. {@code func.func private}
 * functions) that nothing live refers to. Symbols are the operations with the {@link OpTrait#SYMBOL} trait. Live
 * are every operation that is not a symbol, every symbol that is not private, and every symbol referenced (by a
 * {@code @name} in an attribute, at any depth of arrays and dictionaries) from something live. As in MLIR, an
 * unregistered operation with regions inside something live makes the uses unknowable and the pass fails.
 * Runs on the symbol table's direct symbols; nested symbol tables are left as they are.
 */
public final class SymbolDcePass extends Pass {
    @Override
    public String argument() {
        return "symbol-dce";
    }

    @Override
    public String name() {
        return "SymbolDCE";
    }

    @Override
    public String description() {
        return "Eliminate dead symbols";
    }

    @Override
    public boolean run(Operation table, MlirContext context, DiagnosticEngine diagnostics) {
        if (!table.has(OpTrait.SYMBOL_TABLE)) {
            diagnostics.opError(table, " was scheduled to run under SymbolDCE, but does not define a symbol table");
            return false;
        }
        Map<String, Operation> symbols = new HashMap<>();
        List<Operation> ops = new ArrayList<>();
        for (Region r : table.regions()) {
            for (Block b : r.blocks()) {
                for (Operation op : b) {
                    ops.add(op);
                    if (op.has(OpTrait.SYMBOL) && op.attribute("sym_name") instanceof StringAttr name) {
                        symbols.putIfAbsent(name.value(), op);
                    }
                }
            }
        }
        Set<Operation> live = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Operation> work = new ArrayDeque<>();
        for (Operation op : ops) {
            if (!op.has(OpTrait.SYMBOL) || !isPrivate(op)) {
                live.add(op);
                work.add(op);
            }
        }
        while (!work.isEmpty()) {
            Operation op = work.poll();
            Operation[] opaque = new Operation[1];
            op.walk(nested -> {
                if (!nested.name().isRegistered() && !nested.regions().isEmpty() && opaque[0] == null) {
                    opaque[0] = nested;
                }
                forEachSymbolRef(nested, ref -> {
                    Operation target = symbols.get(ref.root());
                    if (target != null && live.add(target)) {
                        work.add(target);
                    }
                });
            });
            if (opaque[0] != null) {
                diagnostics.error(opaque[0], "operation contains potentially unknown symbol table, meaning that we "
                        + "can't reliable compute symbol uses");
                return false;
            }
        }
        for (Operation op : ops) {
            if (!live.contains(op)) {
                op.erase();
            }
        }
        return true;
    }

    private static boolean isPrivate(Operation op) {
        return op.attribute("sym_visibility") instanceof StringAttr v && v.value().equals("private");
    }

    private static void forEachSymbolRef(Operation op, Consumer<SymbolRefAttr> action) {
        for (Attribute a : op.properties().values()) {
            forEachSymbolRef(a, action);
        }
        for (Attribute a : op.attributes().values()) {
            forEachSymbolRef(a, action);
        }
    }

    private static void forEachSymbolRef(Attribute attribute, Consumer<SymbolRefAttr> action) {
        switch (attribute) {
            case SymbolRefAttr ref -> action.accept(ref);
            case ArrayAttr array -> array.elements().forEach(e -> forEachSymbolRef(e, action));
            case DictionaryAttr dict -> {
                for (NamedAttribute e : dict.entries()) {
                    forEachSymbolRef(e.value(), action);
                }
            }
            default -> {
            }
        }
    }
}
