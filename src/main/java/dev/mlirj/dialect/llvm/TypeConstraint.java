package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import java.util.function.Predicate;

/**
 * The operand and result type constraints of LLVM operations, with the description mlir-opt's generated
 * verifiers print ({@code operand #0 must be <description>, but got 'f32'}). Scalar constraints also accept
 * LLVM-compatible vectors of such scalars, as {@code LLVM_ScalarOrVectorOf} does.
 */
enum TypeConstraint {
    /** A signless integer, or a vector of them. */
    SIGNLESS_INT("signless integer or LLVM dialect-compatible vector of signless integer", TypeConstraint::isSignless),
    /** A float LLVM has, or a vector of them. */
    FLOAT("floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
            LlvmTypes::isCompatibleFloat),
    /** A pointer, or a vector of them. */
    POINTER("LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
            t -> t instanceof LlvmPointerType),
    /** {@code icmp}'s operands: integers or pointers, scalar or vector. */
    INT_OR_POINTER("signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or "
            + "LLVM dialect-compatible vector of LLVM pointer type",
            t -> isSignless(t) || t instanceof LlvmPointerType),
    /** {@code select}'s condition. */
    I1("1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
            t -> t instanceof IntegerType i && i.isSignless(1));

    private final String description;
    private final Predicate<Type> scalar;

    TypeConstraint(String description, Predicate<Type> scalar) {
        this.description = description;
        this.scalar = scalar;
    }

    /** The description in messages. */
    String description() {
        return description;
    }

    /** Whether {@code type} satisfies the constraint. */
    boolean test(Type type) {
        if (LlvmTypes.isCompatibleVector(type)) {
            return scalar.test(LlvmTypes.elementOrSelf(type));
        }
        return scalar.test(type);
    }

    private static boolean isSignless(Type t) {
        return t instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNLESS;
    }
}
