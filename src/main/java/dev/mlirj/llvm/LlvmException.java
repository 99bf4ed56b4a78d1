package dev.mlirj.llvm;

/**
 * LLVM reported an error: a verifier failure, a pass pipeline it rejected, a symbol the JIT cannot find, an
 * {@code LLVMErrorRef}. The message says what mlirj was doing; {@link #llvmMessage()} is LLVM's own text.
 */
public class LlvmException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String llvmMessage;

    /** An exception for {@code operation} failing with LLVM's text {@code llvmMessage}. */
    public LlvmException(String operation, String llvmMessage) {
        super(operation + ": " + llvmMessage);
        this.llvmMessage = llvmMessage;
    }

    /** LLVM's own description of the error. */
    public String llvmMessage() {
        return llvmMessage;
    }
}
