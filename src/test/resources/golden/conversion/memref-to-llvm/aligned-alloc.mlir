// RUN: mlirj opt %s --finalize-memref-to-llvm='use-aligned-alloc' | FileCheck %s

// memref.alloc through aligned_alloc (use-aligned-alloc). Expectations are mlir-opt 19 output.

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @sizes(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.sub %7, %8 : i64
// CHECK-NEXT: %10 = llvm.add %6, %9 : i64
// CHECK-NEXT: %11 = llvm.urem %10, %7  : i64
// CHECK-NEXT: %12 = llvm.sub %10, %11 : i64
// CHECK-NEXT: %13 = llvm.call @aligned_alloc(%7, %12) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %14 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %0, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %1, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %2, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %28 = llvm.getelementptr %27[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
// CHECK-NEXT: %30 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %32 = llvm.sub %30, %31 : i64
// CHECK-NEXT: %33 = llvm.add %29, %32 : i64
// CHECK-NEXT: %34 = llvm.urem %33, %30  : i64
// CHECK-NEXT: %35 = llvm.sub %33, %34 : i64
// CHECK-NEXT: %36 = llvm.call @aligned_alloc(%30, %35) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %37 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %41 = llvm.insertvalue %40, %39[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %23, %41[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %24, %42[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %24, %43[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %25, %44[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %47 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %48 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %49 = llvm.getelementptr %48[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
// CHECK-NEXT: %51 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %52 = llvm.call @aligned_alloc(%51, %50) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %53 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %54 = llvm.insertvalue %52, %53[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.insertvalue %52, %54[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %56 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %57 = llvm.insertvalue %56, %55[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %46, %57[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %47, %58[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %60 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %61 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %62 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %63 = llvm.getelementptr %62[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT: %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
// CHECK-NEXT: %65 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %66 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %67 = llvm.sub %65, %66 : i64
// CHECK-NEXT: %68 = llvm.add %64, %67 : i64
// CHECK-NEXT: %69 = llvm.urem %68, %65  : i64
// CHECK-NEXT: %70 = llvm.sub %68, %69 : i64
// CHECK-NEXT: %71 = llvm.call @aligned_alloc(%65, %70) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %72 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %76 = llvm.insertvalue %75, %74[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %77 = llvm.insertvalue %60, %76[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %78 = llvm.insertvalue %61, %77[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %79 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%79) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// The alignment: the op's, else the element size rounded up to a power of two, at least 16. The size is rounded up
// to a multiple of the alignment unless the static shape makes it one already.
func.func @sizes(%n: index) {
  %a = memref.alloc(%n) : memref<?x3xf32>
  %b = memref.alloc() {alignment = 32} : memref<2x3xi8>
  %c = memref.alloc() : memref<8xf64>
  %d = memref.alloc() : memref<3xi1>
  memref.dealloc %a : memref<?x3xf32>
  return
}
