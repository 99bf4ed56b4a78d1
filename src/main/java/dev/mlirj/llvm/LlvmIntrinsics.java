package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import dev.mlirj.llvm.loader.LlvmLibrary;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * LLVM's intrinsic table: {@code llvm.smax} and friends by name. An intrinsic's declaration in a module comes from
 * {@link LlvmModule#intrinsicDeclaration}, which needs the overloaded types of an overloaded intrinsic
 * ({@code llvm.smax.i32} is {@code llvm.smax} overloaded on {@code i32}).
 */
public final class LlvmIntrinsics {
    private LlvmIntrinsics() {
    }

    /** The intrinsic ID of {@code name} (e.g. {@code llvm.smax}, without overload suffixes), or 0 if none. */
    public static int lookup(String name) {
        LlvmLibrary.load();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment chars = arena.allocateFrom(name);
            return Core_h.LLVMLookupIntrinsicID(chars, chars.byteSize() - 1);
        }
    }

    /** Whether intrinsic {@code id} is overloaded on some of its types. */
    public static boolean isOverloaded(int id) {
        requireValid(id);
        return Core_h.LLVMIntrinsicIsOverloaded(id) != 0;
    }

    static void requireValid(int id) {
        if (id <= 0) {
            throw new IllegalArgumentException("not an LLVM intrinsic ID: " + id);
        }
    }
}
