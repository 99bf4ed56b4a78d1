package dev.mlirj.ir;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Looking up symbols by name, as MLIR's {@code SymbolTable} statics: a symbol is an operation with a
 * {@code sym_name} string attribute directly inside the single block of a symbol-table operation
 * ({@link OpTrait#SYMBOL_TABLE}, e.g. {@code builtin.module}). An unregistered operation with one region of one
 * block may be a symbol table too, as MLIR assumes. Lookups scan the block, so the IR may change freely between
 * calls; inside {@link #withCachedLookups} (the verifier runs in it) each table's names are read once into a map
 * instead, like MLIR's {@code SymbolTableCollection}, so that resolving every call of a module is linear rather
 * than quadratic in its size.
 */
public final class SymbolTable {
    /** The attribute holding a symbol's name. */
    public static final String SYMBOL_ATTR_NAME = "sym_name";
    /** The attribute holding a symbol's visibility ({@code public} when absent). */
    public static final String VISIBILITY_ATTR_NAME = "sym_visibility";

    /** Per symbol-table operation, its symbols by name (the first of equal names), while lookups are cached. */
    private static final ScopedValue<Map<Operation, Map<String, Operation>>> CACHE = ScopedValue.newInstance();

    private SymbolTable() {
    }

    /**
     * Runs {@code action} with symbol lookups memoized per table. Nothing may add, remove or rename symbols while
     * it runs (lookups would miss the change); the cache is dropped when it returns.
     */
    public static void withCachedLookups(Runnable action) {
        ScopedValue.where(CACHE, new IdentityHashMap<>()).run(action);
    }

    /** The name of {@code op} as a symbol, or null when it has no {@code sym_name} string. */
    public static String symbolName(Operation op) {
        return op.attribute(SYMBOL_ATTR_NAME) instanceof StringAttr s ? s.value() : null;
    }

    /** Whether {@code op} is, or may be, a symbol table. */
    public static boolean isSymbolTable(Operation op) {
        if (op.has(OpTrait.SYMBOL_TABLE)) {
            return true;
        }
        return !op.name().isRegistered() && op.regions().size() == 1 && op.region(0).blocks().size() == 1;
    }

    /** The closest symbol table containing {@code from}, {@code from} itself included; null when none. */
    public static Operation nearestSymbolTable(Operation from) {
        for (Operation op = from; op != null; op = op.parentOp()) {
            if (isSymbolTable(op)) {
                return op;
            }
        }
        return null;
    }

    /** The symbol named {@code name} directly inside symbol table {@code table}, or null. */
    public static Operation lookupIn(Operation table, String name) {
        if (table.regions().isEmpty() || table.region(0).isEmpty()) {
            return null;
        }
        if (CACHE.isBound()) {
            return CACHE.get().computeIfAbsent(table, SymbolTable::symbolsIn).get(name);
        }
        for (Operation op : table.region(0).entryBlock()) {
            if (name.equals(symbolName(op))) {
                return op;
            }
        }
        return null;
    }

    /** The symbols of {@code table}'s entry block by name; the first wins where names repeat, as in a scan. */
    private static Map<String, Operation> symbolsIn(Operation table) {
        Map<String, Operation> symbols = new HashMap<>();
        for (Operation op : table.region(0).entryBlock()) {
            String name = symbolName(op);
            if (name != null) {
                symbols.putIfAbsent(name, op);
            }
        }
        return symbols;
    }

    /** MLIR's {@code lookupNearestSymbolFrom}: {@code name} in the nearest symbol table around {@code from}. */
    public static Operation lookup(Operation from, String name) {
        Operation table = nearestSymbolTable(from);
        return table == null ? null : lookupIn(table, name);
    }

    /**
     * Resolves {@code @root::@a::@b} from {@code from}: the root in the nearest symbol table, then each nested name
     * inside the previous symbol, which must itself be a symbol table. Null when any step is missing.
     */
    public static Operation lookup(Operation from, SymbolRefAttr ref) {
        Operation symbol = lookup(from, ref.root());
        for (String nested : ref.nested()) {
            if (symbol == null || !isSymbolTable(symbol)) {
                return null;
            }
            symbol = lookupIn(symbol, nested);
        }
        return symbol;
    }
}
