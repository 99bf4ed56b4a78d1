package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;

/**
 * An enumerated property or attribute of the LLVM dialect, as MLIR's {@code LLVM_EnumAttr}: each case has the
 * keyword its custom form writes and the integer value MLIR stores (and prints in generic form).
 */
interface LlvmEnum {
    /** The keyword, e.g. {@code acq_rel}. */
    String keyword();

    /** MLIR's integer value of the case. */
    int value();

    /** The case of {@code cases} spelled {@code keyword}, or null (the empty keyword of a default case included). */
    static <E extends LlvmEnum> E byKeyword(E[] cases, String keyword) {
        for (E e : cases) {
            if (e.keyword().equals(keyword)) {
                return e;
            }
        }
        return null;
    }

    /** The case of {@code cases} whose value is {@code value}, or null. */
    static <E extends LlvmEnum> E byValue(E[] cases, long value) {
        for (E e : cases) {
            if (e.value() == value) {
                return e;
            }
        }
        return null;
    }

    /** The case stored in {@code property} as an integer attribute, or null when it is absent or no case's value. */
    static <E extends LlvmEnum> E byAttribute(E[] cases, Attribute property) {
        return property instanceof IntegerAttr i && i.value().bitLength() < 32 ? byValue(cases, i.value().intValue())
                : null;
    }

    /** {@code e}'s value as the {@code i64} attribute MLIR stores enumerated properties in. */
    static IntegerAttr i64(LlvmEnum e) {
        return IntegerAttr.of(IntegerType.of(64), e.value());
    }
}
