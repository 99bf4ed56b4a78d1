module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global private constant @fmt("sum = %f\0A\00") {addr_space = 0 : i32}
  llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> f32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    llvm.br ^bb1(%6, %8 : i64, f32)
  ^bb1(%9: i64, %10: f32):  // 2 preds: ^bb0, ^bb2
    %11 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.icmp "slt" %9, %11 : i64
    llvm.cond_br %12, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %13 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.add %14, %9 : i64
    %16 = llvm.getelementptr %13[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %17 = llvm.load %16 : !llvm.ptr -> f32
    %18 = llvm.fadd %10, %17  : f32
    %19 = llvm.add %9, %7 : i64
    llvm.br ^bb1(%19, %18 : i64, f32)
  ^bb3:  // pred: ^bb1
    llvm.return %10 : f32
  }
  llvm.func @report(%arg0: f32) -> i32 {
    %0 = llvm.mlir.addressof @fmt : !llvm.ptr
    %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
    %2 = llvm.fpext %arg0 : f32 to f64
    %3 = llvm.call @printf(%1, %2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
    llvm.return %3 : i32
  }
  func.func @bridge(%arg0: index, %arg1: !llvm.ptr) -> index {
    %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
    %1 = llvm.getelementptr %arg1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = arith.addi %3, %arg0 : index
    return %4 : index
  }
}

