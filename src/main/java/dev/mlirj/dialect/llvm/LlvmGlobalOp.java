package dev.mlirj.dialect.llvm;

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
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * {@code llvm.mlir.global}: a global variable, initialized by its {@code value} or by the value its initializer
 * region returns (or neither, for a declaration). Linkage, visibility and {@code unnamed_addr} are always stored,
 * defaulting as for {@link LlvmFuncOp}, and so is the address space. The views take an {@code llvm.mlir.global}
 * (unchecked, as ODS's getters).
 */
public final class LlvmGlobalOp {
    /** The operation name. */
    public static final String NAME = "llvm.mlir.global";

    /** The type of the global's value. */
    public static final String GLOBAL_TYPE = "global_type";
    /** The {@code constant} flag. */
    public static final String CONSTANT = "constant";
    /** The symbol name. */
    public static final String SYM_NAME = LlvmFuncOp.SYM_NAME;
    /** The linkage, a {@link LinkageAttr}. */
    public static final String LINKAGE = LlvmFuncOp.LINKAGE;
    /** The {@code dso_local} flag. */
    public static final String DSO_LOCAL = LlvmFuncOp.DSO_LOCAL;
    /** The {@code thread_local} flag. */
    public static final String THREAD_LOCAL = "thread_local_";
    /** The initial value. */
    public static final String VALUE = "value";
    /** The alignment in bytes. */
    public static final String ALIGNMENT = LlvmFuncOp.ALIGNMENT;
    /** The address space, an {@code i32}. */
    public static final String ADDR_SPACE = "addr_space";
    /** Whether the address is significant, an {@link UnnamedAddr} value. */
    public static final String UNNAMED_ADDR = LlvmFuncOp.UNNAMED_ADDR;
    /** The section's name. */
    public static final String SECTION = LlvmFuncOp.SECTION;
    /** The comdat selector. */
    public static final String COMDAT = LlvmFuncOp.COMDAT;
    /** The debug information expressions. */
    public static final String DBG_EXPR = "dbg_expr";
    /** The visibility, a {@link Visibility} value. */
    public static final String VISIBILITY = LlvmFuncOp.VISIBILITY;

    /** {@code llvm.mlir.global}'s inherent attributes in MLIR 19. */
    static final Set<String> INHERENT = Set.of(GLOBAL_TYPE, CONSTANT, SYM_NAME, LINKAGE, DSO_LOCAL, THREAD_LOCAL,
            VALUE, ALIGNMENT, ADDR_SPACE, UNNAMED_ADDR, SECTION, COMDAT, DBG_EXPR, VISIBILITY);

    private LlvmGlobalOp() {
    }

    /** The type of the global's value. */
    public static Type globalType(Operation global) {
        return ((TypeAttr) global.properties().get(GLOBAL_TYPE)).type();
    }

    /** The symbol name. */
    public static String symName(Operation global) {
        return LlvmFuncOp.symName(global);
    }

    /** Whether the global is constant. */
    public static boolean constant(Operation global) {
        return LlvmOps.flag(global, CONSTANT);
    }

    /** Whether the global is {@code thread_local}. */
    public static boolean threadLocal(Operation global) {
        return LlvmOps.flag(global, THREAD_LOCAL);
    }

    /** The linkage; {@code external} when absent. */
    public static Linkage linkage(Operation global) {
        return LlvmFuncOp.linkage(global);
    }

    /** The visibility; the default when absent, null when invalid. */
    public static Visibility visibility(Operation global) {
        return LlvmFuncOp.visibility(global);
    }

    /** Whether the address is significant; {@code none} when absent, null when invalid. */
    public static UnnamedAddr unnamedAddr(Operation global) {
        return LlvmFuncOp.unnamedAddr(global);
    }

    /** The initial value, or null (an initializer region, or none). */
    public static Attribute value(Operation global) {
        return global.properties().get(VALUE);
    }

    /** The alignment in bytes; 0 when absent. */
    public static long alignment(Operation global) {
        return LlvmOps.longProperty(global, ALIGNMENT, 0);
    }

    /** The address space; 0 when absent. */
    public static int addrSpace(Operation global) {
        return (int) LlvmOps.longProperty(global, ADDR_SPACE, 0);
    }

    /** The section, or null. */
    public static String section(Operation global) {
        return LlvmFuncOp.section(global);
    }

    /** The initializer region: empty when the global has none. */
    public static Region initializer(Operation global) {
        return global.region(0);
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(LlvmOps.def(NAME, EnumSet.of(OpTrait.ISOLATED_FROM_ABOVE, OpTrait.SINGLE_BLOCK,
                OpTrait.SYMBOL), INHERENT, new Global(), LlvmGlobalOp::verifyGlobal));
    }

    /**
     * {@code llvm.mlir.global linkage visibility? thread_local? unnamed-addr? constant? @name(value?) {attrs}?
     * (: type region?)?}: the type may be left out only for a string value ({@code !llvm.array<N x i8>}), and then
     * it is not printed either. {@code addr_space} is always stored (default 0) and so always printed.
     */
    private record Global() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            state.properties.put(LINKAGE, new LinkageAttr(LlvmOps.parseOptionalKeyword(parser, Linkage.values(),
                    Linkage.EXTERNAL)));
            state.properties.put(VISIBILITY, LlvmEnum.i64(LlvmOps.parseOptionalKeyword(parser, Visibility.values(),
                    Visibility.DEFAULT)));
            if (parser.parseOptionalKeyword("thread_local")) {
                state.properties.put(THREAD_LOCAL, UnitAttr.INSTANCE);
            }
            state.properties.put(UNNAMED_ADDR, LlvmEnum.i64(LlvmOps.parseOptionalKeyword(parser, UnnamedAddr.values(),
                    UnnamedAddr.NONE)));
            if (parser.parseOptionalKeyword("constant")) {
                state.properties.put(CONSTANT, UnitAttr.INSTANCE);
            }
            String name = parser.parseSymbolName();
            if (name == null || !parser.parseLParen()) {
                return false;
            }
            state.properties.put(SYM_NAME, new StringAttr(name, null));
            Attribute value = null;
            if (!parser.parseOptionalRParen()) {
                value = parser.parseAttribute();
                if (value == null || !parser.parseRParen()) {
                    return false;
                }
                state.properties.put(VALUE, value);
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.putIfAbsent(ADDR_SPACE, IntegerAttr.of(IntegerType.of(32), 0));
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
            state.properties.put(GLOBAL_TYPE, new TypeAttr(type));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            Map<String, Attribute> props = op.properties();
            printer.print(" " + linkage(op).keyword() + " ");
            LlvmOps.printKeyword(printer, visibility(op));
            if (props.containsKey(THREAD_LOCAL)) {
                printer.print("thread_local ");
            }
            LlvmOps.printKeyword(printer, unnamedAddr(op));
            if (props.containsKey(CONSTANT)) {
                printer.print("constant ");
            }
            printer.printSymbolName(symName(op)).print("(");
            Attribute value = value(op);
            if (value != null) {
                printer.print(value);
            }
            printer.print(")");
            // addr_space is default-valued (0): MLIR's properties always hold it, so it is always printed, also
            // for a global read from a generic form that left it out.
            java.util.Map<String, dev.mlirj.ir.Attribute> attrs = new java.util.TreeMap<>(LlvmOps.allAttrs(op));
            attrs.putIfAbsent(ADDR_SPACE, IntegerAttr.of(IntegerType.of(32), 0));
            printer.printOptionalAttrDict(attrs, List.of(SYM_NAME, GLOBAL_TYPE, CONSTANT, VALUE,
                    LINKAGE, UNNAMED_ADDR, THREAD_LOCAL, VISIBILITY, COMDAT));
            if (value instanceof StringAttr) {
                return;
            }
            printer.print(" : ").print(globalType(op));
            if (!op.region(0).isEmpty()) {
                printer.print(" ").printRegion(op.region(0), false, true);
            }
        }
    }

    /** MLIR 19's {@code GlobalOp::verify} and {@code verifyRegions}, main rules. */
    private static boolean verifyGlobal(Operation op, DiagnosticEngine d) {
        Type type = globalType(op);
        if (type.equals(LlvmPrimitiveType.VOID) || type.equals(LlvmPrimitiveType.TOKEN)
                || type.equals(LlvmPrimitiveType.METADATA) || type.equals(LlvmPrimitiveType.LABEL)
                || !LlvmTypes.isCompatible(type)) {
            return fail(op, d, "expects type to be a valid element type for an LLVM global");
        }
        Attribute value = value(op);
        if (value instanceof StringAttr s && !(type instanceof LlvmArrayType a
                && a.elementType() instanceof IntegerType i && i.width() == 8
                && a.numElements() == s.value().length())) {
            return fail(op, d, "requires an i8 array type of the length equal to that of the string attribute");
        }
        Linkage linkage = linkage(op);
        if (linkage == Linkage.COMMON && value != null && !isZero(value)) {
            return fail(op, d, "expected zero value for 'common' linkage");
        }
        if (linkage == Linkage.APPENDING && !(type instanceof LlvmArrayType)) {
            return fail(op, d, "expected array type for 'appending' linkage");
        }
        if (op.properties().get(ALIGNMENT) instanceof IntegerAttr a && Long.bitCount(a.value().longValue()) != 1) {
            d.error(op.location(), "alignment attribute is not a power of 2");
            return false;
        }
        if (!op.region(0).isEmpty()) {
            Block b = op.region(0).entryBlock();
            Operation ret = b.lastOp();
            if (ret != null && ret.name().fullName().equals(LlvmFuncOps.RETURN)) {
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
            case ArrayAttr a -> a.elements().stream().allMatch(LlvmGlobalOp::isZero);
            default -> false;
        };
    }
}
