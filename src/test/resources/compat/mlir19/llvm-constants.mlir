module {
  llvm.func @scalars() -> i64 {
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.mlir.constant(-1 : i64) : i64
    %2 = llvm.mlir.constant(16 : i16) : i16
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %5 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    %6 = llvm.mlir.constant(-2.000810e-03 : f16) : f16
    %7 = llvm.mlir.constant(7 : i64) : i64
    %8 = llvm.mlir.constant(2.500000e+00 : f64) : f64
    %9 = llvm.mlir.constant(123456789012345678901234567890 : i128) : i128
    %10 = llvm.sext %0 : i32 to i64
    %11 = llvm.add %10, %1 : i64
    %12 = llvm.add %11, %7 : i64
    llvm.return %12 : i64
  }
  llvm.func @vectors() -> vector<4xf32> {
    %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
    %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    %2 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
    %3 = llvm.sitofp %0 : vector<4xi32> to vector<4xf32>
    %4 = llvm.fadd %3, %1  : vector<4xf32>
    llvm.return %4 : vector<4xf32>
  }
  llvm.func @aggregate_constants() -> !llvm.array<2 x i32> {
    %0 = llvm.mlir.constant(dense<[5, 6]> : tensor<2xi32>) : !llvm.array<2 x i32>
    %1 = llvm.mlir.constant("hello\00") : !llvm.array<6 x i8>
    %2 = llvm.mlir.constant(dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
    llvm.return %0 : !llvm.array<2 x i32>
  }
  llvm.func @special_values() -> !llvm.ptr {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.zero : i32
    %2 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
    %3 = llvm.mlir.undef : i64
    %4 = llvm.mlir.undef : !llvm.array<3 x ptr>
    %5 = llvm.mlir.poison : f32
    %6 = llvm.mlir.poison : vector<4xi8>
    %7 = llvm.mlir.zero : !llvm.ptr<3>
    %8 = llvm.mlir.zero : vector<2xf64>
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @null_pointer_check(%arg0: !llvm.ptr) -> i1 {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.icmp "eq" %arg0, %0 : !llvm.ptr
    llvm.return %1 : i1
  }
}

