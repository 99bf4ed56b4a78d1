package dev.mlirj.llvm.loader;

/**
 * libLLVM could not be loaded or is unusable: not found (the message lists every place tried), not LLVM 17,
 * or the JVM does not allow native access. The message always says what to do about it.
 */
public final class LlvmLoadException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception with a message saying what went wrong and what to do. */
    public LlvmLoadException(String message) {
        super(message);
    }

    /** An exception with a message saying what went wrong and what to do, caused by {@code cause}. */
    public LlvmLoadException(String message, Throwable cause) {
        super(message, cause);
    }
}
