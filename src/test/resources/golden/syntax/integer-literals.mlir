// RUN: mlirj opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlirj opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Integer literals at the edges of their types, as mlir-opt 19 reads and prints them. Case values of i64 switches
// print unsigned and read back (the output of a lowered cf.switch with negative cases); a custom parser's 64-bit
// integer (MLIR's parseInteger<int64_t>) takes -2^63 up to 2^64 - 1 as their low 64 bits, and 'true' as -1.
// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh).

// CHECK-LABEL: llvm.func @switch_i64
// CHECK:         llvm.switch %arg0 : i64, ^bb1 [
// CHECK-NEXT:      18446744073709551611: ^bb2,
// CHECK-NEXT:      18446744073709551613: ^bb2,
// CHECK-NEXT:      9223372036854775808: ^bb1,
// CHECK-NEXT:      7: ^bb1
// CHECK-NEXT:    ]
// GENERIC-LABEL: sym_name = "switch_i64"
// GENERIC:       case_values = dense<[-5, -3, -9223372036854775808, 7]> : vector<4xi64>
llvm.func @switch_i64(%v: i64) {
  llvm.switch %v : i64, ^bb1 [
    18446744073709551611: ^bb2,
    -3: ^bb2,
    9223372036854775808: ^bb1,
    7: ^bb1
  ]
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// CHECK-LABEL: llvm.func @switch_i8
// CHECK:         llvm.switch %arg0 : i8, ^bb1 [
// CHECK-NEXT:      255: ^bb2,
// CHECK-NEXT:      128: ^bb1
// CHECK-NEXT:    ]
llvm.func @switch_i8(%v: i8) {
  llvm.switch %v : i8, ^bb1 [
    true: ^bb2,
    -128: ^bb1
  ]
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// CHECK-LABEL: func.func @index_switch
// CHECK:         case -1000000000000000 {
// CHECK:         case -1 {
// CHECK:         case -9223372036854775808 {
// GENERIC:       cases = array<i64: -1000000000000000, -1, -9223372036854775808>
func.func @index_switch(%i: index) {
  scf.index_switch %i
  case -1000000000000000 {
    scf.yield
  }
  case 18446744073709551615 {
    scf.yield
  }
  case 9223372036854775808 {
    scf.yield
  }
  default {
  }
  return
}

// CHECK-LABEL: func.func @attributes
// CHECK:         a = -128 : i8, b = -1 : i8, c = 9223372036854775807 : index, d = -9223372036854775808 : index
// CHECK-SAME:    e = 255 : ui8, f = -128 : si8, g = true, h = dense<[-1, -128]> : tensor<2xi8>
// CHECK-SAME:    i = array<i8: -1, -128>, j = array<i64: -1>
func.func @attributes() {
  "test.op"() {a = -0x80 : i8, b = 255 : i8, c = 9223372036854775807 : index, d = -9223372036854775808 : index,
                e = 255 : ui8, f = -128 : si8, g = -1 : i1, h = dense<[255, -128]> : tensor<2xi8>,
                i = array<i8: 255, -128>, j = array<i64: 18446744073709551615>} : () -> ()
  return
}
