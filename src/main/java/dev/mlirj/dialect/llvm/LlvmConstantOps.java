package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;
import static dev.mlirj.dialect.llvm.LlvmOps.str;

import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.OpVerifier;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationName;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Constants: {@code llvm.mlir.constant}, {@code llvm.mlir.zero} (and the legacy spelling {@code llvm.mlir.null},
 * parsed as and printed as {@code llvm.mlir.zero}), {@code llvm.mlir.undef}, {@code llvm.mlir.poison} and
 * {@code llvm.mlir.addressof}; globals are {@link LlvmGlobalOp}. The views take an operation of one of these kinds
 * (unchecked, as ODS's getters).
 */
public final class LlvmConstantOps {
    /** {@code llvm.mlir.constant}. */
    public static final String CONSTANT = "llvm.mlir.constant";
    /** {@code llvm.mlir.zero}. */
    public static final String ZERO = "llvm.mlir.zero";
    /** {@code llvm.mlir.null}, MLIR's former name of {@code llvm.mlir.zero}, parsed as that. */
    public static final String NULL = "llvm.mlir.null";
    /** {@code llvm.mlir.undef}. */
    public static final String UNDEF = "llvm.mlir.undef";
    /** {@code llvm.mlir.poison}. */
    public static final String POISON = "llvm.mlir.poison";
    /** {@code llvm.mlir.addressof}. */
    public static final String ADDRESSOF = "llvm.mlir.addressof";

    /** The value of {@code llvm.mlir.constant}. */
    public static final String VALUE = "value";
    /** The symbol {@code llvm.mlir.addressof} takes the address of. */
    public static final String GLOBAL_NAME = "global_name";

    private LlvmConstantOps() {
    }

    /** The value of {@code llvm.mlir.constant}. */
    public static Attribute value(Operation op) {
        return op.properties().get(VALUE);
    }

    /** The global or function {@code llvm.mlir.addressof} takes the address of. */
    public static String globalName(Operation op) {
        return ((SymbolRefAttr) op.properties().get(GLOBAL_NAME)).root();
    }

    /** The result. */
    public static Value res(Operation op) {
        return op.result(0);
    }

    static void register(Consumer<OpDefinition> register) {
        Set<OpTrait> constant = EnumSet.of(OpTrait.PURE, OpTrait.CONSTANT_LIKE);
        register.accept(def(CONSTANT, constant, Set.of(VALUE), new Constant(), LlvmConstantOps::verifyConstant));
        OpVerifier llvmType = (op, d) -> LlvmOps.resultIs(op, 0, LlvmTypeConstraints.LLVM_TYPE, d);
        OpDefinition zero = def(ZERO, constant, Set.of(), new TypeOnly(), llvmType);
        register.accept(zero);
        // Only the custom form is read (as a zero); an llvm.mlir.null in the generic form or from a builder would
        // print as that custom form and read back as another operation.
        register.accept(def(NULL, constant, Set.of(), new LegacyNull(zero), (op, d) -> LlvmOps.fail(op, d,
                "is no operation of MLIR 19, which replaced it by llvm.mlir.zero; only its custom form "
                        + "'llvm.mlir.null : !llvm.ptr' is still read, as an llvm.mlir.zero")));
        register.accept(def(UNDEF, constant, Set.of(), new TypeOnly(), llvmType));
        register.accept(def(POISON, constant, Set.of(), new TypeOnly(), llvmType));
        LlvmGlobalOp.register(register);
        register.accept(def(ADDRESSOF, constant, Set.of(GLOBAL_NAME), new AddressOf(),
                LlvmConstantOps::verifyAddressOf));
    }

    /** {@code {attrs}? : type}: zero, undef, poison, and {@code llvm.intr.stacksave}. */
    record TypeOnly() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type t = parser.parseColonType();
            return t != null && state.resultTypes.add(t);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of());
            printer.print(" : ").print(op.result(0).type());
        }
    }

    /** {@code llvm.mlir.null : type}, which MLIR 19 no longer has: it becomes an {@code llvm.mlir.zero}. */
    private record LegacyNull(OpDefinition zero) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            state.name = new OperationName(zero.name(), zero);
            return new TypeOnly().parse(parser, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            new TypeOnly().print(op, printer);
        }
    }

    /** {@code (value) {attrs}? : type}. */
    private record Constant() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseLParen()) {
                return false;
            }
            Attribute value = parser.parseAttribute();
            if (value == null || !parser.parseRParen() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(VALUE, value);
            Type t = parser.parseColonType();
            return t != null && state.resultTypes.add(t);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print("(").print(value(op)).print(")");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(VALUE));
            printer.print(" : ").print(op.result(0).type());
        }
    }

    /** The main rules of MLIR 19's {@code ConstantOp::verify}. */
    private static boolean verifyConstant(Operation op, DiagnosticEngine d) {
        Attribute value = value(op);
        Type type = op.result(0).type();
        if (value instanceof StringAttr s) {
            if (!(type instanceof LlvmArrayType a) || !(a.elementType() instanceof IntegerType i)
                    || i.width() != 8 || a.numElements() != s.value().length()) {
                return fail(op, d, "expected array type of " + s.value().length()
                        + " i8 elements for the string constant");
            }
            return true;
        }
        if (type instanceof LlvmStructType) {
            if (!(value instanceof ArrayAttr)) {
                return fail(op, d, "expected array attribute for struct type");
            }
            return true;
        }
        if (value instanceof IntegerAttr && !(type instanceof IntegerType)) {
            return fail(op, d, "expected integer type");
        }
        if (value instanceof FloatAttr f && type instanceof dev.mlirj.ir.FloatType ft
                && ft.width() != f.type().width()) {
            return fail(op, d, "expected float type of width " + f.type().width());
        }
        if (value instanceof DenseElementsAttr && !(type instanceof dev.mlirj.ir.VectorType
                || type instanceof LlvmArrayType)) {
            return fail(op, d, "expected vector or array type");
        }
        if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof DenseElementsAttr
                || value instanceof ArrayAttr)) {
            return fail(op, d, "only supports integer, float, string or elements attributes");
        }
        return true;
    }

    /** {@code @name {attrs}? : !llvm.ptr<n>}. */
    private record AddressOf() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            String name = parser.parseSymbolName();
            if (name == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(GLOBAL_NAME, SymbolRefAttr.flat(name));
            Type t = parser.parseColonType();
            return t != null && state.resultTypes.add(t);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printSymbolName(globalName(op));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(GLOBAL_NAME));
            printer.print(" : ").print(op.result(0).type());
        }
    }

    private static boolean verifyAddressOf(Operation op, DiagnosticEngine d) {
        if (!(op.result(0).type() instanceof LlvmPointerType ptr)) {
            return fail(op, d, "result #0 must be LLVM pointer type, but got " + str(op.result(0).type()));
        }
        Operation symbol = LlvmOps.lookupSymbol(op, globalName(op));
        String kind = symbol == null ? "" : symbol.name().fullName();
        if (!kind.equals(LlvmGlobalOp.NAME) && !kind.equals(LlvmFuncOp.NAME)) {
            return fail(op, d, "must reference a global defined by '" + LlvmGlobalOp.NAME + "' or '"
                    + LlvmFuncOp.NAME + "'");
        }
        // A global without addr_space is in address space 0, the property's default (which it prints with).
        if (kind.equals(LlvmGlobalOp.NAME) && LlvmGlobalOp.addrSpace(symbol) != ptr.addressSpace()) {
            return fail(op, d, "pointer address space must match address space of the referenced global");
        }
        return true;
    }
}
