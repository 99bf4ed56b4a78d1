// llvm.func: linkage, visibility, varargs, attributes, declarations.
module {
  llvm.func @external_decl(i32) -> i32
  llvm.func @explicit_external(i64) attributes {sym_visibility = "private"}
  llvm.func extern_weak @weak_decl(!llvm.ptr)
  llvm.func @vararg_decl(i32, ...) -> i32
  llvm.func @vararg_only(...)
  llvm.func @printf(!llvm.ptr, ...) -> i32

  llvm.func internal @internal_fn(%x: i32) -> i32 {
    llvm.return %x : i32
  }
  llvm.func private @private_fn(%x: i32) -> i32 {
    llvm.return %x : i32
  }
  llvm.func linkonce @linkonce_fn() {
    llvm.return
  }
  llvm.func linkonce_odr @linkonce_odr_fn() {
    llvm.return
  }
  llvm.func weak @weak_fn() {
    llvm.return
  }
  llvm.func weak_odr @weak_odr_fn() {
    llvm.return
  }
  llvm.func available_externally @avail_fn() {
    llvm.return
  }
  llvm.func external @external_fn() {
    llvm.return
  }

  // Visibility, unnamed_addr, calling conventions.
  llvm.func hidden @hidden_fn() {
    llvm.return
  }
  llvm.func protected local_unnamed_addr @protected_fn() {
    llvm.return
  }
  llvm.func unnamed_addr @unnamed_fn() {
    llvm.return
  }
  llvm.func fastcc @fast_fn(%a: f32) -> f32 {
    llvm.return %a : f32
  }
  llvm.func internal coldcc @cold_fn() {
    llvm.return
  }

  // Function attributes.
  llvm.func @with_passthrough() attributes {passthrough = ["nounwind", "noinline", ["frame-pointer", "all"]]} {
    llvm.return
  }
  llvm.func @with_llvm_attrs(%p: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.readonly}, %n: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>} {
    llvm.return %n : i32
  }
  llvm.func @with_align(%p: !llvm.ptr {llvm.align = 16 : i64, llvm.dereferenceable = 64 : i64}) -> !llvm.ptr {
    llvm.return %p : !llvm.ptr
  }
  llvm.func @with_section() attributes {section = ".text.hot", alignment = 32 : i64, garbage_collector = "shadow-stack"} {
    llvm.return
  }
  llvm.func @personality_fn() attributes {personality = @printf} {
    llvm.return
  }

  // A variadic definition that reads nothing from its varargs.
  llvm.func @sum_first(%n: i32, ...) -> i32 {
    llvm.return %n : i32
  }

  // Multiple values returned through a struct.
  llvm.func @divmod(%a: i32, %b: i32) -> !llvm.struct<(i32, i32)> {
    %q = llvm.sdiv %a, %b : i32
    %r = llvm.srem %a, %b : i32
    %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %s0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(i32, i32)>
    %s1 = llvm.insertvalue %r, %s0[1] : !llvm.struct<(i32, i32)>
    llvm.return %s1 : !llvm.struct<(i32, i32)>
  }
}
