// RUN: mlirj opt %s --convert-vector-to-scf | FileCheck %s
// vector.print of whole vectors decomposed into loops of scalar prints, as mlir-opt 19's convert-vector-to-scf
// does (CHECK lines from its output, scripts/golden-checks-mlir19.py): 1-D directly, n-D and 0-D flattened with
// vector.shape_cast, the print's punctuation after the closing bracket. Scalars and strings are left.

// CHECK-LABEL: func.func @print_1d(%arg0: vector<3xf32>) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT:  %0 = vector.extractelement %arg0[%arg1 : index] : vector<3xf32>
// CHECK-NEXT:  vector.print %0 : f32 punctuation <no_punctuation>
// CHECK-NEXT:  %1 = arith.cmpi ult, %arg1, %c2 : index
// CHECK-NEXT:  scf.if %1 {
// CHECK-NEXT:  vector.print punctuation <comma>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  vector.print
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @print_1d(%v: vector<3xf32>) {
  vector.print %v : vector<3xf32>
  return
}
// CHECK-LABEL: func.func @print_2d(%arg0: vector<2x2xi32>) {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %0 = vector.shape_cast %arg0 : vector<2x2xi32> to vector<4xi32>
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:  %2 = arith.muli %arg1, %c2 : index
// CHECK-NEXT:  %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT:  %4 = vector.extractelement %0[%3 : index] : vector<4xi32>
// CHECK-NEXT:  vector.print %4 : i32 punctuation <no_punctuation>
// CHECK-NEXT:  %5 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT:  scf.if %5 {
// CHECK-NEXT:  vector.print punctuation <comma>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT:  scf.if %1 {
// CHECK-NEXT:  vector.print punctuation <comma>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  vector.print punctuation <comma>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @print_2d(%w: vector<2x2xi32>) {
  vector.print %w : vector<2x2xi32> punctuation <comma>
  return
}
// CHECK-LABEL: func.func @print_3d(%arg0: vector<2x3x2xi32>) {
// CHECK-NEXT:  %c6 = arith.constant 6 : index
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %0 = vector.shape_cast %arg0 : vector<2x3x2xi32> to vector<12xi32>
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:  %3 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:  %4 = arith.addi %arg3, %3 : index
// CHECK-NEXT:  %5 = arith.muli %arg1, %c6 : index
// CHECK-NEXT:  %6 = arith.addi %4, %5 : index
// CHECK-NEXT:  %7 = vector.extractelement %0[%6 : index] : vector<12xi32>
// CHECK-NEXT:  vector.print %7 : i32 punctuation <no_punctuation>
// CHECK-NEXT:  %8 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:  scf.if %8 {
// CHECK-NEXT:  vector.print punctuation <comma>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  %2 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT:  scf.if %2 {
// CHECK-NEXT:  vector.print punctuation <comma>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT:  scf.if %1 {
// CHECK-NEXT:  vector.print punctuation <comma>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  vector.print
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @print_3d(%w: vector<2x3x2xi32>) {
  vector.print %w : vector<2x3x2xi32>
  return
}
// CHECK-LABEL: func.func @print_0d(%arg0: vector<f32>) {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %0 = vector.shape_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  scf.for %arg1 = %c0 to %c1 step %c1 {
// CHECK-NEXT:  %1 = vector.extractelement %0[%arg1 : index] : vector<1xf32>
// CHECK-NEXT:  vector.print %1 : f32 punctuation <no_punctuation>
// CHECK-NEXT:  %2 = arith.cmpi ult, %arg1, %c0 : index
// CHECK-NEXT:  scf.if %2 {
// CHECK-NEXT:  vector.print punctuation <comma>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  vector.print punctuation <no_punctuation>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @print_0d(%z: vector<f32>) {
  vector.print %z : vector<f32> punctuation <no_punctuation>
  return
}
// CHECK-LABEL: func.func @scalars(%arg0: f32) {
// CHECK-NEXT:  vector.print %arg0 : f32
// CHECK-NEXT:  vector.print str "text\0A"
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @scalars(%x: f32) {
  vector.print %x : f32
  vector.print str "text\n"
  return
}
