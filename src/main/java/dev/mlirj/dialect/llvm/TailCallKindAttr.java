package dev.mlirj.dialect.llvm;

import java.util.List;

/**
 * {@code #llvm.tailcallkind<tail>}: a call's tail-call marker; {@code none} is the default.
 *
 * @param name one of {@link #NAMES}
 */
public record TailCallKindAttr(String name) implements LlvmDialectAttribute {
    /** The kinds, in MLIR's enum order. */
    public static final List<String> NAMES = List.of("none", "tail", "musttail", "notail");
    /** {@code #llvm.tailcallkind<none>}. */
    public static final TailCallKindAttr NONE = new TailCallKindAttr("none");

    /** Checks the name. */
    public TailCallKindAttr {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("unknown tail call kind " + name);
        }
    }

    @Override
    public String mnemonic() {
        return "tailcallkind";
    }
}
