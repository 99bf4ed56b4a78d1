package dev.mlirj.transforms.dialectconversion;

import dev.mlirj.ir.Operation;

/**
 * One rewrite used by a dialect conversion, MLIR's {@code ConversionPattern}: it applies to operations named
 * {@link #rootName()} (or to any operation when that is null), is tried before patterns of lower
 * {@link #benefit()}, and rewrites through a {@link ConversionPatternRewriter} given an {@link OpAdaptor} with the
 * already-converted operands. A pattern either succeeds, having replaced, erased or modified the operation, or
 * fails, saying why with {@link ConversionPatternRewriter#notifyMatchFailure}; whatever it changed before
 * failing is undone by the driver.
 *
 * <p>A pattern must not apply itself again to the operations it creates (that would not terminate) unless it
 * says so with {@link #hasBoundedRewriteRecursion()}. Patterns are immutable and may be shared.
 */
public abstract class ConversionPattern {
    private final String rootName;
    private final int benefit;
    private final TypeConverter typeConverter;

    /**
     * A pattern for operations named {@code rootName} (null: any operation), with {@code benefit} (higher is
     * tried first; at least 0) and an optional type converter used to remap operands and convert block types.
     */
    protected ConversionPattern(String rootName, int benefit, TypeConverter typeConverter) {
        if (benefit < 0) {
            throw new IllegalArgumentException("a pattern's benefit must not be negative, not " + benefit);
        }
        this.rootName = rootName;
        this.benefit = benefit;
        this.typeConverter = typeConverter;
    }

    /** The operation name it applies to, or null for any. */
    public final String rootName() {
        return rootName;
    }

    /** Its benefit: higher is tried first. */
    public final int benefit() {
        return benefit;
    }

    /** The type converter operands are remapped with, or null. */
    public final TypeConverter typeConverter() {
        return typeConverter;
    }

    /** The name used in diagnostics: the class's simple name unless overridden. */
    public String debugName() {
        String n = getClass().getSimpleName();
        return n.isEmpty() ? getClass().getName() : n;
    }

    /** Whether it may apply to operations it created itself (it guarantees termination). Default false. */
    public boolean hasBoundedRewriteRecursion() {
        return false;
    }

    /**
     * Rewrites {@code op}: true on success; on failure returns false, normally through
     * {@code rewriter.notifyMatchFailure(op, reason)}.
     */
    public abstract boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter);
}
