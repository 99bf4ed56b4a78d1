module @funcs {
  func.func private @decl_void()
  func.func private @decl_args(i32, f32) -> i64
  func.func nested @decl_nested(index) -> index
  func.func private @decl_named_args(i32, !llvm.ptr {llvm.noalias}) -> (i32 {llvm.signext})
  func.func private @decl_attrs(i32) attributes {llvm.emit_c_interface, sym_note = "decl"}
  func.func @public_fn(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func private @private_fn(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    return %0 : i32
  }
  func.func nested @nested_fn() {
    return
  }
  func.func @arg_attrs(%arg0: !llvm.ptr {llvm.noalias, llvm.nonnull}, %arg1: !llvm.ptr {llvm.align = 16 : i64}, %arg2: i64 {llvm.zeroext}) -> (!llvm.ptr {llvm.noalias}, i64 {test.result_tag = "n"}) {
    return %arg1, %arg2 : !llvm.ptr, i64
  }
  func.func @with_attrs(%arg0: f32) -> f32 attributes {llvm.emit_c_interface, passthrough = ["nounwind"], test.level = 3 : i32} {
    return %arg0 : f32
  }
  func.func @multi(%arg0: i32, %arg1: f64) -> (f64, i32, i1) {
    %true = arith.constant true
    return %arg1, %arg0, %true : f64, i32, i1
  }
  func.func @caller(%arg0: i32, %arg1: f64) -> (i32, i1) {
    %0 = call @private_fn(%arg0, %arg0) : (i32, i32) -> i32
    %1:3 = call @multi(%0, %arg1) : (i32, f64) -> (f64, i32, i1)
    call @decl_void() : () -> ()
    %f = constant @public_fn : (i32) -> i32
    %2 = call_indirect %f(%1#1) : (i32) -> i32
    %f_0 = constant @multi : (i32, f64) -> (f64, i32, i1)
    %3:3 = call_indirect %f_0(%2, %1#0) : (i32, f64) -> (f64, i32, i1)
    return %3#1, %3#2 : i32, i1
  }
  func.func @apply(%arg0: (i32) -> i32, %arg1: i32) -> ((i32) -> i32, i32) {
    %0 = call_indirect %arg0(%arg1) : (i32) -> i32
    return %arg0, %0 : (i32) -> i32, i32
  }
  func.func @two_blocks(%arg0: i32) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    return %0 : i32
  }
}

