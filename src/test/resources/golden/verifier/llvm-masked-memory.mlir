// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Broken llvm.intr.masked.load/store: the located errors mlir-opt 19 gives (its messages; a wrongly typed
// alignment is reported there while parsing the custom form, at the attribute).

llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'llvm.intr.masked.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.intr.masked.load %i, %m, %v {alignment = 4 : i32} : (i32, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.masked.load' op requires attribute 'alignment'}}
  %0 = llvm.intr.masked.load %p, %m, %v : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.masked.store' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute}}
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i64} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  llvm.return
}
