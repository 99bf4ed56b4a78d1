// saxpy over 1024 floats in the LLVM dialect, y[i] = 2 * x[i] + y[i] with x[i] = i and y[i] = 1, then the first 8
// elements of y printed with MLIR's printMemrefF32 (a memref descriptor built by hand) and their sum returned.
// Run it:  ./mlirj run examples/saxpy_llvm.mlir -O3    (the same as mlir-cpu-runner with MLIR's runner libraries)
// mlirj-run: -e main --entry-point-result=f32
// RUN: mlirj translate --mlir-to-llvmir %s | FileCheck %s
// CHECK-LABEL: define void @saxpy(ptr noalias %0, ptr noalias %1, i64 %2, float %3)
// CHECK: getelementptr inbounds float, ptr %1,
// CHECK: fmul float %3,
module {
  llvm.mlir.global internal @x(dense<0.0> : tensor<1024xf32>) {alignment = 64 : i64} : !llvm.array<1024 x f32>
  llvm.mlir.global internal @y(dense<1.0> : tensor<1024xf32>) {alignment = 64 : i64} : !llvm.array<1024 x f32>
  llvm.func @printMemrefF32(i64, !llvm.ptr)

  llvm.func @saxpy(%x: !llvm.ptr {llvm.noalias}, %y: !llvm.ptr {llvm.noalias}, %n: i64, %a: f32) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^loop(%c0 : i64)
  ^loop(%i: i64):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^body, ^exit
  ^body:
    %px = llvm.getelementptr inbounds %x[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %py = llvm.getelementptr inbounds %y[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
    %vy = llvm.load %py {alignment = 4 : i64} : !llvm.ptr -> f32
    %ax = llvm.fmul %a, %vx : f32
    %r = llvm.fadd %ax, %vy : f32
    llvm.store %r, %py {alignment = 4 : i64} : f32, !llvm.ptr
    %next = llvm.add %i, %c1 overflow<nsw> : i64
    llvm.br ^loop(%next : i64)
  ^exit:
    llvm.return
  }

  llvm.func @main() -> f32 {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %n = llvm.mlir.constant(1024 : i64) : i64
    %x = llvm.mlir.addressof @x : !llvm.ptr
    %y = llvm.mlir.addressof @y : !llvm.ptr
    llvm.br ^init(%c0 : i64)
  ^init(%i: i64):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^fill, ^compute
  ^fill:
    %fi = llvm.sitofp %i : i64 to f32
    %px = llvm.getelementptr inbounds %x[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    llvm.store %fi, %px : f32, !llvm.ptr
    %inext = llvm.add %i, %c1 overflow<nsw> : i64
    llvm.br ^init(%inext : i64)
  ^compute:
    %two = llvm.mlir.constant(2.0 : f32) : f32
    llvm.call @saxpy(%x, %y, %n, %two) : (!llvm.ptr, !llvm.ptr, i64, f32) -> ()
    // memref<8xf32> over y[0..8): {allocated, aligned, offset, sizes[1], strides[1]}, passed unranked.
    %d0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d1 = llvm.insertvalue %y, %d0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d2 = llvm.insertvalue %y, %d1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d3 = llvm.insertvalue %c0, %d2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d4 = llvm.insertvalue %c8, %d3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d5 = llvm.insertvalue %c1, %d4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %one = llvm.mlir.constant(1 : i32) : i32
    %slot = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i32) -> !llvm.ptr
    llvm.store %d5, %slot : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @printMemrefF32(%c1, %slot) : (i64, !llvm.ptr) -> ()
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    llvm.br ^sum(%c0, %zero : i64, f32)
  ^sum(%j: i64, %acc: f32):
    %jmore = llvm.icmp "slt" %j, %n : i64
    llvm.cond_br %jmore, ^add, ^done
  ^add:
    %py = llvm.getelementptr inbounds %y[0, %j] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %vy = llvm.load %py : !llvm.ptr -> f32
    %acc2 = llvm.fadd %acc, %vy : f32
    %jnext = llvm.add %j, %c1 overflow<nsw> : i64
    llvm.br ^sum(%jnext, %acc2 : i64, f32)
  ^done:
    llvm.return %acc : f32
  }
}
