"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i64, i32)>, linkage = #llvm.linkage<external>, sym_name = "stack", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg12: i64, %arg13: i32):
    %21 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %22 = "llvm.alloca"(%21) <{elem_type = i32}> : (i64) -> !llvm.ptr
    %23 = "llvm.alloca"(%arg12) <{alignment = 16 : i64, elem_type = f64}> : (i64) -> !llvm.ptr
    %24 = "llvm.alloca"(%21) <{alignment = 8 : i64, elem_type = !llvm.struct<(i32, f64)>}> : (i64) -> !llvm.ptr
    %25 = "llvm.alloca"(%21) <{elem_type = !llvm.array<4 x i8>, inalloca}> : (i64) -> !llvm.ptr
    %26 = "llvm.alloca"(%21) <{elem_type = i32}> : (i64) -> !llvm.ptr<5>
    "llvm.store"(%arg13, %22) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.store"(%arg13, %22) <{alignment = 4 : i64, ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.store"(%arg13, %22) <{ordering = 0 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
    "llvm.store"(%arg13, %26) <{ordering = 0 : i64}> : (i32, !llvm.ptr<5>) -> ()
    %27 = "llvm.load"(%22) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %28 = "llvm.load"(%22) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %29 = "llvm.load"(%22) <{ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> i32
    %30 = "llvm.load"(%26) <{ordering = 0 : i64}> : (!llvm.ptr<5>) -> i32
    %31 = "llvm.add"(%27, %28) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %32 = "llvm.add"(%29, %30) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %33 = "llvm.add"(%31, %32) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    "llvm.return"(%33) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "nontemporal_invariant", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg10: !llvm.ptr, %arg11: f32):
    "llvm.store"(%arg11, %arg10) <{nontemporal, ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %18 = "llvm.load"(%arg10) <{invariant, ordering = 0 : i64}> : (!llvm.ptr) -> f32
    %19 = "llvm.load"(%arg10) <{alignment = 8 : i64, nontemporal, ordering = 0 : i64}> : (!llvm.ptr) -> f32
    %20 = "llvm.fadd"(%18, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    "llvm.return"(%20) : (f32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "atomics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg8: !llvm.ptr, %arg9: i32):
    "llvm.store"(%arg9, %arg8) <{alignment = 4 : i64, ordering = 2 : i64}> : (i32, !llvm.ptr) -> ()
    %15 = "llvm.load"(%arg8) <{alignment = 4 : i64, ordering = 4 : i64}> : (!llvm.ptr) -> i32
    %16 = "llvm.load"(%arg8) <{alignment = 4 : i64, ordering = 7 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr) -> i32
    %17 = "llvm.add"(%15, %16) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    "llvm.return"(%17) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, i64, i32)>, linkage = #llvm.linkage<external>, sym_name = "geps", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg5: !llvm.ptr, %arg6: i64, %arg7: i32):
    %4 = "llvm.getelementptr"(%arg5) <{elem_type = i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %5 = "llvm.getelementptr"(%arg5) <{elem_type = !llvm.struct<(i32, f64)>, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
    %6 = "llvm.getelementptr"(%arg5) <{elem_type = i8, rawConstantIndices = array<i32: -1>}> : (!llvm.ptr) -> !llvm.ptr
    %7 = "llvm.getelementptr"(%arg5, %arg6) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %8 = "llvm.getelementptr"(%arg5, %arg6) <{elem_type = !llvm.array<4 x i32>, rawConstantIndices = array<i32: -2147483648, 2>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %9 = "llvm.getelementptr"(%arg5, %arg7, %arg6) <{elem_type = !llvm.struct<(i8, array<10 x i16>)>, rawConstantIndices = array<i32: -2147483648, 1, -2147483648>}> : (!llvm.ptr, i32, i64) -> !llvm.ptr
    %10 = "llvm.getelementptr"(%arg5, %arg6) <{elem_type = i64, inbounds, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %11 = "llvm.getelementptr"(%10) <{elem_type = !llvm.struct<"pair", (i32, ptr)>, inbounds, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
    %12 = "llvm.addrspacecast"(%11) : (!llvm.ptr) -> !llvm.ptr<1>
    %13 = "llvm.getelementptr"(%12, %arg6) <{elem_type = i16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %14 = "llvm.addrspacecast"(%13) : (!llvm.ptr<1>) -> !llvm.ptr
    "llvm.return"(%14) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "copy_element", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64):
    %1 = "llvm.getelementptr"(%arg2, %arg4) <{elem_type = f64, inbounds, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %2 = "llvm.load"(%1) <{alignment = 8 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %3 = "llvm.getelementptr"(%arg3, %arg4) <{elem_type = f64, inbounds, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%2, %3) <{alignment = 8 : i64, ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vec<2 x ptr> (ptr, vector<2xi64>)>, linkage = #llvm.linkage<external>, sym_name = "vector_gep", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: vector<2xi64>):
    %0 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, vector<2xi64>) -> !llvm.vec<2 x ptr>
    "llvm.return"(%0) : (!llvm.vec<2 x ptr>) -> ()
  }) : () -> ()
}) : () -> ()

