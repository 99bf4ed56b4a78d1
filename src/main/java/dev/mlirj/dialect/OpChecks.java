package dev.mlirj.dialect;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.syntax.TypePrinter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The verification MLIR's ODS generates for an operation ({@code verifyInvariants}): the counts of its regions,
 * results, successors and operands, its operand segments, its inherent attributes, its operand and result type
 * constraints, the shape of its regions and its predicate traits. Each check reports mlir-opt 19's message at the
 * operation and returns false (or null, where it yields a value) on failure, so that a verifier is a chain of
 * {@code &&} in MLIR's order. One instance checks one operation; a dialect adds its own checks in a subclass.
 */
public class OpChecks {
    /** The operation checked. */
    protected final Operation op;
    /** Where the checks report. */
    protected final DiagnosticEngine diagnostics;

    /** Checks for {@code op}, reporting to {@code diagnostics}. */
    public OpChecks(Operation op, DiagnosticEngine diagnostics) {
        this.op = op;
        this.diagnostics = diagnostics;
    }

    /** {@code 'i32'}, as MLIR quotes a type in a diagnostic. */
    public static String quote(Type type) {
        return "'" + TypePrinter.toString(type) + "'";
    }

    /** {@code 'i32', 'f32'}: each type quoted, separated by commas. */
    public static String quote(List<Type> types) {
        return types.stream().map(OpChecks::quote).collect(Collectors.joining(", "));
    }

    /**
     * {@code type} quoted as the type constraint messages of this operation print it: {@link #quote(Type)}, unless
     * the dialect prints its own types in messages.
     */
    protected String quoteType(Type type) {
        return quote(type);
    }

    /** Reports {@code 'name' op message} (MLIR's {@code emitOpError}); returns false. */
    public boolean fail(String message) {
        diagnostics.opError(op, message);
        return false;
    }

    /** Reports {@code 'name' op message} with the note {@code note} at {@code at}; returns false. */
    public boolean fail(String message, Location at, String note) {
        Diagnostic d = Diagnostic.opError(op, message);
        d.attachNote(at, note);
        diagnostics.report(d);
        return false;
    }

    /** Reports {@code message} at the operation without the operation prefix (MLIR's {@code emitError}). */
    public boolean failPlain(String message) {
        diagnostics.error(op, message);
        return false;
    }

    /** Reports a failed predicate trait, {@code failed to verify that description}; returns false. */
    public boolean predicate(String description) {
        return fail("failed to verify that " + description);
    }

    /** Reports that inherent attribute {@code name} does not satisfy its constraint {@code description}. */
    public boolean attrConstraint(String name, String description) {
        return fail("attribute '" + name + "' failed to satisfy constraint: " + description);
    }

    /**
     * ODS's region count traits: {@code ZeroRegions} ({@code requires zero regions}), {@code OneRegion}
     * ({@code requires one region}) or {@code NRegions} ({@code expected N regions}).
     */
    public boolean regions(int count) {
        if (op.regions().size() == count) {
            return true;
        }
        return fail(count == 0 ? "requires zero regions" : count == 1 ? "requires one region"
                : "expected " + count + " regions");
    }

    /**
     * ODS's result count traits: {@code ZeroResults}, {@code OneResult} or {@code NResults}; a negative
     * {@code count} ({@code VariadicResults}) accepts any number.
     */
    public boolean resultCount(int count) {
        if (count < 0 || op.resultCount() == count) {
            return true;
        }
        return fail(count == 0 ? "requires zero results" : count == 1 ? "requires one result"
                : "expected " + count + " results");
    }

    /**
     * ODS's successor count traits {@code ZeroSuccessors}, {@code OneSuccessor} and {@code NSuccessors}:
     * {@code requires N successors but found M}.
     */
    public boolean successors(int count) {
        return op.successorCount() == count || fail("requires " + count + " successor" + (count == 1 ? "" : "s")
                + " but found " + op.successorCount());
    }

    /** ODS's {@code AtLeastNSuccessors}: {@code requires at least N successors but found M}. */
    public boolean atLeastSuccessors(int count) {
        return op.successorCount() >= count || fail("requires at least " + count + " successors but found "
                + op.successorCount());
    }

    /** ODS's operand count traits: {@code ZeroOperands}, {@code OneOperand} or {@code NOperands}. */
    public boolean operandCount(int count) {
        int n = op.operandCount();
        if (n == count) {
            return true;
        }
        return fail(count == 0 ? "requires zero operands" : count == 1 ? "requires a single operand"
                : "expected " + count + " operands, but found " + n);
    }

    /** ODS's {@code AtLeastNOperands} (and {@code VariadicOperands}, with 0). */
    public boolean atLeastOperands(int count) {
        return op.operandCount() >= count
                || fail("expected " + count + " or more operands, but found " + op.operandCount());
    }

