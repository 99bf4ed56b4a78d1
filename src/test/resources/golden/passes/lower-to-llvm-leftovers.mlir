// mlirj-only: mlirj's report of what the pipeline left unlowered.
// RUN: not mlirj run %s -e main --entry-point-result=i32 2>&1 | FileCheck %s
// RUN: not mlirj translate --lower-to-llvm --mlir-to-llvmir %s 2>&1 | FileCheck %s
// RUN: mlirj opt %s --lower-to-llvm | FileCheck %s --check-prefix=LOWERED

// Operations the lower-to-llvm pipeline leaves outside the LLVM dialect are reported after it, each at its own
// location and by name, not by the translation at an unrealized_conversion_cast. As in mlir-opt 19 with the same
// passes, ceildivsi (arith-expand lowers it) and ipowi (convert-math-to-funcs) are left; mlir-opt 19 then prints
// the module as LOWERED shows, and mlir-translate 19 refuses it at the first. mlirj's note names the pass that
// lowers each.

// CHECK: lower-to-llvm-leftovers.mlir:25:8: error: 'arith.ceildivsi' was not lowered to the LLVM dialect: no pass of the lower-to-llvm pipeline converts it
// CHECK-NEXT: %q = arith.ceildivsi %a, %b : i32
// CHECK: lower-to-llvm-leftovers.mlir:25:8: note: the pass arith-expand lowers it: run it first, e.g. 'mlirj opt --arith-expand FILE | mlirj run -'
// CHECK: lower-to-llvm-leftovers.mlir:26:8: error: 'math.ipowi' was not lowered to the LLVM dialect: no pass of the lower-to-llvm pipeline converts it
// CHECK: lower-to-llvm-leftovers.mlir:26:8: note: the pass convert-math-to-funcs lowers it: run it first
// CHECK-NOT: error
// CHECK-NOT: unrealized_conversion_cast

// LOWERED:      %0 = arith.ceildivsi %arg0, %arg1 : i32
// LOWERED-NEXT: %1 = math.ipowi %0, %arg1 : i32
// LOWERED-NEXT: %2 = llvm.add %1, %0 : i32

func.func @kernel(%a: i32, %b: i32) -> i32 {
  %q = arith.ceildivsi %a, %b : i32
  %p = math.ipowi %q, %b : i32
  %z = arith.addi %p, %q : i32
  return %z : i32
}

func.func @main() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %r = call @kernel(%a, %b) : (i32, i32) -> i32
  return %r : i32
}
