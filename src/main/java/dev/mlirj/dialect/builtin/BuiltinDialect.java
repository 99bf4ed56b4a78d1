package dev.mlirj.dialect.builtin;

import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.AsmAlias;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.IntegerSetAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.TupleType;
import dev.mlirj.ir.Type;
import java.util.EnumSet;
import java.util.Set;

/**
 * The builtin dialect's operations: {@code builtin.module} ({@link ModuleOp}) and
 * {@code builtin.unrealized_conversion_cast} ({@link UnrealizedConversionCastOp}). Its types and attributes
 * are part of MLIR's core syntax and need no parsing hooks here; its alias hooks name affine maps {@code map},
 * integer sets {@code set}, locations {@code loc} (met only when locations are printed) and tuple types of more
 * than 16 elements {@code tuple}, as MLIR's builtin {@code OpAsmDialectInterface} does.
 */
public final class BuiltinDialect extends Dialect {
    /** The dialect with its operations registered. */
    public BuiltinDialect() {
        super("builtin");
        register(new OpDefinition(ModuleOp.NAME,
                EnumSet.of(OpTrait.ISOLATED_FROM_ABOVE, OpTrait.SYMBOL_TABLE, OpTrait.NO_TERMINATOR,
                        OpTrait.SINGLE_BLOCK, OpTrait.GRAPH_REGION),
                Set.of("sym_name", "sym_visibility"), new ModuleOp.Syntax(), ModuleOp::verify, "builtin")
                .withPropertyStorage(java.util.Map.of("sym_name", a -> a instanceof StringAttr,
                        "sym_visibility", a -> a instanceof StringAttr)));
        register(new OpDefinition(UnrealizedConversionCastOp.NAME, EnumSet.of(OpTrait.PURE), Set.of(),
                new UnrealizedConversionCastOp.Syntax(), UnrealizedConversionCastOp::verify, ""));
    }

    @Override
    public AsmAlias getAlias(Attribute attribute) {
        return switch (attribute) {
            case AffineMapAttr a -> AsmAlias.overridable("map");
            case IntegerSetAttr s -> AsmAlias.overridable("set");
            case Location l -> AsmAlias.overridable("loc");
            default -> null;
        };
    }

    @Override
    public AsmAlias getAlias(Type type) {
        return type instanceof TupleType t && t.types().size() > 16 ? AsmAlias.overridable("tuple") : null;
    }
}