    /**
     * The count traits of an operation without successors, in ODS's order: {@link #regions regions},
     * {@link #resultCount results} ({@code -1}: any number), no successors, then {@code operands} operands
     * ({@code exact}) or at least that many. A successor is reported as {@code requires zero successors}, the
     * wording of the arith, memref, vector, math and complex verifiers (where {@link #successors} says
     * {@code requires 0 successors but found N}).
     */
    public boolean counts(int operands, boolean exact, int results, int regions) {
        return regions(regions) && resultCount(results)
                && (op.successorCount() == 0 || fail("requires zero successors"))
                && (exact ? operandCount(operands) : atLeastOperands(operands));
    }

    /** Exactly {@code operands} operands and {@code results} results, no regions and no successors. */
    public boolean counts(int operands, int results) {
        return counts(operands, true, results, 0);
    }

    /**
     * ODS's {@code AttrSizedOperandSegments} where the property is required: {@code name} is an {@code array<i32>}
     * of {@code groups} non-negative sizes adding up to the operand count (the affine and scf operations). The
     * sizes, or null after reporting the property missing, of another kind, or not matching the operands.
     */
    public int[] operandSegments(String name, int groups) {
        Attribute a = op.properties().get(name);
        if (a == null) {
            fail("requires attribute '" + name + "'");
            return null;
        }
        int[] sizes = i32s(a);
        if (sizes == null) {
            attrConstraint(name, "i32 dense array attribute");
            return null;
        }
        return segmentSizes(name, sizes, groups);
    }

    /**
     * {@code AttrSizedOperandSegments} as the memref operations check it: an absent property means every group is
     * empty, and one that is not an {@code array<i32>} counts as one of no elements. The sizes, or null after a
     * report.
     */
    public int[] operandSegmentsDefaultingToEmpty(String name, int groups) {
        Attribute a = op.properties().get(name);
        int[] sizes = a == null ? new int[groups] : i32s(a);
        return segmentSizes(name, sizes == null ? new int[0] : sizes, groups);
    }

    /**
     * {@code AttrSizedOperandSegments} as the cf operations check it: a property that is absent or not an
     * {@code array<i32>} is reported missing when the operation has no operands, and otherwise as sizes adding up to
     * 0. The sizes, or null after a report.
     */
    public int[] operandSegmentsOrMissing(String name, int groups) {
        int[] sizes = i32s(op.properties().get(name));
        if (sizes != null) {
            return segmentSizes(name, sizes, groups);
        }
        if (op.operandCount() == 0) {
            fail("requires attribute '" + name + "'");
        } else {
            segmentTotalMismatch(name, 0);
        }
        return null;
    }

    private int[] segmentSizes(String name, int[] sizes, int groups) {
        if (sizes.length != groups) {
            fail("'" + name + "' attribute for specifying operand segments must have " + groups
                    + " elements, but got " + sizes.length);
            return null;
        }
        long total = 0;
        for (int s : sizes) {
            if (s < 0) {
                fail("'" + name + "' attribute cannot have negative elements");
                return null;
            }
            total += s;
        }
        if (total != op.operandCount()) {
            segmentTotalMismatch(name, total);
            return null;
        }
        return sizes;
    }

    private void segmentTotalMismatch(String name, long total) {
        fail("operand count (" + op.operandCount() + ") does not match with the total size (" + total
                + ") specified in attribute '" + name + "'");
    }

    /** The values of an {@code array<i32: ...>}, or null when {@code a} is not one. */
    public static int[] i32s(Attribute a) {
        if (!(a instanceof DenseArrayAttr array) || !(array.elementType() instanceof IntegerType t)
                || !t.isSignless(32)) {
            return null;
        }
        return array.elements().stream().mapToInt(BigInteger::intValue).toArray();
    }

    /** The values of an {@code array<i64: ...>}, or null when {@code a} is not one. */
    public static long[] i64s(Attribute a) {
        if (!(a instanceof DenseArrayAttr array) || !(array.elementType() instanceof IntegerType t)
                || !t.isSignless(64)) {
            return null;
        }
        return array.elements().stream().mapToLong(BigInteger::longValue).toArray();
    }

    /** Whether {@code a} is a signless {@code width}-bit integer attribute. */
    public static boolean isIntegerAttr(Attribute a, int width) {
        return a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless(width);
    }

    /** Whether {@code a} is a bool attribute. */
    public static boolean isBoolAttr(Attribute a) {
        return a instanceof IntegerAttr i && i.isBool();
    }

