package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;

/** An attribute of the LLVM dialect, written {@code #llvm.<mnemonic><...>}. */
public sealed interface LlvmDialectAttribute extends Attribute
        permits LinkageAttr, CConvAttr, TailCallKindAttr, FramePointerKindAttr, FastmathFlagsAttr,
        IntegerOverflowFlagsAttr, MemoryEffectsAttr {
    @Override
    default String dialect() {
        return LlvmDialect.NAMESPACE;
    }

    /** The mnemonic after {@code #llvm.}, e.g. {@code linkage}. */
    String mnemonic();
}
