// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s

// memref.atomic_rmw (every kind MLIR 19 lowers to llvm.atomicrmw, and those it leaves) and memref.prefetch.
// Expectations are mlir-opt 19 output.

func.func @atomic_rmw_f32(%m: memref<10xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32) {
  %a = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw minimumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %d = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %a, %b, %c, %d : f32, f32, f32, f32
}

func.func @atomic_rmw_i32(%m: memref<2x?xi32, strided<[?, 1], offset: ?>>, %i: index, %j: index, %v: i32) {
  %a = memref.atomic_rmw addi %v, %m[%i, %j] : (i32, memref<2x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %b = memref.atomic_rmw maxs %v, %m[%i, %j] : (i32, memref<2x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %c = memref.atomic_rmw mins %v, %m[%i, %j] : (i32, memref<2x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %d = memref.atomic_rmw maxu %v, %m[%i, %j] : (i32, memref<2x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %e = memref.atomic_rmw minu %v, %m[%i, %j] : (i32, memref<2x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %f = memref.atomic_rmw ori %v, %m[%i, %j] : (i32, memref<2x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %g = memref.atomic_rmw andi %v, %m[%i, %j] : (i32, memref<2x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %h = memref.atomic_rmw assign %v, %m[%i, %j] : (i32, memref<2x?xi32, strided<[?, 1], offset: ?>>) -> i32
  return
}

// The kinds LLVM has no atomicrmw for stay: memref-expand rewrites maxnumf and minnumf, nothing lowers mulf/muli.
func.func @atomic_rmw_unlowered(%m: memref<10xf32>, %n: memref<i64>, %i: index, %v: f32, %w: i64) {
  %a = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %d = memref.atomic_rmw muli %w, %n[] : (i64, memref<i64>) -> i64
  return
}

func.func @atomic_rmw_rank0(%n: memref<i64>, %w: i64) -> i64 {
  %a = memref.atomic_rmw addi %w, %n[] : (i64, memref<i64>) -> i64
  return %a : i64
}

func.func @prefetch(%m: memref<10x?xf32>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<10x?xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<10x?xf32>
  memref.prefetch %m[%i, %j], write, locality<2>, data : memref<10x?xf32>
  return
}

// CHECK-LABEL: func.func @atomic_rmw_f32(%arg0: memref<10xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<10xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.atomicrmw fadd %3, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.atomicrmw fmax %6, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %9 = llvm.getelementptr %8[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %10 = llvm.atomicrmw fmin %9, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %11 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %12 = llvm.getelementptr %11[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %13 = llvm.atomicrmw xchg %12, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: return %4, %7, %10, %13 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @atomic_rmw_i32(%arg0: memref<2x?xi32, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<2x?xi32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %4 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT: %8 = llvm.add %7, %0 : i64
// CHECK-NEXT: %9 = llvm.getelementptr %5[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %10 = llvm.atomicrmw add %9, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %12 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %13 = llvm.getelementptr %11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %14 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %15 = llvm.mul %1, %14 : i64
// CHECK-NEXT: %16 = llvm.add %15, %0 : i64
// CHECK-NEXT: %17 = llvm.getelementptr %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %18 = llvm.atomicrmw max %17, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %19 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %20 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %21 = llvm.getelementptr %19[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %22 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %23 = llvm.mul %1, %22 : i64
// CHECK-NEXT: %24 = llvm.add %23, %0 : i64
// CHECK-NEXT: %25 = llvm.getelementptr %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %26 = llvm.atomicrmw min %25, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %27 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %28 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %29 = llvm.getelementptr %27[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %30 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %31 = llvm.mul %1, %30 : i64
// CHECK-NEXT: %32 = llvm.add %31, %0 : i64
// CHECK-NEXT: %33 = llvm.getelementptr %29[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %34 = llvm.atomicrmw umax %33, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %35 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %36 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %37 = llvm.getelementptr %35[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %38 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %39 = llvm.mul %1, %38 : i64
// CHECK-NEXT: %40 = llvm.add %39, %0 : i64
// CHECK-NEXT: %41 = llvm.getelementptr %37[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %42 = llvm.atomicrmw umin %41, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %43 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %44 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %45 = llvm.getelementptr %43[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %46 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %47 = llvm.mul %1, %46 : i64
// CHECK-NEXT: %48 = llvm.add %47, %0 : i64
// CHECK-NEXT: %49 = llvm.getelementptr %45[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %50 = llvm.atomicrmw _or %49, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %51 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %52 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %54 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %55 = llvm.mul %1, %54 : i64
// CHECK-NEXT: %56 = llvm.add %55, %0 : i64
// CHECK-NEXT: %57 = llvm.getelementptr %53[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %58 = llvm.atomicrmw _and %57, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %59 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %60 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %61 = llvm.getelementptr %59[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %62 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %63 = llvm.mul %1, %62 : i64
// CHECK-NEXT: %64 = llvm.add %63, %0 : i64
// CHECK-NEXT: %65 = llvm.getelementptr %61[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %66 = llvm.atomicrmw xchg %65, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @atomic_rmw_unlowered(%arg0: memref<10xf32>, %arg1: memref<i64>, %arg2: index, %arg3: f32, %arg4: i64) {
// CHECK-NEXT: %0 = memref.atomic_rmw maxnumf %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw minnumf %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %2 = memref.atomic_rmw mulf %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %3 = memref.atomic_rmw muli %arg4, %arg1[] : (i64, memref<i64>) -> i64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @atomic_rmw_rank0(%arg0: memref<i64>, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<i64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT: %2 = llvm.atomicrmw add %1, %arg1 acq_rel : !llvm.ptr, i64
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @prefetch(%arg0: memref<10x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<10x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%7) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %8 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %9 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %10 = llvm.mul %1, %9 : i64
// CHECK-NEXT: %11 = llvm.add %10, %0 : i64
// CHECK-NEXT: %12 = llvm.getelementptr %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%12) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %13 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %14 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %15 = llvm.mul %1, %14 : i64
// CHECK-NEXT: %16 = llvm.add %15, %0 : i64
// CHECK-NEXT: %17 = llvm.getelementptr %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%17) <{cache = 1 : i32, hint = 2 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
