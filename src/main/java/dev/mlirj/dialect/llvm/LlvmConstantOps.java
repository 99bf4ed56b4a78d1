package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;
import static dev.mlirj.dialect.llvm.LlvmOps.str;

import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
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
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationName;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Constants and globals: {@code llvm.mlir.constant}, {@code llvm.mlir.zero} (and the legacy spelling
 * {@code llvm.mlir.null}, parsed as and printed as {@code llvm.mlir.zero}), {@code llvm.mlir.undef},
 * {@code llvm.mlir.poison}, {@code llvm.mlir.global} and {@code llvm.mlir.addressof}.
 */
final class LlvmConstantOps {
    /** {@code llvm.mlir.global}'s inherent attributes in MLIR 19. */
    static final Set<String> GLOBAL_INHERENT = Set.of("global_type", "constant", "sym_name", "linkage", "dso_local",
            "thread_local_", "value", "alignment", "addr_space", "unnamed_addr", "section", "comdat", "dbg_expr",
            "visibility_");

    private LlvmConstantOps() {
    }

    static void register(Consumer<OpDefinition> register) {
        Set<OpTrait> constant = EnumSet.of(OpTrait.PURE, OpTrait.CONSTANT_LIKE);
        register.accept(def("llvm.mlir.constant", constant, Set.of("value"), new Constant(),
                LlvmConstantOps::verifyConstant));
        OpDefinition zero = def("llvm.mlir.zero", constant, Set.of(), new TypeOnly(), null);
        register.accept(zero);
        register.accept(def("llvm.mlir.null", constant, Set.of(), new LegacyNull(zero), null));
        register.accept(def("llvm.mlir.undef", constant, Set.of(), new TypeOnly(), null));
        register.accept(def("llvm.mlir.poison", constant, Set.of(), new TypeOnly(), null));
        register.accept(def("llvm.mlir.global", EnumSet.of(OpTrait.ISOLATED_FROM_ABOVE, OpTrait.SINGLE_BLOCK,
                OpTrait.SYMBOL), GLOBAL_INHERENT, new Global(), LlvmConstantOps::verifyGlobal));
        register.accept(def("llvm.mlir.addressof", constant, Set.of("global_name"), new AddressOf(),
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
            state.properties.put("value", value);
            Type t = parser.parseColonType();
            return t != null && state.resultTypes.add(t);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print("(").print(op.properties().get("value")).print(")");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("value"));
            printer.print(" : ").print(op.result(0).type());
        }
    }

    /** The main rules of MLIR 19's {@code ConstantOp::verify}. */
    private static boolean verifyConstant(Operation op, DiagnosticEngine d) {
        Attribute value = op.properties().get("value");
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

    /**
     * {@code llvm.mlir.global linkage visibility? thread_local? unnamed-addr? constant? @name(value?) {attrs}?
     * (: type region?)?}: the type may be left out only for a string value ({@code !llvm.array<N x i8>}), and then
     * it is not printed either. {@code addr_space} is always stored (default 0) and so always printed.
     */
    private record Global() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            state.properties.put("linkage", new LinkageAttr(Linkage.values()[LlvmFuncOp.Syntax.keyword(parser,
                    LlvmFuncOp.Syntax.keywords(Linkage.values()), Linkage.EXTERNAL.ordinal())]));
            state.properties.put("visibility_", IntegerAttr.of(IntegerType.of(64),
                    LlvmFuncOp.Syntax.keyword(parser, LlvmFuncOp.VISIBILITY, 0)));
            if (parser.parseOptionalKeyword("thread_local")) {
                state.properties.put("thread_local_", UnitAttr.INSTANCE);
            }
            state.properties.put("unnamed_addr", IntegerAttr.of(IntegerType.of(64),
                    LlvmFuncOp.Syntax.keyword(parser, LlvmFuncOp.UNNAMED_ADDR, 0)));
            if (parser.parseOptionalKeyword("constant")) {
                state.properties.put("constant", UnitAttr.INSTANCE);
            }
            String name = parser.parseSymbolName();
            if (name == null || !parser.parseLParen()) {
                return false;
            }
            state.properties.put("sym_name", StringAttr.of(name));
            Attribute value = null;
            if (!parser.parseOptionalRParen()) {
                value = parser.parseAttribute();
                if (value == null || !parser.parseRParen()) {
                    return false;
                }
                state.properties.put("value", value);
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.putIfAbsent("addr_space", IntegerAttr.of(IntegerType.of(32), 0));
            Region init = state.addRegion();
            Type type;
            if (parser.parseOptionalColon()) {
                type = parser.parseType();
                if (type == null || !parser.parseOptionalRegion(init, List.of())) {
                    return false;
                }
            } else if (value instanceof StringAttr s) {
                type = new LlvmArrayType(IntegerType.of(8), s.value().length());
            } else {
                return parser.emitError(parser.nameLocation(), "type can only be omitted for string globals");
            }
            state.properties.put("global_type", new TypeAttr(type));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            Map<String, Attribute> props = op.properties();
            Linkage linkage = props.get("linkage") instanceof LinkageAttr l ? l.linkage() : Linkage.EXTERNAL;
            printer.print(" " + linkage.keyword() + " ");
            keyword(printer, LlvmFuncOp.VISIBILITY, props.get("visibility_"));
            if (props.containsKey("thread_local_")) {
                printer.print("thread_local ");
            }
            keyword(printer, LlvmFuncOp.UNNAMED_ADDR, props.get("unnamed_addr"));
            if (props.containsKey("constant")) {
                printer.print("constant ");
            }
            printer.printSymbolName(((StringAttr) props.get("sym_name")).value()).print("(");
            Attribute value = props.get("value");
            if (value != null) {
                printer.print(value);
            }
            printer.print(")");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("sym_name", "global_type", "constant",
                    "value", "linkage", "unnamed_addr", "thread_local_", "visibility_", "comdat"));
            if (value instanceof StringAttr) {
                return;
            }
            printer.print(" : ").print(globalType(op));
            if (!op.region(0).isEmpty()) {
                printer.print(" ").printRegion(op.region(0), false, true);
            }
        }

