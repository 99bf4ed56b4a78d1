module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func private @printMemrefI8(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI8(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI8(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefI16(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI16(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI16(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @printMemrefI32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefI64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefInd(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func private @printMemref1dI8(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref1dI8(%7) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref1dI8(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref1dI32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref1dI32(%7) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref1dI32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref1dI64(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref1dI64(%7) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref1dI64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemref1dInd(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemref1dInd(%7) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemref1dInd(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefShapeI8(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeI8(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefShapeI8(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefShapeI32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeI32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefShapeI32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefShapeI64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeI64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefShapeI64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefShapeInd(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeInd(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefShapeInd(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(9223372036854775807 : index) : i64
    %1 = llvm.mlir.constant(-1 : index) : i64
    %2 = llvm.mlir.constant(-1000000000000 : i64) : i64
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %5 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %6 = llvm.mlir.constant(42 : i32) : i32
    %7 = llvm.mlir.constant(123456 : i32) : i32
    %8 = llvm.mlir.constant(-1 : i32) : i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(2147483647 : i32) : i32
    %11 = llvm.mlir.constant(-2147483648 : i32) : i32
    %12 = llvm.mlir.constant(-7 : i16) : i16
    %13 = llvm.mlir.constant(0 : i16) : i16
    %14 = llvm.mlir.constant(32767 : i16) : i16
    %15 = llvm.mlir.constant(-32768 : i16) : i16
    %16 = llvm.mlir.constant(48 : i8) : i8
    %17 = llvm.mlir.constant(-1 : i8) : i8
    %18 = llvm.mlir.constant(-56 : i8) : i8
    %19 = llvm.mlir.constant(10 : i8) : i8
    %20 = llvm.mlir.constant(76 : i8) : i8
    %21 = llvm.mlir.constant(77 : i8) : i8
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.mlir.constant(1 : index) : i64
    %24 = llvm.mlir.constant(2 : index) : i64
    %25 = llvm.mlir.constant(3 : index) : i64
    %26 = llvm.mlir.constant(4 : index) : i64
    %27 = llvm.mlir.constant(5 : index) : i64
    %28 = llvm.mlir.constant(6 : index) : i64
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.mlir.zero : !llvm.ptr
    %31 = llvm.getelementptr %30[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %32 = llvm.ptrtoint %31 : !llvm.ptr to i64
    %33 = llvm.call @malloc(%32) : (i64) -> !llvm.ptr
    %34 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.insertvalue %33, %35[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.mlir.constant(0 : index) : i64
    %38 = llvm.insertvalue %37, %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.insertvalue %28, %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.insertvalue %29, %39[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.getelementptr %41[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %21, %42 : i8, !llvm.ptr
    %43 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.getelementptr %43[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %20, %44 : i8, !llvm.ptr
    %45 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.getelementptr %45[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %19, %46 : i8, !llvm.ptr
    %47 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.getelementptr %47[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %18, %48 : i8, !llvm.ptr
    %49 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.getelementptr %49[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %17, %50 : i8, !llvm.ptr
    %51 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.getelementptr %51[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %16, %52 : i8, !llvm.ptr
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.alloca %53 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %40, %54 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.insertvalue %54, %57[1] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.extractvalue %58[0] : !llvm.struct<(i64, ptr)> 
    %60 = llvm.extractvalue %58[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI8(%59, %60) : (i64, !llvm.ptr) -> ()
    %61 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.extractvalue %40[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.extractvalue %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.extractvalue %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @printMemref1dI8(%61, %62, %63, %64, %65) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %66 = llvm.extractvalue %58[0] : !llvm.struct<(i64, ptr)> 
    %67 = llvm.extractvalue %58[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeI8(%66, %67) : (i64, !llvm.ptr) -> ()
    %68 = llvm.mlir.constant(2 : index) : i64
    %69 = llvm.mlir.constant(2 : index) : i64
    %70 = llvm.mlir.constant(1 : index) : i64
    %71 = llvm.mlir.constant(4 : index) : i64
    %72 = llvm.mlir.zero : !llvm.ptr
    %73 = llvm.getelementptr %72[%71] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    %74 = llvm.ptrtoint %73 : !llvm.ptr to i64
    %75 = llvm.call @malloc(%74) : (i64) -> !llvm.ptr
    %76 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %77 = llvm.insertvalue %75, %76[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.insertvalue %75, %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %79 = llvm.mlir.constant(0 : index) : i64
    %80 = llvm.insertvalue %79, %78[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.insertvalue %68, %80[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %82 = llvm.insertvalue %69, %81[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %83 = llvm.insertvalue %69, %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %84 = llvm.insertvalue %70, %83[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %85 = llvm.extractvalue %84[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.mlir.constant(2 : index) : i64
    %87 = llvm.mul %22, %86 : i64
    %88 = llvm.add %87, %22 : i64
    %89 = llvm.getelementptr %85[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    llvm.store %15, %89 : i16, !llvm.ptr
    %90 = llvm.extractvalue %84[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %91 = llvm.mlir.constant(2 : index) : i64
    %92 = llvm.mul %22, %91 : i64
    %93 = llvm.add %92, %23 : i64
    %94 = llvm.getelementptr %90[%93] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    llvm.store %14, %94 : i16, !llvm.ptr
    %95 = llvm.extractvalue %84[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %96 = llvm.mlir.constant(2 : index) : i64
    %97 = llvm.mul %23, %96 : i64
    %98 = llvm.add %97, %22 : i64
    %99 = llvm.getelementptr %95[%98] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    llvm.store %13, %99 : i16, !llvm.ptr
    %100 = llvm.extractvalue %84[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %101 = llvm.mlir.constant(2 : index) : i64
    %102 = llvm.mul %23, %101 : i64
    %103 = llvm.add %102, %23 : i64
    %104 = llvm.getelementptr %100[%103] : (!llvm.ptr, i64) -> !llvm.ptr, i16
    llvm.store %12, %104 : i16, !llvm.ptr
    %105 = llvm.mlir.constant(1 : index) : i64
    %106 = llvm.alloca %105 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %84, %106 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %107 = llvm.mlir.constant(2 : index) : i64
    %108 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %109 = llvm.insertvalue %107, %108[0] : !llvm.struct<(i64, ptr)> 
    %110 = llvm.insertvalue %106, %109[1] : !llvm.struct<(i64, ptr)> 
    %111 = llvm.extractvalue %110[0] : !llvm.struct<(i64, ptr)> 
    %112 = llvm.extractvalue %110[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI16(%111, %112) : (i64, !llvm.ptr) -> ()
    %113 = llvm.mlir.constant(6 : index) : i64
    %114 = llvm.mlir.constant(1 : index) : i64
    %115 = llvm.mlir.zero : !llvm.ptr
    %116 = llvm.getelementptr %115[%113] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %117 = llvm.ptrtoint %116 : !llvm.ptr to i64
    %118 = llvm.call @malloc(%117) : (i64) -> !llvm.ptr
    %119 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %120 = llvm.insertvalue %118, %119[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %121 = llvm.insertvalue %118, %120[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %122 = llvm.mlir.constant(0 : index) : i64
    %123 = llvm.insertvalue %122, %121[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %124 = llvm.insertvalue %113, %123[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %125 = llvm.insertvalue %114, %124[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %126 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %127 = llvm.getelementptr %126[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %11, %127 : i32, !llvm.ptr
    %128 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %129 = llvm.getelementptr %128[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %10, %129 : i32, !llvm.ptr
    %130 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %131 = llvm.getelementptr %130[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %9, %131 : i32, !llvm.ptr
    %132 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %133 = llvm.getelementptr %132[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %8, %133 : i32, !llvm.ptr
    %134 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %135 = llvm.getelementptr %134[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %7, %135 : i32, !llvm.ptr
    %136 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %137 = llvm.getelementptr %136[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %6, %137 : i32, !llvm.ptr
    %138 = llvm.mlir.constant(1 : index) : i64
    %139 = llvm.alloca %138 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %125, %139 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %140 = llvm.mlir.constant(1 : index) : i64
    %141 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %142 = llvm.insertvalue %140, %141[0] : !llvm.struct<(i64, ptr)> 
    %143 = llvm.insertvalue %139, %142[1] : !llvm.struct<(i64, ptr)> 
    %144 = llvm.extractvalue %143[0] : !llvm.struct<(i64, ptr)> 
    %145 = llvm.extractvalue %143[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%144, %145) : (i64, !llvm.ptr) -> ()
    %146 = llvm.extractvalue %125[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %147 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.extractvalue %125[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %149 = llvm.extractvalue %125[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %150 = llvm.extractvalue %125[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @printMemref1dI32(%146, %147, %148, %149, %150) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %151 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %152 = llvm.extractvalue %125[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %153 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %154 = llvm.insertvalue %152, %151[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %155 = llvm.insertvalue %153, %154[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %156 = llvm.mlir.constant(1 : index) : i64
    %157 = llvm.insertvalue %156, %155[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %158 = llvm.mlir.constant(3 : index) : i64
    %159 = llvm.insertvalue %158, %157[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %160 = llvm.mlir.constant(2 : index) : i64
    %161 = llvm.insertvalue %160, %159[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %162 = llvm.mlir.constant(1 : index) : i64
    %163 = llvm.insertvalue %162, %161[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %164 = llvm.mlir.constant(1 : index) : i64
    %165 = llvm.insertvalue %164, %163[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %166 = llvm.mlir.constant(1 : index) : i64
    %167 = llvm.alloca %166 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %165, %167 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %168 = llvm.mlir.constant(2 : index) : i64
    %169 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %170 = llvm.insertvalue %168, %169[0] : !llvm.struct<(i64, ptr)> 
    %171 = llvm.insertvalue %167, %170[1] : !llvm.struct<(i64, ptr)> 
    %172 = llvm.extractvalue %171[0] : !llvm.struct<(i64, ptr)> 
    %173 = llvm.extractvalue %171[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%172, %173) : (i64, !llvm.ptr) -> ()
    %174 = llvm.extractvalue %171[0] : !llvm.struct<(i64, ptr)> 
    %175 = llvm.extractvalue %171[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeI32(%174, %175) : (i64, !llvm.ptr) -> ()
    %176 = llvm.mlir.constant(4 : index) : i64
    %177 = llvm.mlir.constant(1 : index) : i64
    %178 = llvm.mlir.zero : !llvm.ptr
    %179 = llvm.getelementptr %178[%176] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %180 = llvm.ptrtoint %179 : !llvm.ptr to i64
    %181 = llvm.call @malloc(%180) : (i64) -> !llvm.ptr
    %182 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %183 = llvm.insertvalue %181, %182[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %184 = llvm.insertvalue %181, %183[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %185 = llvm.mlir.constant(0 : index) : i64
    %186 = llvm.insertvalue %185, %184[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %187 = llvm.insertvalue %176, %186[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %188 = llvm.insertvalue %177, %187[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %189 = llvm.extractvalue %188[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %190 = llvm.getelementptr %189[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %5, %190 : i64, !llvm.ptr
    %191 = llvm.extractvalue %188[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %192 = llvm.getelementptr %191[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %4, %192 : i64, !llvm.ptr
    %193 = llvm.extractvalue %188[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %194 = llvm.getelementptr %193[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %3, %194 : i64, !llvm.ptr
    %195 = llvm.extractvalue %188[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %196 = llvm.getelementptr %195[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2, %196 : i64, !llvm.ptr
    %197 = llvm.mlir.constant(1 : index) : i64
    %198 = llvm.alloca %197 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %188, %198 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %199 = llvm.mlir.constant(1 : index) : i64
    %200 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %201 = llvm.insertvalue %199, %200[0] : !llvm.struct<(i64, ptr)> 
    %202 = llvm.insertvalue %198, %201[1] : !llvm.struct<(i64, ptr)> 
    %203 = llvm.extractvalue %202[0] : !llvm.struct<(i64, ptr)> 
    %204 = llvm.extractvalue %202[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%203, %204) : (i64, !llvm.ptr) -> ()
    %205 = llvm.extractvalue %188[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %206 = llvm.extractvalue %188[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %207 = llvm.extractvalue %188[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %208 = llvm.extractvalue %188[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %209 = llvm.extractvalue %188[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @printMemref1dI64(%205, %206, %207, %208, %209) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %210 = llvm.extractvalue %202[0] : !llvm.struct<(i64, ptr)> 
    %211 = llvm.extractvalue %202[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeI64(%210, %211) : (i64, !llvm.ptr) -> ()
    %212 = llvm.mlir.constant(1 : index) : i64
    %213 = llvm.mlir.zero : !llvm.ptr
    %214 = llvm.getelementptr %213[%212] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %215 = llvm.ptrtoint %214 : !llvm.ptr to i64
    %216 = llvm.call @malloc(%215) : (i64) -> !llvm.ptr
    %217 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %218 = llvm.insertvalue %216, %217[0] : !llvm.struct<(ptr, ptr, i64)> 
    %219 = llvm.insertvalue %216, %218[1] : !llvm.struct<(ptr, ptr, i64)> 
    %220 = llvm.mlir.constant(0 : index) : i64
    %221 = llvm.insertvalue %220, %219[2] : !llvm.struct<(ptr, ptr, i64)> 
    %222 = llvm.extractvalue %221[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %2, %222 : i64, !llvm.ptr
    %223 = llvm.mlir.constant(1 : index) : i64
    %224 = llvm.alloca %223 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %221, %224 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %225 = llvm.mlir.constant(0 : index) : i64
    %226 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %227 = llvm.insertvalue %225, %226[0] : !llvm.struct<(i64, ptr)> 
    %228 = llvm.insertvalue %224, %227[1] : !llvm.struct<(i64, ptr)> 
    %229 = llvm.extractvalue %228[0] : !llvm.struct<(i64, ptr)> 
    %230 = llvm.extractvalue %228[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%229, %230) : (i64, !llvm.ptr) -> ()
    %231 = llvm.mlir.constant(3 : index) : i64
    %232 = llvm.mlir.constant(1 : index) : i64
    %233 = llvm.mlir.zero : !llvm.ptr
    %234 = llvm.getelementptr %233[%231] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %235 = llvm.ptrtoint %234 : !llvm.ptr to i64
    %236 = llvm.call @malloc(%235) : (i64) -> !llvm.ptr
    %237 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %238 = llvm.insertvalue %236, %237[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %239 = llvm.insertvalue %236, %238[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %240 = llvm.mlir.constant(0 : index) : i64
    %241 = llvm.insertvalue %240, %239[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %242 = llvm.insertvalue %231, %241[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %243 = llvm.insertvalue %232, %242[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %244 = llvm.extractvalue %243[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %245 = llvm.getelementptr %244[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1, %245 : i64, !llvm.ptr
    %246 = llvm.extractvalue %243[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %247 = llvm.getelementptr %246[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %22, %247 : i64, !llvm.ptr
    %248 = llvm.extractvalue %243[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %249 = llvm.getelementptr %248[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %0, %249 : i64, !llvm.ptr
    %250 = llvm.mlir.constant(1 : index) : i64
    %251 = llvm.alloca %250 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %243, %251 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %252 = llvm.mlir.constant(1 : index) : i64
    %253 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %254 = llvm.insertvalue %252, %253[0] : !llvm.struct<(i64, ptr)> 
    %255 = llvm.insertvalue %251, %254[1] : !llvm.struct<(i64, ptr)> 
    %256 = llvm.extractvalue %255[0] : !llvm.struct<(i64, ptr)> 
    %257 = llvm.extractvalue %255[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefInd(%256, %257) : (i64, !llvm.ptr) -> ()
    %258 = llvm.extractvalue %243[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %259 = llvm.extractvalue %243[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %260 = llvm.extractvalue %243[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %261 = llvm.extractvalue %243[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %262 = llvm.extractvalue %243[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @printMemref1dInd(%258, %259, %260, %261, %262) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %263 = llvm.extractvalue %255[0] : !llvm.struct<(i64, ptr)> 
    %264 = llvm.extractvalue %255[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefShapeInd(%263, %264) : (i64, !llvm.ptr) -> ()
    %265 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%265) : (!llvm.ptr) -> ()
    %266 = llvm.extractvalue %84[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%266) : (!llvm.ptr) -> ()
    %267 = llvm.extractvalue %125[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%267) : (!llvm.ptr) -> ()
    %268 = llvm.extractvalue %188[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%268) : (!llvm.ptr) -> ()
    %269 = llvm.extractvalue %221[0] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @free(%269) : (!llvm.ptr) -> ()
    %270 = llvm.extractvalue %243[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%270) : (!llvm.ptr) -> ()
    llvm.return
  }
}

