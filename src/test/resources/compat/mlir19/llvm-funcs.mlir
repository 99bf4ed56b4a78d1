module {
  llvm.func @external_decl(i32) -> i32
  llvm.func @explicit_external(i64) attributes {sym_visibility = "private"}
  llvm.func extern_weak @weak_decl(!llvm.ptr)
  llvm.func @vararg_decl(i32, ...) -> i32
  llvm.func @vararg_only(...)
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func internal @internal_fn(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
  llvm.func private @private_fn(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
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
  llvm.func @external_fn() {
    llvm.return
  }
  llvm.func hidden @hidden_fn() {
    llvm.return
  }
  llvm.func protected local_unnamed_addr @protected_fn() {
    llvm.return
  }
  llvm.func unnamed_addr @unnamed_fn() {
    llvm.return
  }
  llvm.func fastcc @fast_fn(%arg0: f32) -> f32 {
    llvm.return %arg0 : f32
  }
  llvm.func internal coldcc @cold_fn() {
    llvm.return
  }
  llvm.func @with_passthrough() attributes {passthrough = ["nounwind", "noinline", ["frame-pointer", "all"]]} {
    llvm.return
  }
  llvm.func @with_llvm_attrs(%arg0: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.readonly}, %arg1: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {frame_pointer = #llvm.framePointerKind<all>, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_inline} {
    llvm.return %arg1 : i32
  }
  llvm.func @with_align(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.dereferenceable = 64 : i64}) -> !llvm.ptr {
    llvm.return %arg0 : !llvm.ptr
  }
  llvm.func @with_section() attributes {alignment = 32 : i64, garbage_collector = "shadow-stack", section = ".text.hot"} {
    llvm.return
  }
  llvm.func @personality_fn() attributes {personality = @printf} {
    llvm.return
  }
  llvm.func @sum_first(%arg0: i32, ...) -> i32 {
    llvm.return %arg0 : i32
  }
  llvm.func @divmod(%arg0: i32, %arg1: i32) -> !llvm.struct<(i32, i32)> {
    %0 = llvm.sdiv %arg0, %arg1  : i32
    %1 = llvm.srem %arg0, %arg1  : i32
    %2 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, i32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, i32)> 
    llvm.return %4 : !llvm.struct<(i32, i32)>
  }
}

