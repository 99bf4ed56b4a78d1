module {
  llvm.func @free(!llvm.ptr)
  llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefF64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefI32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @fill(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%6 : i64)
  ^bb1(%9: i64):  // 2 preds: ^bb0, ^bb2
    %10 = llvm.icmp "slt" %9, %8 : i64
    llvm.cond_br %10, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %11 = llvm.trunc %9 : i64 to i32
    %12 = llvm.sitofp %11 : i32 to f32
    %13 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.getelementptr %13[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %12, %14 : f32, !llvm.ptr
    %15 = llvm.add %9, %7 : i64
    llvm.br ^bb1(%15 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(8 : index) : i64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(7 : i32) : i32
    %3 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.mlir.constant(3 : index) : i64
    %6 = llvm.mlir.constant(2 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %10 = llvm.mlir.constant(4 : index) : i64
    %11 = llvm.mlir.constant(6 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(24 : index) : i64
    %14 = llvm.mlir.zero : !llvm.ptr
    %15 = llvm.getelementptr %14[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %16 = llvm.ptrtoint %15 : !llvm.ptr to i64
    %17 = llvm.call @malloc(%16) : (i64) -> !llvm.ptr
    %18 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.mlir.constant(0 : index) : i64
    %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %10, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %11, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %11, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %12, %25[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.mlir.constant(5 : index) : i64
    %28 = llvm.mlir.constant(8 : index) : i64
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.mlir.constant(40 : index) : i64
    %31 = llvm.mlir.zero : !llvm.ptr
    %32 = llvm.getelementptr %31[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
    %34 = llvm.call @malloc(%33) : (i64) -> !llvm.ptr
    %35 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.mlir.constant(0 : index) : i64
    %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %27, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.insertvalue %28, %40[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.insertvalue %28, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.insertvalue %29, %42[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %45 = llvm.extractvalue %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.insertvalue %45, %44[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.insertvalue %46, %47[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.mlir.constant(0 : index) : i64
    %50 = llvm.insertvalue %49, %48[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.mlir.constant(24 : index) : i64
    %52 = llvm.insertvalue %51, %50[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.insertvalue %53, %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.extractvalue %54[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.extractvalue %54[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.extractvalue %54[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.extractvalue %54[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %59 = llvm.extractvalue %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fill(%55, %56, %57, %58, %59) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.br ^bb1(%8 : i64)
  ^bb1(%60: i64):  // 2 preds: ^bb0, ^bb5
    %61 = llvm.icmp "slt" %60, %1 : i64
    llvm.cond_br %61, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%8 : i64)
  ^bb3(%62: i64):  // 2 preds: ^bb2, ^bb4
    %63 = llvm.icmp "slt" %62, %0 : i64
    llvm.cond_br %63, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %64 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.mlir.constant(8 : index) : i64
    %66 = llvm.mul %60, %65 : i64
    %67 = llvm.add %66, %62 : i64
    %68 = llvm.getelementptr %64[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9, %68 : f32, !llvm.ptr
    %69 = llvm.add %62, %7 : i64
    llvm.br ^bb3(%69 : i64)
  ^bb5:  // pred: ^bb3
    %70 = llvm.add %60, %7 : i64
    llvm.br ^bb1(%70 : i64)
  ^bb6:  // pred: ^bb1
    %71 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %72 = llvm.extractvalue %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.insertvalue %72, %71[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.insertvalue %73, %74[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.mlir.constant(6 : index) : i64
    %77 = llvm.insertvalue %76, %75[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.mlir.constant(3 : index) : i64
    %79 = llvm.insertvalue %78, %77[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.mlir.constant(6 : index) : i64
    %81 = llvm.insertvalue %80, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %82 = llvm.mlir.constant(3 : index) : i64
    %83 = llvm.insertvalue %82, %81[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %84 = llvm.mlir.constant(2 : index) : i64
    %85 = llvm.insertvalue %84, %83[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = llvm.extractvalue %43[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %88 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %89 = llvm.insertvalue %87, %86[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %90 = llvm.insertvalue %88, %89[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %91 = llvm.mlir.constant(2 : index) : i64
    %92 = llvm.insertvalue %91, %90[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %93 = llvm.mlir.constant(3 : index) : i64
    %94 = llvm.insertvalue %93, %92[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %95 = llvm.mlir.constant(16 : index) : i64
    %96 = llvm.insertvalue %95, %94[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %97 = llvm.mlir.constant(3 : index) : i64
    %98 = llvm.insertvalue %97, %96[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %99 = llvm.mlir.constant(1 : index) : i64
    %100 = llvm.insertvalue %99, %98[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %101 = llvm.intr.stacksave : !llvm.ptr
    %102 = llvm.mlir.constant(2 : i64) : i64
    %103 = llvm.mlir.constant(1 : index) : i64
    %104 = llvm.alloca %103 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %85, %104 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %105 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %106 = llvm.insertvalue %102, %105[0] : !llvm.struct<(i64, ptr)> 
    %107 = llvm.insertvalue %104, %106[1] : !llvm.struct<(i64, ptr)> 
    %108 = llvm.mlir.constant(2 : i64) : i64
    %109 = llvm.mlir.constant(1 : index) : i64
    %110 = llvm.alloca %109 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %100, %110 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %111 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %112 = llvm.insertvalue %108, %111[0] : !llvm.struct<(i64, ptr)> 
    %113 = llvm.insertvalue %110, %112[1] : !llvm.struct<(i64, ptr)> 
    %114 = llvm.mlir.constant(1 : index) : i64
    %115 = llvm.alloca %114 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %107, %115 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %116 = llvm.alloca %114 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %113, %116 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %117 = llvm.mlir.zero : !llvm.ptr
    %118 = llvm.getelementptr %117[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %119 = llvm.ptrtoint %118 : !llvm.ptr to i64
    llvm.call @memrefCopy(%119, %115, %116) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %101 : !llvm.ptr
    %120 = llvm.mlir.constant(1 : index) : i64
    %121 = llvm.alloca %120 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %43, %121 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %122 = llvm.mlir.constant(2 : index) : i64
    %123 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %124 = llvm.insertvalue %122, %123[0] : !llvm.struct<(i64, ptr)> 
    %125 = llvm.insertvalue %121, %124[1] : !llvm.struct<(i64, ptr)> 
    %126 = llvm.extractvalue %125[0] : !llvm.struct<(i64, ptr)> 
    %127 = llvm.extractvalue %125[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%126, %127) : (i64, !llvm.ptr) -> ()
    %128 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %129 = llvm.extractvalue %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %130 = llvm.insertvalue %129, %128[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %131 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %132 = llvm.insertvalue %131, %130[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %133 = llvm.extractvalue %26[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %134 = llvm.insertvalue %133, %132[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %135 = llvm.extractvalue %26[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %136 = llvm.insertvalue %135, %134[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %137 = llvm.extractvalue %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %138 = llvm.insertvalue %137, %136[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %139 = llvm.extractvalue %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %140 = llvm.insertvalue %139, %138[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %141 = llvm.extractvalue %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.insertvalue %141, %140[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %143 = llvm.mlir.constant(6 : index) : i64
    %144 = llvm.mlir.constant(4 : index) : i64
    %145 = llvm.mlir.constant(1 : index) : i64
    %146 = llvm.mlir.constant(24 : index) : i64
    %147 = llvm.mlir.zero : !llvm.ptr
    %148 = llvm.getelementptr %147[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %149 = llvm.ptrtoint %148 : !llvm.ptr to i64
    %150 = llvm.call @malloc(%149) : (i64) -> !llvm.ptr
    %151 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %152 = llvm.insertvalue %150, %151[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %153 = llvm.insertvalue %150, %152[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %154 = llvm.mlir.constant(0 : index) : i64
    %155 = llvm.insertvalue %154, %153[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %156 = llvm.insertvalue %143, %155[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %157 = llvm.insertvalue %144, %156[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %158 = llvm.insertvalue %144, %157[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %159 = llvm.insertvalue %145, %158[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %160 = llvm.intr.stacksave : !llvm.ptr
    %161 = llvm.mlir.constant(2 : i64) : i64
    %162 = llvm.mlir.constant(1 : index) : i64
    %163 = llvm.alloca %162 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %142, %163 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %164 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %165 = llvm.insertvalue %161, %164[0] : !llvm.struct<(i64, ptr)> 
    %166 = llvm.insertvalue %163, %165[1] : !llvm.struct<(i64, ptr)> 
    %167 = llvm.mlir.constant(2 : i64) : i64
    %168 = llvm.mlir.constant(1 : index) : i64
    %169 = llvm.alloca %168 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %159, %169 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %170 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %171 = llvm.insertvalue %167, %170[0] : !llvm.struct<(i64, ptr)> 
    %172 = llvm.insertvalue %169, %171[1] : !llvm.struct<(i64, ptr)> 
    %173 = llvm.mlir.constant(1 : index) : i64
    %174 = llvm.alloca %173 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %166, %174 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %175 = llvm.alloca %173 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %172, %175 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %176 = llvm.mlir.zero : !llvm.ptr
    %177 = llvm.getelementptr %176[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %178 = llvm.ptrtoint %177 : !llvm.ptr to i64
    llvm.call @memrefCopy(%178, %174, %175) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %160 : !llvm.ptr
    %179 = llvm.mlir.constant(1 : index) : i64
    %180 = llvm.alloca %179 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %159, %180 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %181 = llvm.mlir.constant(2 : index) : i64
    %182 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %183 = llvm.insertvalue %181, %182[0] : !llvm.struct<(i64, ptr)> 
    %184 = llvm.insertvalue %180, %183[1] : !llvm.struct<(i64, ptr)> 
    %185 = llvm.extractvalue %184[0] : !llvm.struct<(i64, ptr)> 
    %186 = llvm.extractvalue %184[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%185, %186) : (i64, !llvm.ptr) -> ()
    %187 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %188 = llvm.extractvalue %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %189 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %190 = llvm.insertvalue %188, %187[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %191 = llvm.insertvalue %189, %190[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %192 = llvm.mlir.constant(0 : index) : i64
    %193 = llvm.insertvalue %192, %191[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %194 = llvm.mlir.constant(0 : index) : i64
    %195 = llvm.insertvalue %194, %193[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %196 = llvm.mlir.constant(6 : index) : i64
    %197 = llvm.insertvalue %196, %195[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %198 = llvm.mlir.constant(3 : index) : i64
    %199 = llvm.insertvalue %198, %197[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %200 = llvm.mlir.constant(2 : index) : i64
    %201 = llvm.insertvalue %200, %199[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %202 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %203 = llvm.extractvalue %43[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %204 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %205 = llvm.insertvalue %203, %202[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %206 = llvm.insertvalue %204, %205[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %207 = llvm.mlir.constant(0 : index) : i64
    %208 = llvm.insertvalue %207, %206[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %209 = llvm.mlir.constant(0 : index) : i64
    %210 = llvm.insertvalue %209, %208[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %211 = llvm.mlir.constant(8 : index) : i64
    %212 = llvm.insertvalue %211, %210[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %213 = llvm.mlir.constant(3 : index) : i64
    %214 = llvm.insertvalue %213, %212[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %215 = llvm.mlir.constant(2 : index) : i64
    %216 = llvm.insertvalue %215, %214[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %217 = llvm.intr.stacksave : !llvm.ptr
    %218 = llvm.mlir.constant(2 : i64) : i64
    %219 = llvm.mlir.constant(1 : index) : i64
    %220 = llvm.alloca %219 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %201, %220 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %221 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %222 = llvm.insertvalue %218, %221[0] : !llvm.struct<(i64, ptr)> 
    %223 = llvm.insertvalue %220, %222[1] : !llvm.struct<(i64, ptr)> 
    %224 = llvm.mlir.constant(2 : i64) : i64
    %225 = llvm.mlir.constant(1 : index) : i64
    %226 = llvm.alloca %225 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %216, %226 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %227 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %228 = llvm.insertvalue %224, %227[0] : !llvm.struct<(i64, ptr)> 
    %229 = llvm.insertvalue %226, %228[1] : !llvm.struct<(i64, ptr)> 
    %230 = llvm.mlir.constant(1 : index) : i64
    %231 = llvm.alloca %230 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %223, %231 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %232 = llvm.alloca %230 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %229, %232 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %233 = llvm.mlir.zero : !llvm.ptr
    %234 = llvm.getelementptr %233[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %235 = llvm.ptrtoint %234 : !llvm.ptr to i64
    llvm.call @memrefCopy(%235, %231, %232) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %217 : !llvm.ptr
    %236 = llvm.extractvalue %125[0] : !llvm.struct<(i64, ptr)> 
    %237 = llvm.extractvalue %125[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%236, %237) : (i64, !llvm.ptr) -> ()
    %238 = llvm.mlir.constant(2 : index) : i64
    %239 = llvm.mlir.constant(3 : index) : i64
    %240 = llvm.mlir.constant(4 : index) : i64
    %241 = llvm.mlir.constant(1 : index) : i64
    %242 = llvm.mlir.constant(12 : index) : i64
    %243 = llvm.mlir.constant(24 : index) : i64
    %244 = llvm.mlir.zero : !llvm.ptr
    %245 = llvm.getelementptr %244[%243] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %246 = llvm.ptrtoint %245 : !llvm.ptr to i64
    %247 = llvm.call @malloc(%246) : (i64) -> !llvm.ptr
    %248 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %249 = llvm.insertvalue %247, %248[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %250 = llvm.insertvalue %247, %249[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %251 = llvm.mlir.constant(0 : index) : i64
    %252 = llvm.insertvalue %251, %250[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %253 = llvm.insertvalue %238, %252[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %254 = llvm.insertvalue %239, %253[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %255 = llvm.insertvalue %240, %254[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %256 = llvm.insertvalue %242, %255[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %257 = llvm.insertvalue %240, %256[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %258 = llvm.insertvalue %241, %257[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %259 = llvm.mlir.constant(24 : index) : i64
    %260 = llvm.mlir.constant(1 : index) : i64
    %261 = llvm.mlir.zero : !llvm.ptr
    %262 = llvm.getelementptr %261[%259] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %263 = llvm.ptrtoint %262 : !llvm.ptr to i64
    %264 = llvm.call @malloc(%263) : (i64) -> !llvm.ptr
    %265 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %266 = llvm.insertvalue %264, %265[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %267 = llvm.insertvalue %264, %266[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %268 = llvm.mlir.constant(0 : index) : i64
    %269 = llvm.insertvalue %268, %267[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %270 = llvm.insertvalue %259, %269[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %271 = llvm.insertvalue %260, %270[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %272 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %273 = llvm.extractvalue %271[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %274 = llvm.extractvalue %271[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %275 = llvm.insertvalue %273, %272[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %276 = llvm.insertvalue %274, %275[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %277 = llvm.mlir.constant(0 : index) : i64
    %278 = llvm.insertvalue %277, %276[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %279 = llvm.mlir.constant(2 : index) : i64
    %280 = llvm.insertvalue %279, %278[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %281 = llvm.mlir.constant(1 : index) : i64
    %282 = llvm.insertvalue %281, %280[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %283 = llvm.mlir.constant(3 : index) : i64
    %284 = llvm.insertvalue %283, %282[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %285 = llvm.mlir.constant(2 : index) : i64
    %286 = llvm.insertvalue %285, %284[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %287 = llvm.mlir.constant(4 : index) : i64
    %288 = llvm.insertvalue %287, %286[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %289 = llvm.mlir.constant(6 : index) : i64
    %290 = llvm.insertvalue %289, %288[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.br ^bb7(%8 : i64)
  ^bb7(%291: i64):  // 2 preds: ^bb6, ^bb14
    %292 = llvm.icmp "slt" %291, %6 : i64
    llvm.cond_br %292, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%8 : i64)
  ^bb9(%293: i64):  // 2 preds: ^bb8, ^bb13
    %294 = llvm.icmp "slt" %293, %5 : i64
    llvm.cond_br %294, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%8 : i64)
  ^bb11(%295: i64):  // 2 preds: ^bb10, ^bb12
    %296 = llvm.icmp "slt" %295, %4 : i64
    llvm.cond_br %296, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %297 = llvm.mul %291, %5 : i64
    %298 = llvm.add %297, %293 : i64
    %299 = llvm.mul %298, %4 : i64
    %300 = llvm.add %299, %295 : i64
    %301 = llvm.sitofp %300 : i64 to f64
    %302 = llvm.fmul %301, %3  : f64
    %303 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %304 = llvm.mlir.constant(12 : index) : i64
    %305 = llvm.mul %291, %304 : i64
    %306 = llvm.mlir.constant(4 : index) : i64
    %307 = llvm.mul %293, %306 : i64
    %308 = llvm.add %305, %307 : i64
    %309 = llvm.add %308, %295 : i64
    %310 = llvm.getelementptr %303[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %302, %310 : f64, !llvm.ptr
    %311 = llvm.add %295, %7 : i64
    llvm.br ^bb11(%311 : i64)
  ^bb13:  // pred: ^bb11
    %312 = llvm.add %293, %7 : i64
    llvm.br ^bb9(%312 : i64)
  ^bb14:  // pred: ^bb9
    %313 = llvm.add %291, %7 : i64
    llvm.br ^bb7(%313 : i64)
  ^bb15:  // pred: ^bb7
    %314 = llvm.intr.stacksave : !llvm.ptr
    %315 = llvm.mlir.constant(3 : i64) : i64
    %316 = llvm.mlir.constant(1 : index) : i64
    %317 = llvm.alloca %316 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %258, %317 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %318 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %319 = llvm.insertvalue %315, %318[0] : !llvm.struct<(i64, ptr)> 
    %320 = llvm.insertvalue %317, %319[1] : !llvm.struct<(i64, ptr)> 
    %321 = llvm.mlir.constant(3 : i64) : i64
    %322 = llvm.mlir.constant(1 : index) : i64
    %323 = llvm.alloca %322 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %290, %323 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %324 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %325 = llvm.insertvalue %321, %324[0] : !llvm.struct<(i64, ptr)> 
    %326 = llvm.insertvalue %323, %325[1] : !llvm.struct<(i64, ptr)> 
    %327 = llvm.mlir.constant(1 : index) : i64
    %328 = llvm.alloca %327 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %320, %328 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %329 = llvm.alloca %327 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %326, %329 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %330 = llvm.mlir.zero : !llvm.ptr
    %331 = llvm.getelementptr %330[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %332 = llvm.ptrtoint %331 : !llvm.ptr to i64
    llvm.call @memrefCopy(%332, %328, %329) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %314 : !llvm.ptr
    %333 = llvm.mlir.constant(1 : index) : i64
    %334 = llvm.alloca %333 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %290, %334 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %335 = llvm.mlir.constant(3 : index) : i64
    %336 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %337 = llvm.insertvalue %335, %336[0] : !llvm.struct<(i64, ptr)> 
    %338 = llvm.insertvalue %334, %337[1] : !llvm.struct<(i64, ptr)> 
    %339 = llvm.extractvalue %338[0] : !llvm.struct<(i64, ptr)> 
    %340 = llvm.extractvalue %338[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%339, %340) : (i64, !llvm.ptr) -> ()
    %341 = llvm.mlir.constant(1 : index) : i64
    %342 = llvm.alloca %341 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %271, %342 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %343 = llvm.mlir.constant(1 : index) : i64
    %344 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %345 = llvm.insertvalue %343, %344[0] : !llvm.struct<(i64, ptr)> 
    %346 = llvm.insertvalue %342, %345[1] : !llvm.struct<(i64, ptr)> 
    %347 = llvm.extractvalue %346[0] : !llvm.struct<(i64, ptr)> 
    %348 = llvm.extractvalue %346[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%347, %348) : (i64, !llvm.ptr) -> ()
    %349 = llvm.mlir.constant(1 : index) : i64
    %350 = llvm.mlir.zero : !llvm.ptr
    %351 = llvm.getelementptr %350[%349] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %352 = llvm.ptrtoint %351 : !llvm.ptr to i64
    %353 = llvm.call @malloc(%352) : (i64) -> !llvm.ptr
    %354 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %355 = llvm.insertvalue %353, %354[0] : !llvm.struct<(ptr, ptr, i64)> 
    %356 = llvm.insertvalue %353, %355[1] : !llvm.struct<(ptr, ptr, i64)> 
    %357 = llvm.mlir.constant(0 : index) : i64
    %358 = llvm.insertvalue %357, %356[2] : !llvm.struct<(ptr, ptr, i64)> 
    %359 = llvm.mlir.constant(3 : index) : i64
    %360 = llvm.mlir.constant(1 : index) : i64
    %361 = llvm.mlir.zero : !llvm.ptr
    %362 = llvm.getelementptr %361[%359] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %363 = llvm.ptrtoint %362 : !llvm.ptr to i64
    %364 = llvm.call @malloc(%363) : (i64) -> !llvm.ptr
    %365 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %366 = llvm.insertvalue %364, %365[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %367 = llvm.insertvalue %364, %366[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %368 = llvm.mlir.constant(0 : index) : i64
    %369 = llvm.insertvalue %368, %367[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %370 = llvm.insertvalue %359, %369[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %371 = llvm.insertvalue %360, %370[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %372 = llvm.extractvalue %371[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %373 = llvm.getelementptr %372[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %2, %373 : i32, !llvm.ptr
    %374 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %375 = llvm.extractvalue %371[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %376 = llvm.extractvalue %371[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %377 = llvm.insertvalue %375, %374[0] : !llvm.struct<(ptr, ptr, i64)> 
    %378 = llvm.insertvalue %376, %377[1] : !llvm.struct<(ptr, ptr, i64)> 
    %379 = llvm.mlir.constant(2 : index) : i64
    %380 = llvm.insertvalue %379, %378[2] : !llvm.struct<(ptr, ptr, i64)> 
    %381 = llvm.mlir.constant(1 : index) : i64
    %382 = llvm.mlir.zero : !llvm.ptr
    %383 = llvm.getelementptr %382[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %384 = llvm.ptrtoint %383 : !llvm.ptr to i64
    %385 = llvm.mul %381, %384 : i64
    %386 = llvm.extractvalue %380[1] : !llvm.struct<(ptr, ptr, i64)> 
    %387 = llvm.extractvalue %380[2] : !llvm.struct<(ptr, ptr, i64)> 
    %388 = llvm.getelementptr %386[%387] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %389 = llvm.extractvalue %358[1] : !llvm.struct<(ptr, ptr, i64)> 
    %390 = llvm.extractvalue %358[2] : !llvm.struct<(ptr, ptr, i64)> 
    %391 = llvm.getelementptr %389[%390] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    "llvm.intr.memcpy"(%391, %388, %385) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %392 = llvm.mlir.constant(1 : index) : i64
    %393 = llvm.alloca %392 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %358, %393 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %394 = llvm.mlir.constant(0 : index) : i64
    %395 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %396 = llvm.insertvalue %394, %395[0] : !llvm.struct<(i64, ptr)> 
    %397 = llvm.insertvalue %393, %396[1] : !llvm.struct<(i64, ptr)> 
    %398 = llvm.extractvalue %397[0] : !llvm.struct<(i64, ptr)> 
    %399 = llvm.extractvalue %397[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%398, %399) : (i64, !llvm.ptr) -> ()
    %400 = llvm.extractvalue %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%400) : (!llvm.ptr) -> ()
    %401 = llvm.extractvalue %43[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%401) : (!llvm.ptr) -> ()
    %402 = llvm.extractvalue %159[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%402) : (!llvm.ptr) -> ()
    %403 = llvm.extractvalue %258[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.call @free(%403) : (!llvm.ptr) -> ()
    %404 = llvm.extractvalue %271[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%404) : (!llvm.ptr) -> ()
    %405 = llvm.extractvalue %358[0] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @free(%405) : (!llvm.ptr) -> ()
    %406 = llvm.extractvalue %371[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%406) : (!llvm.ptr) -> ()
    llvm.return
  }
}

