package dev.mlirj.dialect.llvm;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.OpVerifier;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnitAttr;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Pieces the LLVM operations share: definitions, the attribute dictionary of their custom forms, messages. */
final class LlvmOps {
    /** The name of the fast-math property of floating-point operations. */
    static final String FASTMATH = FastmathFlagsAttr.PROPERTY;

    private LlvmOps() {
    }

    /** A definition with no default dialect (inside {@code llvm.func}, operations keep their {@code llvm.} prefix). */
    static OpDefinition def(String name, Set<OpTrait> traits, Set<String> inherent, OpSyntax syntax,
                            OpVerifier verifier) {
        return new OpDefinition(name, traits.isEmpty() ? Set.of() : EnumSet.copyOf(traits), inherent, syntax,
                verifier, "");
    }

    /** Every attribute of {@code op}, inherent and discardable, sorted by name (MLIR's {@code getAttrs()}). */
    static Map<String, Attribute> allAttrs(Operation op) {
        if (op.attributes().isEmpty()) {
            return op.properties(); // already sorted, and read-only as callers only read it
        }
        Map<String, Attribute> all = new TreeMap<>(op.properties());
        all.putAll(op.attributes());
        return all;
    }

    /**
     * Prints the attribute dictionary as MLIR's {@code printLLVMOpAttrs} does: every attribute but {@code elided},
     * and {@code fastmathFlags} only when some flag is set.
     */
    static void printAttrs(Operation op, OpAsmPrinter printer, Collection<String> elided) {
        if (!anyShown(op.properties(), elided) && !anyShown(op.attributes(), elided)) {
            return; // the common case, without building the dictionary
        }
        Map<String, Attribute> all = new TreeMap<>(allAttrs(op));
        if (FastmathFlagsAttr.NONE.equals(all.get(FASTMATH))) {
            all.remove(FASTMATH);
        }
        printer.printOptionalAttrDict(all, elided);
    }

    /** Whether {@link #printAttrs} would show an entry of {@code attributes}: not elided, nor a default fastmath. */
    private static boolean anyShown(Map<String, Attribute> attributes, Collection<String> elided) {
        for (Map.Entry<String, Attribute> e : attributes.entrySet()) {
            if (!elided.contains(e.getKey())
                    && !(e.getKey().equals(FASTMATH) && FastmathFlagsAttr.NONE.equals(e.getValue()))) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code op}'s unit property {@code name} is set: a unit attribute, or a true {@code i1}. */
    static boolean flag(Operation op, String name) {
        Attribute a = op.properties().get(name);
        return a instanceof UnitAttr || a instanceof IntegerAttr i && i.isBool() && i.value().signum() != 0;
    }

    /** The integer property {@code name} of {@code op}, or {@code otherwise} when it is absent. */
    static long longProperty(Operation op, String name, long otherwise) {
        return op.properties().get(name) instanceof IntegerAttr i ? i.value().longValue() : otherwise;
    }

    /**
     * The case of {@code cases} whose keyword comes next (consuming it), trying them in order, or {@code otherwise};
     * a case with the empty keyword (a default) is never read.
     */
    static <E extends LlvmEnum> E parseOptionalKeyword(OpAsmParser parser, E[] cases, E otherwise) {
        for (E e : cases) {
            if (!e.keyword().isEmpty() && parser.parseOptionalKeyword(e.keyword())) {
                return e;
            }
        }
        return otherwise;
    }

    /** Prints {@code e}'s keyword and a space, unless {@code e} is null or has the empty keyword (a default). */
    static void printKeyword(OpAsmPrinter printer, LlvmEnum e) {
        if (e != null && !e.keyword().isEmpty()) {
            printer.print(e.keyword() + " ");
        }
    }

    /** Sets the fast-math property to {@code none} when the input did not give it (its default value). */
    static void defaultFastmath(OperationState state) {
        state.properties.putIfAbsent(FASTMATH, FastmathFlagsAttr.NONE);
    }

    /** {@code type} as diagnostics print it: quoted, {@code 'i32'} or {@code '!llvm.ptr'}. */
    static String str(Type type) {
        return "'" + LlvmTypes.toString(type) + "'";
    }

    /** Reports {@code 'name' op message} at the operation; returns false. */
    static boolean fail(Operation op, DiagnosticEngine diagnostics, String message) {
        diagnostics.opError(op, message);
        return false;
    }

    /** {@code i1} shaped like {@code type}: {@code vector<Nxi1>} for vectors, {@code i1} otherwise. */
    static Type i1Like(Type type) {
        dev.mlirj.ir.IntegerType i1 = dev.mlirj.ir.IntegerType.of(1);
        return switch (type) {
            case dev.mlirj.ir.VectorType v -> new dev.mlirj.ir.VectorType(v.shape(),
                    v.scalable(), i1);
            case LlvmFixedVectorType v -> dev.mlirj.ir.VectorType.of(List.of(v.numElements()), i1);
            case LlvmScalableVectorType v -> new dev.mlirj.ir.VectorType(List.of(v.minNumElements()),
                    List.of(true), i1);
            default -> i1;
        };
    }

    /**
     * Checks operand {@code i} against {@code constraint} as a generated verifier does: {@code operand #i must be
     * ..., but got 'type'}.
     */
    static boolean operandIs(Operation op, int i, TypeConstraint constraint, DiagnosticEngine diagnostics) {
        return new LlvmChecks(op, diagnostics).operand(i, constraint);
    }

    /** Checks result {@code i} against {@code constraint}: {@code result #i must be ..., but got 'type'}. */
    static boolean resultIs(Operation op, int i, TypeConstraint constraint, DiagnosticEngine diagnostics) {
        return new LlvmChecks(op, diagnostics).result(i, constraint);
    }

    /**
     * The operation named {@code @name} in the nearest symbol table enclosing {@code from} (MLIR's
     * {@code lookupNearestSymbolFrom}), or null.
     */
    static Operation lookupSymbol(Operation from, String name) {
        for (Operation table = from.parentOp(); table != null; table = table.parentOp()) {
            if (table.has(OpTrait.SYMBOL_TABLE)) {
                return dev.mlirj.ir.SymbolTable.lookupIn(table, name);
            }
        }
        return null;
    }
}
