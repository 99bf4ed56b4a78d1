// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). 1-D vectors lower as
// scalars do; n-D vectors are arrays of 1-D vectors, and each operation is unrolled: llvm.extractvalue of each
// operand's 1-D vectors, the 1-D operation, llvm.insertvalue into an llvm.mlir.undef array, in row-major order.

// CHECK-LABEL: func.func @one_d(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>) -> vector<4xi32> {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 overflow<nsw> : vector<4xi32>
// CHECK-NEXT: %1 = llvm.ashr %0, %arg1  : vector<4xi32>
// CHECK-NEXT: %2 = llvm.select %arg2, %1, %arg0 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: return %2 : vector<4xi32>
// CHECK-NEXT: }
func.func @one_d(%a: vector<4xi32>, %b: vector<4xi32>, %c: vector<4xi1>) -> vector<4xi32> {
  %0 = arith.addi %a, %b overflow<nsw> : vector<4xi32>
  %1 = arith.shrsi %0, %b : vector<4xi32>
  %2 = arith.select %c, %1, %a : vector<4xi1>, vector<4xi32>
  return %2 : vector<4xi32>
}

// CHECK-LABEL: func.func @two_d(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.fmul %3, %4  {fastmathFlags = #llvm.fastmath<contract>} : vector<3xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.fmul %7, %8  {fastmathFlags = #llvm.fastmath<contract>} : vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %11 : vector<2x3xf32>
// CHECK-NEXT: }
func.func @two_d(%a: vector<2x3xf32>, %b: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = arith.mulf %a, %b fastmath<contract> : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @three_d(%arg0: vector<2x2x4xi16>, %arg1: vector<2x2x4xi16>) -> vector<2x2x4xi16> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2x4xi16> to !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x4xi16> to !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %5 = llvm.xor %3, %4  : vector<4xi16>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %2[0, 0] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %9 = llvm.xor %7, %8  : vector<4xi16>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[0, 1] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %11 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %13 = llvm.xor %11, %12  : vector<4xi16>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %10[1, 0] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %15 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %16 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %17 = llvm.xor %15, %16  : vector<4xi16>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %14[1, 1] : !llvm.array<2 x array<2 x vector<4xi16>>>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<2 x array<2 x vector<4xi16>>> to vector<2x2x4xi16>
// CHECK-NEXT: return %19 : vector<2x2x4xi16>
// CHECK-NEXT: }
func.func @three_d(%a: vector<2x2x4xi16>, %b: vector<2x2x4xi16>) -> vector<2x2x4xi16> {
  %0 = arith.xori %a, %b : vector<2x2x4xi16>
  return %0 : vector<2x2x4xi16>
}

// CHECK-LABEL: func.func @select_nd(%arg0: vector<2x2xi1>, %arg1: vector<2x2xf64>, %arg2: vector<2x2xf64>) -> vector<2x2xf64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi1> to !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %7 = llvm.select %4, %5, %6 : vector<2xi1>, vector<2xf64>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %12 = llvm.select %9, %10, %11 : vector<2xi1>, vector<2xf64>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<2xf64>> to vector<2x2xf64>
// CHECK-NEXT: return %14 : vector<2x2xf64>
// CHECK-NEXT: }
func.func @select_nd(%c: vector<2x2xi1>, %a: vector<2x2xf64>, %b: vector<2x2xf64>) -> vector<2x2xf64> {
  %0 = arith.select %c, %a, %b : vector<2x2xi1>, vector<2x2xf64>
  return %0 : vector<2x2xf64>
}

// With an i1 condition the whole arrays are selected.
// CHECK-LABEL: func.func @select_scalar_condition(%arg0: i1, %arg1: vector<2x2xf64>, %arg2: vector<2x2xf64>) -> vector<2x2xf64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %2 = llvm.select %arg0, %1, %0 : i1, !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<2 x vector<2xf64>> to vector<2x2xf64>
// CHECK-NEXT: return %3 : vector<2x2xf64>
// CHECK-NEXT: }
func.func @select_scalar_condition(%c: i1, %a: vector<2x2xf64>, %b: vector<2x2xf64>) -> vector<2x2xf64> {
  %0 = arith.select %c, %a, %b : vector<2x2xf64>
  return %0 : vector<2x2xf64>
}

// CHECK-LABEL: func.func @casts_nd(%arg0: vector<2x2xi32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %3 = llvm.sitofp %2 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %6 = llvm.sitofp %5 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %7[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %10 = llvm.fneg %9  {fastmathFlags = #llvm.fastmath<nnan>} : vector<2xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %8[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %7[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.fneg %12  {fastmathFlags = #llvm.fastmath<nnan>} : vector<2xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %11[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: return %15 : vector<2x2xf32>
// CHECK-NEXT: }
func.func @casts_nd(%a: vector<2x2xi32>) -> vector<2x2xf32> {
  %0 = arith.sitofp %a : vector<2x2xi32> to vector<2x2xf32>
  %1 = arith.negf %0 fastmath<nnan> : vector<2x2xf32>
  return %1 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @scalable_nd(%arg0: vector<2x[4]xf32>, %arg1: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = llvm.fsub %3, %4  : vector<[4]xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %2[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %9 = llvm.fsub %7, %8  : vector<[4]xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %11 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @scalable_nd(%a: vector<2x[4]xf32>, %b: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = arith.subf %a, %b : vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}

// CHECK-LABEL: func.func @index_nd(%arg0: vector<2x2xindex>, %arg1: vector<2x2xindex>) -> vector<2x2xi1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xindex> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xindex> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %5 = llvm.add %3, %4 : vector<2xi64>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %2[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %9 = llvm.add %7, %8 : vector<2xi64>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %12 = llvm.extractvalue %10[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %14 = llvm.icmp "slt" %12, %13 : vector<2xi64>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %11[0] : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %16 = llvm.extractvalue %10[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %18 = llvm.icmp "slt" %16, %17 : vector<2xi64>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %15[1] : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<2xi1>> to vector<2x2xi1>
// CHECK-NEXT: return %20 : vector<2x2xi1>
// CHECK-NEXT: }
func.func @index_nd(%a: vector<2x2xindex>, %b: vector<2x2xindex>) -> vector<2x2xi1> {
  %0 = arith.addi %a, %b : vector<2x2xindex>
  %1 = arith.cmpi slt, %0, %b : vector<2x2xindex>
  return %1 : vector<2x2xi1>
}