        private static void keyword(OpAsmPrinter printer, List<String> names, Attribute value) {
            if (value instanceof IntegerAttr i && i.value().signum() > 0 && i.value().intValue() < names.size()) {
                printer.print(names.get(i.value().intValue()) + " ");
            }
        }
    }

    /** A global's value type. */
    static Type globalType(Operation global) {
        return ((TypeAttr) global.properties().get("global_type")).type();
    }

    /** MLIR 19's {@code GlobalOp::verify} and {@code verifyRegions}, main rules. */
    private static boolean verifyGlobal(Operation op, DiagnosticEngine d) {
        Type type = globalType(op);
        if (type.equals(LlvmPrimitiveType.VOID) || type.equals(LlvmPrimitiveType.TOKEN)
                || type.equals(LlvmPrimitiveType.METADATA) || type.equals(LlvmPrimitiveType.LABEL)
                || !LlvmTypes.isCompatible(type)) {
            return fail(op, d, "expects type to be a valid element type for an LLVM global");
        }
        Attribute value = op.properties().get("value");
        if (value instanceof StringAttr s && !(type instanceof LlvmArrayType a && a.elementType() instanceof IntegerType i
                && i.width() == 8 && a.numElements() == s.value().length())) {
            return fail(op, d, "requires an i8 array type of the length equal to that of the string attribute");
        }
        Linkage linkage = op.properties().get("linkage") instanceof LinkageAttr l ? l.linkage() : Linkage.EXTERNAL;
        if (linkage == Linkage.COMMON && value != null && !isZero(value)) {
            return fail(op, d, "expected zero value for 'common' linkage");
        }
        if (linkage == Linkage.APPENDING && !(type instanceof LlvmArrayType)) {
            return fail(op, d, "expected array type for 'appending' linkage");
        }
        if (op.properties().get("alignment") instanceof IntegerAttr a && Long.bitCount(a.value().longValue()) != 1) {
            d.error(op.location(), "alignment attribute is not a power of 2");
            return false;
        }
        if (!op.region(0).isEmpty()) {
            Block b = op.region(0).entryBlock();
            Operation ret = b.lastOp();
            if (ret != null && ret.name().fullName().equals("llvm.return")) {
                if (ret.operandCount() == 0) {
                    return fail(op, d, "initializer region cannot return void");
                }
                if (!ret.operand(0).type().equals(type)) {
                    return fail(op, d, "initializer region type " + str(ret.operand(0).type())
                            + " does not match global type " + str(type));
                }
            }
            if (value != null) {
                return fail(op, d, "cannot have both initializer value and region");
            }
        }
        return true;
    }

    private static boolean isZero(Attribute value) {
        return switch (value) {
            case IntegerAttr i -> i.value().signum() == 0;
            case FloatAttr f -> f.doubleValue() == 0.0;
            case DenseElementsAttr e -> e.elements().stream().allMatch(v -> v.signum() == 0);
            case ArrayAttr a -> a.elements().stream().allMatch(LlvmConstantOps::isZero);
            default -> false;
        };
    }

    /** {@code @name {attrs}? : !llvm.ptr<n>}. */
    private record AddressOf() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            String name = parser.parseSymbolName();
            if (name == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put("global_name", SymbolRefAttr.flat(name));
            Type t = parser.parseColonType();
            return t != null && state.resultTypes.add(t);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printSymbolName(((SymbolRefAttr) op.properties().get("global_name")).root());
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("global_name"));
            printer.print(" : ").print(op.result(0).type());
        }
    }

    private static boolean verifyAddressOf(Operation op, DiagnosticEngine d) {
        if (!(op.result(0).type() instanceof LlvmPointerType ptr)) {
            return fail(op, d, "result #0 must be LLVM pointer type, but got " + str(op.result(0).type()));
        }
        String name = ((SymbolRefAttr) op.properties().get("global_name")).root();
        Operation symbol = LlvmOps.lookupSymbol(op, name);
        String kind = symbol == null ? "" : symbol.name().fullName();
        if (!kind.equals("llvm.mlir.global") && !kind.equals(LlvmFuncOp.NAME)) {
            return fail(op, d, "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'");
        }
        if (kind.equals("llvm.mlir.global") && symbol.properties().get("addr_space") instanceof IntegerAttr space
                && space.value().intValue() != ptr.addressSpace()) {
            return fail(op, d, "pointer address space must match address space of the referenced global");
        }
        return true;
    }
}
