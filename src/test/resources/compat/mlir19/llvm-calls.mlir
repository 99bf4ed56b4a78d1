module {
  llvm.func @callee(i32, i32) -> i32
  llvm.func @void_callee(!llvm.ptr)
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @no_args() -> f64
  llvm.func @direct(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.call @callee(%arg0, %arg1) : (i32, i32) -> i32
    %1 = llvm.call @callee(%0, %arg0) : (i32, i32) -> i32
    llvm.return %1 : i32
  }
  llvm.func @void_and_noargs(%arg0: !llvm.ptr) -> f64 {
    llvm.call @void_callee(%arg0) : (!llvm.ptr) -> ()
    %0 = llvm.call @no_args() : () -> f64
    llvm.return %0 : f64
  }
  llvm.func @indirect(%arg0: i32) -> i32 {
    %0 = llvm.mlir.addressof @callee : !llvm.ptr
    %1 = llvm.call %0(%arg0, %arg0) : !llvm.ptr, (i32, i32) -> i32
    llvm.return %1 : i32
  }
  llvm.func @indirect_arg(%arg0: !llvm.ptr, %arg1: f64) -> f64 {
    %0 = llvm.call %arg0(%arg1) : !llvm.ptr, (f64) -> f64
    llvm.return %0 : f64
  }
  llvm.func @varargs(%arg0: !llvm.ptr, %arg1: i32, %arg2: f64) -> i32 {
    %0 = llvm.call @printf(%arg0, %arg1, %arg2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
    %1 = llvm.call @printf(%arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
    %2 = llvm.add %0, %1 : i32
    llvm.return %2 : i32
  }
  llvm.func @indirect_varargs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) -> i32 {
    %0 = llvm.call %arg0(%arg1, %arg2) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i64) -> i32
    llvm.return %0 : i32
  }
  llvm.func @call_flags(%arg0: f32) -> f32 {
    %0 = llvm.call @fsquare(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %1 = llvm.call fastcc @fsquare(%0) : (f32) -> f32
    %2 = llvm.call tail @fsquare(%1) : (f32) -> f32
    %3 = llvm.call musttail @fsquare(%2) : (f32) -> f32
    llvm.return %3 : f32
  }
  llvm.func @fsquare(%arg0: f32) -> f32 {
    %0 = llvm.fmul %arg0, %arg0  : f32
    llvm.return %0 : f32
  }
  llvm.func @fact(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.icmp "sle" %arg0, %0 : i64
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %0 : i64
  ^bb2:  // pred: ^bb0
    %2 = llvm.sub %arg0, %0 : i64
    %3 = llvm.call @fact(%2) : (i64) -> i64
    %4 = llvm.mul %arg0, %3 : i64
    llvm.return %4 : i64
  }
}

