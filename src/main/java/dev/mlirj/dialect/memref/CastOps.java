package dev.mlirj.dialect.memref;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiPredicate;

/**
 * The memref casts, custom form {@code %src attr-dict : type to type}: {@code memref.cast} (between ranked types
 * whose static sizes, offsets and strides agree where both are known, or to and from an unranked memref; same element
 * type and memory space) and {@code memref.memory_space_cast} (only the memory space changes). The accessors expect
 * an operation of one of these kinds.
 */
public final class CastOps {
    /** {@code memref.cast}. */
    public static final String CAST = "memref.cast";
    /** {@code memref.memory_space_cast}. */
    public static final String MEMORY_SPACE_CAST = "memref.memory_space_cast";

    private CastOps() {
    }

    /** The memref cast. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The result. */
    public static Value dest(Operation op) {
        return op.result(0);
    }

    static OpDefinition cast() {
        return new OpDefinition(CAST, Set.of(OpTrait.PURE), Set.of(), new Syntax("cast"),
                (op, d) -> verify(op, d, CastOps::castCompatible), "");
    }

    static OpDefinition memorySpaceCast() {
        return new OpDefinition(MEMORY_SPACE_CAST, Set.of(OpTrait.PURE), Set.of(),
                new Syntax("memspacecast"), (op, d) -> verify(op, d, CastOps::memorySpaceCastCompatible), "");
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics,
                                  BiPredicate<Type, Type> compatible) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        if (!c.counts(1, true, 1, 0) || !c.operand(0, MemRefChecks.RANKED_OR_UNRANKED)
                || !c.result(0, MemRefChecks.RANKED_OR_UNRANKED)) {
            return false;
        }
        Type from = op.operand(0).type();
        Type to = op.result(0).type();
        return compatible.test(from, to) || c.fail("operand type " + MemRefChecks.quote(from) + " and result type "
                + MemRefChecks.quote(to) + " are cast incompatible");
    }

    /** MLIR's {@code CastOp::areCastCompatible}. */
    static boolean castCompatible(Type a, Type b) {
        if (a instanceof MemRefType aT && b instanceof MemRefType bT) {
            if (!aT.elementType().equals(bT.elementType())) {
                return false;
            }
            if (!Objects.equals(aT.layout(), bT.layout())) {
                StridesAndOffset as = StridesAndOffset.of(aT);
                StridesAndOffset bs = StridesAndOffset.of(bT);
                if (as == null || bs == null || as.strides().size() != bs.strides().size()
                        || !agree(as.offset(), bs.offset())) {
                    return false;
                }
                for (int i = 0; i < as.strides().size(); i++) {
                    if (!agree(as.strides().get(i), bs.strides().get(i))) {
                        return false;
                    }
                }
            }
            if (!Objects.equals(aT.memorySpace(), bT.memorySpace()) || aT.rank() != bT.rank()) {
                return false;
            }
            for (int i = 0; i < aT.rank(); i++) {
                if (!agree(aT.shape().get(i), bT.shape().get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof UnrankedMemRefType && b instanceof UnrankedMemRefType) {
            return false;
        }
        return MemRefChecks.elementType(a).equals(MemRefChecks.elementType(b))
                && Objects.equals(MemRefChecks.memorySpace(a), MemRefChecks.memorySpace(b));
    }

    /** MLIR's {@code MemorySpaceCastOp::areCastCompatible}: only the memory space may differ. */
    static boolean memorySpaceCastCompatible(Type a, Type b) {
        if (a instanceof MemRefType aT && b instanceof MemRefType bT) {
            return aT.elementType().equals(bT.elementType()) && Objects.equals(aT.layout(), bT.layout())
                    && aT.shape().equals(bT.shape());
        }
        if (a instanceof UnrankedMemRefType ua && b instanceof UnrankedMemRefType ub) {
            return ua.elementType().equals(ub.elementType());
        }
        return false;
    }

    private static boolean agree(long a, long b) {
        return a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC || a == b;
    }

    /** {@code $source attr-dict : type($source) to type($dest)}. */
    record Syntax(String resultName) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            Type to = source == null ? null : MemRefSyntax.parseTypeConversion(parser, state, source, "to");
            return to != null && state.resultTypes.add(to);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(source(op));
            MemRefSyntax.printTypeConversion(op, printer, List.of(), "to");
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), resultName);
        }
    }
}
