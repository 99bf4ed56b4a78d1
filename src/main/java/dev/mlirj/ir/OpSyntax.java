package dev.mlirj.ir;

import dev.mlirj.syntax.OpAsmParser;
import dev.mlirj.syntax.OpAsmPrinter;

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
}
