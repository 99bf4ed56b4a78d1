// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Found by fuzzing (issue 20): an llvm.mlir.global in generic form without one of its required properties threw
// NullPointerException in the verifier (or was accepted), and so did a call of an llvm.func without its
// function_type; now MLIR 19's errors.

// expected-error@+1 {{'llvm.mlir.global' op requires attribute 'global_type'}}
"llvm.mlir.global"() <{addr_space = 0 : i32, linkage = #llvm.linkage<external>, sym_name = "g", visibility_ = 0 : i64}> ({}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires attribute 'sym_name'}}
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, visibility_ = 0 : i64}> ({}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires attribute 'linkage'}}
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, sym_name = "g", visibility_ = 0 : i64}> ({}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires attribute 'function_type'}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({}) : () -> ()

// -----

llvm.func @g() {
  llvm.call @f() : () -> ()
  llvm.return
}
// expected-error@+1 {{'llvm.func' op requires attribute 'function_type'}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({}) : () -> ()

// -----

llvm.func @f(%s: !llvm.struct<(i32)>, %v: i32) -> !llvm.struct<(i32)> {
  // expected-error@+1 {{'llvm.insertvalue' op requires attribute 'position'}}
  %r = "llvm.insertvalue"(%s, %v) : (!llvm.struct<(i32)>, i32) -> !llvm.struct<(i32)>
  llvm.return %r : !llvm.struct<(i32)>
}

// -----

llvm.func @f(%s: !llvm.struct<(i32)>) -> i32 {
  // expected-error@+1 {{'llvm.extractvalue' op requires attribute 'position'}}
  %r = "llvm.extractvalue"(%s) : (!llvm.struct<(i32)>) -> i32
  llvm.return %r : i32
}

// -----

llvm.func @f() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.mlir.addressof' op requires attribute 'global_name'}}
  %r = "llvm.mlir.addressof"() : () -> !llvm.ptr
  llvm.return %r : !llvm.ptr
}

// -----

// Found by fuzzing (issue 20): a global without addr_space (here it was misspelled, and dropped) is in address
// space 0, its default; the check of an addressof against it was skipped, and failed once the default was printed.
"llvm.mlir.global"() <{global_type = f32, linkage = #llvm.linkage<internal>, sym_name = "in_space", value = 1.0 : f32, visibility_ = 0 : i64}> ({}) : () -> ()
llvm.func @f() -> !llvm.ptr<1> {
  // expected-error@+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @in_space : !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<1>
}
