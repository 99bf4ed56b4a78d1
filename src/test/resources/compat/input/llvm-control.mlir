// LLVM dialect terminators: br, cond_br, switch, unreachable, return.
llvm.func @abs(%x: i32) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %neg = llvm.icmp "slt" %x, %zero : i32
  llvm.cond_br %neg, ^negate, ^done(%x : i32)
^negate:
  %0 = llvm.sub %zero, %x : i32
  llvm.br ^done(%0 : i32)
^done(%r: i32):
  llvm.return %r : i32
}

llvm.func @weighted(%c: i1, %a: f32, %b: f32) -> f32 {
  llvm.cond_br %c weights([99, 1]), ^bb1(%a : f32), ^bb1(%b : f32)
^bb1(%v: f32):
  llvm.return %v : f32
}

llvm.func @loop(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%c0, %c0 : i64, i64)
^head(%i: i64, %acc: i64):
  %cmp = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %cmp, ^body, ^exit
^body:
  %acc2 = llvm.add %acc, %i : i64
  %i2 = llvm.add %i, %c1 : i64
  llvm.br ^head(%i2, %acc2 : i64, i64)
^exit:
  llvm.return %acc : i64
}

llvm.func @switches(%v: i32, %x: i64) -> i64 {
  llvm.switch %v : i32, ^default(%x : i64) [
    0: ^zero,
    1: ^one(%x, %x : i64, i64),
    -5: ^zero
  ]
^default(%d: i64):
  llvm.return %d : i64
^zero:
  %c0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %c0 : i64
^one(%p: i64, %q: i64):
  %s = llvm.mul %p, %q : i64
  llvm.return %s : i64
}

llvm.func @switch_no_cases(%v: i8) {
  llvm.switch %v : i8, ^bb1 [
  ]
^bb1:
  llvm.return
}

llvm.func @switch_weights(%v: i16) -> i16 {
  llvm.switch %v : i16, ^bb1 [
    7: ^bb2
  ] {branch_weights = array<i32: 10, 90>}
^bb1:
  llvm.return %v : i16
^bb2:
  llvm.unreachable
}

llvm.func @trap() {
  llvm.unreachable
}

llvm.func @early_exit(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.unreachable
}
