// Fibonacci numbers in the func, arith and cf dialects: `./mlirj run examples/fib.mlir -e main
// --entry-point-result=void` lowers them to the LLVM
// dialect (convert-arith-to-llvm, convert-func-to-llvm, convert-cf-to-llvm, reconcile-unrealized-casts), translates,
// JIT-compiles and calls main; `./mlirj opt examples/fib.mlir --convert-func-to-llvm` shows the lowered IR.
// mlirj-run: -e main --entry-point-result=void
// RUN: mlirj opt %s --convert-func-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @fib(%arg0: i64) -> i64 {
// CHECK: ^bb1(%4: i64, %5: i64, %6: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %7 = llvm.icmp "ult" %4, %arg0 : i64
// CHECK-NEXT: llvm.cond_br %7, ^bb2, ^bb3
// CHECK: llvm.br ^bb1(%9, %6, %8 : i64, i64, i64)
// CHECK-LABEL: llvm.func @main() {
// CHECK: %6 = llvm.call @fib(%4) : (i64) -> i64
module {
  func.func private @printI64(i64)
  func.func private @printNewline()

  // fib(n) by a loop whose block arguments carry the last two numbers.
  func.func @fib(%n: index) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    cf.br ^loop(%c0, %zero, %one : index, i64, i64)
  ^loop(%i: index, %a: i64, %b: i64):
    %more = arith.cmpi ult, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %next = arith.addi %a, %b : i64
    %i1 = arith.addi %i, %c1 : index
    cf.br ^loop(%i1, %b, %next : index, i64, i64)
  ^exit:
    return %a : i64
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c90 = arith.constant 90 : index
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi ule, %i, %c10 : index
    cf.cond_br %more, ^body, ^last
  ^body:
    %f = call @fib(%i) : (index) -> i64
    call @printI64(%f) : (i64) -> ()
    call @printNewline() : () -> ()
    %i1 = arith.addi %i, %c1 : index
    cf.br ^loop(%i1 : index)
  ^last:
    %big = call @fib(%c90) : (index) -> i64
    call @printI64(%big) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }
}
// RUN: mlirj opt %s --convert-func-to-llvm --reconcile-unrealized-casts
