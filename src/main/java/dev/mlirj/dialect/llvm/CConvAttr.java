package dev.mlirj.dialect.llvm;

import java.util.Objects;

/**
 * {@code #llvm.cconv<fastcc>}: a calling convention; {@code ccc} (C) is the default, which custom forms omit.
 *
 * @param cconv the calling convention
 */
public record CConvAttr(CConv cconv) implements LlvmDialectAttribute {
    /** {@code #llvm.cconv<ccc>}, the C calling convention. */
    public static final CConvAttr C = new CConvAttr(CConv.C);

    /** Checks the convention. */
    public CConvAttr {
        Objects.requireNonNull(cconv, "cconv");
    }

    @Override
    public String mnemonic() {
        return "cconv";
    }
}
