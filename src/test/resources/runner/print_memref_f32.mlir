module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func private @printMemrefShapeF32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeF32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefShapeF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref0dF32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)> 
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %3, %5 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref0dF32(%5) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref0dF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref1dF32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref1dF32(%7) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref1dF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref2dF32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
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
    llvm.call @_mlir_ciface_printMemref2dF32(%9) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref2dF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref3dF32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %9, %11 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref3dF32(%11) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref3dF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref4dF32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %7 = llvm.insertvalue %arg8, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %9 = llvm.insertvalue %arg9, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %10 = llvm.insertvalue %arg6, %9[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %11 = llvm.insertvalue %arg10, %10[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.alloca %12 x !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %11, %13 : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref4dF32(%13) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref4dF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @fill(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32, %arg6: f32) {
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
    %11 = llvm.sitofp %9 : i64 to f32
    %12 = llvm.fmul %11, %arg5  : f32
    %13 = llvm.fadd %12, %arg6  : f32
    %14 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.getelementptr %14[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %13, %15 : f32, !llvm.ptr
    %16 = llvm.add %9, %7 : i64
    llvm.br ^bb1(%16 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(13 : index) : i64
    %1 = llvm.mlir.constant(12 : index) : i64
    %2 = llvm.mlir.constant(11 : index) : i64
    %3 = llvm.mlir.constant(10 : index) : i64
    %4 = llvm.mlir.constant(9 : index) : i64
    %5 = llvm.mlir.constant(8 : index) : i64
    %6 = llvm.mlir.constant(7 : index) : i64
    %7 = llvm.mlir.constant(1.000000e+02 : f32) : f32
    %8 = llvm.mlir.constant(999999.5 : f32) : f32
    %9 = llvm.mlir.constant(3.40282347E+38 : f32) : f32
    %10 = llvm.mlir.constant(9.999940e-41 : f32) : f32
    %11 = llvm.mlir.constant(9.99999974E-5 : f32) : f32
    %12 = llvm.mlir.constant(0.333333343 : f32) : f32
    %13 = llvm.mlir.constant(0x4996B428 : f32) : f32
    %14 = llvm.mlir.constant(0x4CEB79A3 : f32) : f32
    %15 = llvm.mlir.constant(1.000000e-07 : f32) : f32
    %16 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %17 = llvm.mlir.constant(0xFFC00000 : f32) : f32
    %18 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %19 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %20 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %21 = llvm.mlir.constant(-3.000000e+00 : f32) : f32
    %22 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %23 = llvm.mlir.constant(-2.500000e+00 : f32) : f32
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.constant(2 : index) : i64
    %27 = llvm.mlir.constant(3 : index) : i64
    %28 = llvm.mlir.constant(4 : index) : i64
    %29 = llvm.mlir.constant(5 : index) : i64
    %30 = llvm.mlir.constant(6 : index) : i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.mlir.zero : !llvm.ptr
    %33 = llvm.getelementptr %32[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
    %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
    %36 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i64)> 
    %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i64)> 
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64)> 
    %41 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %23, %41 : f32, !llvm.ptr
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.alloca %42 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %40, %43 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %44 = llvm.mlir.constant(0 : index) : i64
    %45 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %46 = llvm.insertvalue %44, %45[0] : !llvm.struct<(i64, ptr)> 
    %47 = llvm.insertvalue %43, %46[1] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.extractvalue %47[0] : !llvm.struct<(i64, ptr)> 
    %49 = llvm.extractvalue %47[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%48, %49) : (i64, !llvm.ptr) -> ()
    %50 = llvm.extractvalue %47[0] : !llvm.struct<(i64, ptr)> 
    %51 = llvm.extractvalue %47[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%50, %51) : (i64, !llvm.ptr) -> ()
    %52 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64)> 
    %53 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64)> 
    %54 = llvm.extractvalue %40[2] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @printMemref0dF32(%52, %53, %54) : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %55 = llvm.mlir.constant(48 : index) : i64
    %56 = llvm.mlir.constant(1 : index) : i64
    %57 = llvm.mlir.zero : !llvm.ptr
    %58 = llvm.getelementptr %57[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %59 = llvm.ptrtoint %58 : !llvm.ptr to i64
    %60 = llvm.call @malloc(%59) : (i64) -> !llvm.ptr
    %61 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %62 = llvm.insertvalue %60, %61[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.insertvalue %60, %62[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.mlir.constant(0 : index) : i64
    %65 = llvm.insertvalue %64, %63[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.insertvalue %55, %65[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.insertvalue %56, %66[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.extractvalue %67[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.extractvalue %67[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.extractvalue %67[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fill(%68, %69, %70, %71, %72, %22, %21) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32, f32) -> ()
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.alloca %73 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %67, %74 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %75 = llvm.mlir.constant(1 : index) : i64
    %76 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %77 = llvm.insertvalue %75, %76[0] : !llvm.struct<(i64, ptr)> 
    %78 = llvm.insertvalue %74, %77[1] : !llvm.struct<(i64, ptr)> 
    %79 = llvm.extractvalue %78[0] : !llvm.struct<(i64, ptr)> 
    %80 = llvm.extractvalue %78[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%79, %80) : (i64, !llvm.ptr) -> ()
    %81 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.insertvalue %82, %81[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %85 = llvm.insertvalue %83, %84[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.mlir.constant(0 : index) : i64
    %87 = llvm.insertvalue %86, %85[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %88 = llvm.mlir.constant(6 : index) : i64
    %89 = llvm.insertvalue %88, %87[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %90 = llvm.mlir.constant(8 : index) : i64
    %91 = llvm.insertvalue %90, %89[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %92 = llvm.mlir.constant(8 : index) : i64
    %93 = llvm.insertvalue %92, %91[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %94 = llvm.mlir.constant(1 : index) : i64
    %95 = llvm.insertvalue %94, %93[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %96 = llvm.mlir.constant(1 : index) : i64
    %97 = llvm.alloca %96 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %95, %97 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %98 = llvm.mlir.constant(2 : index) : i64
    %99 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %100 = llvm.insertvalue %98, %99[0] : !llvm.struct<(i64, ptr)> 
    %101 = llvm.insertvalue %97, %100[1] : !llvm.struct<(i64, ptr)> 
    %102 = llvm.extractvalue %101[0] : !llvm.struct<(i64, ptr)> 
    %103 = llvm.extractvalue %101[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%102, %103) : (i64, !llvm.ptr) -> ()
    %104 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %105 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %106 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %107 = llvm.insertvalue %105, %104[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %108 = llvm.insertvalue %106, %107[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %109 = llvm.mlir.constant(0 : index) : i64
    %110 = llvm.insertvalue %109, %108[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %111 = llvm.mlir.constant(2 : index) : i64
    %112 = llvm.insertvalue %111, %110[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %113 = llvm.mlir.constant(24 : index) : i64
    %114 = llvm.insertvalue %113, %112[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %115 = llvm.mlir.constant(3 : index) : i64
    %116 = llvm.insertvalue %115, %114[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %117 = llvm.mlir.constant(8 : index) : i64
    %118 = llvm.insertvalue %117, %116[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %119 = llvm.mlir.constant(8 : index) : i64
    %120 = llvm.insertvalue %119, %118[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %121 = llvm.mlir.constant(1 : index) : i64
    %122 = llvm.insertvalue %121, %120[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %123 = llvm.mlir.constant(1 : index) : i64
    %124 = llvm.alloca %123 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %122, %124 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %125 = llvm.mlir.constant(3 : index) : i64
    %126 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %127 = llvm.insertvalue %125, %126[0] : !llvm.struct<(i64, ptr)> 
    %128 = llvm.insertvalue %124, %127[1] : !llvm.struct<(i64, ptr)> 
    %129 = llvm.extractvalue %128[0] : !llvm.struct<(i64, ptr)> 
    %130 = llvm.extractvalue %128[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%129, %130) : (i64, !llvm.ptr) -> ()
    %131 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %132 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %133 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %134 = llvm.insertvalue %132, %131[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %135 = llvm.insertvalue %133, %134[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %136 = llvm.mlir.constant(0 : index) : i64
    %137 = llvm.insertvalue %136, %135[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %138 = llvm.mlir.constant(2 : index) : i64
    %139 = llvm.insertvalue %138, %137[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %140 = llvm.mlir.constant(24 : index) : i64
    %141 = llvm.insertvalue %140, %139[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %142 = llvm.mlir.constant(3 : index) : i64
    %143 = llvm.insertvalue %142, %141[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %144 = llvm.mlir.constant(8 : index) : i64
    %145 = llvm.insertvalue %144, %143[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %146 = llvm.mlir.constant(2 : index) : i64
    %147 = llvm.insertvalue %146, %145[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %148 = llvm.mlir.constant(4 : index) : i64
    %149 = llvm.insertvalue %148, %147[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %150 = llvm.mlir.constant(4 : index) : i64
    %151 = llvm.insertvalue %150, %149[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %152 = llvm.mlir.constant(1 : index) : i64
    %153 = llvm.insertvalue %152, %151[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %154 = llvm.mlir.constant(1 : index) : i64
    %155 = llvm.alloca %154 x !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %153, %155 : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>, !llvm.ptr
    %156 = llvm.mlir.constant(4 : index) : i64
    %157 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %158 = llvm.insertvalue %156, %157[0] : !llvm.struct<(i64, ptr)> 
    %159 = llvm.insertvalue %155, %158[1] : !llvm.struct<(i64, ptr)> 
    %160 = llvm.extractvalue %159[0] : !llvm.struct<(i64, ptr)> 
    %161 = llvm.extractvalue %159[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%160, %161) : (i64, !llvm.ptr) -> ()
    %162 = llvm.extractvalue %159[0] : !llvm.struct<(i64, ptr)> 
    %163 = llvm.extractvalue %159[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeF32(%162, %163) : (i64, !llvm.ptr) -> ()
    %164 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %165 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %166 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %167 = llvm.insertvalue %165, %164[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %168 = llvm.insertvalue %166, %167[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %169 = llvm.mlir.constant(3 : index) : i64
    %170 = llvm.insertvalue %169, %168[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %171 = llvm.mlir.constant(5 : index) : i64
    %172 = llvm.insertvalue %171, %170[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %173 = llvm.mlir.constant(2 : index) : i64
    %174 = llvm.insertvalue %173, %172[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %175 = llvm.extractvalue %174[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %176 = llvm.extractvalue %174[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %177 = llvm.extractvalue %174[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %178 = llvm.extractvalue %174[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %179 = llvm.extractvalue %174[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @printMemref1dF32(%175, %176, %177, %178, %179) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %180 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %181 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %182 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %183 = llvm.insertvalue %181, %180[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %184 = llvm.insertvalue %182, %183[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %185 = llvm.mlir.constant(10 : index) : i64
    %186 = llvm.insertvalue %185, %184[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %187 = llvm.mlir.constant(3 : index) : i64
    %188 = llvm.insertvalue %187, %186[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %189 = llvm.mlir.constant(16 : index) : i64
    %190 = llvm.insertvalue %189, %188[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %191 = llvm.mlir.constant(4 : index) : i64
    %192 = llvm.insertvalue %191, %190[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %193 = llvm.mlir.constant(1 : index) : i64
    %194 = llvm.insertvalue %193, %192[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %195 = llvm.extractvalue %194[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %196 = llvm.extractvalue %194[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %197 = llvm.extractvalue %194[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %198 = llvm.extractvalue %194[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %199 = llvm.extractvalue %194[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %200 = llvm.extractvalue %194[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %201 = llvm.extractvalue %194[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @printMemref2dF32(%195, %196, %197, %198, %199, %200, %201) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %202 = llvm.mlir.constant(1 : index) : i64
    %203 = llvm.alloca %202 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %194, %203 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %204 = llvm.mlir.constant(2 : index) : i64
    %205 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %206 = llvm.insertvalue %204, %205[0] : !llvm.struct<(i64, ptr)> 
    %207 = llvm.insertvalue %203, %206[1] : !llvm.struct<(i64, ptr)> 
    %208 = llvm.extractvalue %207[0] : !llvm.struct<(i64, ptr)> 
    %209 = llvm.extractvalue %207[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%208, %209) : (i64, !llvm.ptr) -> ()
    %210 = llvm.extractvalue %207[0] : !llvm.struct<(i64, ptr)> 
    %211 = llvm.extractvalue %207[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeF32(%210, %211) : (i64, !llvm.ptr) -> ()
    %212 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %213 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %214 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %215 = llvm.insertvalue %213, %212[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %216 = llvm.insertvalue %214, %215[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %217 = llvm.mlir.constant(25 : index) : i64
    %218 = llvm.insertvalue %217, %216[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %219 = llvm.mlir.constant(1 : index) : i64
    %220 = llvm.insertvalue %219, %218[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %221 = llvm.mlir.constant(24 : index) : i64
    %222 = llvm.insertvalue %221, %220[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %223 = llvm.mlir.constant(3 : index) : i64
    %224 = llvm.insertvalue %223, %222[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %225 = llvm.mlir.constant(8 : index) : i64
    %226 = llvm.insertvalue %225, %224[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %227 = llvm.mlir.constant(3 : index) : i64
    %228 = llvm.insertvalue %227, %226[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %229 = llvm.mlir.constant(3 : index) : i64
    %230 = llvm.insertvalue %229, %228[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %231 = llvm.extractvalue %230[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %232 = llvm.extractvalue %230[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %233 = llvm.extractvalue %230[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %234 = llvm.extractvalue %230[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %235 = llvm.extractvalue %230[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %236 = llvm.extractvalue %230[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %237 = llvm.extractvalue %230[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %238 = llvm.extractvalue %230[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %239 = llvm.extractvalue %230[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.call @printMemref3dF32(%231, %232, %233, %234, %235, %236, %237, %238, %239) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64) -> ()
    %240 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %241 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %242 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %243 = llvm.insertvalue %241, %240[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %244 = llvm.insertvalue %242, %243[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %245 = llvm.mlir.constant(9 : index) : i64
    %246 = llvm.insertvalue %245, %244[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %247 = llvm.mlir.constant(2 : index) : i64
    %248 = llvm.insertvalue %247, %246[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %249 = llvm.mlir.constant(24 : index) : i64
    %250 = llvm.insertvalue %249, %248[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %251 = llvm.mlir.constant(2 : index) : i64
    %252 = llvm.insertvalue %251, %250[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %253 = llvm.mlir.constant(8 : index) : i64
    %254 = llvm.insertvalue %253, %252[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %255 = llvm.mlir.constant(2 : index) : i64
    %256 = llvm.insertvalue %255, %254[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %257 = llvm.mlir.constant(4 : index) : i64
    %258 = llvm.insertvalue %257, %256[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %259 = llvm.mlir.constant(3 : index) : i64
    %260 = llvm.insertvalue %259, %258[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %261 = llvm.mlir.constant(1 : index) : i64
    %262 = llvm.insertvalue %261, %260[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %263 = llvm.extractvalue %262[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %264 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %265 = llvm.extractvalue %262[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %266 = llvm.extractvalue %262[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %267 = llvm.extractvalue %262[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %268 = llvm.extractvalue %262[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %269 = llvm.extractvalue %262[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %270 = llvm.extractvalue %262[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %271 = llvm.extractvalue %262[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %272 = llvm.extractvalue %262[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %273 = llvm.extractvalue %262[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    llvm.call @printMemref4dF32(%263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
    %274 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %275 = llvm.extractvalue %95[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %276 = llvm.insertvalue %275, %274[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %277 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %278 = llvm.insertvalue %277, %276[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %279 = llvm.extractvalue %95[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %280 = llvm.insertvalue %279, %278[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %281 = llvm.extractvalue %95[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %282 = llvm.insertvalue %281, %280[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %283 = llvm.extractvalue %95[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %284 = llvm.insertvalue %283, %282[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %285 = llvm.extractvalue %95[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %286 = llvm.insertvalue %285, %284[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %287 = llvm.extractvalue %95[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %288 = llvm.insertvalue %287, %286[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %289 = llvm.mlir.constant(1 : index) : i64
    %290 = llvm.alloca %289 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %288, %290 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %291 = llvm.mlir.constant(2 : index) : i64
    %292 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %293 = llvm.insertvalue %291, %292[0] : !llvm.struct<(i64, ptr)> 
    %294 = llvm.insertvalue %290, %293[1] : !llvm.struct<(i64, ptr)> 
    %295 = llvm.extractvalue %294[0] : !llvm.struct<(i64, ptr)> 
    %296 = llvm.extractvalue %294[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%295, %296) : (i64, !llvm.ptr) -> ()
    %297 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %298 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %299 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %300 = llvm.insertvalue %298, %297[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %301 = llvm.insertvalue %299, %300[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %302 = llvm.mlir.constant(7 : index) : i64
    %303 = llvm.insertvalue %302, %301[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %304 = llvm.mlir.constant(0 : index) : i64
    %305 = llvm.insertvalue %304, %303[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %306 = llvm.mlir.constant(1 : index) : i64
    %307 = llvm.insertvalue %306, %305[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %308 = llvm.mlir.constant(1 : index) : i64
    %309 = llvm.alloca %308 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %307, %309 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %310 = llvm.mlir.constant(1 : index) : i64
    %311 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %312 = llvm.insertvalue %310, %311[0] : !llvm.struct<(i64, ptr)> 
    %313 = llvm.insertvalue %309, %312[1] : !llvm.struct<(i64, ptr)> 
    %314 = llvm.extractvalue %313[0] : !llvm.struct<(i64, ptr)> 
    %315 = llvm.extractvalue %313[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%314, %315) : (i64, !llvm.ptr) -> ()
    %316 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %317 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %318 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %319 = llvm.insertvalue %317, %316[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %320 = llvm.insertvalue %318, %319[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %321 = llvm.mlir.constant(9 : index) : i64
    %322 = llvm.insertvalue %321, %320[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %323 = llvm.mlir.constant(2 : index) : i64
    %324 = llvm.insertvalue %323, %322[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %325 = llvm.mlir.constant(8 : index) : i64
    %326 = llvm.insertvalue %325, %324[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %327 = llvm.mlir.constant(0 : index) : i64
    %328 = llvm.insertvalue %327, %326[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %329 = llvm.mlir.constant(1 : index) : i64
    %330 = llvm.insertvalue %329, %328[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %331 = llvm.mlir.constant(1 : index) : i64
    %332 = llvm.alloca %331 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %330, %332 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %333 = llvm.mlir.constant(2 : index) : i64
    %334 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %335 = llvm.insertvalue %333, %334[0] : !llvm.struct<(i64, ptr)> 
    %336 = llvm.insertvalue %332, %335[1] : !llvm.struct<(i64, ptr)> 
    %337 = llvm.extractvalue %336[0] : !llvm.struct<(i64, ptr)> 
    %338 = llvm.extractvalue %336[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%337, %338) : (i64, !llvm.ptr) -> ()
    %339 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %340 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %341 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %342 = llvm.insertvalue %340, %339[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %343 = llvm.insertvalue %341, %342[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %344 = llvm.mlir.constant(10 : index) : i64
    %345 = llvm.insertvalue %344, %343[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %346 = llvm.mlir.constant(0 : index) : i64
    %347 = llvm.insertvalue %346, %345[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %348 = llvm.mlir.constant(24 : index) : i64
    %349 = llvm.insertvalue %348, %347[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %350 = llvm.mlir.constant(2 : index) : i64
    %351 = llvm.insertvalue %350, %349[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %352 = llvm.mlir.constant(8 : index) : i64
    %353 = llvm.insertvalue %352, %351[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %354 = llvm.mlir.constant(3 : index) : i64
    %355 = llvm.insertvalue %354, %353[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %356 = llvm.mlir.constant(1 : index) : i64
    %357 = llvm.insertvalue %356, %355[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %358 = llvm.mlir.constant(1 : index) : i64
    %359 = llvm.alloca %358 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %357, %359 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %360 = llvm.mlir.constant(3 : index) : i64
    %361 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %362 = llvm.insertvalue %360, %361[0] : !llvm.struct<(i64, ptr)> 
    %363 = llvm.insertvalue %359, %362[1] : !llvm.struct<(i64, ptr)> 
    %364 = llvm.extractvalue %363[0] : !llvm.struct<(i64, ptr)> 
    %365 = llvm.extractvalue %363[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%364, %365) : (i64, !llvm.ptr) -> ()
    %366 = llvm.extractvalue %363[0] : !llvm.struct<(i64, ptr)> 
    %367 = llvm.extractvalue %363[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeF32(%366, %367) : (i64, !llvm.ptr) -> ()
    %368 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %369 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %370 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %371 = llvm.insertvalue %369, %368[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %372 = llvm.insertvalue %370, %371[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %373 = llvm.mlir.constant(45 : index) : i64
    %374 = llvm.insertvalue %373, %372[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %375 = llvm.mlir.constant(1 : index) : i64
    %376 = llvm.insertvalue %375, %374[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %377 = llvm.mlir.constant(24 : index) : i64
    %378 = llvm.insertvalue %377, %376[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %379 = llvm.mlir.constant(1 : index) : i64
    %380 = llvm.insertvalue %379, %378[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %381 = llvm.mlir.constant(8 : index) : i64
    %382 = llvm.insertvalue %381, %380[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %383 = llvm.mlir.constant(1 : index) : i64
    %384 = llvm.insertvalue %383, %382[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %385 = llvm.mlir.constant(1 : index) : i64
    %386 = llvm.insertvalue %385, %384[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %387 = llvm.mlir.constant(1 : index) : i64
    %388 = llvm.alloca %387 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %386, %388 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %389 = llvm.mlir.constant(3 : index) : i64
    %390 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %391 = llvm.insertvalue %389, %390[0] : !llvm.struct<(i64, ptr)> 
    %392 = llvm.insertvalue %388, %391[1] : !llvm.struct<(i64, ptr)> 
    %393 = llvm.extractvalue %392[0] : !llvm.struct<(i64, ptr)> 
    %394 = llvm.extractvalue %392[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%393, %394) : (i64, !llvm.ptr) -> ()
    %395 = llvm.mlir.constant(14 : index) : i64
    %396 = llvm.mlir.constant(1 : index) : i64
    %397 = llvm.mlir.zero : !llvm.ptr
    %398 = llvm.getelementptr %397[%395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %399 = llvm.ptrtoint %398 : !llvm.ptr to i64
    %400 = llvm.call @malloc(%399) : (i64) -> !llvm.ptr
    %401 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %402 = llvm.insertvalue %400, %401[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %403 = llvm.insertvalue %400, %402[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %404 = llvm.mlir.constant(0 : index) : i64
    %405 = llvm.insertvalue %404, %403[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %406 = llvm.insertvalue %395, %405[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %407 = llvm.insertvalue %396, %406[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %408 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %409 = llvm.getelementptr %408[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %20, %409 : f32, !llvm.ptr
    %410 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %411 = llvm.getelementptr %410[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %19, %411 : f32, !llvm.ptr
    %412 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %413 = llvm.getelementptr %412[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %18, %413 : f32, !llvm.ptr
    %414 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %415 = llvm.getelementptr %414[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %17, %415 : f32, !llvm.ptr
    %416 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %417 = llvm.getelementptr %416[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %16, %417 : f32, !llvm.ptr
    %418 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %419 = llvm.getelementptr %418[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %15, %419 : f32, !llvm.ptr
    %420 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %421 = llvm.getelementptr %420[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %14, %421 : f32, !llvm.ptr
    %422 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %423 = llvm.getelementptr %422[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %13, %423 : f32, !llvm.ptr
    %424 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %425 = llvm.getelementptr %424[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %12, %425 : f32, !llvm.ptr
    %426 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %427 = llvm.getelementptr %426[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11, %427 : f32, !llvm.ptr
    %428 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %429 = llvm.getelementptr %428[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10, %429 : f32, !llvm.ptr
    %430 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %431 = llvm.getelementptr %430[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9, %431 : f32, !llvm.ptr
    %432 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %433 = llvm.getelementptr %432[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8, %433 : f32, !llvm.ptr
    %434 = llvm.extractvalue %407[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %435 = llvm.getelementptr %434[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7, %435 : f32, !llvm.ptr
    %436 = llvm.mlir.constant(1 : index) : i64
    %437 = llvm.alloca %436 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %407, %437 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %438 = llvm.mlir.constant(1 : index) : i64
    %439 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %440 = llvm.insertvalue %438, %439[0] : !llvm.struct<(i64, ptr)> 
    %441 = llvm.insertvalue %437, %440[1] : !llvm.struct<(i64, ptr)> 
    %442 = llvm.extractvalue %441[0] : !llvm.struct<(i64, ptr)> 
    %443 = llvm.extractvalue %441[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%442, %443) : (i64, !llvm.ptr) -> ()
    %444 = llvm.extractvalue %407[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%444) : (!llvm.ptr) -> ()
    %445 = llvm.extractvalue %67[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%445) : (!llvm.ptr) -> ()
    %446 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @free(%446) : (!llvm.ptr) -> ()
    llvm.return
  }
}

