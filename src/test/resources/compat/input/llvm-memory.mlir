// LLVM dialect memory operations: alloca, getelementptr, load, store.
llvm.func @stack(%n: i64, %v: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x f64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.alloca %c1 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %3 = llvm.alloca inalloca %c1 x !llvm.array<4 x i8> : (i64) -> !llvm.ptr
  %4 = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr<5>
  llvm.store %v, %0 : i32, !llvm.ptr
  llvm.store %v, %0 {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %v, %0 : i32, !llvm.ptr
  llvm.store %v, %4 : i32, !llvm.ptr<5>
  %5 = llvm.load %0 : !llvm.ptr -> i32
  %6 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
  %7 = llvm.load volatile %0 : !llvm.ptr -> i32
  %8 = llvm.load %4 : !llvm.ptr<5> -> i32
  %9 = llvm.add %5, %6 : i32
  %10 = llvm.add %7, %8 : i32
  %11 = llvm.add %9, %10 : i32
  llvm.return %11 : i32
}

llvm.func @nontemporal_invariant(%p: !llvm.ptr, %v: f32) -> f32 {
  llvm.store %v, %p {nontemporal} : f32, !llvm.ptr
  %0 = llvm.load %p {invariant} : !llvm.ptr -> f32
  %1 = llvm.load %p {nontemporal, alignment = 8 : i64} : !llvm.ptr -> f32
  %2 = llvm.fadd %0, %1 : f32
  llvm.return %2 : f32
}

llvm.func @atomics(%p: !llvm.ptr, %v: i32) -> i32 {
  llvm.store %v, %p atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = llvm.load volatile %p atomic syncscope("singlethread") seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}

llvm.func @geps(%base: !llvm.ptr, %i: i64, %j: i32) -> !llvm.ptr {
  // Constant indices.
  %0 = llvm.getelementptr %base[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %1 = llvm.getelementptr %base[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %2 = llvm.getelementptr %base[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  // Dynamic indices.
  %3 = llvm.getelementptr %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %4 = llvm.getelementptr %base[%i, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %5 = llvm.getelementptr %base[%j, 1, %i] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.struct<(i8, array<10 x i16>)>
  // inbounds.
  %6 = llvm.getelementptr inbounds %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %7 = llvm.getelementptr inbounds %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair", (i32, ptr)>
  // Non-default address space.
  %8 = llvm.addrspacecast %7 : !llvm.ptr to !llvm.ptr<1>
  %9 = llvm.getelementptr %8[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
  %10 = llvm.addrspacecast %9 : !llvm.ptr<1> to !llvm.ptr
  llvm.return %10 : !llvm.ptr
}

llvm.func @copy_element(%src: !llvm.ptr, %dst: !llvm.ptr, %idx: i64) {
  %0 = llvm.getelementptr inbounds %src[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %1 = llvm.load %0 {alignment = 8 : i64} : !llvm.ptr -> f64
  %2 = llvm.getelementptr inbounds %dst[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %1, %2 {alignment = 8 : i64} : f64, !llvm.ptr
  llvm.return
}

llvm.func @vector_gep(%base: !llvm.ptr, %idx: vector<2xi64>) -> !llvm.vec<2 x ptr> {
  %0 = llvm.getelementptr %base[%idx] : (!llvm.ptr, vector<2xi64>) -> !llvm.vec<2 x ptr>, i32
  llvm.return %0 : !llvm.vec<2 x ptr>
}
