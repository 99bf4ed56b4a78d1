module {
  llvm.func @free(!llvm.ptr)
  llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefF64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func private @printMemrefF16(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF16(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF16(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefBF16(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefBF16(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefBF16(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @printMemrefC32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefC64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func private @printMemref1dF64(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref1dF64(%7) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref1dF64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref1dC32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref1dC32(%7) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref1dC32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref1dC64(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref1dC64(%7) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref1dC64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefShapeF64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeF64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefShapeF64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefShapeC32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeC32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefShapeC32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefShapeC64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeC64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefShapeC64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefVector4x4xf32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefVector4x4xf32(%9) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefVector4x4xf32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(dense<-5.000000e-01> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
    %1 = llvm.mlir.constant(dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00], [9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01], [1.300000e+01, 1.400000e+01, 1.500000e+01, 1.650000e+01]]> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
    %2 = llvm.mlir.constant(1.000000e-10 : f32) : f32
    %3 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %4 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
    %5 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %6 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
    %7 = llvm.mlir.constant(0xFFC0 : bf16) : bf16
    %8 = llvm.mlir.constant(-3.004060e+38 : bf16) : bf16
    %9 = llvm.mlir.constant(1.000980e-01 : bf16) : bf16
    %10 = llvm.mlir.constant(5.960460e-08 : f16) : f16
    %11 = llvm.mlir.constant(0x7C00 : f16) : f16
    %12 = llvm.mlir.constant(-6.550400e+04 : f16) : f16
    %13 = llvm.mlir.constant(9.997550e-02 : f16) : f16
    %14 = llvm.mlir.constant(123456.5 : f64) : f64
    %15 = llvm.mlir.constant(2.2250738585072014E-308 : f64) : f64
    %16 = llvm.mlir.constant(0xFFF8000000000000 : f64) : f64
    %17 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %18 = llvm.mlir.constant(-1.000000e+100 : f64) : f64
    %19 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = llvm.mlir.constant(2 : index) : i64
    %23 = llvm.mlir.constant(3 : index) : i64
    %24 = llvm.mlir.constant(2 : index) : i64
    %25 = llvm.mlir.constant(3 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(6 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %24, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %25, %37[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %25, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %26, %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.mlir.constant(3 : index) : i64
    %43 = llvm.mul %20, %42 : i64
    %44 = llvm.add %43, %20 : i64
    %45 = llvm.getelementptr %41[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %19, %45 : f64, !llvm.ptr
    %46 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.mlir.constant(3 : index) : i64
    %48 = llvm.mul %20, %47 : i64
    %49 = llvm.add %48, %21 : i64
    %50 = llvm.getelementptr %46[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %18, %50 : f64, !llvm.ptr
    %51 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.constant(3 : index) : i64
    %53 = llvm.mul %20, %52 : i64
    %54 = llvm.add %53, %22 : i64
    %55 = llvm.getelementptr %51[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %17, %55 : f64, !llvm.ptr
    %56 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.mlir.constant(3 : index) : i64
    %58 = llvm.mul %21, %57 : i64
    %59 = llvm.add %58, %20 : i64
    %60 = llvm.getelementptr %56[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %16, %60 : f64, !llvm.ptr
    %61 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.mlir.constant(3 : index) : i64
    %63 = llvm.mul %21, %62 : i64
    %64 = llvm.add %63, %21 : i64
    %65 = llvm.getelementptr %61[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %15, %65 : f64, !llvm.ptr
    %66 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.mlir.constant(3 : index) : i64
    %68 = llvm.mul %21, %67 : i64
    %69 = llvm.add %68, %22 : i64
    %70 = llvm.getelementptr %66[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %14, %70 : f64, !llvm.ptr
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.alloca %71 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %40, %72 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %73 = llvm.mlir.constant(2 : index) : i64
    %74 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %75 = llvm.insertvalue %73, %74[0] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.insertvalue %72, %75[1] : !llvm.struct<(i64, ptr)> 
    %77 = llvm.extractvalue %76[0] : !llvm.struct<(i64, ptr)> 
    %78 = llvm.extractvalue %76[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%77, %78) : (i64, !llvm.ptr) -> ()
    %79 = llvm.extractvalue %76[0] : !llvm.struct<(i64, ptr)> 
    %80 = llvm.extractvalue %76[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeF64(%79, %80) : (i64, !llvm.ptr) -> ()
    %81 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %82 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %83 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %84 = llvm.insertvalue %82, %81[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.insertvalue %83, %84[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.mlir.constant(3 : index) : i64
    %87 = llvm.insertvalue %86, %85[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %88 = llvm.mlir.constant(3 : index) : i64
    %89 = llvm.insertvalue %88, %87[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.mlir.constant(1 : index) : i64
    %91 = llvm.insertvalue %90, %89[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %92 = llvm.mlir.constant(3 : index) : i64
    %93 = llvm.mlir.constant(1 : index) : i64
    %94 = llvm.mlir.zero : !llvm.ptr
    %95 = llvm.getelementptr %94[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %96 = llvm.ptrtoint %95 : !llvm.ptr to i64
    %97 = llvm.call @malloc(%96) : (i64) -> !llvm.ptr
    %98 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %99 = llvm.insertvalue %97, %98[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %100 = llvm.insertvalue %97, %99[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %101 = llvm.mlir.constant(0 : index) : i64
    %102 = llvm.insertvalue %101, %100[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %103 = llvm.insertvalue %92, %102[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %104 = llvm.insertvalue %93, %103[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %105 = llvm.mlir.constant(1 : index) : i64
    %106 = llvm.extractvalue %91[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %107 = llvm.mul %105, %106 : i64
    %108 = llvm.mlir.zero : !llvm.ptr
    %109 = llvm.getelementptr %108[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %110 = llvm.ptrtoint %109 : !llvm.ptr to i64
    %111 = llvm.mul %107, %110 : i64
    %112 = llvm.extractvalue %91[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %113 = llvm.extractvalue %91[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %114 = llvm.getelementptr %112[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %115 = llvm.extractvalue %104[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %116 = llvm.extractvalue %104[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %117 = llvm.getelementptr %115[%116] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    "llvm.intr.memcpy"(%117, %114, %111) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %118 = llvm.extractvalue %104[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %119 = llvm.extractvalue %104[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %120 = llvm.extractvalue %104[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %121 = llvm.extractvalue %104[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %122 = llvm.extractvalue %104[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @printMemref1dF64(%118, %119, %120, %121, %122) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %123 = llvm.mlir.constant(4 : index) : i64
    %124 = llvm.mlir.constant(1 : index) : i64
    %125 = llvm.mlir.zero : !llvm.ptr
    %126 = llvm.getelementptr %125[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %127 = llvm.ptrtoint %126 : !llvm.ptr to i64
    %128 = llvm.call @malloc(%127) : (i64) -> !llvm.ptr
    %129 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %130 = llvm.insertvalue %128, %129[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %131 = llvm.insertvalue %128, %130[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %132 = llvm.mlir.constant(0 : index) : i64
    %133 = llvm.insertvalue %132, %131[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %134 = llvm.insertvalue %123, %133[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %135 = llvm.insertvalue %124, %134[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %136 = llvm.extractvalue %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %137 = llvm.getelementptr %136[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    llvm.store %13, %137 : f16, !llvm.ptr
    %138 = llvm.extractvalue %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %139 = llvm.getelementptr %138[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    llvm.store %12, %139 : f16, !llvm.ptr
    %140 = llvm.extractvalue %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %141 = llvm.getelementptr %140[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    llvm.store %11, %141 : f16, !llvm.ptr
    %142 = llvm.extractvalue %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %143 = llvm.getelementptr %142[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    llvm.store %10, %143 : f16, !llvm.ptr
    %144 = llvm.mlir.constant(1 : index) : i64
    %145 = llvm.alloca %144 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %135, %145 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %146 = llvm.mlir.constant(1 : index) : i64
    %147 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %148 = llvm.insertvalue %146, %147[0] : !llvm.struct<(i64, ptr)> 
    %149 = llvm.insertvalue %145, %148[1] : !llvm.struct<(i64, ptr)> 
    %150 = llvm.extractvalue %149[0] : !llvm.struct<(i64, ptr)> 
    %151 = llvm.extractvalue %149[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF16(%150, %151) : (i64, !llvm.ptr) -> ()
    %152 = llvm.mlir.constant(4 : index) : i64
    %153 = llvm.mlir.constant(1 : index) : i64
    %154 = llvm.mlir.zero : !llvm.ptr
    %155 = llvm.getelementptr %154[%152] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %156 = llvm.ptrtoint %155 : !llvm.ptr to i64
    %157 = llvm.call @malloc(%156) : (i64) -> !llvm.ptr
    %158 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %159 = llvm.insertvalue %157, %158[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %160 = llvm.insertvalue %157, %159[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %161 = llvm.mlir.constant(0 : index) : i64
    %162 = llvm.insertvalue %161, %160[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %163 = llvm.insertvalue %152, %162[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %164 = llvm.insertvalue %153, %163[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %165 = llvm.extractvalue %164[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %166 = llvm.getelementptr %165[%20] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %9, %166 : bf16, !llvm.ptr
    %167 = llvm.extractvalue %164[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %168 = llvm.getelementptr %167[%21] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %8, %168 : bf16, !llvm.ptr
    %169 = llvm.extractvalue %164[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %170 = llvm.getelementptr %169[%22] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %7, %170 : bf16, !llvm.ptr
    %171 = llvm.extractvalue %164[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %172 = llvm.getelementptr %171[%23] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %6, %172 : bf16, !llvm.ptr
    %173 = llvm.mlir.constant(1 : index) : i64
    %174 = llvm.alloca %173 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %164, %174 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %175 = llvm.mlir.constant(1 : index) : i64
    %176 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %177 = llvm.insertvalue %175, %176[0] : !llvm.struct<(i64, ptr)> 
    %178 = llvm.insertvalue %174, %177[1] : !llvm.struct<(i64, ptr)> 
    %179 = llvm.extractvalue %178[0] : !llvm.struct<(i64, ptr)> 
    %180 = llvm.extractvalue %178[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefBF16(%179, %180) : (i64, !llvm.ptr) -> ()
    %181 = llvm.mlir.constant(3 : index) : i64
    %182 = llvm.mlir.constant(1 : index) : i64
    %183 = llvm.mlir.zero : !llvm.ptr
    %184 = llvm.getelementptr %183[%181] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %185 = llvm.ptrtoint %184 : !llvm.ptr to i64
    %186 = llvm.mlir.zero : !llvm.ptr
    %187 = llvm.getelementptr %186[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %188 = llvm.ptrtoint %187 : !llvm.ptr to i64
    %189 = llvm.add %185, %188 : i64
    %190 = llvm.call @malloc(%189) : (i64) -> !llvm.ptr
    %191 = llvm.ptrtoint %190 : !llvm.ptr to i64
    %192 = llvm.mlir.constant(1 : index) : i64
    %193 = llvm.sub %188, %192 : i64
    %194 = llvm.add %191, %193 : i64
    %195 = llvm.urem %194, %188  : i64
    %196 = llvm.sub %194, %195 : i64
    %197 = llvm.inttoptr %196 : i64 to !llvm.ptr
    %198 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %199 = llvm.insertvalue %190, %198[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %200 = llvm.insertvalue %197, %199[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %201 = llvm.mlir.constant(0 : index) : i64
    %202 = llvm.insertvalue %201, %200[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %203 = llvm.insertvalue %181, %202[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %204 = llvm.insertvalue %182, %203[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %205 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %206 = llvm.insertvalue %5, %205[0] : !llvm.struct<(f32, f32)> 
    %207 = llvm.insertvalue %4, %206[1] : !llvm.struct<(f32, f32)> 
    %208 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %209 = llvm.insertvalue %3, %208[0] : !llvm.struct<(f32, f32)> 
    %210 = llvm.insertvalue %2, %209[1] : !llvm.struct<(f32, f32)> 
    %211 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %212 = llvm.insertvalue %4, %211[0] : !llvm.struct<(f32, f32)> 
    %213 = llvm.insertvalue %5, %212[1] : !llvm.struct<(f32, f32)> 
    %214 = llvm.extractvalue %204[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %215 = llvm.getelementptr %214[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %207, %215 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %216 = llvm.extractvalue %204[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %217 = llvm.getelementptr %216[%21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %210, %217 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %218 = llvm.extractvalue %204[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %219 = llvm.getelementptr %218[%22] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %213, %219 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %220 = llvm.mlir.constant(1 : index) : i64
    %221 = llvm.alloca %220 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %204, %221 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %222 = llvm.mlir.constant(1 : index) : i64
    %223 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %224 = llvm.insertvalue %222, %223[0] : !llvm.struct<(i64, ptr)> 
    %225 = llvm.insertvalue %221, %224[1] : !llvm.struct<(i64, ptr)> 
    %226 = llvm.extractvalue %225[0] : !llvm.struct<(i64, ptr)> 
    %227 = llvm.extractvalue %225[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefC32(%226, %227) : (i64, !llvm.ptr) -> ()
    %228 = llvm.extractvalue %204[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %229 = llvm.extractvalue %204[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %230 = llvm.extractvalue %204[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %231 = llvm.extractvalue %204[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %232 = llvm.extractvalue %204[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @printMemref1dC32(%228, %229, %230, %231, %232) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %233 = llvm.extractvalue %225[0] : !llvm.struct<(i64, ptr)> 
    %234 = llvm.extractvalue %225[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeC32(%233, %234) : (i64, !llvm.ptr) -> ()
    %235 = llvm.mlir.constant(2 : index) : i64
    %236 = llvm.mlir.constant(2 : index) : i64
    %237 = llvm.mlir.constant(1 : index) : i64
    %238 = llvm.mlir.constant(4 : index) : i64
    %239 = llvm.mlir.zero : !llvm.ptr
    %240 = llvm.getelementptr %239[%238] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %241 = llvm.ptrtoint %240 : !llvm.ptr to i64
    %242 = llvm.mlir.zero : !llvm.ptr
    %243 = llvm.getelementptr %242[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %244 = llvm.ptrtoint %243 : !llvm.ptr to i64
    %245 = llvm.add %241, %244 : i64
    %246 = llvm.call @malloc(%245) : (i64) -> !llvm.ptr
    %247 = llvm.ptrtoint %246 : !llvm.ptr to i64
    %248 = llvm.mlir.constant(1 : index) : i64
    %249 = llvm.sub %244, %248 : i64
    %250 = llvm.add %247, %249 : i64
    %251 = llvm.urem %250, %244  : i64
    %252 = llvm.sub %250, %251 : i64
    %253 = llvm.inttoptr %252 : i64 to !llvm.ptr
    %254 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %255 = llvm.insertvalue %246, %254[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %256 = llvm.insertvalue %253, %255[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %257 = llvm.mlir.constant(0 : index) : i64
    %258 = llvm.insertvalue %257, %256[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %259 = llvm.insertvalue %235, %258[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %260 = llvm.insertvalue %236, %259[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %261 = llvm.insertvalue %236, %260[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %262 = llvm.insertvalue %237, %261[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %263 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %264 = llvm.insertvalue %19, %263[0] : !llvm.struct<(f64, f64)> 
    %265 = llvm.insertvalue %18, %264[1] : !llvm.struct<(f64, f64)> 
    %266 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %267 = llvm.insertvalue %14, %266[0] : !llvm.struct<(f64, f64)> 
    %268 = llvm.insertvalue %15, %267[1] : !llvm.struct<(f64, f64)> 
    %269 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %270 = llvm.mlir.constant(2 : index) : i64
    %271 = llvm.mul %20, %270 : i64
    %272 = llvm.add %271, %20 : i64
    %273 = llvm.getelementptr %269[%272] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %265, %273 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %274 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %275 = llvm.mlir.constant(2 : index) : i64
    %276 = llvm.mul %20, %275 : i64
    %277 = llvm.add %276, %21 : i64
    %278 = llvm.getelementptr %274[%277] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %268, %278 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %279 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %280 = llvm.mlir.constant(2 : index) : i64
    %281 = llvm.mul %21, %280 : i64
    %282 = llvm.add %281, %20 : i64
    %283 = llvm.getelementptr %279[%282] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %268, %283 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %284 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %285 = llvm.mlir.constant(2 : index) : i64
    %286 = llvm.mul %21, %285 : i64
    %287 = llvm.add %286, %21 : i64
    %288 = llvm.getelementptr %284[%287] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %265, %288 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %289 = llvm.mlir.constant(1 : index) : i64
    %290 = llvm.alloca %289 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %262, %290 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %291 = llvm.mlir.constant(2 : index) : i64
    %292 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %293 = llvm.insertvalue %291, %292[0] : !llvm.struct<(i64, ptr)> 
    %294 = llvm.insertvalue %290, %293[1] : !llvm.struct<(i64, ptr)> 
    %295 = llvm.extractvalue %294[0] : !llvm.struct<(i64, ptr)> 
    %296 = llvm.extractvalue %294[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefC64(%295, %296) : (i64, !llvm.ptr) -> ()
    %297 = llvm.extractvalue %294[0] : !llvm.struct<(i64, ptr)> 
    %298 = llvm.extractvalue %294[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeC64(%297, %298) : (i64, !llvm.ptr) -> ()
    %299 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %300 = llvm.extractvalue %262[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %301 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %302 = llvm.insertvalue %300, %299[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %303 = llvm.insertvalue %301, %302[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %304 = llvm.mlir.constant(1 : index) : i64
    %305 = llvm.insertvalue %304, %303[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %306 = llvm.mlir.constant(2 : index) : i64
    %307 = llvm.insertvalue %306, %305[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %308 = llvm.mlir.constant(2 : index) : i64
    %309 = llvm.insertvalue %308, %307[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %310 = llvm.mlir.constant(2 : index) : i64
    %311 = llvm.mlir.constant(1 : index) : i64
    %312 = llvm.mlir.zero : !llvm.ptr
    %313 = llvm.getelementptr %312[%310] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %314 = llvm.ptrtoint %313 : !llvm.ptr to i64
    %315 = llvm.mlir.zero : !llvm.ptr
    %316 = llvm.getelementptr %315[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %317 = llvm.ptrtoint %316 : !llvm.ptr to i64
    %318 = llvm.add %314, %317 : i64
    %319 = llvm.call @malloc(%318) : (i64) -> !llvm.ptr
    %320 = llvm.ptrtoint %319 : !llvm.ptr to i64
    %321 = llvm.mlir.constant(1 : index) : i64
    %322 = llvm.sub %317, %321 : i64
    %323 = llvm.add %320, %322 : i64
    %324 = llvm.urem %323, %317  : i64
    %325 = llvm.sub %323, %324 : i64
    %326 = llvm.inttoptr %325 : i64 to !llvm.ptr
    %327 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %328 = llvm.insertvalue %319, %327[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %329 = llvm.insertvalue %326, %328[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %330 = llvm.mlir.constant(0 : index) : i64
    %331 = llvm.insertvalue %330, %329[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %332 = llvm.insertvalue %310, %331[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %333 = llvm.insertvalue %311, %332[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %334 = llvm.intr.stacksave : !llvm.ptr
    %335 = llvm.mlir.constant(1 : i64) : i64
    %336 = llvm.mlir.constant(1 : index) : i64
    %337 = llvm.alloca %336 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %309, %337 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %338 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %339 = llvm.insertvalue %335, %338[0] : !llvm.struct<(i64, ptr)> 
    %340 = llvm.insertvalue %337, %339[1] : !llvm.struct<(i64, ptr)> 
    %341 = llvm.mlir.constant(1 : i64) : i64
    %342 = llvm.mlir.constant(1 : index) : i64
    %343 = llvm.alloca %342 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %333, %343 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %344 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %345 = llvm.insertvalue %341, %344[0] : !llvm.struct<(i64, ptr)> 
    %346 = llvm.insertvalue %343, %345[1] : !llvm.struct<(i64, ptr)> 
    %347 = llvm.mlir.constant(1 : index) : i64
    %348 = llvm.alloca %347 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %340, %348 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %349 = llvm.alloca %347 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %346, %349 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %350 = llvm.mlir.zero : !llvm.ptr
    %351 = llvm.getelementptr %350[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %352 = llvm.ptrtoint %351 : !llvm.ptr to i64
    llvm.call @memrefCopy(%352, %348, %349) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %334 : !llvm.ptr
    %353 = llvm.extractvalue %333[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %354 = llvm.extractvalue %333[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %355 = llvm.extractvalue %333[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %356 = llvm.extractvalue %333[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %357 = llvm.extractvalue %333[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @printMemref1dC64(%353, %354, %355, %356, %357) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %358 = llvm.mlir.constant(1 : index) : i64
    %359 = llvm.mlir.constant(2 : index) : i64
    %360 = llvm.mlir.constant(1 : index) : i64
    %361 = llvm.mlir.constant(2 : index) : i64
    %362 = llvm.mlir.zero : !llvm.ptr
    %363 = llvm.getelementptr %362[%361] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x vector<4xf32>>
    %364 = llvm.ptrtoint %363 : !llvm.ptr to i64
    %365 = llvm.mlir.zero : !llvm.ptr
    %366 = llvm.getelementptr %365[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x vector<4xf32>>
    %367 = llvm.ptrtoint %366 : !llvm.ptr to i64
    %368 = llvm.add %364, %367 : i64
    %369 = llvm.call @malloc(%368) : (i64) -> !llvm.ptr
    %370 = llvm.ptrtoint %369 : !llvm.ptr to i64
    %371 = llvm.mlir.constant(1 : index) : i64
    %372 = llvm.sub %367, %371 : i64
    %373 = llvm.add %370, %372 : i64
    %374 = llvm.urem %373, %367  : i64
    %375 = llvm.sub %373, %374 : i64
    %376 = llvm.inttoptr %375 : i64 to !llvm.ptr
    %377 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %378 = llvm.insertvalue %369, %377[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %379 = llvm.insertvalue %376, %378[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %380 = llvm.mlir.constant(0 : index) : i64
    %381 = llvm.insertvalue %380, %379[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %382 = llvm.insertvalue %358, %381[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %383 = llvm.insertvalue %359, %382[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %384 = llvm.insertvalue %359, %383[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %385 = llvm.insertvalue %360, %384[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %386 = llvm.extractvalue %385[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %387 = llvm.mlir.constant(2 : index) : i64
    %388 = llvm.mul %20, %387 : i64
    %389 = llvm.add %388, %20 : i64
    %390 = llvm.getelementptr %386[%389] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x vector<4xf32>>
    llvm.store %1, %390 : !llvm.array<4 x vector<4xf32>>, !llvm.ptr
    %391 = llvm.extractvalue %385[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %392 = llvm.mlir.constant(2 : index) : i64
    %393 = llvm.mul %20, %392 : i64
    %394 = llvm.add %393, %21 : i64
    %395 = llvm.getelementptr %391[%394] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x vector<4xf32>>
    llvm.store %0, %395 : !llvm.array<4 x vector<4xf32>>, !llvm.ptr
    %396 = llvm.extractvalue %385[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %397 = llvm.extractvalue %385[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %398 = llvm.extractvalue %385[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %399 = llvm.extractvalue %385[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %400 = llvm.extractvalue %385[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %401 = llvm.extractvalue %385[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %402 = llvm.extractvalue %385[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @printMemrefVector4x4xf32(%396, %397, %398, %399, %400, %401, %402) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %403 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%403) : (!llvm.ptr) -> ()
    %404 = llvm.extractvalue %104[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%404) : (!llvm.ptr) -> ()
    %405 = llvm.extractvalue %135[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%405) : (!llvm.ptr) -> ()
    %406 = llvm.extractvalue %164[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%406) : (!llvm.ptr) -> ()
    %407 = llvm.extractvalue %204[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%407) : (!llvm.ptr) -> ()
    %408 = llvm.extractvalue %262[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%408) : (!llvm.ptr) -> ()
    %409 = llvm.extractvalue %333[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%409) : (!llvm.ptr) -> ()
    %410 = llvm.extractvalue %385[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%410) : (!llvm.ptr) -> ()
    llvm.return
  }
}

