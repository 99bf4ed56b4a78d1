package dev.mlirj.executionengine;

/**
 * A Java method registered as a JIT symbol ({@link ExecutionEngineOptions#withSymbol(String,
 * java.lang.invoke.MethodHandle, java.lang.foreign.FunctionDescriptor)}) threw while compiled code called it.
 * The exception could not travel through the native frames between, so compiled code got a zero result and this
 * exception was raised once the call into compiled code returned, on the same thread. {@link #getCause()} is
 * what the method threw.
 */
public final class JavaSymbolException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String symbol;

    /** The method behind JIT symbol {@code symbol} threw {@code cause}. */
    public JavaSymbolException(String symbol, Throwable cause) {
        super("Java method behind JIT symbol '" + symbol + "' threw " + cause, cause);
        this.symbol = symbol;
    }

    /** The JIT symbol whose Java method threw. */
    public String symbol() {
        return symbol;
    }
}
