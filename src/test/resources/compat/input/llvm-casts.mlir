// LLVM dialect cast operations.
llvm.func @int_casts(%a: i64, %b: i8) -> i64 {
  %0 = llvm.trunc %a : i64 to i32
  %1 = llvm.zext %b : i8 to i64
  %2 = llvm.sext %0 : i32 to i64
  %3 = llvm.add %1, %2 : i64
  llvm.return %3 : i64
}

llvm.func @float_casts(%d: f64, %h: f16) -> f64 {
  %0 = llvm.fptrunc %d : f64 to f32
  %1 = llvm.fpext %h : f16 to f32
  %2 = llvm.fadd %0, %1 : f32
  %3 = llvm.fpext %2 : f32 to f64
  llvm.return %3 : f64
}

llvm.func @int_float_casts(%i: i32, %f: f32) -> (f64) {
  %0 = llvm.fptosi %f : f32 to i64
  %1 = llvm.fptoui %f : f32 to i16
  %2 = llvm.sitofp %0 : i64 to f64
  %3 = llvm.uitofp %1 : i16 to f64
  %4 = llvm.sitofp %i : i32 to f64
  %5 = llvm.fadd %2, %3 : f64
  %6 = llvm.fadd %5, %4 : f64
  llvm.return %6 : f64
}

llvm.func @pointer_casts(%p: !llvm.ptr, %q: !llvm.ptr<1>) -> !llvm.ptr {
  %0 = llvm.ptrtoint %p : !llvm.ptr to i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %1 = llvm.add %0, %c8 : i64
  %2 = llvm.inttoptr %1 : i64 to !llvm.ptr
  %3 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %4 = llvm.ptrtoint %3 : !llvm.ptr to i32
  %5 = llvm.bitcast %2 : !llvm.ptr to !llvm.ptr
  llvm.return %5 : !llvm.ptr
}

llvm.func @bitcasts(%i: i32, %v: vector<2xi32>, %f: f64) -> vector<4xi16> {
  %0 = llvm.bitcast %i : i32 to f32
  %1 = llvm.bitcast %v : vector<2xi32> to i64
  %2 = llvm.bitcast %f : f64 to vector<4xi16>
  %3 = llvm.bitcast %1 : i64 to vector<4xi16>
  %4 = llvm.add %2, %3 : vector<4xi16>
  llvm.return %4 : vector<4xi16>
}

llvm.func @vector_casts(%v: vector<4xi32>, %ps: !llvm.vec<2 x ptr>) -> vector<2xi64> {
  %0 = llvm.zext %v : vector<4xi32> to vector<4xi64>
  %1 = llvm.sitofp %v : vector<4xi32> to vector<4xf32>
  %2 = llvm.ptrtoint %ps : !llvm.vec<2 x ptr> to vector<2xi64>
  %3 = llvm.inttoptr %2 : vector<2xi64> to !llvm.vec<2 x ptr>
  llvm.return %2 : vector<2xi64>
}