    /**
     * The inherent attribute {@code name} is present (when {@code required}) and satisfies {@code test}, the
     * constraint {@code description} names.
     */
    public boolean attr(String name, boolean required, Predicate<Attribute> test, String description) {
        Attribute a = op.properties().get(name);
        if (a == null) {
            return !required || fail("requires attribute '" + name + "'");
        }
        return test.test(a) || attrConstraint(name, description);
    }

    /** The required inherent attribute {@code name} if it is a {@code kind}; null after reporting it missing or not. */
    public <T extends Attribute> T requiredAttr(String name, Class<T> kind, String description) {
        return attr(name, true, kind::isInstance, description) ? kind.cast(op.properties().get(name)) : null;
    }

    /** The required {@code FlatSymbolRefAttr} {@code name}; null after reporting it missing or nested. */
    public SymbolRefAttr flatSymbolRef(String name) {
        return attr(name, true, a -> a instanceof SymbolRefAttr s && s.nested().isEmpty(),
                "flat symbol reference attribute") ? (SymbolRefAttr) op.properties().get(name) : null;
    }

    /**
     * The inherent attribute {@code name} is an integer enum case: a signless {@code width}-bit integer attribute
     * in {@code [0, cases)}; {@code description} is the enum's ODS summary, or null for ODS's default that lists
     * the cases.
     */
    public boolean enumAttr(String name, boolean required, int width, int cases, String description) {
        Attribute a = op.properties().get(name);
        if (a == null) {
            return !required || fail("requires attribute '" + name + "'");
        }
        if (a instanceof IntegerAttr i && isIntegerAttr(i, width) && i.value().signum() >= 0
                && i.value().intValue() < cases && i.value().bitLength() < 32) {
            return true;
        }
        return attrConstraint(name, description != null ? description : "allowed " + width
                + "-bit signless integer cases: " + IntStream.range(0, cases).mapToObj(Integer::toString)
                .collect(Collectors.joining(", ")));
    }

    /** Operand {@code index} satisfies {@code c}: {@code operand #i must be <description>, but got 'type'}. */
    public boolean operand(int index, TypeConstraint c) {
        return satisfies("operand", index, op.operand(index).type(), c);
    }

    /** Every operand satisfies {@code c}. */
    public boolean operands(TypeConstraint c) {
        return operands(0, op.operandCount(), c);
    }

    /** Operands {@code from} to the end satisfy {@code c}. */
    public boolean operandsFrom(int from, TypeConstraint c) {
        return operands(from, op.operandCount(), c);
    }

    /** Operands {@code from} (inclusive) to {@code to} (exclusive) satisfy {@code c}. */
    public boolean operands(int from, int to, TypeConstraint c) {
        for (int i = from; i < to; i++) {
            if (!operand(i, c)) {
                return false;
            }
        }
        return true;
    }

    /** Result {@code index} satisfies {@code c}: {@code result #i must be <description>, but got 'type'}. */
    public boolean result(int index, TypeConstraint c) {
        return satisfies("result", index, op.result(index).type(), c);
    }

    /** Every result satisfies {@code c}. */
    public boolean results(TypeConstraint c) {
        for (int i = 0; i < op.resultCount(); i++) {
            if (!result(i, c)) {
                return false;
            }
        }
        return true;
    }

    private boolean satisfies(String what, int index, Type type, TypeConstraint c) {
        return c.test(type) || fail(what + " #" + index + " must be " + c.description() + ", but got "
                + quoteType(type));
    }

    /** ODS's {@code AllTypesMatch}: {@code types} (of the values named {@code names}) are one type. */
    public boolean allTypesMatch(List<String> names, List<Type> types) {
        for (Type t : types) {
            if (!t.equals(types.getFirst())) {
                return predicate("all of {" + String.join(", ", names) + "} have same type");
            }
        }
        return true;
    }

    /** MLIR's {@code SameTypeOperands}: every operand has the first operand's type. */
    public boolean sameTypeOperands() {
        for (Value v : op.operands()) {
            if (!v.type().equals(op.operand(0).type())) {
                return fail("requires all operands to have the same type");
            }
        }
        return true;
    }

    /** MLIR's {@code SameOperandsAndResultShape}: the operand and result types have compatible shapes. */
    public boolean sameOperandsAndResultShape() {
        List<Type> types = new ArrayList<>();
        op.operands().forEach(v -> types.add(v.type()));
        types.addAll(op.resultTypes());
        return compatibleShapes(types) || fail("requires the same shape for all operands and results");
    }

