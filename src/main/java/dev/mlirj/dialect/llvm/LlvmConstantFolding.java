package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;

/**
 * The constant-like llvm operations' fold hooks and the dialect's constant materialization (MLIR 19's
 * {@code LLVMDialect::materializeConstant}): {@code llvm.mlir.constant} folds to its value,
 * {@code llvm.mlir.addressof} to its symbol, {@code llvm.mlir.zero},
 * {@code undef} and {@code poison} to a {@link Kind} marker, and each is materialized back as the same operation.
 */
final class LlvmConstantFolding {
    /**
     * The value of {@code llvm.mlir.zero}, {@code undef} or {@code poison} (MLIR's {@code #llvm.zero} and the like),
     * only used to recognise and deduplicate them.
     *
     * @param op the operation name
     */
    record Kind(String op) implements Attribute {
        @Override
        public String dialect() {
            return LlvmDialect.NAMESPACE;
        }
    }

    private LlvmConstantFolding() {
    }

    /** {@code definition} with its fold hook when it is one of the constant-like operations. */
    static OpDefinition withFolder(OpDefinition definition) {
        return switch (definition.name()) {
            case LlvmConstantOps.CONSTANT -> definition.withFolder((op, context, operands, results) ->
                    results.add(FoldResult.of(LlvmConstantOps.value(op))));
            case LlvmConstantOps.ZERO, LlvmConstantOps.UNDEF, LlvmConstantOps.POISON -> definition.withFolder(
                    (op, context, operands, results) -> results.add(FoldResult.of(new Kind(definition.name()))));
            case LlvmConstantOps.ADDRESSOF -> definition.withFolder((op, context, operands, results) ->
                    results.add(FoldResult.of(op.properties().get(LlvmConstantOps.GLOBAL_NAME))));
            default -> definition;
        };
    }

    static Operation materialize(Builder b, Attribute value, Type type, Location location) {
        if (value instanceof Kind k) {
            return switch (k.op()) {
                case LlvmConstantOps.ZERO -> ((OpResult) Llvm.zero(b, location, type)).owner();
                case LlvmConstantOps.UNDEF -> ((OpResult) Llvm.undef(b, location, type)).owner();
                default -> ((OpResult) Llvm.poison(b, location, type)).owner();
            };
        }
        if (value instanceof SymbolRefAttr ref && ref.nested().isEmpty() && type instanceof LlvmPointerType) {
            return ((OpResult) Llvm.addressOf(b, location, ref.root())).owner();
        }
        Type valueType = switch (value) {
            case IntegerAttr i -> i.type();
            case FloatAttr f -> f.type();
            case DenseElementsAttr d -> d.type();
            default -> null;
        };
        if (valueType == null || !valueType.equals(type)) {
            return null;
        }
        return ((OpResult) Llvm.constant(b, location, type, value)).owner();
    }
}
