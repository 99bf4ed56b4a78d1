package dev.mlirj.dialect.builtin;

import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpTrait;
import java.util.EnumSet;
import java.util.Set;

/**
 * The builtin dialect's operations: {@code builtin.module} ({@link ModuleOp}) and
 * {@code builtin.unrealized_conversion_cast} ({@link UnrealizedConversionCastOp}). Its types and attributes
 * are part of MLIR's core syntax and need no hooks here.
 */
public final class BuiltinDialect extends Dialect {
    /** The dialect with its operations registered. */
    public BuiltinDialect() {
        super("builtin");
        register(new OpDefinition(ModuleOp.NAME,
                EnumSet.of(OpTrait.ISOLATED_FROM_ABOVE, OpTrait.SYMBOL_TABLE, OpTrait.NO_TERMINATOR,
                        OpTrait.SINGLE_BLOCK, OpTrait.GRAPH_REGION),
                Set.of("sym_name", "sym_visibility"), new ModuleOp.Syntax(), ModuleOp::verify, "builtin"));
        register(new OpDefinition(UnrealizedConversionCastOp.NAME, EnumSet.of(OpTrait.PURE), Set.of(),
                new UnrealizedConversionCastOp.Syntax(), null, ""));
    }
}
