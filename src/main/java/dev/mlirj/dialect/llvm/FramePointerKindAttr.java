package dev.mlirj.dialect.llvm;

import java.util.List;

/**
 * {@code #llvm.framePointerKind<all>}: a function's frame-pointer policy.
 *
 * @param name one of {@link #NAMES}
 */
public record FramePointerKindAttr(String name) implements LlvmDialectAttribute {
    /** The kinds, in MLIR's enum order. */
    public static final List<String> NAMES = List.of("none", "non-leaf", "all", "reserved");

    /** Checks the name. */
    public FramePointerKindAttr {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("unknown frame pointer kind " + name);
        }
    }

    @Override
    public String mnemonic() {
        return "framePointerKind";
    }
}
