package dev.mlirj.dialect.llvm;

import java.util.Objects;

/**
 * {@code #llvm.tailcallkind<tail>}: a call's tail-call marker; {@code none} is the default.
 *
 * @param kind the marker
 */
public record TailCallKindAttr(TailCallKind kind) implements LlvmDialectAttribute {
    /** {@code #llvm.tailcallkind<none>}. */
    public static final TailCallKindAttr NONE = new TailCallKindAttr(TailCallKind.NONE);

    /** Checks the kind. */
    public TailCallKindAttr {
        Objects.requireNonNull(kind, "kind");
    }

    @Override
    public String mnemonic() {
        return "tailcallkind";
    }
}
