package dev.mlirj.dialect.llvm;

import java.util.Objects;

/**
 * {@code #llvm.framePointerKind<all>}: a function's frame-pointer policy.
 *
 * @param kind the policy
 */
public record FramePointerKindAttr(FramePointerKind kind) implements LlvmDialectAttribute {
    /** Checks the kind. */
    public FramePointerKindAttr {
        Objects.requireNonNull(kind, "kind");
    }

    @Override
    public String mnemonic() {
        return "framePointerKind";
    }
}
