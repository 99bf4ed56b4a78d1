module {
  llvm.func @int_casts(%arg0: i64, %arg1: i8) -> i64 {
    %0 = llvm.trunc %arg0 : i64 to i32
    %1 = llvm.zext %arg1 : i8 to i64
    %2 = llvm.sext %0 : i32 to i64
    %3 = llvm.add %1, %2 : i64
    llvm.return %3 : i64
  }
  llvm.func @float_casts(%arg0: f64, %arg1: f16) -> f64 {
    %0 = llvm.fptrunc %arg0 : f64 to f32
    %1 = llvm.fpext %arg1 : f16 to f32
    %2 = llvm.fadd %0, %1  : f32
    %3 = llvm.fpext %2 : f32 to f64
    llvm.return %3 : f64
  }
  llvm.func @int_float_casts(%arg0: i32, %arg1: f32) -> f64 {
    %0 = llvm.fptosi %arg1 : f32 to i64
    %1 = llvm.fptoui %arg1 : f32 to i16
    %2 = llvm.sitofp %0 : i64 to f64
    %3 = llvm.uitofp %1 : i16 to f64
    %4 = llvm.sitofp %arg0 : i32 to f64
    %5 = llvm.fadd %2, %3  : f64
    %6 = llvm.fadd %5, %4  : f64
    llvm.return %6 : f64
  }
  llvm.func @pointer_casts(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>) -> !llvm.ptr {
    %0 = llvm.ptrtoint %arg0 : !llvm.ptr to i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.add %0, %1 : i64
    %3 = llvm.inttoptr %2 : i64 to !llvm.ptr
    %4 = llvm.addrspacecast %arg1 : !llvm.ptr<1> to !llvm.ptr
    %5 = llvm.ptrtoint %4 : !llvm.ptr to i32
    %6 = llvm.bitcast %3 : !llvm.ptr to !llvm.ptr
    llvm.return %6 : !llvm.ptr
  }
  llvm.func @bitcasts(%arg0: i32, %arg1: vector<2xi32>, %arg2: f64) -> vector<4xi16> {
    %0 = llvm.bitcast %arg0 : i32 to f32
    %1 = llvm.bitcast %arg1 : vector<2xi32> to i64
    %2 = llvm.bitcast %arg2 : f64 to vector<4xi16>
    %3 = llvm.bitcast %1 : i64 to vector<4xi16>
    %4 = llvm.add %2, %3 : vector<4xi16>
    llvm.return %4 : vector<4xi16>
  }
  llvm.func @vector_casts(%arg0: vector<4xi32>, %arg1: !llvm.vec<2 x ptr>) -> vector<2xi64> {
    %0 = llvm.zext %arg0 : vector<4xi32> to vector<4xi64>
    %1 = llvm.sitofp %arg0 : vector<4xi32> to vector<4xf32>
    %2 = llvm.ptrtoint %arg1 : !llvm.vec<2 x ptr> to vector<2xi64>
    %3 = llvm.inttoptr %2 : vector<2xi64> to !llvm.vec<2 x ptr>
    llvm.return %2 : vector<2xi64>
  }
}

