/**
 * MLIR's dialect conversion framework ({@code mlir/Transforms/DialectConversion.h}): the machinery every
 * {@code convert-X-to-Y} pass is built from.
 * <ul>
 * <li>{@link dev.mlirj.transforms.dialectconversion.ConversionTarget}: which operations are legal after the
 * conversion (by dialect, by name, by callback).</li>
 * <li>{@link dev.mlirj.transforms.dialectconversion.TypeConverter}: how types change, and how values of an old
 * type and a new one stand for each other meanwhile (materializations, by default
 * {@code builtin.unrealized_conversion_cast}).</li>
 * <li>{@link dev.mlirj.transforms.dialectconversion.ConversionPattern} /
 * {@link dev.mlirj.transforms.dialectconversion.OpConversionPattern}: one rewrite of one kind of operation,
 * given its already-converted operands in an {@link dev.mlirj.transforms.dialectconversion.OpAdaptor}; grouped
 * in a {@link dev.mlirj.transforms.dialectconversion.RewritePatternSet}.</li>
 * <li>{@link dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter}: the only way patterns change
 * IR; it logs every change so that a failed conversion can be undone.</li>
 * <li>{@link dev.mlirj.transforms.dialectconversion.DialectConversion}: {@code applyPartialConversion} and
 * {@code applyFullConversion}, the legalization driver.</li>
 * </ul>
 */
package dev.mlirj.transforms.dialectconversion;
