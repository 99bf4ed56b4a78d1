package dev.mlirj.init;

import dev.mlirj.dialect.affine.AffineDialect;
import dev.mlirj.dialect.arith.ArithDialect;
import dev.mlirj.dialect.builtin.BuiltinDialect;
import dev.mlirj.dialect.cf.CfDialect;
import dev.mlirj.dialect.complex.ComplexDialect;
import dev.mlirj.dialect.func.FuncDialect;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.math.MathDialect;
import dev.mlirj.dialect.memref.MemRefDialect;
import dev.mlirj.dialect.scf.ScfDialect;
import dev.mlirj.dialect.vector.VectorDialect;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.MlirContext;
import java.util.List;

/**
 * Every dialect mlirj provides, in one place, as MLIR's {@code registerAllDialects()}
 * ({@code mlir/InitAllDialects.h}): what {@code mlirj opt} loads, and what a program that wants "all of mlirj" asks
 * for. Each call makes fresh dialect instances, so contexts never share mutable state.
 */
public final class InitAllDialects {
    private InitAllDialects() {
    }

    /** A new instance of every dialect mlirj provides, the builtin dialect first. */
    public static List<Dialect> all() {
        return List.of(new BuiltinDialect(), new FuncDialect(), new CfDialect(), new ArithDialect(), new LlvmDialect(),
                new MemRefDialect(), new MathDialect(), new ScfDialect(), new ComplexDialect(), new VectorDialect(),
                new AffineDialect());
    }

    /**
     * A context with every dialect of {@link #all()} loaded and every external model attached
     * ({@link InitAllExtensions}), as mlir-opt sets up its context.
     */
    public static MlirContext context() {
        MlirContext context = new MlirContext(all().toArray(Dialect[]::new));
        InitAllExtensions.registerAllExtensions(context);
        return context;
    }
}
