/**
 * The IR kernel, MLIR's {@code mlir/IR}: {@link dev.mlirj.ir.Operation}s in generic form with their
 * {@link dev.mlirj.ir.Value}s, {@link dev.mlirj.ir.Block}s and {@link dev.mlirj.ir.Region}s, built with a
 * {@link dev.mlirj.ir.Builder}; {@link dev.mlirj.ir.Type}s and {@link dev.mlirj.ir.Attribute}s with the builtin ones
 * ({@link dev.mlirj.ir.IntegerType}, {@link dev.mlirj.ir.MemRefType}, {@link dev.mlirj.ir.DenseElementsAttr}, ...);
 * {@link dev.mlirj.ir.Location}s and {@link dev.mlirj.ir.Diagnostic}s through a
 * {@link dev.mlirj.ir.DiagnosticEngine}. A {@link dev.mlirj.ir.Dialect}, loaded into an
 * {@link dev.mlirj.ir.MlirContext}, gives operations their meaning with an {@link dev.mlirj.ir.OpDefinition}
 * (traits, {@link dev.mlirj.ir.OpVerifier}, {@link dev.mlirj.ir.OpFolder}, custom form through
 * {@link dev.mlirj.ir.OpSyntax} and the {@link dev.mlirj.ir.OpAsmParser}/{@link dev.mlirj.ir.OpAsmPrinter}
 * interfaces). Also here: the {@link dev.mlirj.ir.Verifier}, {@link dev.mlirj.ir.SymbolTable},
 * {@link dev.mlirj.ir.DominanceInfo} and {@link dev.mlirj.ir.Folding}. Above it sit the builtin dialect, the
 * textual format ({@code dev.mlirj.syntax}), the dialects and the passes.
 */
package dev.mlirj.ir;
