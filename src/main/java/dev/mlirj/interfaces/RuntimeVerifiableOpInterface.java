package dev.mlirj.interfaces;

import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.AttributePrinter;

/**
 * MLIR's {@code RuntimeVerifiableOpInterface}: an operation kind that can check at run time what its verifier
 * cannot check statically (an index within bounds, a dynamic size matching a static one). Implementations are
 * external models, attached to an operation kind in a context ({@link #attach}) by the dialect's transforms, as
 * MLIR's {@code registerRuntimeVerifiableOpInterfaceExternalModels} does; {@code generate-runtime-verification} asks
 * every operation for its model ({@link #of}).
 *
 * <p>A model's {@link #generateRuntimeVerification} inserts, at the builder's insertion point (right before the
 * operation, unless the model moves it), the computation of each condition followed by a {@code cf.assert} of it
 * whose message is {@link #generateErrorMessage}. It must not change the operation itself, erase anything, or insert
 * operations that are runtime-verifiable themselves in a way that needs verifying again (the pass visits only the
 * operations that existed before it ran).
 */
@FunctionalInterface
public interface RuntimeVerifiableOpInterface {
    /** Inserts the checks of {@code op} with {@code builder}, positioned right before {@code op}, at {@code loc}. */
    void generateRuntimeVerification(Operation op, Builder builder, Location loc);

    /**
     * MLIR's {@code RuntimeVerifiableOpInterface::generateErrorMessage}: {@code ERROR: Runtime op verification
     * failed}, {@code op} in generic form numbered in its closest isolated-from-above ancestor with regions skipped
     * ({@link AsmPrinter#printLocalScopeSkippingRegions}), {@code ^ msg}, and {@code Location: loc(...)}, on four lines.
     * The numbering depends on the IR around {@code op} when the message is made, so a model makes it at the point
     * MLIR does.
     */
    static String generateErrorMessage(Operation op, MlirContext context, String msg) {
        return "ERROR: Runtime op verification failed\n" + AsmPrinter.printLocalScopeSkippingRegions(op, context)
                + "\n^ " + msg + "\nLocation: " + AttributePrinter.toString(op.location());
    }

    /** Attaches {@code model} to the operations named {@code opName} in {@code context}. */
    static void attach(MlirContext context, String opName, RuntimeVerifiableOpInterface model) {
        context.attachInterface(opName, RuntimeVerifiableOpInterface.class, model);
    }

    /** The model attached to {@code op}'s kind in {@code context}, or null when it has none. */
    static RuntimeVerifiableOpInterface of(MlirContext context, Operation op) {
        return context.interfaceModel(op, RuntimeVerifiableOpInterface.class);
    }
}
