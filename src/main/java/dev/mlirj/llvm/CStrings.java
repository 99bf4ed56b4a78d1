package dev.mlirj.llvm;

import java.lang.foreign.MemorySegment;

/** Reading NUL-terminated C strings that native code handed back as zero-length segments. */
final class CStrings {
    private CStrings() {
    }

    /** Copies the UTF-8 string at {@code cString}; {@code null} for a NULL pointer. */
    @SuppressWarnings("restricted")
    static String read(MemorySegment cString) {
        return cString.equals(MemorySegment.NULL) ? null : cString.reinterpret(Long.MAX_VALUE).getString(0);
    }
}
