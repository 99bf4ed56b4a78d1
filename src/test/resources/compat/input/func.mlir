// func dialect: visibility, declarations, argument/result attributes, calls, constants.
module @funcs {
  // Declarations (must not be public).
  func.func private @decl_void()
  func.func private @decl_args(i32, f32) -> i64
  func.func nested @decl_nested(index) -> index
  func.func private @decl_named_args(%n: i32, %p: !llvm.ptr {llvm.noalias}) -> (i32 {llvm.signext})
  func.func private @decl_attrs(i32) attributes {llvm.emit_c_interface, sym_note = "decl"}

  // Definitions with visibility.
  func.func @public_fn(%x: i32) -> i32 {
    return %x : i32
  }
  func.func private @private_fn(%x: i32, %y: i32) -> i32 {
    %0 = arith.addi %x, %y : i32
    return %0 : i32
  }
  func.func nested @nested_fn() {
    return
  }

  // Argument and result attributes.
  func.func @arg_attrs(%p: !llvm.ptr {llvm.noalias, llvm.nonnull}, %q: !llvm.ptr {llvm.align = 16 : i64}, %n: i64 {llvm.zeroext})
      -> (!llvm.ptr {llvm.noalias}, i64 {test.result_tag = "n"}) {
    return %q, %n : !llvm.ptr, i64
  }

  // Function-level attributes.
  func.func @with_attrs(%a: f32) -> f32 attributes {llvm.emit_c_interface, passthrough = ["nounwind"], test.level = 3 : i32} {
    return %a : f32
  }

  // Multiple results.
  func.func @multi(%a: i32, %b: f64) -> (f64, i32, i1) {
    %true = arith.constant true
    return %b, %a, %true : f64, i32, i1
  }

  // Calls: direct, with multiple results, indirect via func.constant.
  func.func @caller(%a: i32, %b: f64) -> (i32, i1) {
    %0 = func.call @private_fn(%a, %a) : (i32, i32) -> i32
    %1:3 = call @multi(%0, %b) : (i32, f64) -> (f64, i32, i1)
    func.call @decl_void() : () -> ()
    %f = func.constant @public_fn : (i32) -> i32
    %2 = func.call_indirect %f(%1#1) : (i32) -> i32
    %g = constant @multi : (i32, f64) -> (f64, i32, i1)
    %3:3 = call_indirect %g(%2, %1#0) : (i32, f64) -> (f64, i32, i1)
    return %3#1, %3#2 : i32, i1
  }

  // Higher-order: a function taking and returning a function value.
  func.func @apply(%fn: (i32) -> i32, %x: i32) -> ((i32) -> i32, i32) {
    %0 = func.call_indirect %fn(%x) : (i32) -> i32
    return %fn, %0 : (i32) -> i32, i32
  }

  // Function whose body has a second block.
  func.func @two_blocks(%x: i32) -> i32 {
    cf.br ^bb1(%x : i32)
  ^bb1(%y: i32):
    return %y : i32
  }
}
