module {
  llvm.func @stack(%arg0: i64, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
    %2 = llvm.alloca %arg0 x f64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %4 = llvm.alloca inalloca %0 x !llvm.array<4 x i8> : (i64) -> !llvm.ptr
    %5 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr<5>
    llvm.store %arg1, %1 : i32, !llvm.ptr
    llvm.store %arg1, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store volatile %arg1, %1 : i32, !llvm.ptr
    llvm.store %arg1, %5 : i32, !llvm.ptr<5>
    %6 = llvm.load %1 : !llvm.ptr -> i32
    %7 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %8 = llvm.load volatile %1 : !llvm.ptr -> i32
    %9 = llvm.load %5 : !llvm.ptr<5> -> i32
    %10 = llvm.add %6, %7 : i32
    %11 = llvm.add %8, %9 : i32
    %12 = llvm.add %10, %11 : i32
    llvm.return %12 : i32
  }
  llvm.func @nontemporal_invariant(%arg0: !llvm.ptr, %arg1: f32) -> f32 {
    llvm.store %arg1, %arg0 {nontemporal} : f32, !llvm.ptr
    %0 = llvm.load %arg0 invariant : !llvm.ptr -> f32
    %1 = llvm.load %arg0 {alignment = 8 : i64, nontemporal} : !llvm.ptr -> f32
    %2 = llvm.fadd %0, %1  : f32
    llvm.return %2 : f32
  }
  llvm.func @atomics(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
    llvm.store %arg1, %arg0 atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr
    %0 = llvm.load %arg0 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    %1 = llvm.load volatile %arg0 atomic syncscope("singlethread") seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
    %2 = llvm.add %0, %1 : i32
    llvm.return %2 : i32
  }
  llvm.func @geps(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32) -> !llvm.ptr {
    %0 = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %1 = llvm.getelementptr %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
    %2 = llvm.getelementptr %arg0[-1] : (!llvm.ptr) -> !llvm.ptr, i8
    %3 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4 = llvm.getelementptr %arg0[%arg1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    %5 = llvm.getelementptr %arg0[%arg2, 1, %arg1] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.struct<(i8, array<10 x i16>)>
    %6 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %7 = llvm.getelementptr inbounds %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair", (i32, ptr)>
    %8 = llvm.addrspacecast %7 : !llvm.ptr to !llvm.ptr<1>
    %9 = llvm.getelementptr %8[%arg1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
    %10 = llvm.addrspacecast %9 : !llvm.ptr<1> to !llvm.ptr
    llvm.return %10 : !llvm.ptr
  }
  llvm.func @copy_element(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) {
    %0 = llvm.getelementptr inbounds %arg0[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1 = llvm.load %0 {alignment = 8 : i64} : !llvm.ptr -> f64
    %2 = llvm.getelementptr inbounds %arg1[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1, %2 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.return
  }
  llvm.func @vector_gep(%arg0: !llvm.ptr, %arg1: vector<2xi64>) -> !llvm.vec<2 x ptr> {
    %0 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, vector<2xi64>) -> !llvm.vec<2 x ptr>, i32
    llvm.return %0 : !llvm.vec<2 x ptr>
  }
}

