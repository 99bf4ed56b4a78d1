// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines).

// CHECK-LABEL: func.func @integer_casts(%arg0: i32, %arg1: i64) -> (i64, i64, i16, i128) {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.trunc %arg1 : i64 to i16
// CHECK-NEXT: %3 = llvm.sext %arg1 : i64 to i128
// CHECK-NEXT: return %0, %1, %2, %3 : i64, i64, i16, i128
// CHECK-NEXT: }
func.func @integer_casts(%a: i32, %b: i64) -> (i64, i64, i16, i128) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %b : i64 to i16
  %3 = arith.extsi %b : i64 to i128
  return %0, %1, %2, %3 : i64, i64, i16, i128
}

// Attributes pass through: extf/truncf's fast-math flags stay as a discardable #arith.fastmath attribute.
// CHECK-LABEL: func.func @float_casts(%arg0: f32, %arg1: f64, %arg2: f16) -> (f64, f32, f16, f32, bf16) {
// CHECK-NEXT: %0 = llvm.fpext %arg0 : f32 to f64
// CHECK-NEXT: %1 = llvm.fptrunc %arg1 : f64 to f32
// CHECK-NEXT: %2 = llvm.fptrunc %arg0 {fastmath = #arith.fastmath<nnan>} : f32 to f16
// CHECK-NEXT: %3 = llvm.fpext %arg2 {fastmath = #arith.fastmath<ninf>} : f16 to f32
// CHECK-NEXT: %4 = llvm.fptrunc %arg0 : f32 to bf16
// CHECK-NEXT: return %0, %1, %2, %3, %4 : f64, f32, f16, f32, bf16
// CHECK-NEXT: }
func.func @float_casts(%a: f32, %b: f64, %h: f16) -> (f64, f32, f16, f32, bf16) {
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %b : f64 to f32
  %2 = arith.truncf %a fastmath<nnan> : f32 to f16
  %3 = arith.extf %h fastmath<ninf> : f16 to f32
  %4 = arith.truncf %a : f32 to bf16
  return %0, %1, %2, %3, %4 : f64, f32, f16, f32, bf16
}

// CHECK-LABEL: func.func @int_float(%arg0: i32, %arg1: f64) -> (f32, f32, i16, i64) {
// CHECK-NEXT: %0 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %2 = llvm.fptosi %arg1 : f64 to i16
// CHECK-NEXT: %3 = llvm.fptoui %arg1 : f64 to i64
// CHECK-NEXT: return %0, %1, %2, %3 : f32, f32, i16, i64
// CHECK-NEXT: }
func.func @int_float(%a: i32, %f: f64) -> (f32, f32, i16, i64) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  %2 = arith.fptosi %f : f64 to i16
  %3 = arith.fptoui %f : f64 to i64
  return %0, %1, %2, %3 : f32, f32, i16, i64
}

// CHECK-LABEL: func.func @bitcasts(%arg0: f32, %arg1: i64, %arg2: vector<2xi32>, %arg3: vector<2x2xf16>) -> (i32, f64, vector<2xf32>, vector<2x2xi16>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x2xf16> to !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %1 = llvm.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %2 = llvm.bitcast %arg1 : i64 to f64
// CHECK-NEXT: %3 = llvm.bitcast %arg2 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %6 = llvm.bitcast %5 : vector<2xf16> to vector<2xi16>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[0] : !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %9 = llvm.bitcast %8 : vector<2xf16> to vector<2xi16>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[1] : !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<2xi16>> to vector<2x2xi16>
// CHECK-NEXT: return %1, %2, %3, %11 : i32, f64, vector<2xf32>, vector<2x2xi16>
// CHECK-NEXT: }
func.func @bitcasts(%a: f32, %b: i64, %v: vector<2xi32>, %w: vector<2x2xf16>) -> (i32, f64, vector<2xf32>, vector<2x2xi16>) {
  %0 = arith.bitcast %a : f32 to i32
  %1 = arith.bitcast %b : i64 to f64
  %2 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %3 = arith.bitcast %w : vector<2x2xf16> to vector<2x2xi16>
  return %0, %1, %2, %3 : i32, f64, vector<2xf32>, vector<2x2xi16>
}