    /**
     * MLIR's {@code Elementwise} trait: with any vector or tensor operand, every result is one too, and all of them
     * are one kind of type with compatible shapes; a vector or tensor result needs such an operand.
     */
    public boolean elementwise() {
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
        if (results.size() != op.resultCount()) {
            return fail("if an operand is non-scalar, then all results must be non-scalar");
        }
        List<ShapedType> all = new ArrayList<>(operands);
        all.addAll(results);
        boolean oneKind = all.stream().allMatch(t -> t.getClass() == all.getFirst().getClass());
        if (!oneKind || !compatibleShapes(all)) {
            return fail("all non-scalar operands/results must have the same shape and base type");
        }
        return true;
    }

    private static void collectMappable(Type t, List<ShapedType> out) {
        if (TypeConstraint.isVectorOrTensor(t)) {
            out.add((ShapedType) t);
        }
    }

    /**
     * MLIR's {@code verifyCompatibleShapes}: all scalar, or all shaped with the ranked ones of one rank, each
     * dimension of at most one static size among them, and not a mix of scalable vectors and other types.
     */
    private static boolean compatibleShapes(List<? extends Type> types) {
        if (types.stream().noneMatch(t -> t instanceof ShapedType)) {
            return true;
        }
        if (!types.stream().allMatch(t -> t instanceof ShapedType)) {
            return false;
        }
        List<ShapedType> ranked = new ArrayList<>();
        for (Type t : types) {
            if (((ShapedType) t).hasRank()) {
                ranked.add((ShapedType) t);
            }
        }
        if (!ranked.isEmpty() && !compatibleDims(ranked)) {
            return false;
        }
        long scalable = types.stream().filter(t -> t instanceof VectorType v && v.isScalable()).count();
        return scalable == 0 || scalable == types.size();
    }

    /** Ranked types of one rank whose dimensions have at most one static size each. */
    private static boolean compatibleDims(List<ShapedType> ranked) {
        int rank = ranked.getFirst().rank();
        for (ShapedType t : ranked) {
            if (t.rank() != rank) {
                return false;
            }
        }
        for (int d = 0; d < rank; d++) {
            long size = ShapedType.DYNAMIC;
            for (ShapedType t : ranked) {
                long s = t.shape().get(d);
                if (s == ShapedType.DYNAMIC) {
                    continue;
                }
                if (size != ShapedType.DYNAMIC && size != s) {
                    return false;
                }
                size = s;
            }
        }
        return true;
    }

    /** The {@code SingleBlock} trait's first rule: each region has at most one block. */
    public boolean atMostOneBlock() {
        for (int i = 0; i < op.regions().size(); i++) {
            if (op.region(i).blocks().size() > 1) {
                return fail("expects region #" + i + " to have 0 or 1 blocks");
            }
        }
        return true;
    }

    /** The {@code SingleBlock} trait's second rule: the block of a region is not empty. */
    public boolean nonEmptyBlocks() {
        for (Region r : op.regions()) {
            if (!r.isEmpty() && r.entryBlock().isEmpty()) {
                return fail("expects a non-empty block");
            }
        }
        return true;
    }

    /** ODS's {@code SizedRegion<1>} constraint on region {@code index}, named {@code name}. */
    public boolean oneBlock(int index, String name) {
        return op.region(index).blocks().size() == 1 || fail("region #" + index + " ('" + name
                + "') failed to verify constraint: region with 1 blocks");
    }

    /** ODS's {@code NoRegionArguments}. */
    public boolean noRegionArguments() {
        for (int i = 0; i < op.regions().size(); i++) {
            Region r = op.region(i);
            if (!r.isEmpty() && !r.entryBlock().arguments().isEmpty()) {
                return fail("region #" + i + " should have no arguments");
            }
        }
        return true;
    }

    /**
     * The {@code SingleBlockImplicitTerminator<terminator>} rule on its own: the block of every region, unless
     * empty, ends with {@code terminator}.
     */
    public boolean endsWith(String terminator) {
        return terminators(terminator, false);
    }

    /**
     * The {@code SingleBlock} and {@code SingleBlockImplicitTerminator<terminator>} rules together: at most one block
     * a region, then region by region a non-empty block ending with {@code terminator}.
     */
    public boolean singleBlockEndingWith(String terminator) {
        return atMostOneBlock() && terminators(terminator, true);
    }

    private boolean terminators(String terminator, boolean nonEmpty) {
        for (Region r : op.regions()) {
            if (r.isEmpty()) {
                continue;
            }
            if (r.entryBlock().isEmpty()) {
                if (nonEmpty) {
                    return fail("expects a non-empty block");
                }
                continue;
            }
            String last = r.entryBlock().lastOp().name().fullName();
            if (!last.equals(terminator)) {
                return fail("expects regions to end with '" + terminator + "', found '" + last + "'", op.location(),
                        "in custom textual format, the absence of terminator implies '" + terminator + "'");
            }
        }
        return true;
    }
}
