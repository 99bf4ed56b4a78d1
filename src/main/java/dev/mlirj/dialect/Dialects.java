package dev.mlirj.dialect;

import dev.mlirj.dialect.arith.ArithDialect;
import dev.mlirj.dialect.builtin.BuiltinDialect;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.MlirContext;
import java.util.List;

/**
 * The dialects mlirj provides, in one place: what {@code mlirj opt} loads, and what a program that wants "all of
 * mlirj" asks for. Each call makes fresh dialect instances, so contexts never share mutable state.
 */
public final class Dialects {
    private Dialects() {
    }

    /** A new instance of every dialect mlirj provides. */
    public static List<Dialect> all() {
        return List.of(
                new BuiltinDialect()
                // func and cf
                , new dev.mlirj.dialect.func.FuncDialect(), new dev.mlirj.dialect.cf.CfDialect()

                // arith
                , new ArithDialect()

                // llvm
                , new dev.mlirj.dialect.llvm.LlvmDialect()

                // memref
                , new dev.mlirj.dialect.memref.MemRefDialect()
                // scf and math
                , new dev.mlirj.dialect.math.MathDialect(), new dev.mlirj.dialect.scf.ScfDialect()
                // complex
                , new dev.mlirj.dialect.complex.ComplexDialect()
                // vector
                , new dev.mlirj.dialect.vector.VectorDialect()

                // affine
                , new dev.mlirj.dialect.affine.AffineDialect()
                );
    }

    /** A context with every dialect of {@link #all()} loaded. */
    public static MlirContext context() {
        return new MlirContext(all().toArray(Dialect[]::new));
    }
}
