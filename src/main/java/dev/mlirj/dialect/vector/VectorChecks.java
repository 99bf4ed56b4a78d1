package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;

/**
 * The checks of the vector operations on top of ODS's {@link OpChecks}: the vector dialect's type constraints and
 * the type helpers its verifiers share, with mlir-opt 19's messages.
 */
final class VectorChecks extends OpChecks {
    static final TypeConstraint FLOAT_VECTOR = new TypeConstraint("vector of floating-point values",
            t -> t instanceof VectorType v && v.elementType() instanceof FloatType);
    static final TypeConstraint MASK = new TypeConstraint("vector of 1-bit signless integer values",
            t -> t instanceof VectorType v && v.rank() > 0 && TypeConstraint.I1.test(v.elementType()));
    static final TypeConstraint MASK_1D = new TypeConstraint("vector of 1-bit signless integer values of ranks 1",
            t -> t instanceof VectorType v && v.rank() == 1 && TypeConstraint.I1.test(v.elementType()));
    static final TypeConstraint MASK_ANY_RANK = new TypeConstraint("vector of 1-bit signless integer values",
            t -> t instanceof VectorType v && TypeConstraint.I1.test(v.elementType()));
    static final TypeConstraint SCALAR = new TypeConstraint("integer or index or floating-point",
            VectorChecks::isScalar);

    VectorChecks(Operation op, DiagnosticEngine diagnostics) {
        super(op, diagnostics);
    }

    /** MLIR's {@code isIntOrIndexOrFloat}. */
    static boolean isScalar(Type t) {
        return t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType;
    }

    /** Whether {@code a} is an array of signless 64-bit integer attributes: ODS's {@code I64ArrayAttr}. */
    static boolean isI64ArrayAttr(Attribute a) {
        return a instanceof ArrayAttr array && array.elements().stream().allMatch(e -> isIntegerAttr(e, 64));
    }

    /** MLIR's {@code getElementTypeOrSelf}. */
    static Type elementOrSelf(Type t) {
        return t instanceof ShapedType s ? s.elementType() : t;
    }
}
