// RUN: mlirj opt %s --convert-arith-to-llvm --finalize-memref-to-llvm | FileCheck %s
// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s --check-prefix=ALONE

// memref.generic_atomic_rmw: a compare-exchange loop (llvm.cmpxchg acq_rel monotonic). The body is lowered first
// (convert-arith-to-llvm): as in MLIR 19, a body still in arith leaves the op unconverted (see the last RUN).
// Expectations are mlir-opt 19 output.

func.func @generic_i32(%m: memref<10xi32>, %i: index, %v: i32) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %c1 = arith.constant 1 : i32
    %s = arith.addi %cur, %c1 : i32
    %n = arith.muli %s, %v : i32
    memref.atomic_yield %n : i32
  }
  %y = arith.addi %x, %v : i32
  return %y : i32
}

func.func @generic_strided(%m: memref<4x?xi64, strided<[?, 1], offset: 3>>, %i: index, %j: index, %v: i64) -> i64 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xi64, strided<[?, 1], offset: 3>> {
  ^bb0(%cur: i64):
    %n = arith.maxsi %cur, %v : i64
    memref.atomic_yield %n : i64
  }
  return %x : i64
}

func.func @generic_in_loop(%m: memref<i16>, %c: i1) -> i16 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.generic_atomic_rmw %m[] : memref<i16> {
  ^bb0(%cur: i16):
    %one = arith.constant 1 : i16
    %n = arith.subi %cur, %one : i16
    memref.atomic_yield %n : i16
  }
  cf.br ^bb3(%x : i16)
^bb2:
  %z = arith.constant 0 : i16
  cf.br ^bb3(%z : i16)
^bb3(%r: i16):
  return %r : i16
}

// CHECK-LABEL: func.func @generic_i32(%arg0: memref<10xi32>, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<10xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %7 = llvm.add %5, %6 : i32
// CHECK-NEXT: %8 = llvm.mul %7, %arg2 : i32
// CHECK-NEXT: %9 = llvm.cmpxchg %3, %5, %8 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %10 = llvm.extractvalue %9[0] : !llvm.struct<(i32, i1)> 
// CHECK-NEXT: %11 = llvm.extractvalue %9[1] : !llvm.struct<(i32, i1)> 
// CHECK-NEXT: llvm.cond_br %11, ^bb2, ^bb1(%10 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %12 = llvm.add %10, %arg2 : i32
// CHECK-NEXT: return %12 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_strided(%arg0: memref<4x?xi64, strided<[?, 1], offset: 3>>, %arg1: index, %arg2: index, %arg3: i64) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xi64, strided<[?, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %4 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT: %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT: %8 = llvm.add %7, %0 : i64
// CHECK-NEXT: %9 = llvm.getelementptr %5[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.br ^bb1(%10 : i64)
// CHECK-NEXT: ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %12 = llvm.intr.smax(%11, %arg3)  : (i64, i64) -> i64
// CHECK-NEXT: %13 = llvm.cmpxchg %9, %11, %12 acq_rel monotonic : !llvm.ptr, i64
// CHECK-NEXT: %14 = llvm.extractvalue %13[0] : !llvm.struct<(i64, i1)> 
// CHECK-NEXT: %15 = llvm.extractvalue %13[1] : !llvm.struct<(i64, i1)> 
// CHECK-NEXT: llvm.cond_br %15, ^bb2, ^bb1(%14 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %14 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_in_loop(%arg0: memref<i16>, %arg1: i1) -> i16 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<i16> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb4
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> i16
// CHECK-NEXT: llvm.br ^bb2(%2 : i16)
// CHECK-NEXT: ^bb2(%3: i16):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i16) : i16
// CHECK-NEXT: %5 = llvm.sub %3, %4 : i16
// CHECK-NEXT: %6 = llvm.cmpxchg %1, %3, %5 acq_rel monotonic : !llvm.ptr, i16
// CHECK-NEXT: %7 = llvm.extractvalue %6[0] : !llvm.struct<(i16, i1)> 
// CHECK-NEXT: %8 = llvm.extractvalue %6[1] : !llvm.struct<(i16, i1)> 
// CHECK-NEXT: llvm.cond_br %8, ^bb3, ^bb2(%7 : i16)
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%7 : i16)
// CHECK-NEXT: ^bb4:  // pred: ^bb0
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i16) : i16
// CHECK-NEXT: cf.br ^bb5(%9 : i16)
// CHECK-NEXT: ^bb5(%10: i16):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: return %10 : i16
// CHECK-NEXT: }
// ALONE-COUNT-3: memref.generic_atomic_rmw
