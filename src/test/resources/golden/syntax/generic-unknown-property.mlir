// RUN: mlirj opt %s | FileCheck %s
// Found by fuzzing (issue 20): a registered op's generic properties with a name it does not define kept that
// name (printed as an attribute) and left out the default-valued addr_space, so printing and parsing again
// changed the IR. As MLIR 19: the unknown name is dropped and addr_space shows its default.

// CHECK: llvm.mlir.global external @zero_init() {addr_space = 0 : i32} : !llvm.array<8 x f32> {
// CHECK-NOT: addr_szpace
"llvm.mlir.global"() <{addr_szpace = 0 : i32, global_type = !llvm.array<8 x f32>, linkage = #llvm.linkage<external>, sym_name = "zero_init", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.zero"() : () -> !llvm.array<8 x f32>
  "llvm.return"(%0) : (!llvm.array<8 x f32>) -> ()
}) : () -> ()
