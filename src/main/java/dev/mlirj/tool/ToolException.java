package dev.mlirj.tool;

/** A failure the command line reports as one message and exit status 1, without a stack trace. */
final class ToolException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ToolException(String message) {
        super(message);
    }
}
