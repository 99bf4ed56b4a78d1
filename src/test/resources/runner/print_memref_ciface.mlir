module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func private @printMemrefF32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefI32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefI64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefInd(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefInd(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefInd(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefF64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefC32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefC32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefC32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefC64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefC64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefC64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(2.000000e-300 : f64) : f64
    %2 = llvm.mlir.constant(-2 : index) : i64
    %3 = llvm.mlir.constant(77 : i64) : i64
    %4 = llvm.mlir.constant(-5 : i32) : i32
    %5 = llvm.mlir.constant(2 : index) : i64
    %6 = llvm.mlir.constant(-1.250000e-01 : f32) : f32
    %7 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(2 : index) : i64
    %11 = llvm.mlir.constant(3 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(6 : index) : i64
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
    %27 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.constant(3 : index) : i64
    %29 = llvm.mul %8, %28 : i64
    %30 = llvm.add %29, %8 : i64
    %31 = llvm.getelementptr %27[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7, %31 : f32, !llvm.ptr
    %32 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.mlir.constant(3 : index) : i64
    %34 = llvm.mul %8, %33 : i64
    %35 = llvm.add %34, %9 : i64
    %36 = llvm.getelementptr %32[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6, %36 : f32, !llvm.ptr
    %37 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.mlir.constant(3 : index) : i64
    %39 = llvm.mul %8, %38 : i64
    %40 = llvm.add %39, %9 : i64
    %41 = llvm.getelementptr %37[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7, %41 : f32, !llvm.ptr
    %42 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mlir.constant(3 : index) : i64
    %44 = llvm.mul %9, %43 : i64
    %45 = llvm.add %44, %8 : i64
    %46 = llvm.getelementptr %42[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6, %46 : f32, !llvm.ptr
    %47 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.mlir.constant(3 : index) : i64
    %49 = llvm.mul %8, %48 : i64
    %50 = llvm.add %49, %5 : i64
    %51 = llvm.getelementptr %47[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7, %51 : f32, !llvm.ptr
    %52 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.mlir.constant(3 : index) : i64
    %54 = llvm.mul %9, %53 : i64
    %55 = llvm.add %54, %9 : i64
    %56 = llvm.getelementptr %52[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6, %56 : f32, !llvm.ptr
    %57 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.mlir.constant(3 : index) : i64
    %59 = llvm.mul %9, %58 : i64
    %60 = llvm.add %59, %5 : i64
    %61 = llvm.getelementptr %57[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6, %61 : f32, !llvm.ptr
    %62 = llvm.mlir.constant(1 : index) : i64
    %63 = llvm.alloca %62 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %26, %63 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %64 = llvm.mlir.constant(2 : index) : i64
    %65 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %66 = llvm.insertvalue %64, %65[0] : !llvm.struct<(i64, ptr)> 
    %67 = llvm.insertvalue %63, %66[1] : !llvm.struct<(i64, ptr)> 
    %68 = llvm.extractvalue %67[0] : !llvm.struct<(i64, ptr)> 
    %69 = llvm.extractvalue %67[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%68, %69) : (i64, !llvm.ptr) -> ()
    %70 = llvm.mlir.constant(2 : index) : i64
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.zero : !llvm.ptr
    %73 = llvm.getelementptr %72[%70] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %74 = llvm.ptrtoint %73 : !llvm.ptr to i64
    %75 = llvm.call @malloc(%74) : (i64) -> !llvm.ptr
    %76 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %77 = llvm.insertvalue %75, %76[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.insertvalue %75, %77[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.mlir.constant(0 : index) : i64
    %80 = llvm.insertvalue %79, %78[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %81 = llvm.insertvalue %70, %80[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %82 = llvm.insertvalue %71, %81[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.getelementptr %83[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %4, %84 : i32, !llvm.ptr
    %85 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.getelementptr %85[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %4, %86 : i32, !llvm.ptr
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.alloca %87 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %82, %88 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %89 = llvm.mlir.constant(1 : index) : i64
    %90 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %91 = llvm.insertvalue %89, %90[0] : !llvm.struct<(i64, ptr)> 
    %92 = llvm.insertvalue %88, %91[1] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.extractvalue %92[0] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.extractvalue %92[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%93, %94) : (i64, !llvm.ptr) -> ()
    %95 = llvm.mlir.constant(1 : index) : i64
    %96 = llvm.mlir.zero : !llvm.ptr
    %97 = llvm.getelementptr %96[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %98 = llvm.ptrtoint %97 : !llvm.ptr to i64
    %99 = llvm.call @malloc(%98) : (i64) -> !llvm.ptr
    %100 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %101 = llvm.insertvalue %99, %100[0] : !llvm.struct<(ptr, ptr, i64)> 
    %102 = llvm.insertvalue %99, %101[1] : !llvm.struct<(ptr, ptr, i64)> 
    %103 = llvm.mlir.constant(0 : index) : i64
    %104 = llvm.insertvalue %103, %102[2] : !llvm.struct<(ptr, ptr, i64)> 
    %105 = llvm.extractvalue %104[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %3, %105 : i64, !llvm.ptr
    %106 = llvm.mlir.constant(1 : index) : i64
    %107 = llvm.alloca %106 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %104, %107 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %108 = llvm.mlir.constant(0 : index) : i64
    %109 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %110 = llvm.insertvalue %108, %109[0] : !llvm.struct<(i64, ptr)> 
    %111 = llvm.insertvalue %107, %110[1] : !llvm.struct<(i64, ptr)> 
    %112 = llvm.extractvalue %111[0] : !llvm.struct<(i64, ptr)> 
    %113 = llvm.extractvalue %111[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%112, %113) : (i64, !llvm.ptr) -> ()
    %114 = llvm.mlir.constant(1 : index) : i64
    %115 = llvm.mlir.constant(1 : index) : i64
    %116 = llvm.mlir.zero : !llvm.ptr
    %117 = llvm.getelementptr %116[%114] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %118 = llvm.ptrtoint %117 : !llvm.ptr to i64
    %119 = llvm.call @malloc(%118) : (i64) -> !llvm.ptr
    %120 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %121 = llvm.insertvalue %119, %120[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %122 = llvm.insertvalue %119, %121[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %123 = llvm.mlir.constant(0 : index) : i64
    %124 = llvm.insertvalue %123, %122[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %125 = llvm.insertvalue %114, %124[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %126 = llvm.insertvalue %115, %125[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %127 = llvm.extractvalue %126[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %128 = llvm.getelementptr %127[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2, %128 : i64, !llvm.ptr
    %129 = llvm.mlir.constant(1 : index) : i64
    %130 = llvm.alloca %129 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %126, %130 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %131 = llvm.mlir.constant(1 : index) : i64
    %132 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %133 = llvm.insertvalue %131, %132[0] : !llvm.struct<(i64, ptr)> 
    %134 = llvm.insertvalue %130, %133[1] : !llvm.struct<(i64, ptr)> 
    %135 = llvm.extractvalue %134[0] : !llvm.struct<(i64, ptr)> 
    %136 = llvm.extractvalue %134[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefInd(%135, %136) : (i64, !llvm.ptr) -> ()
    %137 = llvm.mlir.constant(2 : index) : i64
    %138 = llvm.mlir.constant(1 : index) : i64
    %139 = llvm.mlir.zero : !llvm.ptr
    %140 = llvm.getelementptr %139[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %141 = llvm.ptrtoint %140 : !llvm.ptr to i64
    %142 = llvm.call @malloc(%141) : (i64) -> !llvm.ptr
    %143 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %144 = llvm.insertvalue %142, %143[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %145 = llvm.insertvalue %142, %144[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %146 = llvm.mlir.constant(0 : index) : i64
    %147 = llvm.insertvalue %146, %145[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.insertvalue %137, %147[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %149 = llvm.insertvalue %138, %148[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %150 = llvm.extractvalue %149[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %151 = llvm.getelementptr %150[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1, %151 : f64, !llvm.ptr
    %152 = llvm.extractvalue %149[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %153 = llvm.getelementptr %152[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %0, %153 : f64, !llvm.ptr
    %154 = llvm.mlir.constant(1 : index) : i64
    %155 = llvm.alloca %154 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %149, %155 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %156 = llvm.mlir.constant(1 : index) : i64
    %157 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %158 = llvm.insertvalue %156, %157[0] : !llvm.struct<(i64, ptr)> 
    %159 = llvm.insertvalue %155, %158[1] : !llvm.struct<(i64, ptr)> 
    %160 = llvm.extractvalue %159[0] : !llvm.struct<(i64, ptr)> 
    %161 = llvm.extractvalue %159[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%160, %161) : (i64, !llvm.ptr) -> ()
    %162 = llvm.mlir.constant(1 : index) : i64
    %163 = llvm.mlir.zero : !llvm.ptr
    %164 = llvm.getelementptr %163[%162] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %165 = llvm.ptrtoint %164 : !llvm.ptr to i64
    %166 = llvm.mlir.zero : !llvm.ptr
    %167 = llvm.getelementptr %166[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %168 = llvm.ptrtoint %167 : !llvm.ptr to i64
    %169 = llvm.add %165, %168 : i64
    %170 = llvm.call @malloc(%169) : (i64) -> !llvm.ptr
    %171 = llvm.ptrtoint %170 : !llvm.ptr to i64
    %172 = llvm.mlir.constant(1 : index) : i64
    %173 = llvm.sub %168, %172 : i64
    %174 = llvm.add %171, %173 : i64
    %175 = llvm.urem %174, %168  : i64
    %176 = llvm.sub %174, %175 : i64
    %177 = llvm.inttoptr %176 : i64 to !llvm.ptr
    %178 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %179 = llvm.insertvalue %170, %178[0] : !llvm.struct<(ptr, ptr, i64)> 
    %180 = llvm.insertvalue %177, %179[1] : !llvm.struct<(ptr, ptr, i64)> 
    %181 = llvm.mlir.constant(0 : index) : i64
    %182 = llvm.insertvalue %181, %180[2] : !llvm.struct<(ptr, ptr, i64)> 
    %183 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %184 = llvm.insertvalue %7, %183[0] : !llvm.struct<(f32, f32)> 
    %185 = llvm.insertvalue %6, %184[1] : !llvm.struct<(f32, f32)> 
    %186 = llvm.extractvalue %182[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %185, %186 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %187 = llvm.mlir.constant(1 : index) : i64
    %188 = llvm.alloca %187 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %182, %188 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %189 = llvm.mlir.constant(0 : index) : i64
    %190 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %191 = llvm.insertvalue %189, %190[0] : !llvm.struct<(i64, ptr)> 
    %192 = llvm.insertvalue %188, %191[1] : !llvm.struct<(i64, ptr)> 
    %193 = llvm.extractvalue %192[0] : !llvm.struct<(i64, ptr)> 
    %194 = llvm.extractvalue %192[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefC32(%193, %194) : (i64, !llvm.ptr) -> ()
    %195 = llvm.mlir.constant(1 : index) : i64
    %196 = llvm.mlir.constant(2 : index) : i64
    %197 = llvm.mlir.constant(1 : index) : i64
    %198 = llvm.mlir.constant(2 : index) : i64
    %199 = llvm.mlir.zero : !llvm.ptr
    %200 = llvm.getelementptr %199[%198] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %201 = llvm.ptrtoint %200 : !llvm.ptr to i64
    %202 = llvm.mlir.zero : !llvm.ptr
    %203 = llvm.getelementptr %202[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %204 = llvm.ptrtoint %203 : !llvm.ptr to i64
    %205 = llvm.add %201, %204 : i64
    %206 = llvm.call @malloc(%205) : (i64) -> !llvm.ptr
    %207 = llvm.ptrtoint %206 : !llvm.ptr to i64
    %208 = llvm.mlir.constant(1 : index) : i64
    %209 = llvm.sub %204, %208 : i64
    %210 = llvm.add %207, %209 : i64
    %211 = llvm.urem %210, %204  : i64
    %212 = llvm.sub %210, %211 : i64
    %213 = llvm.inttoptr %212 : i64 to !llvm.ptr
    %214 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %215 = llvm.insertvalue %206, %214[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %216 = llvm.insertvalue %213, %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %217 = llvm.mlir.constant(0 : index) : i64
    %218 = llvm.insertvalue %217, %216[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %219 = llvm.insertvalue %195, %218[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %220 = llvm.insertvalue %196, %219[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %221 = llvm.insertvalue %196, %220[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %222 = llvm.insertvalue %197, %221[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %223 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %224 = llvm.insertvalue %1, %223[0] : !llvm.struct<(f64, f64)> 
    %225 = llvm.insertvalue %0, %224[1] : !llvm.struct<(f64, f64)> 
    %226 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %227 = llvm.insertvalue %0, %226[0] : !llvm.struct<(f64, f64)> 
    %228 = llvm.insertvalue %1, %227[1] : !llvm.struct<(f64, f64)> 
    %229 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %230 = llvm.mlir.constant(2 : index) : i64
    %231 = llvm.mul %8, %230 : i64
    %232 = llvm.add %231, %8 : i64
    %233 = llvm.getelementptr %229[%232] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %225, %233 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %234 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %235 = llvm.mlir.constant(2 : index) : i64
    %236 = llvm.mul %8, %235 : i64
    %237 = llvm.add %236, %9 : i64
    %238 = llvm.getelementptr %234[%237] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %228, %238 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %239 = llvm.mlir.constant(1 : index) : i64
    %240 = llvm.alloca %239 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %222, %240 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %241 = llvm.mlir.constant(2 : index) : i64
    %242 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %243 = llvm.insertvalue %241, %242[0] : !llvm.struct<(i64, ptr)> 
    %244 = llvm.insertvalue %240, %243[1] : !llvm.struct<(i64, ptr)> 
    %245 = llvm.extractvalue %244[0] : !llvm.struct<(i64, ptr)> 
    %246 = llvm.extractvalue %244[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefC64(%245, %246) : (i64, !llvm.ptr) -> ()
    %247 = llvm.extractvalue %149[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%247) : (!llvm.ptr) -> ()
    %248 = llvm.extractvalue %182[0] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @free(%248) : (!llvm.ptr) -> ()
    %249 = llvm.extractvalue %222[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%249) : (!llvm.ptr) -> ()
    %250 = llvm.extractvalue %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%250) : (!llvm.ptr) -> ()
    %251 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%251) : (!llvm.ptr) -> ()
    %252 = llvm.extractvalue %104[0] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @free(%252) : (!llvm.ptr) -> ()
    %253 = llvm.extractvalue %126[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%253) : (!llvm.ptr) -> ()
    llvm.return
  }
}

