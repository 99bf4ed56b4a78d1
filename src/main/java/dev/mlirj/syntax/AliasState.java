package dev.mlirj.syntax;

import dev.mlirj.dialect.builtin.BuiltinDialect;
import dev.mlirj.ir.AsmAlias;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The attribute and type aliases of one printed operation, MLIR's {@code AliasInitializer} and
 * {@code AliasState}: {@code #map = affine_map<...>} written once at the top, {@code #map} at each use.
 *
 * <p>It works in two phases. While <em>collecting</em>, the operation is printed once into a discarded buffer;
 * {@link TypePrinter} and {@link AttributePrinter} report every type and attribute they are about to print
 * ({@link #enter}, {@link #exit}), so the elements are met in print order, nested ones after their container, as
 * MLIR's dummy alias printer meets them. Each new element asks the loaded dialects' {@link Dialect#getAlias}
 * hooks for a name. Then the aliased elements are ordered as MLIR orders them: by depth (an alias used inside
 * another aliased element comes first), types before attributes, then by name, first use first; repeated
 * names are numbered {@code map}, {@code map1}, ... While <em>printing</em>, an element with an alias prints as
 * its alias and nothing else.
 *
 * <p>Most IR has nothing with an alias, and collecting means printing everything twice. So {@link AsmPrinter}
 * first prints with a {@link #probe} state, which lets everything print as itself and only asks each distinct
 * element for an alias name; when none has one, that text is final (no definition, no use would change it), and
 * only otherwise does the printer run the two phases above.
 *
 * <p>Some aliases are <em>deferrable</em>: their definitions go after the operation instead of before it, because
 * the parser resolves them once the whole file is read. As in MLIR, that holds for an alias whose every use is in
 * (or inside) an operation's trailing location ({@code loc(#loc3)}); one use anywhere else (a block argument's
 * location, an attribute) makes it, and the aliases inside it, defined up front.
 *
 * <p>The state is reached through {@link #CURRENT}, bound while {@link AsmPrinter} prints an operation, so the
 * static type and attribute printers (also used for messages, which have no aliases) need no extra parameter.
 */
final class AliasState {
    /** The aliases of the operation being printed; unbound outside {@link AsmPrinter}. */
    static final ScopedValue<AliasState> CURRENT = ScopedValue.newInstance();

    /** MLIR loads the builtin dialect in every context; a context built without it still gets its aliases. */
    private static final Dialect BUILTIN = new BuiltinDialect();

    /** What is known about one visited element. */
    private static final class Info {
        final String name;
        final boolean isType;
        /** 0 for an element without alias and nothing aliased inside; else 1 + the deepest alias inside. */
        int depth;
        /** Whether its definition may follow the operation; never for an element without alias. */
        boolean canBeDeferred;
        /** The elements met directly inside it on its first visit (MLIR's {@code childIndices}). */
        final List<Info> children = new ArrayList<>();

        Info(String name, boolean isType, boolean canBeDeferred) {
            this.name = name;
            this.isType = isType;
            this.depth = name == null ? 0 : 1;
            this.canBeDeferred = name != null && canBeDeferred;
        }
    }

    /**
     * An element being visited, whether what it contains is visited as deferrable (as the element itself was), and
     * the deepest alias depth among what it contains so far.
     */
    private static final class Frame {
        final Info info;
        final boolean canBeDeferred;
        int maxChildDepth;

        Frame(Info info, boolean canBeDeferred) {
            this.info = info;
            this.canBeDeferred = canBeDeferred;
        }
    }

    /** An alias ({@code #map1}, with its prefix) and whether its definition follows the operation. */
    private record Alias(String text, boolean deferred) {
    }

    private final List<Dialect> dialects = new ArrayList<>();
    private final Map<Object, Info> visited = new LinkedHashMap<>();
    private final Deque<Frame> frames = new ArrayDeque<>();
    private boolean collecting = true;
    /**
     * Whether this state only checks that nothing printed has an alias ({@link #probe}): it lets every element
     * print as itself and remembers whether any would have had an alias.
     */
    private boolean probing;
    /** While probing: the elements already asked about. */
    private java.util.Set<Object> probed;
    /** While probing: whether an element printed has an alias name. */
    private boolean foundAlias;
    /** After collection: each aliased element and its alias, in declaration order. */
    private final Map<Object, Alias> aliases = new LinkedHashMap<>();

    private AliasState(MlirContext context) {
        Dialect builtin = context.dialect("builtin");
        dialects.add(builtin != null ? builtin : BUILTIN);
        for (Dialect d : context.dialects()) {
            if (d != builtin) {
                dialects.add(d);
            }
        }
    }

    /** The state of the current print, or null outside one. */
    static AliasState current() {
        return CURRENT.isBound() ? CURRENT.get() : null;
    }

    /** Collects the aliases of what {@code printAll} prints (into a discarded buffer) and orders them. */
    static AliasState collect(MlirContext context, Runnable printAll) {
        AliasState state = new AliasState(context);
        ScopedValue.where(CURRENT, state).run(printAll);
        state.finish();
        return state;
    }

    /**
     * A state for printing once without aliases while checking that none is needed: every type, attribute and
     * location printed with it (the top-level locations of block arguments too) is asked for an alias name, and
     * {@link #foundAlias} tells whether one had one. Whatever the collecting pass visits is printed, so when none
     * has a name, the collection would have found no alias and the text printed is final.
     */
    static AliasState probe(MlirContext context) {
        AliasState state = new AliasState(context);
        state.collecting = false;
        state.probing = true;
        state.probed = new java.util.HashSet<>();
        return state;
    }

    /** Whether this state is a {@link #probe}. */
    boolean probing() {
        return probing;
    }

    /** Whether, while probing, an element with an alias name was printed. */
    boolean foundAlias() {
        return foundAlias;
    }

    /** Whether this state is still collecting (the output of this phase is discarded). */
    boolean collecting() {
        return collecting;
    }

    /**
     * Called before {@code element} (an {@link Attribute} or {@link Type}) is printed. Returns true when it must
     * not be printed: while printing, because its alias was written to {@code out}; while collecting, because it
     * was already visited. Otherwise the caller prints it and then calls {@link #exit}.
     */
    boolean enter(StringBuilder out, Object element) {
        Frame parent = frames.peek();
        return enter(out, element, parent != null && parent.canBeDeferred);
    }

    /**
     * As {@link #enter(StringBuilder, Object)} for an element printed at the top of something, not inside another
     * element; {@code canBeDeferred} says whether this use allows its alias to be defined after the operation (true
     * only for an operation's trailing location).
     */
    boolean enter(StringBuilder out, Object element, boolean canBeDeferred) {
        if (probing) {
            if (!foundAlias && probed.add(element) && aliasName(element) != null) {
                foundAlias = true;
            }
            return false;
        }
        if (!collecting) {
            Alias alias = aliases.get(element);
            if (alias == null) {
                return false;
            }
            out.append(alias.text());
            return true;
        }
        Info info = visited.get(element);
        if (info != null) {
            if (!canBeDeferred) {
                markNonDeferrable(info);
            }
            reportToParent(info);
            return true;
        }
        info = new Info(aliasName(element), element instanceof Type, canBeDeferred);
        visited.put(element, info);
        frames.push(new Frame(info, canBeDeferred));
        return false;
    }

    /**
     * MLIR's {@code markAliasNonDeferrable}: the element and, recursively, what it contains are defined up front.
     * The recursion stops at an element already up front, an element without alias among them.
     */
    private static void markNonDeferrable(Info info) {
        if (!info.canBeDeferred) {
            return;
        }
        info.canBeDeferred = false;
        for (Info child : info.children) {
            markNonDeferrable(child);
        }
    }

    /** Called after an element {@link #enter} let through has been printed. */
    void exit() {
        if (!collecting || probing) {
            return;
        }
        Frame frame = frames.pop();
        if (frame.maxChildDepth > 0) {
            frame.info.depth = frame.maxChildDepth + 1;
        }
        reportToParent(frame.info);
    }

    private void reportToParent(Info child) {
        Frame parent = frames.peek();
        if (parent != null) {
            parent.info.children.add(child);
            if (child.depth > parent.maxChildDepth) {
                parent.maxChildDepth = child.depth;
            }
        }
    }

    /** The dialects' proposed name for {@code element}, sanitized as MLIR does; null for none. */
    private String aliasName(Object element) {
        AsmAlias chosen = null;
        for (Dialect d : dialects) {
            AsmAlias a = element instanceof Type t ? d.getAlias(t) : d.getAlias((Attribute) element);
            if (a != null) {
                chosen = a;
                if (!a.overridable()) {
                    break;
                }
            }
        }
        return chosen == null ? null : sanitize(chosen.name());
    }

    /**
     * MLIR's {@code sanitizeIdentifier} for alias names: letters, digits and {@code $_-} are kept, a space
     * becomes {@code _}, other bytes their hexadecimal value; a leading digit gets a {@code _} before it and a
     * trailing digit a {@code _} after it, so numbering cannot make two names equal.
     */
    private static String sanitize(String name) {
        StringBuilder b = new StringBuilder();
        if (Character.isDigit(name.charAt(0))) {
            b.append('_');
        }
        for (byte raw : name.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            int ch = raw & 0xFF;
            if (ch < 128 && (Character.isLetterOrDigit(ch) || "$_-".indexOf(ch) >= 0)) {
                b.append((char) ch);
            } else if (ch == ' ') {
                b.append('_');
            } else {
                b.append(Integer.toHexString(ch).toUpperCase(java.util.Locale.ROOT));
            }
        }
        if (!Character.isDigit(name.charAt(0)) && Character.isDigit(b.charAt(b.length() - 1))) {
            b.append('_');
        }
        return b.toString();
    }

    /** Orders the aliased elements and numbers repeated names; afterwards the state prints aliases. */
    private void finish() {
        List<Map.Entry<Object, Info>> named = new ArrayList<>();
        for (Map.Entry<Object, Info> e : visited.entrySet()) {
            if (e.getValue().name != null) {
                named.add(e);
            }
        }
        // A stable sort keeps first-use order among equal keys.
        named.sort(Comparator.<Map.Entry<Object, Info>>comparingInt(e -> e.getValue().depth)
                .thenComparing(e -> !e.getValue().isType)
                .thenComparing(e -> e.getValue().name));
        Map<String, Integer> counts = new HashMap<>();
        for (Map.Entry<Object, Info> e : named) {
            Info info = e.getValue();
            int index = counts.merge(info.name, 1, Integer::sum) - 1;
            aliases.put(e.getKey(), new Alias((info.isType ? "!" : "#") + info.name + (index == 0 ? "" : index),
                    info.canBeDeferred));
        }
        collecting = false;
        visited.clear();
    }

    /**
     * Writes the alias definitions that go before the operation ({@code deferred} false) or after it (true), one a
     * line ({@code #map = affine_map<(d0) -> (d0)>}); each definition prints the element itself, with aliases only
     * for what it contains. Must run with this state bound.
     */
    void printDefinitions(StringBuilder out, MlirContext context, boolean deferred) {
        for (Map.Entry<Object, Alias> e : aliases.entrySet()) {
            if (e.getValue().deferred() != deferred) {
                continue;
            }
            out.append(e.getValue().text()).append(" = ");
            if (e.getKey() instanceof Type t) {
                TypePrinter.printWithoutAlias(out, t, context);
            } else {
                AttributePrinter.printWithoutAlias(out, (Attribute) e.getKey(), false, context);
            }
            out.append('\n');
        }
    }
}
