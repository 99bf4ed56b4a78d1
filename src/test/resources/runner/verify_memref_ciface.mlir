module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func private @verifyMemRefF32(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefF32(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefF32(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefF64(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefF64(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefF64(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefF16(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefF16(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefF16(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefBF16(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefBF16(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefBF16(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefI8(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefI8(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefI8(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefI16(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefI16(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefI16(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefI32(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefI32(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefI32(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefI64(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefI64(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefI64(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefInd(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefInd(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefInd(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefC32(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefC32(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefC32(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @verifyMemRefC64(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(i64, ptr)> 
    %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %10 = llvm.call @_mlir_ciface_verifyMemRefC64(%4, %9) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return %10 : i64
  }
  llvm.func @_mlir_ciface_verifyMemRefC64(!llvm.ptr, !llvm.ptr) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @report(%arg0: i64) {
    llvm.call @printI64(%arg0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @f32() {
    %0 = llvm.mlir.constant(8 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %5 = llvm.mlir.constant(dense<[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e-30, 0x7FC00000, 0x7F800000, 0.000000e+00, 1.00000092E+30]> : vector<8xf32>) : vector<8xf32>
    %6 = llvm.mlir.constant(dense<[1.000000e+00, 1.00000095, 1.00000298, 0.000000e+00, 0x7FC00000, 0x7F800000, -0.000000e+00, 1.000000e+30]> : vector<8xf32>) : vector<8xf32>
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = llvm.mlir.constant(8 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.zero : !llvm.ptr
    %11 = llvm.getelementptr %10[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
    %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
    %14 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %8, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %9, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.mlir.constant(8 : index) : i64
    %22 = llvm.mlir.constant(1 : index) : i64
    %23 = llvm.mlir.zero : !llvm.ptr
    %24 = llvm.getelementptr %23[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %25 = llvm.ptrtoint %24 : !llvm.ptr to i64
    %26 = llvm.call @malloc(%25) : (i64) -> !llvm.ptr
    %27 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %28 = llvm.insertvalue %26, %27[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.insertvalue %26, %28[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.mlir.constant(0 : index) : i64
    %31 = llvm.insertvalue %30, %29[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.insertvalue %21, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.insertvalue %22, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.getelementptr %34[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6, %35 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %36 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.getelementptr %36[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5, %37 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %38 = llvm.mlir.constant(1 : index) : i64
    %39 = llvm.alloca %38 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %20, %39 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %42 = llvm.insertvalue %40, %41[0] : !llvm.struct<(i64, ptr)> 
    %43 = llvm.insertvalue %39, %42[1] : !llvm.struct<(i64, ptr)> 
    %44 = llvm.mlir.constant(1 : index) : i64
    %45 = llvm.alloca %44 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %33, %45 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %46 = llvm.mlir.constant(1 : index) : i64
    %47 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %48 = llvm.insertvalue %46, %47[0] : !llvm.struct<(i64, ptr)> 
    %49 = llvm.insertvalue %45, %48[1] : !llvm.struct<(i64, ptr)> 
    %50 = llvm.extractvalue %43[0] : !llvm.struct<(i64, ptr)> 
    %51 = llvm.extractvalue %43[1] : !llvm.struct<(i64, ptr)> 
    %52 = llvm.extractvalue %49[0] : !llvm.struct<(i64, ptr)> 
    %53 = llvm.extractvalue %49[1] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.call @verifyMemRefF32(%50, %51, %52, %53) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%54) : (i64) -> ()
    %55 = llvm.extractvalue %43[0] : !llvm.struct<(i64, ptr)> 
    %56 = llvm.extractvalue %43[1] : !llvm.struct<(i64, ptr)> 
    %57 = llvm.extractvalue %43[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.extractvalue %43[1] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.call @verifyMemRefF32(%55, %56, %57, %58) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%59) : (i64) -> ()
    %60 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.insertvalue %61, %60[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.insertvalue %62, %63[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.mlir.constant(1 : index) : i64
    %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.mlir.constant(6 : index) : i64
    %68 = llvm.insertvalue %67, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.mlir.constant(1 : index) : i64
    %70 = llvm.insertvalue %69, %68[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.alloca %71 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %70, %72 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %75 = llvm.insertvalue %73, %74[0] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.insertvalue %72, %75[1] : !llvm.struct<(i64, ptr)> 
    %77 = llvm.extractvalue %76[0] : !llvm.struct<(i64, ptr)> 
    %78 = llvm.extractvalue %76[1] : !llvm.struct<(i64, ptr)> 
    %79 = llvm.extractvalue %49[0] : !llvm.struct<(i64, ptr)> 
    %80 = llvm.extractvalue %49[1] : !llvm.struct<(i64, ptr)> 
    %81 = llvm.call @verifyMemRefF32(%77, %78, %79, %80) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%81) : (i64) -> ()
    %82 = llvm.mlir.constant(4 : index) : i64
    %83 = llvm.mlir.constant(8 : index) : i64
    %84 = llvm.mlir.constant(1 : index) : i64
    %85 = llvm.mlir.constant(32 : index) : i64
    %86 = llvm.mlir.zero : !llvm.ptr
    %87 = llvm.getelementptr %86[%85] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %88 = llvm.ptrtoint %87 : !llvm.ptr to i64
    %89 = llvm.call @malloc(%88) : (i64) -> !llvm.ptr
    %90 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %91 = llvm.insertvalue %89, %90[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %92 = llvm.insertvalue %89, %91[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %93 = llvm.mlir.constant(0 : index) : i64
    %94 = llvm.insertvalue %93, %92[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %95 = llvm.insertvalue %82, %94[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %96 = llvm.insertvalue %83, %95[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %97 = llvm.insertvalue %83, %96[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %98 = llvm.insertvalue %84, %97[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %99 = llvm.mlir.constant(4 : index) : i64
    %100 = llvm.mlir.constant(8 : index) : i64
    %101 = llvm.mlir.constant(1 : index) : i64
    %102 = llvm.mlir.constant(32 : index) : i64
    %103 = llvm.mlir.zero : !llvm.ptr
    %104 = llvm.getelementptr %103[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %105 = llvm.ptrtoint %104 : !llvm.ptr to i64
    %106 = llvm.call @malloc(%105) : (i64) -> !llvm.ptr
    %107 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %108 = llvm.insertvalue %106, %107[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %109 = llvm.insertvalue %106, %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %110 = llvm.mlir.constant(0 : index) : i64
    %111 = llvm.insertvalue %110, %109[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %112 = llvm.insertvalue %99, %111[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %113 = llvm.insertvalue %100, %112[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %114 = llvm.insertvalue %100, %113[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.insertvalue %101, %114[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%7 : i64)
  ^bb1(%116: i64):  // 2 preds: ^bb0, ^bb5
    %117 = llvm.icmp "slt" %116, %2 : i64
    llvm.cond_br %117, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%7 : i64)
  ^bb3(%118: i64):  // 2 preds: ^bb2, ^bb4
    %119 = llvm.icmp "slt" %118, %0 : i64
    llvm.cond_br %119, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %120 = llvm.extractvalue %98[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %121 = llvm.mlir.constant(8 : index) : i64
    %122 = llvm.mul %116, %121 : i64
    %123 = llvm.add %122, %118 : i64
    %124 = llvm.getelementptr %120[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4, %124 : f32, !llvm.ptr
    %125 = llvm.add %118, %1 : i64
    llvm.br ^bb3(%125 : i64)
  ^bb5:  // pred: ^bb3
    %126 = llvm.add %116, %1 : i64
    llvm.br ^bb1(%126 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%7 : i64)
  ^bb7(%127: i64):  // 2 preds: ^bb6, ^bb11
    %128 = llvm.icmp "slt" %127, %2 : i64
    llvm.cond_br %128, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%7 : i64)
  ^bb9(%129: i64):  // 2 preds: ^bb8, ^bb10
    %130 = llvm.icmp "slt" %129, %0 : i64
    llvm.cond_br %130, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %131 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %132 = llvm.mlir.constant(8 : index) : i64
    %133 = llvm.mul %127, %132 : i64
    %134 = llvm.add %133, %129 : i64
    %135 = llvm.getelementptr %131[%134] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3, %135 : f32, !llvm.ptr
    %136 = llvm.add %129, %1 : i64
    llvm.br ^bb9(%136 : i64)
  ^bb11:  // pred: ^bb9
    %137 = llvm.add %127, %1 : i64
    llvm.br ^bb7(%137 : i64)
  ^bb12:  // pred: ^bb7
    %138 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %139 = llvm.extractvalue %98[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %140 = llvm.extractvalue %98[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %141 = llvm.insertvalue %139, %138[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.insertvalue %140, %141[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %143 = llvm.mlir.constant(1 : index) : i64
    %144 = llvm.insertvalue %143, %142[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.mlir.constant(4 : index) : i64
    %146 = llvm.insertvalue %145, %144[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %147 = llvm.mlir.constant(8 : index) : i64
    %148 = llvm.insertvalue %147, %146[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %149 = llvm.mlir.constant(4 : index) : i64
    %150 = llvm.insertvalue %149, %148[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %151 = llvm.mlir.constant(2 : index) : i64
    %152 = llvm.insertvalue %151, %150[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %153 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %154 = llvm.extractvalue %115[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %155 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %156 = llvm.insertvalue %154, %153[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %157 = llvm.insertvalue %155, %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %158 = llvm.mlir.constant(1 : index) : i64
    %159 = llvm.insertvalue %158, %157[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %160 = llvm.mlir.constant(4 : index) : i64
    %161 = llvm.insertvalue %160, %159[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %162 = llvm.mlir.constant(8 : index) : i64
    %163 = llvm.insertvalue %162, %161[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %164 = llvm.mlir.constant(4 : index) : i64
    %165 = llvm.insertvalue %164, %163[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %166 = llvm.mlir.constant(2 : index) : i64
    %167 = llvm.insertvalue %166, %165[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %168 = llvm.mlir.constant(1 : index) : i64
    %169 = llvm.alloca %168 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %152, %169 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %170 = llvm.mlir.constant(2 : index) : i64
    %171 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %172 = llvm.insertvalue %170, %171[0] : !llvm.struct<(i64, ptr)> 
    %173 = llvm.insertvalue %169, %172[1] : !llvm.struct<(i64, ptr)> 
    %174 = llvm.mlir.constant(1 : index) : i64
    %175 = llvm.alloca %174 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %167, %175 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %176 = llvm.mlir.constant(2 : index) : i64
    %177 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %178 = llvm.insertvalue %176, %177[0] : !llvm.struct<(i64, ptr)> 
    %179 = llvm.insertvalue %175, %178[1] : !llvm.struct<(i64, ptr)> 
    %180 = llvm.extractvalue %173[0] : !llvm.struct<(i64, ptr)> 
    %181 = llvm.extractvalue %173[1] : !llvm.struct<(i64, ptr)> 
    %182 = llvm.extractvalue %179[0] : !llvm.struct<(i64, ptr)> 
    %183 = llvm.extractvalue %179[1] : !llvm.struct<(i64, ptr)> 
    %184 = llvm.call @verifyMemRefF32(%180, %181, %182, %183) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%184) : (i64) -> ()
    %185 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%185) : (!llvm.ptr) -> ()
    %186 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%186) : (!llvm.ptr) -> ()
    %187 = llvm.extractvalue %98[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%187) : (!llvm.ptr) -> ()
    %188 = llvm.extractvalue %115[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%188) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @f64() {
    %0 = llvm.mlir.constant(dense<[1.000000e+00, 1.000000e+00, 1.000000e+00, 0x7FF8000000000000, -5.000000e-300, 0x7FF0000000000000]> : vector<6xf64>) : vector<6xf64>
    %1 = llvm.mlir.constant(dense<[1.000000e+00, 1.0000000000008999, 1.000000000002, 0x7FF8000000000000, -5.000000e-300, 3.000000e+00]> : vector<6xf64>) : vector<6xf64>
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(6 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.getelementptr %5[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
    %8 = llvm.call @malloc(%7) : (i64) -> !llvm.ptr
    %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.constant(0 : index) : i64
    %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %3, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %4, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.mlir.constant(6 : index) : i64
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.mlir.zero : !llvm.ptr
    %19 = llvm.getelementptr %18[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
    %21 = llvm.call @malloc(%20) : (i64) -> !llvm.ptr
    %22 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.insertvalue %16, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.insertvalue %17, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.getelementptr %29[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1, %30 {alignment = 8 : i64} : vector<6xf64>, !llvm.ptr
    %31 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.getelementptr %31[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %0, %32 {alignment = 8 : i64} : vector<6xf64>, !llvm.ptr
    %33 = llvm.mlir.constant(1 : index) : i64
    %34 = llvm.alloca %33 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %15, %34 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(i64, ptr)> 
    %38 = llvm.insertvalue %34, %37[1] : !llvm.struct<(i64, ptr)> 
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.alloca %39 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %28, %40 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(i64, ptr)> 
    %44 = llvm.insertvalue %40, %43[1] : !llvm.struct<(i64, ptr)> 
    %45 = llvm.extractvalue %38[0] : !llvm.struct<(i64, ptr)> 
    %46 = llvm.extractvalue %38[1] : !llvm.struct<(i64, ptr)> 
    %47 = llvm.extractvalue %44[0] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.extractvalue %44[1] : !llvm.struct<(i64, ptr)> 
    %49 = llvm.call @verifyMemRefF64(%45, %46, %47, %48) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%49) : (i64) -> ()
    %50 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%50) : (!llvm.ptr) -> ()
    %51 = llvm.extractvalue %28[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%51) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @halves() {
    %0 = llvm.mlir.constant(dense<[1.500000e+00, 0x7FC0, 0.000000e+00]> : vector<3xbf16>) : vector<3xbf16>
    %1 = llvm.mlir.constant(dense<[1.000000e+00, 0x7FC0, -0.000000e+00]> : vector<3xbf16>) : vector<3xbf16>
    %2 = llvm.mlir.constant(dense<[1.000000e+00, 0x7E00, 2.001950e+00]> : vector<3xf16>) : vector<3xf16>
    %3 = llvm.mlir.constant(dense<[1.000000e+00, 0x7E00, 2.000000e+00]> : vector<3xf16>) : vector<3xf16>
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.mlir.constant(3 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.getelementptr %7[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
    %10 = llvm.call @malloc(%9) : (i64) -> !llvm.ptr
    %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.mlir.constant(0 : index) : i64
    %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %5, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %6, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.mlir.constant(3 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.zero : !llvm.ptr
    %21 = llvm.getelementptr %20[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %22 = llvm.ptrtoint %21 : !llvm.ptr to i64
    %23 = llvm.call @malloc(%22) : (i64) -> !llvm.ptr
    %24 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.insertvalue %18, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.insertvalue %19, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.getelementptr %31[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    llvm.store %3, %32 {alignment = 2 : i64} : vector<3xf16>, !llvm.ptr
    %33 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.getelementptr %33[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    llvm.store %2, %34 {alignment = 2 : i64} : vector<3xf16>, !llvm.ptr
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.alloca %35 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %17, %36 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<(i64, ptr)> 
    %40 = llvm.insertvalue %36, %39[1] : !llvm.struct<(i64, ptr)> 
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.alloca %41 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %30, %42 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(i64, ptr)> 
    %46 = llvm.insertvalue %42, %45[1] : !llvm.struct<(i64, ptr)> 
    %47 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.extractvalue %40[1] : !llvm.struct<(i64, ptr)> 
    %49 = llvm.extractvalue %46[0] : !llvm.struct<(i64, ptr)> 
    %50 = llvm.extractvalue %46[1] : !llvm.struct<(i64, ptr)> 
    %51 = llvm.call @verifyMemRefF16(%47, %48, %49, %50) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%51) : (i64) -> ()
    %52 = llvm.mlir.constant(3 : index) : i64
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.mlir.zero : !llvm.ptr
    %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
    %57 = llvm.call @malloc(%56) : (i64) -> !llvm.ptr
    %58 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.insertvalue %57, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.mlir.constant(0 : index) : i64
    %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.insertvalue %52, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.insertvalue %53, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.mlir.constant(3 : index) : i64
    %66 = llvm.mlir.constant(1 : index) : i64
    %67 = llvm.mlir.zero : !llvm.ptr
    %68 = llvm.getelementptr %67[%65] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %69 = llvm.ptrtoint %68 : !llvm.ptr to i64
    %70 = llvm.call @malloc(%69) : (i64) -> !llvm.ptr
    %71 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = llvm.insertvalue %70, %71[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %73 = llvm.insertvalue %70, %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %74 = llvm.mlir.constant(0 : index) : i64
    %75 = llvm.insertvalue %74, %73[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %76 = llvm.insertvalue %65, %75[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.insertvalue %66, %76[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.extractvalue %64[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.getelementptr %78[%4] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %1, %79 {alignment = 2 : i64} : vector<3xbf16>, !llvm.ptr
    %80 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %81 = llvm.getelementptr %80[%4] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %0, %81 {alignment = 2 : i64} : vector<3xbf16>, !llvm.ptr
    %82 = llvm.mlir.constant(1 : index) : i64
    %83 = llvm.alloca %82 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %64, %83 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %84 = llvm.mlir.constant(1 : index) : i64
    %85 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %86 = llvm.insertvalue %84, %85[0] : !llvm.struct<(i64, ptr)> 
    %87 = llvm.insertvalue %83, %86[1] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.mlir.constant(1 : index) : i64
    %89 = llvm.alloca %88 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %77, %89 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %90 = llvm.mlir.constant(1 : index) : i64
    %91 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %92 = llvm.insertvalue %90, %91[0] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.insertvalue %89, %92[1] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.extractvalue %87[0] : !llvm.struct<(i64, ptr)> 
    %95 = llvm.extractvalue %87[1] : !llvm.struct<(i64, ptr)> 
    %96 = llvm.extractvalue %93[0] : !llvm.struct<(i64, ptr)> 
    %97 = llvm.extractvalue %93[1] : !llvm.struct<(i64, ptr)> 
    %98 = llvm.call @verifyMemRefBF16(%94, %95, %96, %97) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%98) : (i64) -> ()
    %99 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%99) : (!llvm.ptr) -> ()
    %100 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%100) : (!llvm.ptr) -> ()
    %101 = llvm.extractvalue %64[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%101) : (!llvm.ptr) -> ()
    %102 = llvm.extractvalue %77[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%102) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @integers() {
    %0 = llvm.mlir.constant(dense<[1, 7]> : vector<2xindex>) : vector<2xi64>
    %1 = llvm.mlir.constant(dense<[-1, 7]> : vector<2xindex>) : vector<2xi64>
    %2 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %3 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %4 = llvm.mlir.constant(dense<[1, 2147483647, 4]> : vector<3xi32>) : vector<3xi32>
    %5 = llvm.mlir.constant(dense<[1, -2147483648, 3]> : vector<3xi32>) : vector<3xi32>
    %6 = llvm.mlir.constant(dense<[32767, 5]> : vector<2xi16>) : vector<2xi16>
    %7 = llvm.mlir.constant(dense<[-32768, 5]> : vector<2xi16>) : vector<2xi16>
    %8 = llvm.mlir.constant(dense<[65, 98, 67, -56]> : vector<4xi8>) : vector<4xi8>
    %9 = llvm.mlir.constant(dense<[65, 66, 67, 10]> : vector<4xi8>) : vector<4xi8>
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = llvm.mlir.constant(4 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.zero : !llvm.ptr
    %14 = llvm.getelementptr %13[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %15 = llvm.ptrtoint %14 : !llvm.ptr to i64
    %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
    %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %11, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %12, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.mlir.constant(4 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.zero : !llvm.ptr
    %27 = llvm.getelementptr %26[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
    %29 = llvm.call @malloc(%28) : (i64) -> !llvm.ptr
    %30 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.mlir.constant(0 : index) : i64
    %34 = llvm.insertvalue %33, %32[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.insertvalue %24, %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.insertvalue %25, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.getelementptr %37[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %9, %38 {alignment = 1 : i64} : vector<4xi8>, !llvm.ptr
    %39 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.getelementptr %39[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %8, %40 {alignment = 1 : i64} : vector<4xi8>, !llvm.ptr
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.alloca %41 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %23, %42 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(i64, ptr)> 
    %46 = llvm.insertvalue %42, %45[1] : !llvm.struct<(i64, ptr)> 
    %47 = llvm.mlir.constant(1 : index) : i64
    %48 = llvm.alloca %47 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %36, %48 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %51 = llvm.insertvalue %49, %50[0] : !llvm.struct<(i64, ptr)> 
    %52 = llvm.insertvalue %48, %51[1] : !llvm.struct<(i64, ptr)> 
    %53 = llvm.extractvalue %46[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.extractvalue %46[1] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.extractvalue %52[0] : !llvm.struct<(i64, ptr)> 
    %56 = llvm.extractvalue %52[1] : !llvm.struct<(i64, ptr)> 
    %57 = llvm.call @verifyMemRefI8(%53, %54, %55, %56) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%57) : (i64) -> ()
    %58 = llvm.mlir.constant(2 : index) : i64
    %59 = llvm.mlir.constant(1 : index) : i64
    %60 = llvm.mlir.zero : !llvm.ptr
    %61 = llvm.getelementptr %60[%58] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    %62 = llvm.ptrtoint %61 : !llvm.ptr to i64
    %63 = llvm.call @malloc(%62) : (i64) -> !llvm.ptr
    %64 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %65 = llvm.insertvalue %63, %64[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.insertvalue %63, %65[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.mlir.constant(0 : index) : i64
    %68 = llvm.insertvalue %67, %66[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.insertvalue %58, %68[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.insertvalue %59, %69[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.mlir.constant(2 : index) : i64
    %72 = llvm.mlir.constant(1 : index) : i64
    %73 = llvm.mlir.zero : !llvm.ptr
    %74 = llvm.getelementptr %73[%71] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    %75 = llvm.ptrtoint %74 : !llvm.ptr to i64
    %76 = llvm.call @malloc(%75) : (i64) -> !llvm.ptr
    %77 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %78 = llvm.insertvalue %76, %77[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.insertvalue %76, %78[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %80 = llvm.mlir.constant(0 : index) : i64
    %81 = llvm.insertvalue %80, %79[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %82 = llvm.insertvalue %71, %81[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.insertvalue %72, %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.extractvalue %70[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.getelementptr %84[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    llvm.store %7, %85 {alignment = 2 : i64} : vector<2xi16>, !llvm.ptr
    %86 = llvm.extractvalue %83[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.getelementptr %86[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    llvm.store %6, %87 {alignment = 2 : i64} : vector<2xi16>, !llvm.ptr
    %88 = llvm.mlir.constant(1 : index) : i64
    %89 = llvm.alloca %88 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %70, %89 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %90 = llvm.mlir.constant(1 : index) : i64
    %91 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %92 = llvm.insertvalue %90, %91[0] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.insertvalue %89, %92[1] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.mlir.constant(1 : index) : i64
    %95 = llvm.alloca %94 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %83, %95 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %96 = llvm.mlir.constant(1 : index) : i64
    %97 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %98 = llvm.insertvalue %96, %97[0] : !llvm.struct<(i64, ptr)> 
    %99 = llvm.insertvalue %95, %98[1] : !llvm.struct<(i64, ptr)> 
    %100 = llvm.extractvalue %93[0] : !llvm.struct<(i64, ptr)> 
    %101 = llvm.extractvalue %93[1] : !llvm.struct<(i64, ptr)> 
    %102 = llvm.extractvalue %99[0] : !llvm.struct<(i64, ptr)> 
    %103 = llvm.extractvalue %99[1] : !llvm.struct<(i64, ptr)> 
    %104 = llvm.call @verifyMemRefI16(%100, %101, %102, %103) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%104) : (i64) -> ()
    %105 = llvm.mlir.constant(3 : index) : i64
    %106 = llvm.mlir.constant(1 : index) : i64
    %107 = llvm.mlir.zero : !llvm.ptr
    %108 = llvm.getelementptr %107[%105] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %109 = llvm.ptrtoint %108 : !llvm.ptr to i64
    %110 = llvm.call @malloc(%109) : (i64) -> !llvm.ptr
    %111 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %112 = llvm.insertvalue %110, %111[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %113 = llvm.insertvalue %110, %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %114 = llvm.mlir.constant(0 : index) : i64
    %115 = llvm.insertvalue %114, %113[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %116 = llvm.insertvalue %105, %115[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %117 = llvm.insertvalue %106, %116[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %118 = llvm.mlir.constant(3 : index) : i64
    %119 = llvm.mlir.constant(1 : index) : i64
    %120 = llvm.mlir.zero : !llvm.ptr
    %121 = llvm.getelementptr %120[%118] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %122 = llvm.ptrtoint %121 : !llvm.ptr to i64
    %123 = llvm.call @malloc(%122) : (i64) -> !llvm.ptr
    %124 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %125 = llvm.insertvalue %123, %124[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %126 = llvm.insertvalue %123, %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %127 = llvm.mlir.constant(0 : index) : i64
    %128 = llvm.insertvalue %127, %126[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %129 = llvm.insertvalue %118, %128[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %130 = llvm.insertvalue %119, %129[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %131 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %132 = llvm.getelementptr %131[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %5, %132 {alignment = 4 : i64} : vector<3xi32>, !llvm.ptr
    %133 = llvm.extractvalue %130[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %134 = llvm.getelementptr %133[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %4, %134 {alignment = 4 : i64} : vector<3xi32>, !llvm.ptr
    %135 = llvm.mlir.constant(1 : index) : i64
    %136 = llvm.alloca %135 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %117, %136 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %137 = llvm.mlir.constant(1 : index) : i64
    %138 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %139 = llvm.insertvalue %137, %138[0] : !llvm.struct<(i64, ptr)> 
    %140 = llvm.insertvalue %136, %139[1] : !llvm.struct<(i64, ptr)> 
    %141 = llvm.mlir.constant(1 : index) : i64
    %142 = llvm.alloca %141 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %130, %142 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %143 = llvm.mlir.constant(1 : index) : i64
    %144 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %145 = llvm.insertvalue %143, %144[0] : !llvm.struct<(i64, ptr)> 
    %146 = llvm.insertvalue %142, %145[1] : !llvm.struct<(i64, ptr)> 
    %147 = llvm.extractvalue %140[0] : !llvm.struct<(i64, ptr)> 
    %148 = llvm.extractvalue %140[1] : !llvm.struct<(i64, ptr)> 
    %149 = llvm.extractvalue %146[0] : !llvm.struct<(i64, ptr)> 
    %150 = llvm.extractvalue %146[1] : !llvm.struct<(i64, ptr)> 
    %151 = llvm.call @verifyMemRefI32(%147, %148, %149, %150) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%151) : (i64) -> ()
    %152 = llvm.mlir.constant(1 : index) : i64
    %153 = llvm.mlir.zero : !llvm.ptr
    %154 = llvm.getelementptr %153[%152] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %155 = llvm.ptrtoint %154 : !llvm.ptr to i64
    %156 = llvm.call @malloc(%155) : (i64) -> !llvm.ptr
    %157 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %158 = llvm.insertvalue %156, %157[0] : !llvm.struct<(ptr, ptr, i64)> 
    %159 = llvm.insertvalue %156, %158[1] : !llvm.struct<(ptr, ptr, i64)> 
    %160 = llvm.mlir.constant(0 : index) : i64
    %161 = llvm.insertvalue %160, %159[2] : !llvm.struct<(ptr, ptr, i64)> 
    %162 = llvm.mlir.constant(1 : index) : i64
    %163 = llvm.mlir.zero : !llvm.ptr
    %164 = llvm.getelementptr %163[%162] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %165 = llvm.ptrtoint %164 : !llvm.ptr to i64
    %166 = llvm.call @malloc(%165) : (i64) -> !llvm.ptr
    %167 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %168 = llvm.insertvalue %166, %167[0] : !llvm.struct<(ptr, ptr, i64)> 
    %169 = llvm.insertvalue %166, %168[1] : !llvm.struct<(ptr, ptr, i64)> 
    %170 = llvm.mlir.constant(0 : index) : i64
    %171 = llvm.insertvalue %170, %169[2] : !llvm.struct<(ptr, ptr, i64)> 
    %172 = llvm.extractvalue %161[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %3, %172 : i64, !llvm.ptr
    %173 = llvm.extractvalue %171[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %2, %173 : i64, !llvm.ptr
    %174 = llvm.mlir.constant(1 : index) : i64
    %175 = llvm.alloca %174 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %161, %175 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %176 = llvm.mlir.constant(0 : index) : i64
    %177 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %178 = llvm.insertvalue %176, %177[0] : !llvm.struct<(i64, ptr)> 
    %179 = llvm.insertvalue %175, %178[1] : !llvm.struct<(i64, ptr)> 
    %180 = llvm.mlir.constant(1 : index) : i64
    %181 = llvm.alloca %180 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %171, %181 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %182 = llvm.mlir.constant(0 : index) : i64
    %183 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %184 = llvm.insertvalue %182, %183[0] : !llvm.struct<(i64, ptr)> 
    %185 = llvm.insertvalue %181, %184[1] : !llvm.struct<(i64, ptr)> 
    %186 = llvm.extractvalue %179[0] : !llvm.struct<(i64, ptr)> 
    %187 = llvm.extractvalue %179[1] : !llvm.struct<(i64, ptr)> 
    %188 = llvm.extractvalue %185[0] : !llvm.struct<(i64, ptr)> 
    %189 = llvm.extractvalue %185[1] : !llvm.struct<(i64, ptr)> 
    %190 = llvm.call @verifyMemRefI64(%186, %187, %188, %189) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%190) : (i64) -> ()
    %191 = llvm.mlir.constant(2 : index) : i64
    %192 = llvm.mlir.constant(1 : index) : i64
    %193 = llvm.mlir.zero : !llvm.ptr
    %194 = llvm.getelementptr %193[%191] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %195 = llvm.ptrtoint %194 : !llvm.ptr to i64
    %196 = llvm.call @malloc(%195) : (i64) -> !llvm.ptr
    %197 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %198 = llvm.insertvalue %196, %197[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %199 = llvm.insertvalue %196, %198[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %200 = llvm.mlir.constant(0 : index) : i64
    %201 = llvm.insertvalue %200, %199[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %202 = llvm.insertvalue %191, %201[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %203 = llvm.insertvalue %192, %202[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %204 = llvm.mlir.constant(2 : index) : i64
    %205 = llvm.mlir.constant(1 : index) : i64
    %206 = llvm.mlir.zero : !llvm.ptr
    %207 = llvm.getelementptr %206[%204] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %208 = llvm.ptrtoint %207 : !llvm.ptr to i64
    %209 = llvm.call @malloc(%208) : (i64) -> !llvm.ptr
    %210 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %211 = llvm.insertvalue %209, %210[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %212 = llvm.insertvalue %209, %211[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %213 = llvm.mlir.constant(0 : index) : i64
    %214 = llvm.insertvalue %213, %212[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %215 = llvm.insertvalue %204, %214[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %216 = llvm.insertvalue %205, %215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %217 = llvm.extractvalue %203[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %218 = llvm.getelementptr %217[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1, %218 {alignment = 8 : i64} : vector<2xi64>, !llvm.ptr
    %219 = llvm.extractvalue %216[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %220 = llvm.getelementptr %219[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %0, %220 {alignment = 8 : i64} : vector<2xi64>, !llvm.ptr
    %221 = llvm.mlir.constant(1 : index) : i64
    %222 = llvm.alloca %221 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %203, %222 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %223 = llvm.mlir.constant(1 : index) : i64
    %224 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %225 = llvm.insertvalue %223, %224[0] : !llvm.struct<(i64, ptr)> 
    %226 = llvm.insertvalue %222, %225[1] : !llvm.struct<(i64, ptr)> 
    %227 = llvm.mlir.constant(1 : index) : i64
    %228 = llvm.alloca %227 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %216, %228 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %229 = llvm.mlir.constant(1 : index) : i64
    %230 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %231 = llvm.insertvalue %229, %230[0] : !llvm.struct<(i64, ptr)> 
    %232 = llvm.insertvalue %228, %231[1] : !llvm.struct<(i64, ptr)> 
    %233 = llvm.extractvalue %226[0] : !llvm.struct<(i64, ptr)> 
    %234 = llvm.extractvalue %226[1] : !llvm.struct<(i64, ptr)> 
    %235 = llvm.extractvalue %232[0] : !llvm.struct<(i64, ptr)> 
    %236 = llvm.extractvalue %232[1] : !llvm.struct<(i64, ptr)> 
    %237 = llvm.call @verifyMemRefInd(%233, %234, %235, %236) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%237) : (i64) -> ()
    %238 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%238) : (!llvm.ptr) -> ()
    %239 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%239) : (!llvm.ptr) -> ()
    %240 = llvm.extractvalue %70[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%240) : (!llvm.ptr) -> ()
    %241 = llvm.extractvalue %83[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%241) : (!llvm.ptr) -> ()
    %242 = llvm.extractvalue %117[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%242) : (!llvm.ptr) -> ()
    %243 = llvm.extractvalue %130[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%243) : (!llvm.ptr) -> ()
    %244 = llvm.extractvalue %161[0] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @free(%244) : (!llvm.ptr) -> ()
    %245 = llvm.extractvalue %171[0] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @free(%245) : (!llvm.ptr) -> ()
    %246 = llvm.extractvalue %203[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%246) : (!llvm.ptr) -> ()
    %247 = llvm.extractvalue %216[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%247) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @complexes() {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %6 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %7 = llvm.mlir.constant(1.00000012 : f32) : f32
    %8 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %9 = llvm.insertvalue %5, %8[0] : !llvm.struct<(f32, f32)> 
    %10 = llvm.insertvalue %6, %9[1] : !llvm.struct<(f32, f32)> 
    %11 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %12 = llvm.insertvalue %7, %11[0] : !llvm.struct<(f32, f32)> 
    %13 = llvm.insertvalue %6, %12[1] : !llvm.struct<(f32, f32)> 
    %14 = llvm.mlir.constant(2 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.zero : !llvm.ptr
    %17 = llvm.getelementptr %16[%14] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
    %19 = llvm.mlir.zero : !llvm.ptr
    %20 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
    %22 = llvm.add %18, %21 : i64
    %23 = llvm.call @malloc(%22) : (i64) -> !llvm.ptr
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.sub %21, %25 : i64
    %27 = llvm.add %24, %26 : i64
    %28 = llvm.urem %27, %21  : i64
    %29 = llvm.sub %27, %28 : i64
    %30 = llvm.inttoptr %29 : i64 to !llvm.ptr
    %31 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %32 = llvm.insertvalue %23, %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.mlir.constant(0 : index) : i64
    %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.insertvalue %14, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.insertvalue %15, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.mlir.constant(2 : index) : i64
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.mlir.zero : !llvm.ptr
    %41 = llvm.getelementptr %40[%38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %42 = llvm.ptrtoint %41 : !llvm.ptr to i64
    %43 = llvm.mlir.zero : !llvm.ptr
    %44 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %45 = llvm.ptrtoint %44 : !llvm.ptr to i64
    %46 = llvm.add %42, %45 : i64
    %47 = llvm.call @malloc(%46) : (i64) -> !llvm.ptr
    %48 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.sub %45, %49 : i64
    %51 = llvm.add %48, %50 : i64
    %52 = llvm.urem %51, %45  : i64
    %53 = llvm.sub %51, %52 : i64
    %54 = llvm.inttoptr %53 : i64 to !llvm.ptr
    %55 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %56 = llvm.insertvalue %47, %55[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.insertvalue %54, %56[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.mlir.constant(0 : index) : i64
    %59 = llvm.insertvalue %58, %57[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.insertvalue %38, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.insertvalue %39, %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.getelementptr %62[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %10, %63 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %64 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.getelementptr %64[%4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %10, %65 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %66 = llvm.extractvalue %61[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.getelementptr %66[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %10, %67 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %68 = llvm.extractvalue %61[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.getelementptr %68[%4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    llvm.store %13, %69 : !llvm.struct<(f32, f32)>, !llvm.ptr
    %70 = llvm.mlir.constant(1 : index) : i64
    %71 = llvm.alloca %70 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %37, %71 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %72 = llvm.mlir.constant(1 : index) : i64
    %73 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %74 = llvm.insertvalue %72, %73[0] : !llvm.struct<(i64, ptr)> 
    %75 = llvm.insertvalue %71, %74[1] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.mlir.constant(1 : index) : i64
    %77 = llvm.alloca %76 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %61, %77 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %78 = llvm.mlir.constant(1 : index) : i64
    %79 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %80 = llvm.insertvalue %78, %79[0] : !llvm.struct<(i64, ptr)> 
    %81 = llvm.insertvalue %77, %80[1] : !llvm.struct<(i64, ptr)> 
    %82 = llvm.extractvalue %75[0] : !llvm.struct<(i64, ptr)> 
    %83 = llvm.extractvalue %75[1] : !llvm.struct<(i64, ptr)> 
    %84 = llvm.extractvalue %81[0] : !llvm.struct<(i64, ptr)> 
    %85 = llvm.extractvalue %81[1] : !llvm.struct<(i64, ptr)> 
    %86 = llvm.call @verifyMemRefC32(%82, %83, %84, %85) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%86) : (i64) -> ()
    %87 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %88 = llvm.insertvalue %2, %87[0] : !llvm.struct<(f64, f64)> 
    %89 = llvm.insertvalue %1, %88[1] : !llvm.struct<(f64, f64)> 
    %90 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %91 = llvm.insertvalue %2, %90[0] : !llvm.struct<(f64, f64)> 
    %92 = llvm.insertvalue %0, %91[1] : !llvm.struct<(f64, f64)> 
    %93 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %94 = llvm.insertvalue %0, %93[0] : !llvm.struct<(f64, f64)> 
    %95 = llvm.insertvalue %2, %94[1] : !llvm.struct<(f64, f64)> 
    %96 = llvm.mlir.constant(2 : index) : i64
    %97 = llvm.mlir.constant(1 : index) : i64
    %98 = llvm.mlir.zero : !llvm.ptr
    %99 = llvm.getelementptr %98[%96] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %100 = llvm.ptrtoint %99 : !llvm.ptr to i64
    %101 = llvm.mlir.zero : !llvm.ptr
    %102 = llvm.getelementptr %101[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %103 = llvm.ptrtoint %102 : !llvm.ptr to i64
    %104 = llvm.add %100, %103 : i64
    %105 = llvm.call @malloc(%104) : (i64) -> !llvm.ptr
    %106 = llvm.ptrtoint %105 : !llvm.ptr to i64
    %107 = llvm.mlir.constant(1 : index) : i64
    %108 = llvm.sub %103, %107 : i64
    %109 = llvm.add %106, %108 : i64
    %110 = llvm.urem %109, %103  : i64
    %111 = llvm.sub %109, %110 : i64
    %112 = llvm.inttoptr %111 : i64 to !llvm.ptr
    %113 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %114 = llvm.insertvalue %105, %113[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %115 = llvm.insertvalue %112, %114[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %116 = llvm.mlir.constant(0 : index) : i64
    %117 = llvm.insertvalue %116, %115[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %118 = llvm.insertvalue %96, %117[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %119 = llvm.insertvalue %97, %118[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %120 = llvm.mlir.constant(2 : index) : i64
    %121 = llvm.mlir.constant(1 : index) : i64
    %122 = llvm.mlir.zero : !llvm.ptr
    %123 = llvm.getelementptr %122[%120] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %124 = llvm.ptrtoint %123 : !llvm.ptr to i64
    %125 = llvm.mlir.zero : !llvm.ptr
    %126 = llvm.getelementptr %125[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %127 = llvm.ptrtoint %126 : !llvm.ptr to i64
    %128 = llvm.add %124, %127 : i64
    %129 = llvm.call @malloc(%128) : (i64) -> !llvm.ptr
    %130 = llvm.ptrtoint %129 : !llvm.ptr to i64
    %131 = llvm.mlir.constant(1 : index) : i64
    %132 = llvm.sub %127, %131 : i64
    %133 = llvm.add %130, %132 : i64
    %134 = llvm.urem %133, %127  : i64
    %135 = llvm.sub %133, %134 : i64
    %136 = llvm.inttoptr %135 : i64 to !llvm.ptr
    %137 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %138 = llvm.insertvalue %129, %137[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %139 = llvm.insertvalue %136, %138[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %140 = llvm.mlir.constant(0 : index) : i64
    %141 = llvm.insertvalue %140, %139[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %142 = llvm.insertvalue %120, %141[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %143 = llvm.insertvalue %121, %142[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %144 = llvm.extractvalue %119[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %145 = llvm.getelementptr %144[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %89, %145 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %146 = llvm.extractvalue %119[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %147 = llvm.getelementptr %146[%4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %89, %147 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %148 = llvm.extractvalue %143[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %149 = llvm.getelementptr %148[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %92, %149 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %150 = llvm.extractvalue %143[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %151 = llvm.getelementptr %150[%4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    llvm.store %95, %151 : !llvm.struct<(f64, f64)>, !llvm.ptr
    %152 = llvm.mlir.constant(1 : index) : i64
    %153 = llvm.alloca %152 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %119, %153 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %154 = llvm.mlir.constant(1 : index) : i64
    %155 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %156 = llvm.insertvalue %154, %155[0] : !llvm.struct<(i64, ptr)> 
    %157 = llvm.insertvalue %153, %156[1] : !llvm.struct<(i64, ptr)> 
    %158 = llvm.mlir.constant(1 : index) : i64
    %159 = llvm.alloca %158 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %143, %159 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %160 = llvm.mlir.constant(1 : index) : i64
    %161 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %162 = llvm.insertvalue %160, %161[0] : !llvm.struct<(i64, ptr)> 
    %163 = llvm.insertvalue %159, %162[1] : !llvm.struct<(i64, ptr)> 
    %164 = llvm.extractvalue %157[0] : !llvm.struct<(i64, ptr)> 
    %165 = llvm.extractvalue %157[1] : !llvm.struct<(i64, ptr)> 
    %166 = llvm.extractvalue %163[0] : !llvm.struct<(i64, ptr)> 
    %167 = llvm.extractvalue %163[1] : !llvm.struct<(i64, ptr)> 
    %168 = llvm.call @verifyMemRefC64(%164, %165, %166, %167) : (i64, !llvm.ptr, i64, !llvm.ptr) -> i64
    llvm.call @report(%168) : (i64) -> ()
    %169 = llvm.extractvalue %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%169) : (!llvm.ptr) -> ()
    %170 = llvm.extractvalue %61[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%170) : (!llvm.ptr) -> ()
    %171 = llvm.extractvalue %119[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%171) : (!llvm.ptr) -> ()
    %172 = llvm.extractvalue %143[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%172) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @main() {
    llvm.call @f32() : () -> ()
    llvm.call @f64() : () -> ()
    llvm.call @halves() : () -> ()
    llvm.call @integers() : () -> ()
    llvm.call @complexes() : () -> ()
    llvm.return
  }
}

