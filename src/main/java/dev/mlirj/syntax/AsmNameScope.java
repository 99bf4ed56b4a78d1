package dev.mlirj.syntax;

import java.util.ArrayList;
import java.util.List;

/**
 * The names {@link AsmPrinter} gives the values and blocks of one numbering scope (MLIR's {@code SSANameState}
 * tables): {@code %12}, {@code %arg3}, {@code ^bb2} or a hinted name such as {@code %c1_i32}. A scope chains to
 * the scope around it; a lookup that misses here continues outwards.
 *
 * <p>The printer opens a scope for each isolated-from-above operation it numbers lazily and drops it once that
 * operation is printed, so the table stays the size of one function however large the module is. Names are kept
 * as one {@code int} each, not a string: the kind in the low two bits ({@code %N}, {@code %argN}, {@code ^bbN},
 * or an index into a list of spelled-out names shared by the whole chain), the number above them. Keys are
 * compared by identity (values and blocks are), in an open-addressing table.
 */
final class AsmNameScope {
    private static final int PLAIN = 0;
    private static final int ARGUMENT = 1;
    private static final int BLOCK = 2;
    private static final int SPELLED = 3;
    /** The code of a key this chain does not name. */
    static final int NONE = -1;

    private final AsmNameScope outer;
    /** Spelled-out names, shared along the chain; an inner scope's are appended after its outer scopes'. */
    private final List<String> spelled;
    /** How many spelled-out names the chain had when this scope opened. */
    private final int spelledMark;
    private Object[] keys = new Object[64];
    private int[] codes = new int[64];
    private int size;

    /** An outermost scope. */
    AsmNameScope() {
        this.outer = null;
        this.spelled = new ArrayList<>();
        this.spelledMark = 0;
    }

    private AsmNameScope(AsmNameScope outer) {
        this.outer = outer;
        this.spelled = outer.spelled;
        this.spelledMark = spelled.size();
    }

    /** A new scope inside this one. */
    AsmNameScope open() {
        return new AsmNameScope(this);
    }

    /** Drops this scope's names (its spelled-out ones too) and returns the scope around it. */
    AsmNameScope close() {
        spelled.subList(spelledMark, spelled.size()).clear();
        return outer;
    }

    /** Names {@code key} {@code %n}. */
    void putPlain(Object key, int n) {
        put(key, n << 2 | PLAIN);
    }

    /** Names {@code key} {@code %argN}. */
    void putArgument(Object key, int n) {
        put(key, n << 2 | ARGUMENT);
    }

    /** Names block {@code key} {@code ^bbN}. */
    void putBlock(Object key, int n) {
        put(key, n << 2 | BLOCK);
    }

    /** Names {@code key} {@code name}, spelled out (with its sigil). */
    void putSpelled(Object key, String name) {
        spelled.add(name);
        put(key, spelled.size() - 1 << 2 | SPELLED);
    }

    /** Whether {@code key} has a name in this scope or around it. */
    boolean contains(Object key) {
        return code(key) != NONE;
    }

    /** The number of block {@code key} ({@code N} of {@code ^bbN}), or {@code fallback} when it has none. */
    int blockNumber(Object key, int fallback) {
        int code = code(key);
        return code != NONE && (code & 3) == BLOCK ? code >>> 2 : fallback;
    }

    /** Appends the name of {@code key}; returns false (appending nothing) when it has none. */
    boolean append(StringBuilder out, Object key) {
        int code = code(key);
        if (code == NONE) {
            return false;
        }
        int n = code >>> 2;
        switch (code & 3) {
            case PLAIN -> out.append('%').append(n);
            case ARGUMENT -> out.append("%arg").append(n);
            case BLOCK -> out.append("^bb").append(n);
            default -> out.append(spelled.get(n));
        }
        return true;
    }

    /** The name of {@code key}, or null when it has none. */
    String name(Object key) {
        int code = code(key);
        if (code == NONE) {
            return null;
        }
        if ((code & 3) == SPELLED) {
            return spelled.get(code >>> 2);
        }
        StringBuilder b = new StringBuilder(8);
        append(b, key);
        return b.toString();
    }

    private int code(Object key) {
        for (AsmNameScope s = this; s != null; s = s.outer) {
            int code = s.local(key);
            if (code != NONE) {
                return code;
            }
        }
        return NONE;
    }

    private static int slot(Object key, int mask) {
        int h = System.identityHashCode(key) * 0x9E3779B9;
        return (h ^ h >>> 16) & mask;
    }

    private int local(Object key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = i + 1 & mask) {
            Object k = keys[i];
            if (k == key) {
                return codes[i];
            }
            if (k == null) {
                return NONE;
            }
        }
    }

    private void put(Object key, int code) {
        if (code < 0) {
            throw new IllegalStateException("too many names to number");
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = i + 1 & mask) {
            Object k = keys[i];
            if (k == key) {
                codes[i] = code;
                return;
            }
            if (k == null) {
                keys[i] = key;
                codes[i] = code;
                size++;
                return;
            }
        }
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldCodes = codes;
        keys = new Object[oldKeys.length * 2];
        codes = new int[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                put(oldKeys[i], oldCodes[i]);
            }
        }
    }
}
