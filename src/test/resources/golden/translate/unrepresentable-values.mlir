// RUN: not mlirj translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// mlirj-only: values MLIR 19 verifies and LLVM 17 cannot take (issue 20) are located errors of the translation,
// never exceptions: an integer type wider than LLVM 17's 2^23 bits (MLIR's limit is 2^24 - 1; mlir-translate 19,
// over LLVM 19, translates it).

// CHECK: unrepresentable-values.mlir:7:1: error: 'llvm.func' op type '!llvm.func<void (i16777215)>' cannot be translated to LLVM IR
llvm.func @wide(%a: i16777215) {
  llvm.return
}
