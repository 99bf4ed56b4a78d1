module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @verifyMemRefF32(i64, !llvm.ptr, !llvm.ptr) -> i64 attributes {sym_visibility = "private"}
  llvm.func @verifyMemRefF64(i64, !llvm.ptr, !llvm.ptr) -> i64 attributes {sym_visibility = "private"}
  llvm.func @verifyMemRefI32(i64, !llvm.ptr, !llvm.ptr) -> i64 attributes {sym_visibility = "private"}
  llvm.func @verifyMemRefInd(i64, !llvm.ptr, !llvm.ptr) -> i64 attributes {sym_visibility = "private"}
  llvm.func @verifyMemRefC32(i64, !llvm.ptr, !llvm.ptr) -> i64 attributes {sym_visibility = "private"}
  llvm.func @verifyMemRefC64(i64, !llvm.ptr, !llvm.ptr) -> i64 attributes {sym_visibility = "private"}
  llvm.func @verifyF32(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)> 
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    %9 = llvm.call @verifyMemRefF32(%6, %7, %8) : (i64, !llvm.ptr, !llvm.ptr) -> i64
    llvm.return %9 : i64
  }
  llvm.func @verifyF64(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)> 
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    %9 = llvm.call @verifyMemRefF64(%6, %7, %8) : (i64, !llvm.ptr, !llvm.ptr) -> i64
    llvm.return %9 : i64
  }
  llvm.func @verifyI32(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)> 
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    %9 = llvm.call @verifyMemRefI32(%6, %7, %8) : (i64, !llvm.ptr, !llvm.ptr) -> i64
    llvm.return %9 : i64
  }
  llvm.func @verifyInd(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)> 
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    %9 = llvm.call @verifyMemRefInd(%6, %7, %8) : (i64, !llvm.ptr, !llvm.ptr) -> i64
    llvm.return %9 : i64
  }
  llvm.func @verifyC32(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)> 
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    %9 = llvm.call @verifyMemRefC32(%6, %7, %8) : (i64, !llvm.ptr, !llvm.ptr) -> i64
    llvm.return %9 : i64
  }
  llvm.func @verifyC64(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)> 
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    %9 = llvm.call @verifyMemRefC64(%6, %7, %8) : (i64, !llvm.ptr, !llvm.ptr) -> i64
    llvm.return %9 : i64
  }
  llvm.func @report(%arg0: i64) {
    llvm.call @printI64(%arg0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(2.500000e-01 : f64) : f64
    %2 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %3 = llvm.mlir.constant(dense<[5, 6]> : vector<2xindex>) : vector<2xi64>
    %4 = llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi32>) : vector<3xi32>
    %5 = llvm.mlir.constant(dense<[1.000000e+00, 2.500000e+00, 0x7FF0000000000000]> : vector<3xf64>) : vector<3xf64>
    %6 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00, 0x7FF0000000000000]> : vector<3xf64>) : vector<3xf64>
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %9 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = llvm.mlir.constant(2 : index) : i64
    %12 = llvm.mlir.constant(2 : index) : i64
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.mlir.constant(4 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %11, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %12, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %12, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %13, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.constant(2 : index) : i64
    %29 = llvm.mlir.constant(2 : index) : i64
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.mlir.constant(4 : index) : i64
    %32 = llvm.mlir.zero : !llvm.ptr
    %33 = llvm.getelementptr %32[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
    %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
    %36 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.insertvalue %28, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.insertvalue %29, %41[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.insertvalue %29, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.insertvalue %30, %43[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%10 : i64)
  ^bb1(%45: i64):  // 2 preds: ^bb0, ^bb5
    %46 = llvm.icmp "slt" %45, %0 : i64
    llvm.cond_br %46, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%10 : i64)
  ^bb3(%47: i64):  // 2 preds: ^bb2, ^bb4
    %48 = llvm.icmp "slt" %47, %0 : i64
    llvm.cond_br %48, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %49 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.mlir.constant(2 : index) : i64
    %51 = llvm.mul %45, %50 : i64
    %52 = llvm.add %51, %47 : i64
    %53 = llvm.getelementptr %49[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9, %53 : f32, !llvm.ptr
    %54 = llvm.add %47, %7 : i64
    llvm.br ^bb3(%54 : i64)
  ^bb5:  // pred: ^bb3
    %55 = llvm.add %45, %7 : i64
    llvm.br ^bb1(%55 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%10 : i64)
  ^bb7(%56: i64):  // 2 preds: ^bb6, ^bb11
    %57 = llvm.icmp "slt" %56, %0 : i64
    llvm.cond_br %57, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%10 : i64)
  ^bb9(%58: i64):  // 2 preds: ^bb8, ^bb10
    %59 = llvm.icmp "slt" %58, %0 : i64
    llvm.cond_br %59, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %60 = llvm.extractvalue %44[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.mlir.constant(2 : index) : i64
    %62 = llvm.mul %56, %61 : i64
    %63 = llvm.add %62, %58 : i64
    %64 = llvm.getelementptr %60[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9, %64 : f32, !llvm.ptr
    %65 = llvm.add %58, %7 : i64
    llvm.br ^bb9(%65 : i64)
  ^bb11:  // pred: ^bb9
    %66 = llvm.add %56, %7 : i64
    llvm.br ^bb7(%66 : i64)
  ^bb12:  // pred: ^bb7
    %67 = llvm.extractvalue %44[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.mlir.constant(2 : index) : i64
    %69 = llvm.mul %7, %68 : i64
    %70 = llvm.add %69, %10 : i64
    %71 = llvm.getelementptr %67[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8, %71 : f32, !llvm.ptr
    %72 = llvm.mlir.constant(1 : index) : i64
    %73 = llvm.alloca %72 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %27, %73 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %74 = llvm.mlir.constant(2 : index) : i64
    %75 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %76 = llvm.insertvalue %74, %75[0] : !llvm.struct<(i64, ptr)> 
    %77 = llvm.insertvalue %73, %76[1] : !llvm.struct<(i64, ptr)> 
    %78 = llvm.mlir.constant(1 : index) : i64
    %79 = llvm.alloca %78 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %44, %79 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %80 = llvm.mlir.constant(2 : index) : i64
    %81 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %82 = llvm.insertvalue %80, %81[0] : !llvm.struct<(i64, ptr)> 
    %83 = llvm.insertvalue %79, %82[1] : !llvm.struct<(i64, ptr)> 
    %84 = llvm.extractvalue %77[0] : !llvm.struct<(i64, ptr)> 
    %85 = llvm.extractvalue %77[1] : !llvm.struct<(i64, ptr)> 
    %86 = llvm.extractvalue %83[0] : !llvm.struct<(i64, ptr)> 
    %87 = llvm.extractvalue %83[1] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.call @verifyF32(%84, %85, %86, %87) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%88) : (i64) -> ()
    %89 = llvm.mlir.constant(3 : index) : i64
    %90 = llvm.mlir.constant(1 : index) : i64
    %91 = llvm.mlir.zero : !llvm.ptr
    %92 = llvm.getelementptr %91[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %93 = llvm.ptrtoint %92 : !llvm.ptr to i64
    %94 = llvm.call @malloc(%93) : (i64) -> !llvm.ptr
    %95 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %96 = llvm.insertvalue %94, %95[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %97 = llvm.insertvalue %94, %96[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %98 = llvm.mlir.constant(0 : index) : i64
    %99 = llvm.insertvalue %98, %97[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %100 = llvm.insertvalue %89, %99[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %101 = llvm.insertvalue %90, %100[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %102 = llvm.mlir.constant(3 : index) : i64
    %103 = llvm.mlir.constant(1 : index) : i64
    %104 = llvm.mlir.zero : !llvm.ptr
    %105 = llvm.getelementptr %104[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %106 = llvm.ptrtoint %105 : !llvm.ptr to i64
    %107 = llvm.call @malloc(%106) : (i64) -> !llvm.ptr
    %108 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %109 = llvm.insertvalue %107, %108[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %110 = llvm.insertvalue %107, %109[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %111 = llvm.mlir.constant(0 : index) : i64
    %112 = llvm.insertvalue %111, %110[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %113 = llvm.insertvalue %102, %112[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %114 = llvm.insertvalue %103, %113[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %115 = llvm.extractvalue %101[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %116 = llvm.getelementptr %115[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6, %116 {alignment = 8 : i64} : vector<3xf64>, !llvm.ptr
    %117 = llvm.extractvalue %114[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %118 = llvm.getelementptr %117[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5, %118 {alignment = 8 : i64} : vector<3xf64>, !llvm.ptr
    %119 = llvm.mlir.constant(1 : index) : i64
    %120 = llvm.alloca %119 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %101, %120 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %121 = llvm.mlir.constant(1 : index) : i64
    %122 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %123 = llvm.insertvalue %121, %122[0] : !llvm.struct<(i64, ptr)> 
    %124 = llvm.insertvalue %120, %123[1] : !llvm.struct<(i64, ptr)> 
    %125 = llvm.mlir.constant(1 : index) : i64
    %126 = llvm.alloca %125 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %114, %126 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %127 = llvm.mlir.constant(1 : index) : i64
    %128 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %129 = llvm.insertvalue %127, %128[0] : !llvm.struct<(i64, ptr)> 
    %130 = llvm.insertvalue %126, %129[1] : !llvm.struct<(i64, ptr)> 
    %131 = llvm.extractvalue %124[0] : !llvm.struct<(i64, ptr)> 
    %132 = llvm.extractvalue %124[1] : !llvm.struct<(i64, ptr)> 
    %133 = llvm.extractvalue %130[0] : !llvm.struct<(i64, ptr)> 
    %134 = llvm.extractvalue %130[1] : !llvm.struct<(i64, ptr)> 
    %135 = llvm.call @verifyF64(%131, %132, %133, %134) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%135) : (i64) -> ()
    %136 = llvm.mlir.constant(3 : index) : i64
    %137 = llvm.mlir.constant(1 : index) : i64
    %138 = llvm.mlir.zero : !llvm.ptr
    %139 = llvm.getelementptr %138[%136] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %140 = llvm.ptrtoint %139 : !llvm.ptr to i64
    %141 = llvm.call @malloc(%140) : (i64) -> !llvm.ptr
    %142 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %143 = llvm.insertvalue %141, %142[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %144 = llvm.insertvalue %141, %143[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %145 = llvm.mlir.constant(0 : index) : i64
    %146 = llvm.insertvalue %145, %144[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %147 = llvm.insertvalue %136, %146[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.insertvalue %137, %147[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %149 = llvm.mlir.constant(3 : index) : i64
    %150 = llvm.mlir.constant(1 : index) : i64
    %151 = llvm.mlir.zero : !llvm.ptr
    %152 = llvm.getelementptr %151[%149] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %153 = llvm.ptrtoint %152 : !llvm.ptr to i64
    %154 = llvm.call @malloc(%153) : (i64) -> !llvm.ptr
    %155 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %156 = llvm.insertvalue %154, %155[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %157 = llvm.insertvalue %154, %156[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %158 = llvm.mlir.constant(0 : index) : i64
    %159 = llvm.insertvalue %158, %157[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %160 = llvm.insertvalue %149, %159[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %161 = llvm.insertvalue %150, %160[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %162 = llvm.extractvalue %148[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %163 = llvm.getelementptr %162[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %4, %163 {alignment = 4 : i64} : vector<3xi32>, !llvm.ptr
    %164 = llvm.extractvalue %161[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %165 = llvm.getelementptr %164[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %4, %165 {alignment = 4 : i64} : vector<3xi32>, !llvm.ptr
    %166 = llvm.mlir.constant(1 : index) : i64
    %167 = llvm.alloca %166 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %148, %167 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %168 = llvm.mlir.constant(1 : index) : i64
    %169 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %170 = llvm.insertvalue %168, %169[0] : !llvm.struct<(i64, ptr)> 
    %171 = llvm.insertvalue %167, %170[1] : !llvm.struct<(i64, ptr)> 
    %172 = llvm.mlir.constant(1 : index) : i64
    %173 = llvm.alloca %172 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %161, %173 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %174 = llvm.mlir.constant(1 : index) : i64
    %175 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %176 = llvm.insertvalue %174, %175[0] : !llvm.struct<(i64, ptr)> 
    %177 = llvm.insertvalue %173, %176[1] : !llvm.struct<(i64, ptr)> 
    %178 = llvm.extractvalue %171[0] : !llvm.struct<(i64, ptr)> 
    %179 = llvm.extractvalue %171[1] : !llvm.struct<(i64, ptr)> 
    %180 = llvm.extractvalue %177[0] : !llvm.struct<(i64, ptr)> 
    %181 = llvm.extractvalue %177[1] : !llvm.struct<(i64, ptr)> 
    %182 = llvm.call @verifyI32(%178, %179, %180, %181) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%182) : (i64) -> ()
    %183 = llvm.mlir.constant(2 : index) : i64
    %184 = llvm.mlir.constant(1 : index) : i64
    %185 = llvm.mlir.zero : !llvm.ptr
    %186 = llvm.getelementptr %185[%183] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %187 = llvm.ptrtoint %186 : !llvm.ptr to i64
    %188 = llvm.call @malloc(%187) : (i64) -> !llvm.ptr
    %189 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %190 = llvm.insertvalue %188, %189[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %191 = llvm.insertvalue %188, %190[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %192 = llvm.mlir.constant(0 : index) : i64
    %193 = llvm.insertvalue %192, %191[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %194 = llvm.insertvalue %183, %193[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %195 = llvm.insertvalue %184, %194[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %196 = llvm.mlir.constant(3 : index) : i64
    %197 = llvm.mlir.constant(1 : index) : i64
    %198 = llvm.mlir.zero : !llvm.ptr
    %199 = llvm.getelementptr %198[%196] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %200 = llvm.ptrtoint %199 : !llvm.ptr to i64
    %201 = llvm.call @malloc(%200) : (i64) -> !llvm.ptr
    %202 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %203 = llvm.insertvalue %201, %202[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %204 = llvm.insertvalue %201, %203[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %205 = llvm.mlir.constant(0 : index) : i64
    %206 = llvm.insertvalue %205, %204[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %207 = llvm.insertvalue %196, %206[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %208 = llvm.insertvalue %197, %207[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %209 = llvm.extractvalue %195[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %210 = llvm.getelementptr %209[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %3, %210 {alignment = 8 : i64} : vector<2xi64>, !llvm.ptr
    %211 = llvm.mlir.constant(1 : index) : i64
    %212 = llvm.alloca %211 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %195, %212 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %213 = llvm.mlir.constant(1 : index) : i64
    %214 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %215 = llvm.insertvalue %213, %214[0] : !llvm.struct<(i64, ptr)> 
    %216 = llvm.insertvalue %212, %215[1] : !llvm.struct<(i64, ptr)> 
    %217 = llvm.mlir.constant(1 : index) : i64
    %218 = llvm.alloca %217 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %208, %218 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %219 = llvm.mlir.constant(1 : index) : i64
    %220 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %221 = llvm.insertvalue %219, %220[0] : !llvm.struct<(i64, ptr)> 
    %222 = llvm.insertvalue %218, %221[1] : !llvm.struct<(i64, ptr)> 
    %223 = llvm.extractvalue %216[0] : !llvm.struct<(i64, ptr)> 
    %224 = llvm.extractvalue %216[1] : !llvm.struct<(i64, ptr)> 
    %225 = llvm.extractvalue %222[0] : !llvm.struct<(i64, ptr)> 
    %226 = llvm.extractvalue %222[1] : !llvm.struct<(i64, ptr)> 
    %227 = llvm.call @verifyInd(%223, %224, %225, %226) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%227) : (i64) -> ()
    %228 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %229 = llvm.insertvalue %2, %228[0] : !llvm.struct<(f32, f32)> 
    %230 = llvm.insertvalue %9, %229[1] : !llvm.struct<(f32, f32)> 
    %231 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %232 = llvm.insertvalue %9, %231[0] : !llvm.struct<(f32, f32)> 
    %233 = llvm.insertvalue %2, %232[1] : !llvm.struct<(f32, f32)> 
    %234 = llvm.mlir.constant(1 : index) : i64
    %235 = llvm.mlir.constant(1 : index) : i64
    %236 = llvm.mlir.zero : !llvm.ptr
    %237 = llvm.getelementptr %236[%234] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %238 = llvm.ptrtoint %237 : !llvm.ptr to i64
    %239 = llvm.mlir.zero : !llvm.ptr
    %240 = llvm.getelementptr %239[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %241 = llvm.ptrtoint %240 : !llvm.ptr to i64
    %242 = llvm.add %238, %241 : i64
    %243 = llvm.call @malloc(%242) : (i64) -> !llvm.ptr
    %244 = llvm.ptrtoint %243 : !llvm.ptr to i64
    %245 = llvm.mlir.constant(1 : index) : i64
    %246 = llvm.sub %241, %245 : i64
    %247 = llvm.add %244, %246 : i64
    %248 = llvm.urem %247, %241  : i64
    %249 = llvm.sub %247, %248 : i64
    %250 = llvm.inttoptr %249 : i64 to !llvm.ptr
    %251 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %252 = llvm.insertvalue %243, %251[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %253 = llvm.insertvalue %250, %252[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %254 = llvm.mlir.constant(0 : index) : i64
    %255 = llvm.insertvalue %254, %253[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %256 = llvm.insertvalue %234, %255[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %257 = llvm.insertvalue %235, %256[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %258 = llvm.mlir.constant(1 : index) : i64
    %259 = llvm.mlir.constant(1 : index) : i64
    %260 = llvm.mlir.zero : !llvm.ptr
    %261 = llvm.getelementptr %260[%258] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %262 = llvm.ptrtoint %261 : !llvm.ptr to i64
    %263 = llvm.mlir.zero : !llvm.ptr
    %264 = llvm.getelementptr %263[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %265 = llvm.ptrtoint %264 : !llvm.ptr to i64
    %266 = llvm.add %262, %265 : i64
    %267 = llvm.call @malloc(%266) : (i64) -> !llvm.ptr
    %268 = llvm.ptrtoint %267 : !llvm.ptr to i64
    %269 = llvm.mlir.constant(1 : index) : i64
    %270 = llvm.sub %265, %269 : i64
    %271 = llvm.add %268, %270 : i64
    %272 = llvm.urem %271, %265  : i64
    %273 = llvm.sub %271, %272 : i64
    %274 = llvm.inttoptr %273 : i64 to !llvm.ptr
    %275 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %276 = llvm.insertvalue %267, %275[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %277 = llvm.insertvalue %274, %276[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %278 = llvm.mlir.constant(0 : index) : i64
    %279 = llvm.insertvalue %278, %277[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %280 = llvm.insertvalue %258, %279[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %281 = llvm.insertvalue %259, %280[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %282 = llvm.extractvalue %257[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %283 = llvm.getelementptr %282[%10] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %230, %283 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %284 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %285 = llvm.getelementptr %284[%10] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %233, %285 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %286 = llvm.mlir.constant(1 : index) : i64
    %287 = llvm.alloca %286 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %257, %287 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %288 = llvm.mlir.constant(1 : index) : i64
    %289 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %290 = llvm.insertvalue %288, %289[0] : !llvm.struct<(i64, ptr)> 
    %291 = llvm.insertvalue %287, %290[1] : !llvm.struct<(i64, ptr)> 
    %292 = llvm.mlir.constant(1 : index) : i64
    %293 = llvm.alloca %292 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %281, %293 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %294 = llvm.mlir.constant(1 : index) : i64
    %295 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %296 = llvm.insertvalue %294, %295[0] : !llvm.struct<(i64, ptr)> 
    %297 = llvm.insertvalue %293, %296[1] : !llvm.struct<(i64, ptr)> 
    %298 = llvm.extractvalue %291[0] : !llvm.struct<(i64, ptr)> 
    %299 = llvm.extractvalue %291[1] : !llvm.struct<(i64, ptr)> 
    %300 = llvm.extractvalue %297[0] : !llvm.struct<(i64, ptr)> 
    %301 = llvm.extractvalue %297[1] : !llvm.struct<(i64, ptr)> 
    %302 = llvm.call @verifyC32(%298, %299, %300, %301) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%302) : (i64) -> ()
    %303 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %304 = llvm.insertvalue %1, %303[0] : !llvm.struct<(f64, f64)> 
    %305 = llvm.insertvalue %1, %304[1] : !llvm.struct<(f64, f64)> 
    %306 = llvm.mlir.constant(1 : index) : i64
    %307 = llvm.mlir.zero : !llvm.ptr
    %308 = llvm.getelementptr %307[%306] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %309 = llvm.ptrtoint %308 : !llvm.ptr to i64
    %310 = llvm.mlir.zero : !llvm.ptr
    %311 = llvm.getelementptr %310[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %312 = llvm.ptrtoint %311 : !llvm.ptr to i64
    %313 = llvm.add %309, %312 : i64
    %314 = llvm.call @malloc(%313) : (i64) -> !llvm.ptr
    %315 = llvm.ptrtoint %314 : !llvm.ptr to i64
    %316 = llvm.mlir.constant(1 : index) : i64
    %317 = llvm.sub %312, %316 : i64
    %318 = llvm.add %315, %317 : i64
    %319 = llvm.urem %318, %312  : i64
    %320 = llvm.sub %318, %319 : i64
    %321 = llvm.inttoptr %320 : i64 to !llvm.ptr
    %322 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %323 = llvm.insertvalue %314, %322[0] : !llvm.struct<(ptr, ptr, i64)> 
    %324 = llvm.insertvalue %321, %323[1] : !llvm.struct<(ptr, ptr, i64)> 
    %325 = llvm.mlir.constant(0 : index) : i64
    %326 = llvm.insertvalue %325, %324[2] : !llvm.struct<(ptr, ptr, i64)> 
    %327 = llvm.extractvalue %326[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %305, %327 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %328 = llvm.mlir.constant(1 : index) : i64
    %329 = llvm.alloca %328 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %326, %329 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %330 = llvm.mlir.constant(0 : index) : i64
    %331 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %332 = llvm.insertvalue %330, %331[0] : !llvm.struct<(i64, ptr)> 
    %333 = llvm.insertvalue %329, %332[1] : !llvm.struct<(i64, ptr)> 
    %334 = llvm.extractvalue %333[0] : !llvm.struct<(i64, ptr)> 
    %335 = llvm.extractvalue %333[1] : !llvm.struct<(i64, ptr)> 
    %336 = llvm.extractvalue %333[0] : !llvm.struct<(i64, ptr)> 
    %337 = llvm.extractvalue %333[1] : !llvm.struct<(i64, ptr)> 
    %338 = llvm.call @verifyC64(%334, %335, %336, %337) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%338) : (i64) -> ()
    %339 = llvm.extractvalue %27[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%339) : (!llvm.ptr) -> ()
    %340 = llvm.extractvalue %44[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%340) : (!llvm.ptr) -> ()
    %341 = llvm.extractvalue %101[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%341) : (!llvm.ptr) -> ()
    %342 = llvm.extractvalue %114[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%342) : (!llvm.ptr) -> ()
    %343 = llvm.extractvalue %148[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%343) : (!llvm.ptr) -> ()
    %344 = llvm.extractvalue %161[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%344) : (!llvm.ptr) -> ()
    %345 = llvm.extractvalue %195[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%345) : (!llvm.ptr) -> ()
    %346 = llvm.extractvalue %208[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%346) : (!llvm.ptr) -> ()
    %347 = llvm.extractvalue %257[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%347) : (!llvm.ptr) -> ()
    %348 = llvm.extractvalue %281[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%348) : (!llvm.ptr) -> ()
    %349 = llvm.extractvalue %326[0] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @free(%349) : (!llvm.ptr) -> ()
    llvm.return
  }
}

