// llvm.mlir.global in its various forms, and llvm.mlir.addressof.
module {
  // Value attribute initializers.
  llvm.mlir.global external @counter(0 : i32) : i32
  llvm.mlir.global internal @pi(3.14159 : f64) : f64
  llvm.mlir.global private constant @message("Hello, world!\0A\00") {addr_space = 0 : i32} : !llvm.array<15 x i8>
  llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
  llvm.mlir.global external constant @aligned(42 : i64) {alignment = 16 : i64} : i64
  llvm.mlir.global internal @in_space(1.0 : f32) {addr_space = 1 : i32} : f32

  // Linkage kinds.
  llvm.mlir.global common @common_var(0 : i64) : i64
  llvm.mlir.global weak @weak_var(1 : i8) : i8
  llvm.mlir.global weak_odr @weak_odr_var(2 : i8) : i8
  llvm.mlir.global linkonce @linkonce_var(3 : i8) : i8
  llvm.mlir.global linkonce_odr @linkonce_odr_var(4 : i8) : i8
  llvm.mlir.global appending @appending_var(dense<[5]> : tensor<1xi8>) : !llvm.array<1 x i8>
  llvm.mlir.global available_externally @avail_var(6 : i8) : i8

  // External declarations (no initializer).
  llvm.mlir.global external @extern_decl() : i32
  llvm.mlir.global extern_weak @extern_weak_decl() : !llvm.ptr

  // Visibility, unnamed_addr, thread-local, section.
  llvm.mlir.global internal hidden unnamed_addr @hidden_var(7 : i32) : i32
  llvm.mlir.global private local_unnamed_addr constant @lua_var(8 : i32) : i32
  llvm.mlir.global external thread_local @tls_var(0 : i32) : i32
  llvm.mlir.global internal @sectioned(9 : i32) {section = ".mydata"} : i32
  llvm.mlir.global external protected @protected_var(10 : i32) : i32

  // Initializer regions.
  llvm.mlir.global internal @self_ptr() : !llvm.ptr {
    %0 = llvm.mlir.addressof @self_ptr : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global internal constant @pair_init() {alignment = 8 : i64} : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    %1 = llvm.mlir.constant(5 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
    %3 = llvm.mlir.addressof @counter : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
    llvm.return %4 : !llvm.struct<(i32, ptr)>
  }
  llvm.mlir.global external @zero_init() : !llvm.array<8 x f32> {
    %0 = llvm.mlir.zero : !llvm.array<8 x f32>
    llvm.return %0 : !llvm.array<8 x f32>
  }
  llvm.mlir.global private @fn_table() : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %1 = llvm.mlir.addressof @get_counter : !llvm.ptr
    %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
    llvm.return %4 : !llvm.array<2 x ptr>
  }

  // Using globals.
  llvm.func @get_counter() -> i32 {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %n = llvm.add %v, %one : i32
    llvm.store %n, %p : i32, !llvm.ptr
    llvm.return %v : i32
  }
  llvm.func @read_space() -> f32 {
    %p = llvm.mlir.addressof @in_space : !llvm.ptr<1>
    %v = llvm.load %p : !llvm.ptr<1> -> f32
    llvm.return %v : f32
  }
  llvm.func @table_entry(%i: i64) -> i32 {
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %e = llvm.getelementptr inbounds %t[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %e : !llvm.ptr -> i32
    llvm.return %v : i32
  }
  llvm.func @function_address() -> !llvm.ptr {
    %f = llvm.mlir.addressof @get_counter : !llvm.ptr
    llvm.return %f : !llvm.ptr
  }
}
