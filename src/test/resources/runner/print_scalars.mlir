module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printU64(i64) attributes {sym_visibility = "private"}
  llvm.func @printString(!llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printOpen() attributes {sym_visibility = "private"}
  llvm.func @printClose() attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printFlops(f64) attributes {sym_visibility = "private"}
  llvm.mlir.global internal constant @hello("hello, caf\C3\A9\09tab\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @empty("\00") {addr_space = 0 : i32}
  llvm.func @f32s() {
    %0 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %1 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %2 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %3 = llvm.mlir.constant(0xFFC00000 : f32) : f32
    %4 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %5 = llvm.mlir.constant(1.000000e-07 : f32) : f32
    %6 = llvm.mlir.constant(0x4CEB79A3 : f32) : f32
    %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %8 = llvm.mlir.constant(9.99999974E-6 : f32) : f32
    %9 = llvm.mlir.constant(9.99999974E-5 : f32) : f32
    %10 = llvm.mlir.constant(99999.9531 : f32) : f32
    %11 = llvm.mlir.constant(1.401300e-45 : f32) : f32
    llvm.call @printOpen() : () -> ()
    llvm.call @printF32(%0) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%1) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%2) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%3) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%4) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%5) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%6) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%7) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%8) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%9) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%10) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%11) : (f32) -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @f64s() {
    %0 = llvm.mlir.constant(16 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %4 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
    %5 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    %6 = llvm.mlir.constant(0xFFF8000000000000 : f64) : f64
    %7 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %8 = llvm.mlir.constant(9.9999999999999995E-8 : f64) : f64
    %9 = llvm.mlir.constant(0x419D6F3454000000 : f64) : f64
    %10 = llvm.mlir.constant(0x4132D68500000000 : f64) : f64
    %11 = llvm.mlir.constant(0x4132D68F00000000 : f64) : f64
    %12 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %13 = llvm.mlir.constant(4.940660e-324 : f64) : f64
    %14 = llvm.mlir.constant(1.7976931348623157E+308 : f64) : f64
    %15 = llvm.mlir.constant(-123.456789 : f64) : f64
    %16 = llvm.mlir.constant(999999.5 : f64) : f64
    %17 = llvm.mlir.constant(1.23456789E-4 : f64) : f64
    %18 = llvm.mlir.constant(1.000000e+21 : f64) : f64
    %19 = llvm.mlir.constant(16 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.zero : !llvm.ptr
    %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
    %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
    %25 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = llvm.insertvalue %24, %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.mlir.constant(0 : index) : i64
    %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.insertvalue %19, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.insertvalue %20, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.mlir.undef : vector<16xf64>
    %33 = llvm.mlir.constant(0 : i64) : i64
    %34 = llvm.insertelement %3, %32[%33 : i64] : vector<16xf64>
    %35 = llvm.mlir.constant(1 : i64) : i64
    %36 = llvm.insertelement %4, %34[%35 : i64] : vector<16xf64>
    %37 = llvm.mlir.constant(2 : i64) : i64
    %38 = llvm.insertelement %5, %36[%37 : i64] : vector<16xf64>
    %39 = llvm.mlir.constant(3 : i64) : i64
    %40 = llvm.insertelement %6, %38[%39 : i64] : vector<16xf64>
    %41 = llvm.mlir.constant(4 : i64) : i64
    %42 = llvm.insertelement %7, %40[%41 : i64] : vector<16xf64>
    %43 = llvm.mlir.constant(5 : i64) : i64
    %44 = llvm.insertelement %8, %42[%43 : i64] : vector<16xf64>
    %45 = llvm.mlir.constant(6 : i64) : i64
    %46 = llvm.insertelement %9, %44[%45 : i64] : vector<16xf64>
    %47 = llvm.mlir.constant(7 : i64) : i64
    %48 = llvm.insertelement %10, %46[%47 : i64] : vector<16xf64>
    %49 = llvm.mlir.constant(8 : i64) : i64
    %50 = llvm.insertelement %11, %48[%49 : i64] : vector<16xf64>
    %51 = llvm.mlir.constant(9 : i64) : i64
    %52 = llvm.insertelement %12, %50[%51 : i64] : vector<16xf64>
    %53 = llvm.mlir.constant(10 : i64) : i64
    %54 = llvm.insertelement %13, %52[%53 : i64] : vector<16xf64>
    %55 = llvm.mlir.constant(11 : i64) : i64
    %56 = llvm.insertelement %14, %54[%55 : i64] : vector<16xf64>
    %57 = llvm.mlir.constant(12 : i64) : i64
    %58 = llvm.insertelement %15, %56[%57 : i64] : vector<16xf64>
    %59 = llvm.mlir.constant(13 : i64) : i64
    %60 = llvm.insertelement %16, %58[%59 : i64] : vector<16xf64>
    %61 = llvm.mlir.constant(14 : i64) : i64
    %62 = llvm.insertelement %17, %60[%61 : i64] : vector<16xf64>
    %63 = llvm.mlir.constant(15 : i64) : i64
    %64 = llvm.insertelement %18, %62[%63 : i64] : vector<16xf64>
    %65 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.getelementptr %65[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %64, %66 {alignment = 8 : i64} : vector<16xf64>, !llvm.ptr
    llvm.br ^bb1(%2 : i64)
  ^bb1(%67: i64):  // 2 preds: ^bb0, ^bb2
    %68 = llvm.icmp "slt" %67, %0 : i64
    llvm.cond_br %68, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %69 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.getelementptr %69[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %71 = llvm.load %70 : !llvm.ptr -> f64
    llvm.call @printF64(%71) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %72 = llvm.add %67, %1 : i64
    llvm.br ^bb1(%72 : i64)
  ^bb3:  // pred: ^bb1
    %73 = llvm.extractvalue %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%73) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @ints() {
    %0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %1 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(-42 : i64) : i64
    %4 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%3) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printU64(%4) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1234.5678 : f64) : f64
    %1 = llvm.mlir.constant(2.500000e+09 : f64) : f64
    %2 = llvm.mlir.addressof @empty : !llvm.ptr
    %3 = llvm.mlir.addressof @hello : !llvm.ptr
    llvm.call @f32s() : () -> ()
    llvm.call @f64s() : () -> ()
    llvm.call @ints() : () -> ()
    llvm.call @printString(%3) : (!llvm.ptr) -> ()
    llvm.call @printString(%2) : (!llvm.ptr) -> ()
    llvm.call @printOpen() : () -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printFlops(%1) : (f64) -> ()
    llvm.call @printFlops(%0) : (f64) -> ()
    llvm.return
  }
}

