package dev.mlirj.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.builtin.BuiltinDialect;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.complex.Complex;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.init.InitAllDialects;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * {@link OperationState#forRegistered}, and the dialect facades that start their states with it: each refuses, with
 * the same message, to build an operation of a dialect the context has not loaded.
 */
class OperationStateTest {
    @Test
    void forRegisteredNamesARegisteredOperation() {
        OperationState state = OperationState.forRegistered(InitAllDialects.context(), "arith.addi", Location.unknown());
        assertEquals("arith.addi", state.name.fullName());
        assertTrue(state.name.isRegistered());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OperationState.forRegistered(InitAllDialects.context(), "arith.nothing", Location.unknown()));
        assertEquals("arith.nothing is not registered in this context", e.getMessage());
    }

    @Test
    void facadesRefuseDialectsTheContextHasNotLoaded() {
        MlirContext context = new MlirContext(new BuiltinDialect());
        Location loc = Location.unknown();
        Operation module = ModuleOp.create(context, loc);
        Block body = ModuleOp.body(module);
        Builder b = Builder.atEnd(context, body);
        Value f = new Block().addArgument(FloatType.F32, loc);
        Value z = new Block().addArgument(new ComplexType(FloatType.F32), loc);
        assertRefused("arith.constant", () -> Arith.constant(b, loc, IntegerType.of(32), 1));
        assertRefused("math.sqrt", () -> Math.sqrt(b, loc, f));
        assertRefused("memref.alloc", () -> MemRef.alloc(b, loc, MemRefType.of(List.of(4L), FloatType.F32),
                List.of()));
        assertRefused("vector.splat", () -> Vector.splat(b, loc, f,
                VectorType.of(List.of(4L), FloatType.F32)));
        assertRefused("complex.re", () -> Complex.re(b, loc, z));
        assertRefused("llvm.mlir.constant", () -> Llvm.constant(b, loc, IntegerType.of(32),
                IntegerAttr.of(IntegerType.of(32), 1)));
        assertTrue(body.operations().isEmpty(), "nothing was built");
    }

    private static void assertRefused(String name, Executable build) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, build);
        assertEquals(name + " is not registered in this context", e.getMessage());
    }
}
