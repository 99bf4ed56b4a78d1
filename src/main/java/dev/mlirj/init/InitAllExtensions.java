package dev.mlirj.init;

import dev.mlirj.dialect.affine.transforms.AccessVerification;
import dev.mlirj.dialect.arith.transforms.DivisionVerification;
import dev.mlirj.dialect.memref.transforms.RuntimeOpVerification;
import dev.mlirj.dialect.vector.transforms.LoadStoreVerification;
import dev.mlirj.ir.MlirContext;
import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * Every external model mlirj provides, attached in one place, as MLIR's {@code registerAllExtensions()}
 * ({@code mlir/InitAllExtensions.h}): the interfaces that dialects' transforms implement for operations of their
 * dialect (today the {@code RuntimeVerifiableOpInterface} models of memref, arith, vector and affine operations). {@link InitAllDialects#context()} calls it;
 * a program that builds its own context calls it once on it. Models are attached only for dialects the context has
 * loaded.
 */
public final class InitAllExtensions {
    private InitAllExtensions() {
    }

    /** The contexts the models were attached to, so that attaching again does nothing. */
    private static final Set<MlirContext> REGISTERED = Collections.newSetFromMap(new WeakHashMap<>());

    /**
     * Attaches every external model to the operations of {@code context}'s loaded dialects; once per context
     * (calling it again does nothing).
     */
    public static void registerAllExtensions(MlirContext context) {
        synchronized (REGISTERED) { // held while attaching, so that no caller sees the models half attached
            if (REGISTERED.add(context)) {
                RuntimeOpVerification.registerRuntimeVerifiableOpInterfaceExternalModels(context);
                DivisionVerification.registerRuntimeVerifiableOpInterfaceExternalModels(context);
                LoadStoreVerification.registerRuntimeVerifiableOpInterfaceExternalModels(context);
                AccessVerification.registerRuntimeVerifiableOpInterfaceExternalModels(context);
            }
        }
    }
}
