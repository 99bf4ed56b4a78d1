module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @puts(!llvm.ptr) -> i32 attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printString(!llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefI32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @first("native puts 1\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @second("native puts 2\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt("[printf %ld]\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @str("<printString>\00") {addr_space = 0 : i32}
  llvm.func @main() {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %2 = llvm.mlir.constant(5 : i32) : i32
    %3 = llvm.mlir.addressof @first : !llvm.ptr
    %4 = llvm.mlir.addressof @second : !llvm.ptr
    %5 = llvm.mlir.addressof @fmt : !llvm.ptr
    %6 = llvm.mlir.addressof @str : !llvm.ptr
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.mlir.constant(3 : index) : i64
    llvm.br ^bb1(%7 : i64)
  ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb2
    %11 = llvm.icmp "slt" %10, %9 : i64
    llvm.cond_br %11, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.call @printI64(%10) : (i64) -> ()
    %12 = llvm.call @printf(%5, %10) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
    llvm.call @printString(%6) : (!llvm.ptr) -> ()
    %13 = llvm.call @puts(%3) : (!llvm.ptr) -> i32
    %14 = llvm.add %10, %8 : i64
    llvm.br ^bb1(%14 : i64)
  ^bb3:  // pred: ^bb1
    %15 = llvm.mlir.constant(2 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.zero : !llvm.ptr
    %18 = llvm.getelementptr %17[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %20 = llvm.call @malloc(%19) : (i64) -> !llvm.ptr
    %21 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.insertvalue %15, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.insertvalue %16, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.getelementptr %28[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %2, %29 : i32, !llvm.ptr
    %30 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.getelementptr %30[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %2, %31 : i32, !llvm.ptr
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.alloca %32 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %27, %33 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(i64, ptr)> 
    %37 = llvm.insertvalue %33, %36[1] : !llvm.struct<(i64, ptr)> 
    %38 = llvm.call @puts(%4) : (!llvm.ptr) -> i32
    %39 = llvm.extractvalue %37[0] : !llvm.struct<(i64, ptr)> 
    %40 = llvm.extractvalue %37[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%39, %40) : (i64, !llvm.ptr) -> ()
    %41 = llvm.call @puts(%4) : (!llvm.ptr) -> i32
    llvm.call @printF64(%1) : (f64) -> ()
    %42 = llvm.call @printf(%5, %0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
    llvm.call @printNewline() : () -> ()
    %43 = llvm.extractvalue %27[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%43) : (!llvm.ptr) -> ()
    llvm.return
  }
}

