package dev.mlirj.ir;


/**
 * An operation's custom assembly format, the inverse pair MLIR's {@code parse}/{@code print} methods are:
 * {@link #parse} reads what follows the operation name (the results and {@code =} are already read) into
 * an {@link OperationState}; {@link #print} writes what follows the name.
 */
public interface OpSyntax {
    /** Parses the operation's custom form after its name; returns false after reporting an error. */
    boolean parse(OpAsmParser parser, OperationState state);

    /** Prints the operation's custom form after its name. */
    void print(Operation op, OpAsmPrinter printer);

    /**
     * Suggests names for the operation's results in custom form, as MLIR's {@code getAsmResultNames}: call
     * {@code setName} with a result and a hint such as {@code "c0"}; the printer makes each name unique
     * ({@code %cst}, {@code %cst_0}, ...). A result named this way starts a result group. The default names none.
     */
    default void resultNames(Operation op, java.util.function.BiConsumer<OpResult, String> setName) {
    }
}
