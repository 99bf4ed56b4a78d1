/**
 * MLIR's textual format ({@code mlir/AsmParser} and the printer of {@code mlir/IR/AsmPrinter.cpp}), on top of the
 * IR kernel: the {@link dev.mlirj.syntax.Lexer} ({@link dev.mlirj.syntax.Token}s), the parser, whose entry point
 * {@link dev.mlirj.syntax.SourceParser#parse} reads a {@code builtin.module} in custom and generic form, and the
 * {@link dev.mlirj.syntax.AsmPrinter}, with {@link dev.mlirj.syntax.TypePrinter} and
 * {@link dev.mlirj.syntax.AttributePrinter}, which prints it back with MLIR's value numbering, aliases
 * ({@code #map}, {@code !alias}) and dialect resources. The parser and printer implement the kernel's
 * {@link dev.mlirj.ir.OpAsmParser}/{@link dev.mlirj.ir.OpAsmPrinter} and dialect interfaces, through which each
 * dialect reads and writes its own operations, types and attributes; {@link dev.mlirj.syntax.FunctionImplementation}
 * is the custom form shared by function-like operations.
 */
package dev.mlirj.syntax;
