/**
 * Diagnostics for people, on top of the kernel's {@link dev.mlirj.ir.Diagnostic}s: the
 * {@link dev.mlirj.diag.SourceManager} keeps the input text (MLIR's {@code llvm::SourceMgr}), the
 * {@link dev.mlirj.diag.DiagnosticPrinter} prints a diagnostic as mlir-opt does ({@code file:line:col: error:}, the
 * source line and a caret, then its notes), and the {@link dev.mlirj.diag.DiagnosticVerifier} implements
 * {@code --verify-diagnostics} ({@code expected-error} comments, MLIR's
 * {@code SourceMgrDiagnosticVerifierHandler}). Used by the command line and the tests.
 */
package dev.mlirj.diag;
