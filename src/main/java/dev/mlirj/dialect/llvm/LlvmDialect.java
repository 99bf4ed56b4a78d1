package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.Type;

/**
 * The LLVM dialect ({@code llvm}): LLVM IR's types ({@link LlvmDialectType}), attributes
 * ({@link LlvmDialectAttribute}) and instructions as operations, the target of every lowering. Each context gets its
 * own instance (see {@code InitAllDialects.all()}), and that instance owns the context's {@link IdentifiedStructs}.
 * Operations are registered by group, each group naming its operations and giving their views:
 * {@link LlvmFuncOps} (functions, calls, control flow), {@link LlvmArithOps} (arithmetic, comparisons, casts),
 * {@link LlvmMemoryOps} (memory; with {@link LlvmAggregateOps} and {@link LlvmVectorOps}), {@link LlvmAtomicOps},
 * {@link LlvmConstantOps} (constants; with {@link LlvmGlobalOp}) and {@link LlvmIntrinsicOps}.
 */
public final class LlvmDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "llvm";
    /** The discardable attribute giving a {@code func.func} its linkage in the LLVM dialect. */
    public static final String LINKAGE_ATTR = "llvm.linkage";
    /** The discardable attribute asking for a function's C interface wrapper ({@code _mlir_ciface_}). */
    public static final String EMIT_C_INTERFACE_ATTR = "llvm.emit_c_interface";
    /** The discardable attribute marking a function as not accessing memory. */
    public static final String READNONE_ATTR = "llvm.readnone";

    private final IdentifiedStructs identifiedStructs = new IdentifiedStructs();

    /** The dialect with its operations registered. */
    public LlvmDialect() {
        super(NAMESPACE);
        java.util.function.Consumer<OpDefinition> register =
                d -> register(LlvmOpCounts.withCounts(LlvmProperties.withChecks(d)));
        LlvmFuncOps.register(register);
        LlvmArithOps.register(register);
        LlvmMemoryOps.register(register);
        LlvmAtomicOps.register(register);
        LlvmConstantOps.register(d -> register.accept(LlvmConstantFolding.withFolder(d)));
        LlvmIntrinsicOps.register(register);
    }

    /** The identified structs of this dialect's context. */
    public IdentifiedStructs identifiedStructs() {
        return identifiedStructs;
    }

    @Override
    public Type parseType(DialectAsmParser parser) {
        return LlvmTypeSyntax.parse(parser, identifiedStructs);
    }

    @Override
    public void printType(Type type, DialectAsmPrinter printer) {
        if (!(type instanceof LlvmDialectType t)) {
            throw new IllegalArgumentException("not an LLVM type: " + type);
        }
        LlvmTypeSyntax.print(t, printer);
    }

    @Override
    public Attribute parseAttribute(DialectAsmParser parser, Type type) {
        return LlvmAttributeSyntax.parse(parser);
    }

    @Override
    public void printAttribute(Attribute attribute, DialectAsmPrinter printer) {
        if (!(attribute instanceof LlvmDialectAttribute a)) {
            throw new IllegalArgumentException("not an LLVM attribute: " + attribute);
        }
        LlvmAttributeSyntax.print(a, printer);
    }

    /** An {@code llvm.mlir.constant} (or zero, undef, poison) of {@code value}, as MLIR 19's llvm dialect. */
    @Override
    public dev.mlirj.ir.Operation materializeConstant(dev.mlirj.ir.Builder b,
                                                      dev.mlirj.ir.Attribute value, dev.mlirj.ir.Type type,
                                                      dev.mlirj.ir.Location location) {
        return LlvmConstantFolding.materialize(b, value, type, location);
    }
}
