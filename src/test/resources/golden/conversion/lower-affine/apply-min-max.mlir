// RUN: mlirj opt %s --lower-affine | FileCheck %s
// affine.apply, affine.min and affine.max into arith on index: +, *, and MLIR's floordiv, ceildiv and mod (rounding
// toward minus/plus infinity, non-negative remainders) for constant and symbolic divisors; min/max folded left to
// right with minsi/maxsi; nothing folded or deduplicated, exactly as MLIR 19 emits it.
// Expectations are mlir-opt 19's output (scripts/golden-checks.sh wrote them; scripts/golden-mlir19.sh checks them
// again).

func.func @apply_min_max(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%b]
  %1 = affine.min affine_map<(d0)[s0] -> (d0 mod 4, s0 ceildiv 3, 7)>(%a)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%a, %b)
  %3 = affine.apply affine_map<() -> (4)>()
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @nested(%a: index, %b: index) -> (index) {
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 + 1) floordiv 2 + (d0 * 3) ceildiv s0 - d0 mod s0)>(%a)[%b]
  return %0 : index
}
func.func @negative_constants(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 - 7) floordiv 3 - s0 * 5)>(%a)[%b]
  %1 = affine.apply affine_map<(d0) -> ((d0 * -2) mod 5)>(%a)
  %2 = affine.max affine_map<(d0)[s0] -> (d0 ceildiv 4, -s0, s0 - d0)>(%a)[%b]
  return %0, %1, %2 : index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @apply_min_max(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT:     %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT:     %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT:     %3 = arith.divsi %2, %arg1 : index
// CHECK-NEXT:     %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:     %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %6 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %7 = arith.cmpi slt, %6, %c0_0 : index
// CHECK-NEXT:     %8 = arith.addi %6, %c4 : index
// CHECK-NEXT:     %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %10 = arith.cmpi sle, %arg1, %c0_1 : index
// CHECK-NEXT:     %11 = arith.subi %c0_1, %arg1 : index
// CHECK-NEXT:     %12 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:     %13 = arith.select %10, %11, %12 : index
// CHECK-NEXT:     %14 = arith.divsi %13, %c3 : index
// CHECK-NEXT:     %15 = arith.subi %c0_1, %14 : index
// CHECK-NEXT:     %16 = arith.addi %14, %c1 : index
// CHECK-NEXT:     %17 = arith.select %10, %15, %16 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %18 = arith.minsi %9, %17 : index
// CHECK-NEXT:     %19 = arith.minsi %18, %c7 : index
// CHECK-NEXT:     %c-1_2 = arith.constant -1 : index
// CHECK-NEXT:     %20 = arith.muli %arg1, %c-1_2 : index
// CHECK-NEXT:     %21 = arith.addi %arg0, %20 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %22 = arith.maxsi %21, %c0_3 : index
// CHECK-NEXT:     %c4_4 = arith.constant 4 : index
// CHECK-NEXT:     return %5, %19, %22, %c4_4 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT:     %2 = arith.subi %c-1, %0 : index
// CHECK-NEXT:     %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT:     %4 = arith.divsi %3, %c2 : index
// CHECK-NEXT:     %5 = arith.subi %c-1, %4 : index
// CHECK-NEXT:     %6 = arith.select %1, %5, %4 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %7 = arith.muli %arg0, %c3 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %8 = arith.cmpi sle, %7, %c0_0 : index
// CHECK-NEXT:     %9 = arith.subi %c0_0, %7 : index
// CHECK-NEXT:     %10 = arith.subi %7, %c1_1 : index
// CHECK-NEXT:     %11 = arith.select %8, %9, %10 : index
// CHECK-NEXT:     %12 = arith.divsi %11, %arg1 : index
// CHECK-NEXT:     %13 = arith.subi %c0_0, %12 : index
// CHECK-NEXT:     %14 = arith.addi %12, %c1_1 : index
// CHECK-NEXT:     %15 = arith.select %8, %13, %14 : index
// CHECK-NEXT:     %16 = arith.addi %6, %15 : index
// CHECK-NEXT:     %17 = arith.remsi %arg0, %arg1 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %18 = arith.cmpi slt, %17, %c0_2 : index
// CHECK-NEXT:     %19 = arith.addi %17, %arg1 : index
// CHECK-NEXT:     %20 = arith.select %18, %19, %17 : index
// CHECK-NEXT:     %c-1_3 = arith.constant -1 : index
// CHECK-NEXT:     %21 = arith.muli %20, %c-1_3 : index
// CHECK-NEXT:     %22 = arith.addi %16, %21 : index
// CHECK-NEXT:     return %22 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @negative_constants(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c-7 = arith.constant -7 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c-7 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT:     %2 = arith.subi %c-1, %0 : index
// CHECK-NEXT:     %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT:     %4 = arith.divsi %3, %c3 : index
// CHECK-NEXT:     %5 = arith.subi %c-1, %4 : index
// CHECK-NEXT:     %6 = arith.select %1, %5, %4 : index
// CHECK-NEXT:     %c-5 = arith.constant -5 : index
// CHECK-NEXT:     %7 = arith.muli %arg1, %c-5 : index
// CHECK-NEXT:     %8 = arith.addi %6, %7 : index
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %9 = arith.muli %arg0, %c-2 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %10 = arith.remsi %9, %c5 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %11 = arith.cmpi slt, %10, %c0_0 : index
// CHECK-NEXT:     %12 = arith.addi %10, %c5 : index
// CHECK-NEXT:     %13 = arith.select %11, %12, %10 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %14 = arith.cmpi sle, %arg0, %c0_1 : index
// CHECK-NEXT:     %15 = arith.subi %c0_1, %arg0 : index
// CHECK-NEXT:     %16 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:     %17 = arith.select %14, %15, %16 : index
// CHECK-NEXT:     %18 = arith.divsi %17, %c4 : index
// CHECK-NEXT:     %19 = arith.subi %c0_1, %18 : index
// CHECK-NEXT:     %20 = arith.addi %18, %c1 : index
// CHECK-NEXT:     %21 = arith.select %14, %19, %20 : index
// CHECK-NEXT:     %c-1_2 = arith.constant -1 : index
// CHECK-NEXT:     %22 = arith.muli %arg1, %c-1_2 : index
// CHECK-NEXT:     %c-1_3 = arith.constant -1 : index
// CHECK-NEXT:     %23 = arith.muli %arg0, %c-1_3 : index
// CHECK-NEXT:     %24 = arith.addi %23, %arg1 : index
// CHECK-NEXT:     %25 = arith.maxsi %21, %22 : index
// CHECK-NEXT:     %26 = arith.maxsi %25, %24 : index
// CHECK-NEXT:     return %8, %13, %26 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
