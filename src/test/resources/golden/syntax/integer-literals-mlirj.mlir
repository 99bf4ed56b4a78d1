// RUN: mlirj opt %s | FileCheck %s
// mlirj-only: mlir-opt 19 refuses these negative literals, which it prints itself.

// MLIR 19's parseInteger<int64_t> compares a sign-extended value with a zero-extended one, so it refuses every
// negative literal of 17 digits or more, -9223372036854775808 included, though its printer writes them (an
// scf.index_switch case of -2^63 does not read back). mlirj reads them, so that what either prints reads back.

// CHECK-LABEL: func.func @index_switch
// CHECK:         case -9223372036854775807 {
// CHECK:         case -9223372036854775808 {
func.func @index_switch(%i: index) {
  scf.index_switch %i
  case -9223372036854775807 {
    scf.yield
  }
  case -9223372036854775808 {
    scf.yield
  }
  default {
  }
  return
}

// CHECK-LABEL: llvm.func @switch
// CHECK:         9223372036854775808: ^bb1
llvm.func @switch(%v: i64) {
  llvm.switch %v : i64, ^bb1 [
    -9223372036854775808: ^bb1
  ]
^bb1:
  llvm.return
}
