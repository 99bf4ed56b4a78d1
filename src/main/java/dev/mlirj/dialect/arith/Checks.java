package dev.mlirj.dialect.arith;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.TypePrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The checks MLIR's ODS generates for an arith operation, in the order its verifier runs them, each reporting
 * mlir-opt's message and returning false on failure so a verifier is a chain of {@code &&}: the operation's shape
 * (regions, results, successors, operands), its inherent attributes, its operand and result type constraints, its
 * predicate traits, then the elementwise rule every arith operation but {@code constant} has.
 */
final class Checks {
    private final Operation op;
    private final DiagnosticEngine diagnostics;

    Checks(Operation op, DiagnosticEngine diagnostics) {
        this.op = op;
        this.diagnostics = diagnostics;
    }

    /** Reports {@code message} as an error of the operation; returns false. */
    boolean fail(String message) {
        diagnostics.opError(op, message);
        return false;
    }

    /** No regions, {@code results} results, no successors and {@code operands} operands. */
    boolean counts(int operands, int results) {
        if (!op.regions().isEmpty()) {
            return fail("requires zero regions");
        }
        int r = op.results().size();
        if (results == 1 && r != 1) {
            return fail("requires one result");
        }
        if (results != 1 && r != results) {
            return fail("expected " + results + " results");
        }
        if (!op.successors().isEmpty()) {
            return fail("requires zero successors");
        }
        int n = op.operands().size();
        if (operands == 0 && n != 0) {
            return fail("requires zero operands");
        }
        if (operands == 1 && n != 1) {
            return fail("requires a single operand");
        }
        if (operands > 1 && n != operands) {
            return fail("expected " + operands + " operands, but found " + n);
        }
        return true;
    }

    /** The inherent attribute {@code name}, when present, is of class {@code kind}. */
    boolean optionalAttr(String name, Class<? extends Attribute> kind, String description) {
        Attribute a = op.properties().get(name);
        return a == null || kind.isInstance(a) || failConstraint(name, description);
    }

    /**
     * The inherent attribute {@code name} is an integer enum case: a signless {@code width}-bit integer attribute
     * in {@code [0, cases)}; {@code description} is the enum's ODS summary, or null for MLIR's default that lists
     * the cases.
     */
    boolean enumAttr(String name, boolean required, int width, int cases, String description) {
        Attribute a = op.properties().get(name);
        if (a == null) {
            return !required || fail("requires attribute '" + name + "'");
        }
        if (a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless(width)
                && i.value().signum() >= 0 && i.value().intValue() < cases && i.value().bitLength() < 32) {
            return true;
        }
        return failConstraint(name, description != null ? description : "allowed " + width
                + "-bit signless integer cases: " + IntStream.range(0, cases).mapToObj(Integer::toString)
                .collect(Collectors.joining(", ")));
    }

    boolean failConstraint(String name, String description) {
        return fail("attribute '" + name + "' failed to satisfy constraint: " + description);
    }

    /** Operand {@code index} satisfies {@code c}. */
    boolean operand(int index, ArithTypes.Constraint c) {
        return satisfies("operand", index, op.operand(index).type(), c);
    }

    /** Every operand satisfies {@code c}. */
    boolean operands(ArithTypes.Constraint c) {
        for (int i = 0; i < op.operands().size(); i++) {
            if (!operand(i, c)) {
                return false;
            }
        }
        return true;
    }

    /** Result {@code index} satisfies {@code c}. */
    boolean result(int index, ArithTypes.Constraint c) {
        return satisfies("result", index, op.result(index).type(), c);
    }

    /** Every result satisfies {@code c}. */
    boolean results(ArithTypes.Constraint c) {
        for (int i = 0; i < op.results().size(); i++) {
            if (!result(i, c)) {
                return false;
            }
        }
        return true;
    }

    private boolean satisfies(String what, int index, Type type, ArithTypes.Constraint c) {
        return c.test().test(type) || fail(what + " #" + index + " must be " + c.description() + ", but got '"
                + TypePrinter.toString(type) + "'");
    }

    /** MLIR's {@code AllTypesMatch}: {@code types} (named {@code names}) are one type. */
    boolean allTypesMatch(List<String> names, List<Type> types) {
        for (Type t : types) {
            if (!t.equals(types.getFirst())) {
                return predicate("all of {" + String.join(", ", names) + "} have same type");
            }
        }
        return true;
    }

    /** Reports a failed predicate trait, "failed to verify that {@code description}"; returns false. */
    boolean predicate(String description) {
        return fail("failed to verify that " + description);
    }

    /** MLIR's {@code SameOperandsAndResultShape}: the operand and result types have compatible shapes. */
    boolean sameOperandsAndResultShape() {
        return ArithTypes.compatibleShapes(allTypes())
                || fail("requires the same shape for all operands and results");
    }

    /** MLIR's {@code SameTypeOperands}: every operand has the first operand's type. */
    boolean sameTypeOperands() {
        for (var v : op.operands()) {
            if (!v.type().equals(op.operand(0).type())) {
                return fail("requires all operands to have the same type");
            }
        }
        return true;
    }

    /**
     * MLIR's {@code Elementwise} trait: with any vector or tensor operand, every result is one too, and all of them
     * are one kind of type with compatible shapes; a vector or tensor result needs such an operand.
     */
    boolean elementwise() {
        List<ShapedType> operands = new ArrayList<>();
        List<ShapedType> results = new ArrayList<>();
        op.operands().forEach(v -> collectMappable(v.type(), operands));
        op.results().forEach(v -> collectMappable(v.type(), results));
        if (operands.isEmpty() && results.isEmpty()) {
            return true;
        }
        if (operands.isEmpty()) {
            return fail("if a result is non-scalar, then at least one operand must be non-scalar");
        }
        if (results.isEmpty()) {
            return fail("if an operand is non-scalar, then there must be at least one non-scalar result");
        }
        if (results.size() != op.results().size()) {
            return fail("if an operand is non-scalar, then all results must be non-scalar");
        }
        List<ShapedType> all = new ArrayList<>(operands);
        all.addAll(results);
        boolean oneKind = all.stream().allMatch(t -> t.getClass() == all.getFirst().getClass());
        if (!oneKind || !ArithTypes.compatibleShapes(all)) {
            return fail("all non-scalar operands/results must have the same shape and base type");
        }
        return true;
    }

    private static void collectMappable(Type t, List<ShapedType> out) {
        if (ArithTypes.isVectorOrTensor(t)) {
            out.add((ShapedType) t);
        }
    }

    private List<Type> allTypes() {
        List<Type> types = new ArrayList<>();
        op.operands().forEach(v -> types.add(v.type()));
        types.addAll(op.resultTypes());
        return types;
    }
}
