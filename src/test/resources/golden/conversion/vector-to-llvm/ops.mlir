// RUN: mlirj opt %s --convert-vector-to-llvm | FileCheck %s
// convert-vector-to-llvm on the operations it lowers directly, CHECK lines from mlir-opt 19's output
// (scripts/golden-checks-mlir19.py): scalar, string and punctuation prints with the runner-library declarations,
// element access, static and dynamic positions in 1-D and n-D vectors (LLVM arrays of 1-D vectors), splats and
// scalar broadcasts of every rank, shuffles (one shufflevector, or element by element); unused results are erased
// first, as MLIR's pass does. Vector prints stay (mlir-opt 19 decomposes them in convert-vector-to-scf).

// CHECK-LABEL: llvm.mlir.global private constant @vector_print_str_0(dense<[120, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-LABEL: llvm.func @printClose()
// CHECK-LABEL: llvm.func @printF64(f64)
// CHECK-LABEL: llvm.func @printF16(i16)
// CHECK-LABEL: llvm.func @printI64(i64)
// CHECK-LABEL: llvm.func @printOpen()
// CHECK-LABEL: llvm.func @printString(!llvm.ptr)
// CHECK-LABEL: llvm.mlir.global private constant @vector_print_str(dense<[104, 105, 10, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-LABEL: llvm.func @printNewline()
// CHECK-LABEL: llvm.func @printU64(i64)
// CHECK-LABEL: llvm.func @printComma()
// CHECK-LABEL: llvm.func @printF32(f32)
// CHECK-LABEL: func.func @p(%arg0: vector<4xf32>, %arg1: f32, %arg2: i64, %arg3: vector<2x3xi32>, %arg4: index, %arg5: vector<2xi1>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:  vector.print %arg0 : vector<4xf32>
// CHECK-NEXT:  llvm.call @printF32(%arg1) : (f32) -> ()
// CHECK-NEXT:  llvm.call @printComma() : () -> ()
// CHECK-NEXT:  vector.print %arg3 : vector<2x3xi32>
// CHECK-NEXT:  llvm.call @printU64(%0) : (i64) -> ()
// CHECK-NEXT:  llvm.call @printNewline() : () -> ()
// CHECK-NEXT:  vector.print %arg5 : vector<2xi1>
// CHECK-NEXT:  %1 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:  %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:  llvm.call @printString(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:  llvm.call @printOpen() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @p(%v: vector<4xf32>, %s: f32, %i: i64, %m: vector<2x3xi32>, %x: index, %b: vector<2xi1>) {
  vector.print %v : vector<4xf32>
  vector.print %s : f32 punctuation <comma>
  vector.print %m : vector<2x3xi32>
  vector.print %x : index
  vector.print %b : vector<2xi1>
  vector.print str "hi\n"
  vector.print punctuation <open>
  return
}
// CHECK-LABEL: func.func @e(%arg0: vector<4xf32>, %arg1: f32, %arg2: index, %arg3: i32, %arg4: vector<2x4xf32>) -> (f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>, f32, vector<2x4xf32>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg4 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:  %2 = llvm.extractelement %arg0[%1 : i64] : vector<4xf32>
// CHECK-NEXT:  %3 = llvm.insertelement %arg1, %arg0[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT:  %4 = llvm.mlir.undef : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %5 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %7 = llvm.insertelement %arg1, %5[%6 : i32] : vector<4xf32>
// CHECK-NEXT:  %8 = llvm.shufflevector %7, %7 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %9 = llvm.insertvalue %8, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %10 = llvm.insertvalue %8, %9[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT:  %12 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %13 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %14 = llvm.insertelement %arg1, %12[%13 : i32] : vector<4xf32>
// CHECK-NEXT:  %15 = llvm.shufflevector %14, %12 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %16 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %17 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:  %18 = llvm.extractelement %16[%17 : i64] : vector<4xf32>
// CHECK-NEXT:  %19 = llvm.insertvalue %arg0, %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT:  return %2, %3, %11, %15, %18, %20 : f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>, f32, vector<2x4xf32>
// CHECK-NEXT:  }
func.func @e(%v: vector<4xf32>, %s: f32, %i: index, %j: i32, %m: vector<2x4xf32>) -> (f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>, f32, vector<2x4xf32>) {
  %0 = vector.extractelement %v[%i : index] : vector<4xf32>
  %1 = vector.insertelement %s, %v[%j : i32] : vector<4xf32>
  %2 = vector.broadcast %s : f32 to vector<2x4xf32>
  %3 = vector.splat %s : vector<4xf32>
  %4 = vector.extract %m[1, 2] : f32 from vector<2x4xf32>
  %5 = vector.insert %v, %m[1] : vector<4xf32> into vector<2x4xf32>
  return %0, %1, %2, %3, %4, %5 : f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>, f32, vector<2x4xf32>
}
// CHECK-LABEL: func.func @s(%arg0: vector<4xf32>, %arg1: vector<2xf32>, %arg2: vector<2x4xf32>, %arg3: vector<f32>, %arg4: i32, %arg5: i8, %arg6: ui16, %arg7: f16, %arg8: f64, %arg9: i1) -> (vector<8xf32>, vector<3xf32>, vector<3x4xf32>, vector<2xf32>, vector<2x3x4xi32>, vector<f32>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg6 : ui16 to i16
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg3 : vector<f32> to vector<1xf32>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %3 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>
// CHECK-NEXT:  %4 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT:  %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %6 = llvm.extractelement %arg0[%5 : i64] : vector<4xf32>
// CHECK-NEXT:  %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %8 = llvm.insertelement %6, %4[%7 : i64] : vector<3xf32>
// CHECK-NEXT:  %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %10 = llvm.extractelement %arg1[%9 : i64] : vector<2xf32>
// CHECK-NEXT:  %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %12 = llvm.insertelement %10, %8[%11 : i64] : vector<3xf32>
// CHECK-NEXT:  %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %14 = llvm.extractelement %arg1[%13 : i64] : vector<2xf32>
// CHECK-NEXT:  %15 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:  %16 = llvm.insertelement %14, %12[%15 : i64] : vector<3xf32>
// CHECK-NEXT:  %17 = llvm.mlir.undef : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %18 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %19 = llvm.insertvalue %18, %17[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %20 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %21 = llvm.insertvalue %20, %19[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %22 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %23 = llvm.insertvalue %22, %21[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:  %25 = llvm.shufflevector %1, %1 [1, 0] : vector<1xf32>
// CHECK-NEXT:  %26 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT:  %27 = llvm.mlir.undef : !llvm.array<2 x array<3 x vector<4xi32>>>
// CHECK-NEXT:  %28 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:  %29 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %30 = llvm.insertelement %26, %28[%29 : i32] : vector<4xi32>
// CHECK-NEXT:  %31 = llvm.shufflevector %30, %30 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:  %32 = llvm.insertvalue %31, %27[0, 0] : !llvm.array<2 x array<3 x vector<4xi32>>>
// CHECK-NEXT:  %33 = llvm.insertvalue %31, %32[0, 1] : !llvm.array<2 x array<3 x vector<4xi32>>>
// CHECK-NEXT:  %34 = llvm.insertvalue %31, %33[0, 2] : !llvm.array<2 x array<3 x vector<4xi32>>>
// CHECK-NEXT:  %35 = llvm.insertvalue %31, %34[1, 0] : !llvm.array<2 x array<3 x vector<4xi32>>>
// CHECK-NEXT:  %36 = llvm.insertvalue %31, %35[1, 1] : !llvm.array<2 x array<3 x vector<4xi32>>>
// CHECK-NEXT:  %37 = llvm.insertvalue %31, %36[1, 2] : !llvm.array<2 x array<3 x vector<4xi32>>>
// CHECK-NEXT:  %38 = builtin.unrealized_conversion_cast %37 : !llvm.array<2 x array<3 x vector<4xi32>>> to vector<2x3x4xi32>
// CHECK-NEXT:  %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %40 = llvm.extractelement %1[%39 : i64] : vector<1xf32>
// CHECK-NEXT:  %41 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %42 = llvm.insertelement %40, %1[%41 : i64] : vector<1xf32>
// CHECK-NEXT:  %43 = builtin.unrealized_conversion_cast %42 : vector<1xf32> to vector<f32>
// CHECK-NEXT:  %44 = arith.extsi %arg5 : i8 to i64
// CHECK-NEXT:  llvm.call @printI64(%44) : (i64) -> ()
// CHECK-NEXT:  llvm.call @printNewline() : () -> ()
// CHECK-NEXT:  %45 = arith.extui %0 : i16 to i64
// CHECK-NEXT:  llvm.call @printU64(%45) : (i64) -> ()
// CHECK-NEXT:  llvm.call @printNewline() : () -> ()
// CHECK-NEXT:  %46 = llvm.bitcast %arg7 : f16 to i16
// CHECK-NEXT:  llvm.call @printF16(%46) : (i16) -> ()
// CHECK-NEXT:  llvm.call @printNewline() : () -> ()
// CHECK-NEXT:  llvm.call @printF64(%arg8) : (f64) -> ()
// CHECK-NEXT:  llvm.call @printClose() : () -> ()
// CHECK-NEXT:  %47 = arith.extui %arg9 : i1 to i64
// CHECK-NEXT:  llvm.call @printI64(%47) : (i64) -> ()
// CHECK-NEXT:  %48 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT:  %49 = llvm.getelementptr %48[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT:  llvm.call @printString(%49) : (!llvm.ptr) -> ()
// CHECK-NEXT:  return %3, %16, %24, %25, %38, %43 : vector<8xf32>, vector<3xf32>, vector<3x4xf32>, vector<2xf32>, vector<2x3x4xi32>, vector<f32>
// CHECK-NEXT:  }
func.func @s(%v: vector<4xf32>, %w: vector<2xf32>, %m: vector<2x4xf32>, %z: vector<f32>, %i32: i32, %i: i8, %u: ui16, %h: f16, %d: f64, %b: i1) -> (vector<8xf32>, vector<3xf32>, vector<3x4xf32>, vector<2xf32>, vector<2x3x4xi32>, vector<f32>) {
  %0 = vector.shuffle %v, %v [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %v, %w [0, 5, 4] : vector<4xf32>, vector<2xf32>
  %2 = vector.shuffle %m, %m [1, 0, 3] : vector<2x4xf32>, vector<2x4xf32>
  %3 = vector.shuffle %z, %z [1, 0] : vector<f32>, vector<f32>
  %c = arith.addi %i32, %i32 : i32
  %4 = vector.broadcast %c : i32 to vector<2x3x4xi32>
  %s = vector.extractelement %z[] : vector<f32>
  %5 = vector.insertelement %s, %z[] : vector<f32>
  vector.print %i : i8
  vector.print %u : ui16
  vector.print %h : f16
  vector.print %d : f64 punctuation <close>
  vector.print %b : i1 punctuation <no_punctuation>
  vector.print str "x"
  %6 = vector.extract %m[0] : vector<4xf32> from vector<2x4xf32>
  %7 = vector.extract %v[3] : f32 from vector<4xf32>
  %8 = vector.insert %7, %m[1, 3] : f32 into vector<2x4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<8xf32>, vector<3xf32>, vector<3x4xf32>, vector<2xf32>, vector<2x3x4xi32>, vector<f32>
}

// CHECK-LABEL: func.func @dynamic(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>, %arg2: index, %arg3: f32) -> (f32, vector<4xf32>, f32, vector<2x4xf32>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:  %1 = llvm.extractelement %arg1[%0 : i64] : vector<4xf32>
// CHECK-NEXT:  %2 = llvm.insertelement %arg3, %arg1[%0 : i64] : vector<4xf32>
// CHECK-NEXT:  %3 = vector.extract %arg0[1, %arg2] : f32 from vector<2x4xf32>
// CHECK-NEXT:  %4 = vector.insert %arg1, %arg0 [%arg2] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:  return %1, %2, %3, %4 : f32, vector<4xf32>, f32, vector<2x4xf32>
// CHECK-NEXT:  }
func.func @dynamic(%m: vector<2x4xf32>, %v: vector<4xf32>, %i: index, %s: f32) -> (f32, vector<4xf32>, f32, vector<2x4xf32>) {
  %0 = vector.extract %v[%i] : f32 from vector<4xf32>
  %1 = vector.insert %s, %v[%i] : f32 into vector<4xf32>
  %2 = vector.extract %m[1, %i] : f32 from vector<2x4xf32>
  %3 = vector.insert %v, %m[%i] : vector<4xf32> into vector<2x4xf32>
  return %0, %1, %2, %3 : f32, vector<4xf32>, f32, vector<2x4xf32>
}

// CHECK-LABEL: func.func @unconverted(%arg0: vector<2x4xf32>) {
// CHECK-NEXT:  vector.print %arg0 : vector<2x4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @unconverted(%m: vector<2x4xf32>) {
  vector.print %m : vector<2x4xf32>
  return
}
