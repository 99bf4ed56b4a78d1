package dev.mlirj.dialect.llvm;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import java.util.function.Predicate;

/**
 * The operand and result type constraints of LLVM operations, with the description mlir-opt's generated
 * verifiers print ({@code operand #0 must be <description>, but got 'f32'}). The first ones also accept
 * LLVM-compatible vectors of their scalars, as {@code LLVM_ScalarOrVectorOf} does; the {@code SCALAR_} ones do not,
 * the {@code VECTOR_OF_} ones take only vectors.
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

    /** Any type LLVM dialect IR may hold ({@code LLVM_Type}). */
    static final TypeConstraint LLVM_TYPE = new TypeConstraint("LLVM dialect-compatible type",
            LlvmTypes::isCompatible);
    /** A signless integer (ODS's {@code AnySignlessInteger}). */
    static final TypeConstraint SCALAR_SIGNLESS_INT = new TypeConstraint("signless integer",
            TypeConstraint::isSignlessInteger);
    /** A float LLVM has ({@code AnyFloat}, in the LLVM-compatible kinds). */
    static final TypeConstraint SCALAR_FLOAT = new TypeConstraint("floating-point",
            LlvmTypes::isCompatibleFloat);
    /** A pointer ({@code LLVM_AnyPointer}). */
    static final TypeConstraint SCALAR_POINTER = new TypeConstraint("LLVM pointer type",
            t -> t instanceof LlvmPointerType);
    /** An {@code i1}. */
    static final TypeConstraint SCALAR_I1 = new TypeConstraint("1-bit signless integer",
            t -> t instanceof IntegerType i && i.isSignless(1));
    /** An {@code i8}. */
    static final TypeConstraint SCALAR_I8 = new TypeConstraint("8-bit signless integer",
            t -> t instanceof IntegerType i && i.isSignless(8));
    /** A vector of signless integers ({@code LLVM_VectorOf<AnySignlessInteger>}). */
    static final TypeConstraint VECTOR_OF_SIGNLESS_INT = vectorOf("signless integer",
            TypeConstraint::isSignlessInteger);
    /** A vector of floats ({@code LLVM_VectorOf<LLVM_AnyFloat>}). */
    static final TypeConstraint VECTOR_OF_FLOAT = vectorOf("floating-point", LlvmTypes::isCompatibleFloat);

    private LlvmTypeConstraints() {
    }

    /** The LLVM-compatible vectors of elements satisfying {@code element}. */
    private static TypeConstraint vectorOf(String element, Predicate<Type> element_) {
        return new TypeConstraint("LLVM dialect-compatible vector of " + element,
                t -> LlvmTypes.isCompatibleVector(t) && element_.test(LlvmTypes.elementOrSelf(t)));
    }

    /** The types satisfying {@code scalar}, and the LLVM-compatible vectors of them. */
    private static TypeConstraint scalarOrVector(String description, Predicate<Type> scalar) {
        return new TypeConstraint(description,
                t -> scalar.test(LlvmTypes.isCompatibleVector(t) ? LlvmTypes.elementOrSelf(t) : t));
    }
}