// index is i64: index_cast sign-extends or truncates, index_castui zero-extends; same width is no operation.
// CHECK-LABEL: func.func @index_casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: i128) -> (i32, index, index, i64, index, index, i128) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT: %2 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT: %7 = llvm.trunc %arg3 : i128 to i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: %9 = llvm.zext %0 : i64 to i128
// CHECK-NEXT: return %1, %3, %5, %0, %6, %8, %9 : i32, index, index, i64, index, index, i128
// CHECK-NEXT: }
func.func @index_casts(%i: index, %a: i32, %b: i64, %c: i128) -> (i32, index, index, i64, index, index, i128) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_cast %i : index to i64
  %4 = arith.index_castui %b : i64 to index
  %5 = arith.index_cast %c : i128 to index
  %6 = arith.index_castui %i : index to i128
  return %0, %1, %2, %3, %4, %5, %6 : i32, index, index, i64, index, index, i128
}

// CHECK-LABEL: func.func @vector_casts(%arg0: vector<4xi32>, %arg1: vector<2x2xindex>, %arg2: vector<2x2xf32>) -> (vector<4xi64>, vector<2x2xi32>, vector<2x2xf64>, vector<4xindex>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xindex> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %2 = llvm.sext %arg0 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %5 = llvm.trunc %4 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %8 = llvm.trunc %7 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.fpext %12 : vector<2xf32> to vector<2xf64>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %11[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %16 = llvm.fpext %15 : vector<2xf32> to vector<2xf64>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %14[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x vector<2xf64>> to vector<2x2xf64>
// CHECK-NEXT: %19 = llvm.zext %arg0 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : vector<4xi64> to vector<4xindex>
// CHECK-NEXT: return %2, %10, %18, %20 : vector<4xi64>, vector<2x2xi32>, vector<2x2xf64>, vector<4xindex>
// CHECK-NEXT: }
func.func @vector_casts(%v: vector<4xi32>, %w: vector<2x2xindex>, %f: vector<2x2xf32>) -> (vector<4xi64>, vector<2x2xi32>, vector<2x2xf64>, vector<4xindex>) {
  %0 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %1 = arith.index_cast %w : vector<2x2xindex> to vector<2x2xi32>
  %2 = arith.extf %f : vector<2x2xf32> to vector<2x2xf64>
  %3 = arith.index_castui %v : vector<4xi32> to vector<4xindex>
  return %0, %1, %2, %3 : vector<4xi64>, vector<2x2xi32>, vector<2x2xf64>, vector<4xindex>
}

// A rounding mode makes a constrained truncation (exceptions ignored); other attributes pass through.
// CHECK-LABEL: func.func @rounding(%arg0: f64, %arg1: vector<2x2xf32>) -> (f32, f32, f32, f32, f32, vector<2x2xf16>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore : f64 to f32
// CHECK-NEXT: %3 = llvm.intr.experimental.constrained.fptrunc %arg0 upward ignore {fastmath = #arith.fastmath<nnan>} : f64 to f32
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
// CHECK-NEXT: %5 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore : f64 to f32
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %8 = llvm.intr.experimental.constrained.fptrunc %7 downward ignore : vector<2xf32> to vector<2xf16>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %11 = llvm.intr.experimental.constrained.fptrunc %10 downward ignore : vector<2xf32> to vector<2xf16>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %9[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<2 x vector<2xf16>> to vector<2x2xf16>
// CHECK-NEXT: return %1, %2, %3, %4, %5, %13 : f32, f32, f32, f32, f32, vector<2x2xf16>
// CHECK-NEXT: }
func.func @rounding(%a: f64, %v: vector<2x2xf32>) -> (f32, f32, f32, f32, f32, vector<2x2xf16>) {
  %0 = arith.truncf %a to_nearest_even : f64 to f32
  %1 = arith.truncf %a downward : f64 to f32
  %2 = arith.truncf %a upward fastmath<nnan> : f64 to f32
  %3 = arith.truncf %a toward_zero : f64 to f32
  %4 = arith.truncf %a to_nearest_away : f64 to f32
  %5 = arith.truncf %v downward : vector<2x2xf32> to vector<2x2xf16>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, vector<2x2xf16>
}
