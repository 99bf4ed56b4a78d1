package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.memref.AllocLikeOp;
import dev.mlirj.dialect.memref.CastOps;
import dev.mlirj.dialect.memref.DimOp;
import dev.mlirj.dialect.memref.OffsetSizeAndStrideOp;
import dev.mlirj.dialect.memref.SubViewOp;
import dev.mlirj.dialect.memref.ViewOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * MLIR's affine scopes and the rules of which {@code index} values an affine operation may use as dimensions and
 * symbols ({@code getAffineScope}, {@code isValidDim}, {@code isValidSymbol} of {@code AffineOps.cpp}, as in MLIR
 * 19). An operation with MLIR's {@code AffineScope} trait ({@code func.func}, {@code memref.alloca_scope}) starts a
 * scope: its regions' top-level values (arguments and results defined directly in them) are symbols; constants,
 * {@code affine.apply} of symbols and {@code memref.dim} of top-level memrefs are symbols anywhere; dimensions are
 * symbols or induction variables of {@code affine.for} and {@code affine.parallel}.
 */
public final class AffineScope {
    private AffineScope() {
    }

    private static boolean isScope(Operation op) {
        return op != null && op.has(OpTrait.AFFINE_SCOPE);
    }

    private static Operation definingOp(Value value) {
        return value instanceof OpResult r ? r.owner() : null;
    }

    private static Region parentRegion(Value value) {
        return value.parentBlock() == null ? null : value.parentBlock().parent();
    }

    /** The region of the closest affine scope around {@code op} that holds {@code op}'s ancestor; null if none. */
    public static Region of(Operation op) {
        Operation current = op;
        for (Operation parent = op.parentOp(); parent != null; parent = parent.parentOp()) {
            if (isScope(parent)) {
                return current.block() == null ? null : current.block().parent();
            }
            current = parent;
        }
        return null;
    }

    /** MLIR's {@code isTopLevelValue(value)}: defined directly in a region of an affine scope. */
    static boolean isTopLevelValue(Value value) {
        Region region = parentRegion(value);
        return region != null && isScope(region.parentOp());
    }

    private static boolean isTopLevelValue(Value value, Region region) {
        return parentRegion(value) == region;
    }

    private static boolean isLoopInductionOwner(Operation op) {
        return op != null && (op.name().fullName().equals(AffineForOp.NAME)
                || op.name().fullName().equals(AffineParallelOp.NAME));
    }

    /** MLIR's {@code isValidDim(value, region)}. */
    public static boolean isValidDim(Value value, Region region) {
        if (!(value.type() instanceof IndexType)) {
            return false;
        }
        if (isValidSymbol(value, region)) {
            return true;
        }
        Operation op = definingOp(value);
        if (op == null) {
            Block owner = ((BlockArgument) value).owner();
            return owner.parent() != null && isLoopInductionOwner(owner.parentOp());
        }
        String name = op.name().fullName();
        if (name.equals(AffineApplyOp.NAME)) {
            return op.operands().stream().allMatch(v -> isValidDim(v, region));
        }
        if (name.equals(DimOp.NAME)) {
            return isTopLevelValue(DimOp.source(op));
        }
        return false;
    }

    /** MLIR's {@code isValidSymbol(value, region)}. */
    public static boolean isValidSymbol(Value value, Region region) {
        if (!(value.type() instanceof IndexType)) {
            return false;
        }
        if (region != null && isTopLevelValue(value, region)) {
            return true;
        }
        Operation def = definingOp(value);
        if (def != null) {
            if (def.has(OpTrait.CONSTANT_LIKE)) {
                return true;
            }
            String name = def.name().fullName();
            if (name.equals(AffineApplyOp.NAME)) {
                return def.operands().stream().allMatch(v -> isValidSymbol(v, region));
            }
            if (name.equals(DimOp.NAME)) {
                return isDimOpValidSymbol(def, region);
            }
        }
        Operation regionOp = region == null ? null : region.parentOp();
        if (regionOp != null && !regionOp.has(OpTrait.ISOLATED_FROM_ABOVE) && regionOp.block() != null) {
            return isValidSymbol(value, regionOp.block().parent());
        }
        return false;
    }

    /** MLIR's {@code isValidAffineIndexOperand}: a valid dimension or symbol. */
    static boolean isValidIndexOperand(Value value, Region region) {
        return isValidDim(value, region) || isValidSymbol(value, region);
    }

    private static boolean isDimOpValidSymbol(Operation dim, Region region) {
        Value shaped = DimOp.source(dim);
        if (isTopLevelValue(shaped)) {
            return true;
        }
        if (shaped instanceof BlockArgument) {
            return false;
        }
        Operation indexDef = definingOp(DimOp.index(dim));
        if (indexDef == null || !indexDef.has(OpTrait.CONSTANT_LIKE)
                || !(indexDef.properties().get("value") instanceof IntegerAttr index)) {
            return false;
        }
        Operation op = definingOp(shaped);
        while (op != null && op.name().fullName().equals(CastOps.CAST)) {
            if (!(CastOps.source(op).type() instanceof MemRefType)) {
                return false;
            }
            op = definingOp(CastOps.source(op));
        }
        if (op == null || !(op.result(0).type() instanceof MemRefType type)) {
            return false;
        }
        int i = index.value().intValue();
        List<Value> sizes = switch (op.name().fullName()) {
            case AllocLikeOp.ALLOC -> AllocLikeOp.dynamicSizes(op);
            case ViewOp.NAME -> ViewOp.sizes(op);
            case SubViewOp.NAME -> OffsetSizeAndStrideOp.sizes(op, op.operands());
            default -> null;
        };
        if (sizes == null || i < 0 || i >= type.rank()) {
            return false;
        }
        if (type.shape().get(i) != ShapedType.DYNAMIC) {
            return true;
        }
        int position = 0;
        for (int d = 0; d < i; d++) {
            if (type.shape().get(d) == ShapedType.DYNAMIC) {
                position++;
            }
        }
        return isValidSymbol(sizes.get(position), region);
    }
}
