package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The vector casts, each {@code $source attr-dict : type($source) to type($result)}: {@code vector.bitcast}
 * (reinterprets the bits of each innermost 1-D vector; same rank, same leading dimensions, same minor bit width),
 * {@code vector.shape_cast} (same elements in row-major order, another shape) and {@code vector.type_cast} (a
 * statically shaped identity-layout memref of scalars viewed as a 0-D memref of one vector of its shape). The
 * accessors expect an operation of one of these kinds.
 */
public final class CastOps {
    /** {@code vector.bitcast}. */
    public static final String BITCAST = "vector.bitcast";
    /** {@code vector.shape_cast}. */
    public static final String SHAPE_CAST = "vector.shape_cast";
    /** {@code vector.type_cast}. */
    public static final String TYPE_CAST = "vector.type_cast";

    private CastOps() {
    }

    /** The vector (or, for {@code type_cast}, memref) cast. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The result. */
    public static OpResult result(Operation op) {
        return op.result(0);
    }

    static OpDefinition bitcast() {
        return new OpDefinition(BITCAST, Set.of(OpTrait.PURE), Set.of(), new Syntax(), CastOps::verifyBitcast, "");
    }

    static OpDefinition shapeCast() {
        return new OpDefinition(SHAPE_CAST, Set.of(OpTrait.PURE), Set.of(), new Syntax(),
                CastOps::verifyShapeCast, "");
    }

    static OpDefinition typeCast() {
        return new OpDefinition(TYPE_CAST, Set.of(OpTrait.PURE), Set.of(), new Syntax(),
                CastOps::verifyTypeCast, "");
    }

    /** The bit width of a scalar element, or -1. */
    static int bitWidth(Type t) {
        return switch (t) {
            case IntegerType i -> i.width();
            case FloatType f -> f.semantics().width();
            default -> -1;
        };
    }

    private static boolean verifyBitcast(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.counts(1, true, 1, 0) || !c.operand(0, TypeConstraint.ANY_VECTOR)
                || !c.result(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        VectorType s = (VectorType) source(op).type();
        VectorType r = (VectorType) op.result(0).type();
        if (s.rank() != r.rank()) {
            return c.predicate("all of {source, result} have same rank");
        }
        for (int i = 0; i + 1 < s.rank(); i++) {
            if (!Objects.equals(s.shape().get(i), r.shape().get(i))) {
                return c.fail("dimension size mismatch at: " + i);
            }
        }
        long sBits = bitWidth(s.elementType()) * (s.rank() == 0 ? 1 : s.shape().getLast());
        long rBits = bitWidth(r.elementType()) * (r.rank() == 0 ? 1 : r.shape().getLast());
        return sBits == rBits || c.fail("source/result bitwidth of the minor 1-D vectors must be equal");
    }

    private static boolean verifyShapeCast(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.counts(1, true, 1, 0) || !c.operand(0, TypeConstraint.ANY_VECTOR)
                || !c.result(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        VectorType s = (VectorType) source(op).type();
        VectorType r = (VectorType) op.result(0).type();
        if (!s.elementType().equals(r.elementType())) {
            return c.fail("source/result vectors must have same element type");
        }
        long sCount = s.shape().stream().mapToLong(Long::longValue).reduce(1, (a, b) -> a * b);
        long rCount = r.shape().stream().mapToLong(Long::longValue).reduce(1, (a, b) -> a * b);
        if (sCount != rCount) {
            return c.fail("source/result number of elements must match");
        }
        long sScalable = s.scalable().stream().filter(b -> b).count();
        long rScalable = r.scalable().stream().filter(b -> b).count();
        return sScalable == rScalable || c.fail("different number of scalable dims at source (" + sScalable
                + ") and result (" + rScalable + ")");
    }

    private static boolean verifyTypeCast(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.counts(1, true, 1, 0) || !c.operand(0, TypeConstraint.ANY_STATIC_SHAPE_MEMREF)
                || !c.result(0, TypeConstraint.ANY_MEMREF)) {
            return false;
        }
        MemRefType source = (MemRefType) source(op).type();
        MemRefType result = (MemRefType) op.result(0).type();
        if (!identityLayout(source)) {
            return c.fail("expects operand to be a memref with identity layout");
        }
        if (!identityLayout(result)) {
            return c.fail("expects result to be a memref with identity layout");
        }
        if (!Objects.equals(source.memorySpace(), result.memorySpace())) {
            return c.fail("expects result in same memory space");
        }
        Type expected = new MemRefType(List.of(), VectorType.of(source.shape(), source.elementType()), null,
                source.memorySpace());
        boolean scalar = VectorChecks.isScalar(source.elementType());
        if (!scalar || !(result.elementType() instanceof VectorType v) || !expected.equals(result)) {
            return c.fail("expects concatenated result and operand shapes to be equal: "
                    + OpChecks.quote(result));
        }
        return true;
    }

    private static boolean identityLayout(MemRefType type) {
        return switch (type.layout()) {
            case null -> true;
            case StridedLayoutAttr s -> s.offset() == 0 && s.strides().equals(List.of(1L));
            case AffineMapAttr a -> a.map().isIdentity();
            default -> false;
        };
    }

    /** {@code $source attr-dict : type($source) to type($result)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            return source != null && parser.parseOptionalAttrDict(state) && parser.parseCastTypes(source, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(source(op));
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(source(op).type()).print(" to ").print(result(op).type());
        }
    }
}
