// llvm.call: direct, indirect through a pointer, varargs, void, with attributes.
module {
  llvm.func @callee(i32, i32) -> i32
  llvm.func @void_callee(!llvm.ptr)
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @no_args() -> f64

  llvm.func @direct(%a: i32, %b: i32) -> i32 {
    %0 = llvm.call @callee(%a, %b) : (i32, i32) -> i32
    %1 = llvm.call @callee(%0, %a) : (i32, i32) -> i32
    llvm.return %1 : i32
  }

  llvm.func @void_and_noargs(%p: !llvm.ptr) -> f64 {
    llvm.call @void_callee(%p) : (!llvm.ptr) -> ()
    %0 = llvm.call @no_args() : () -> f64
    llvm.return %0 : f64
  }

  llvm.func @indirect(%a: i32) -> i32 {
    %fp = llvm.mlir.addressof @callee : !llvm.ptr
    %0 = llvm.call %fp(%a, %a) : !llvm.ptr, (i32, i32) -> i32
    llvm.return %0 : i32
  }

  llvm.func @indirect_arg(%fp: !llvm.ptr, %x: f64) -> f64 {
    %0 = llvm.call %fp(%x) : !llvm.ptr, (f64) -> f64
    llvm.return %0 : f64
  }

  llvm.func @varargs(%fmt: !llvm.ptr, %x: i32, %y: f64) -> i32 {
    %0 = llvm.call @printf(%fmt, %x, %y) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
    %1 = llvm.call @printf(%fmt) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
    %2 = llvm.add %0, %1 : i32
    llvm.return %2 : i32
  }

  llvm.func @indirect_varargs(%fp: !llvm.ptr, %fmt: !llvm.ptr, %x: i64) -> i32 {
    %0 = llvm.call %fp(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i64) -> i32
    llvm.return %0 : i32
  }

  llvm.func @call_flags(%x: f32) -> f32 {
    %0 = llvm.call @fsquare(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %1 = llvm.call fastcc @fsquare(%0) : (f32) -> f32
    %2 = llvm.call tail @fsquare(%1) : (f32) -> f32
    %3 = llvm.call musttail @fsquare(%2) : (f32) -> f32
    llvm.return %3 : f32
  }

  llvm.func @fsquare(%x: f32) -> f32 {
    %0 = llvm.fmul %x, %x : f32
    llvm.return %0 : f32
  }

  // Recursion.
  llvm.func @fact(%n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %c = llvm.icmp "sle" %n, %one : i64
    llvm.cond_br %c, ^base, ^rec
  ^base:
    llvm.return %one : i64
  ^rec:
    %m = llvm.sub %n, %one : i64
    %r = llvm.call @fact(%m) : (i64) -> i64
    %p = llvm.mul %n, %r : i64
    llvm.return %p : i64
  }
}
