package dev.mlirj.dialect.llvm;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import java.util.function.Predicate;

/**
 * The operand and result type constraints of LLVM operations, with the description mlir-opt's generated
 * verifiers print ({@code operand #0 must be <description>, but got 'f32'}). Each also accepts LLVM-compatible
 * vectors of its scalars, as {@code LLVM_ScalarOrVectorOf} does.
 */
final class LlvmTypeConstraints {
    /** A signless integer, or a vector of them. */
    static final TypeConstraint SIGNLESS_INT = scalarOrVector(
            "signless integer or LLVM dialect-compatible vector of signless integer",
            TypeConstraint::isSignlessInteger);
    /** A float LLVM has, or a vector of them. */
    static final TypeConstraint FLOAT = scalarOrVector(
            "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
            LlvmTypes::isCompatibleFloat);
    /** A pointer, or a vector of them. */
    static final TypeConstraint POINTER = scalarOrVector(
            "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
            t -> t instanceof LlvmPointerType);
    /** {@code icmp}'s operands: integers or pointers, scalar or vector. */
    static final TypeConstraint INT_OR_POINTER = scalarOrVector(
            "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or "
                    + "LLVM dialect-compatible vector of LLVM pointer type",
            t -> TypeConstraint.isSignlessInteger(t) || t instanceof LlvmPointerType);
    /** {@code select}'s condition. */
    static final TypeConstraint I1 = scalarOrVector(
            "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
            t -> t instanceof IntegerType i && i.isSignless(1));

    private LlvmTypeConstraints() {
    }

    /** The types satisfying {@code scalar}, and the LLVM-compatible vectors of them. */
    private static TypeConstraint scalarOrVector(String description, Predicate<Type> scalar) {
        return new TypeConstraint(description,
                t -> scalar.test(LlvmTypes.isCompatibleVector(t) ? LlvmTypes.elementOrSelf(t) : t));
    }
}
