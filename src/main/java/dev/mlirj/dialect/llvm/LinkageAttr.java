package dev.mlirj.dialect.llvm;

import java.util.Objects;

/**
 * {@code #llvm.linkage<internal>}: a global's or function's linkage; the custom forms of {@code llvm.func} and
 * {@code llvm.mlir.global} write just the keyword.
 *
 * @param linkage the linkage
 */
public record LinkageAttr(Linkage linkage) implements LlvmDialectAttribute {
    /** {@code #llvm.linkage<external>}. */
    public static final LinkageAttr EXTERNAL = new LinkageAttr(Linkage.EXTERNAL);

    /** Checks the linkage. */
    public LinkageAttr {
        Objects.requireNonNull(linkage, "linkage");
    }

    @Override
    public String mnemonic() {
        return "linkage";
    }
}
