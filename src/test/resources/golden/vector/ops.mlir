// RUN: mlirj opt %s | FileCheck %s
// The core vector operations in custom form, printed back as mlir-opt 19 prints them (CHECK lines made by
// scripts/golden-checks-mlir19.py from its output): static and dynamic positions, 0-D vectors, masks, reductions of
// every kind with accumulators and fast-math flags, transfers with permutation maps, in_bounds and masks, every
// print form, and the dialect's attributes.

// CHECK-LABEL: func.func @build(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32) -> (vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<f32>, vector<f32>, vector<2x1x4xi32>) {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT:  %1 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT:  %2 = vector.splat %arg0 : vector<4xf32>
// CHECK-NEXT:  %3 = vector.splat %arg0 : vector<f32>
// CHECK-NEXT:  %4 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT:  %5 = vector.splat %arg2 {note = "kept"} : vector<1x4xi32>
// CHECK-NEXT:  %6 = vector.broadcast %5 : vector<1x4xi32> to vector<2x1x4xi32>
// CHECK-NEXT:  return %0, %1, %2, %3, %4, %6 : vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<f32>, vector<f32>, vector<2x1x4xi32>
// CHECK-NEXT:  }
func.func @build(%s: f32, %v: vector<4xf32>, %i: i32) -> (vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<f32>, vector<f32>, vector<2x1x4xi32>) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.splat %s : vector<4xf32>
  %3 = vector.splat %s : vector<f32>
  %4 = vector.broadcast %s : f32 to vector<f32>
  %c = vector.splat %i {note = "kept"} : vector<1x4xi32>
  %5 = vector.broadcast %c : vector<1x4xi32> to vector<2x1x4xi32>
  return %0, %1, %2, %3, %4, %5 : vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<f32>, vector<f32>, vector<2x1x4xi32>
}

// CHECK-LABEL: func.func @positions(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: index) {
// CHECK-NEXT:  %0 = vector.extract %arg2[1, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT:  %1 = vector.extract %arg2[%arg3] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:  %2 = vector.extract %arg2[1, %arg3] : f32 from vector<2x4xf32>
// CHECK-NEXT:  %3 = vector.extract %arg2[] : vector<2x4xf32> from vector<2x4xf32>
// CHECK-NEXT:  %4 = vector.insert %arg0, %arg2 [1, 2] : f32 into vector<2x4xf32>
// CHECK-NEXT:  %5 = vector.insert %arg1, %arg2 [%arg3] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:  %6 = vector.insert %arg0, %arg2 [%arg3, 3] : f32 into vector<2x4xf32>
// CHECK-NEXT:  %7 = vector.insert %arg2, %arg2 [] : vector<2x4xf32> into vector<2x4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @positions(%s: f32, %v: vector<4xf32>, %m: vector<2x4xf32>, %i: index) {
  %0 = vector.extract %m[1, 2] : f32 from vector<2x4xf32>
  %1 = vector.extract %m[%i] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.extract %m[1, %i] : f32 from vector<2x4xf32>
  %3 = vector.extract %m[] : vector<2x4xf32> from vector<2x4xf32>
  %4 = vector.insert %s, %m[1, 2] : f32 into vector<2x4xf32>
  %5 = vector.insert %v, %m[%i] : vector<4xf32> into vector<2x4xf32>
  %6 = vector.insert %s, %m [%i, 3] : f32 into vector<2x4xf32>
  %7 = vector.insert %m, %m[] : vector<2x4xf32> into vector<2x4xf32>
  return
}

// CHECK-LABEL: func.func @elements(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<f32>, %arg3: index, %arg4: i32) {
// CHECK-NEXT:  %0 = vector.extractelement %arg1[%arg3 : index] : vector<4xf32>
// CHECK-NEXT:  %1 = vector.extractelement %arg1[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT:  %2 = vector.extractelement %arg2[] : vector<f32>
// CHECK-NEXT:  %3 = vector.insertelement %arg0, %arg1[%arg3 : index] : vector<4xf32>
// CHECK-NEXT:  %4 = vector.insertelement %arg0, %arg2[] : vector<f32>
// CHECK-NEXT:  %5 = vector.shuffle %arg1, %arg1 [0, 5, 7] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:  %6 = vector.shuffle %arg2, %arg2 [1, 0, 1] : vector<f32>, vector<f32>
// CHECK-NEXT:  %7 = vector.insertelement %arg0, %arg1[%arg4 : i32] {tag} : vector<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @elements(%s: f32, %v: vector<4xf32>, %v0: vector<f32>, %i: index, %j: i32) {
  %0 = vector.extractelement %v[%i : index] : vector<4xf32>
  %1 = vector.extractelement %v[%j : i32] : vector<4xf32>
  %2 = vector.extractelement %v0[] : vector<f32>
  %3 = vector.insertelement %s, %v[%i : index] : vector<4xf32>
  %4 = vector.insertelement %s, %v0[] : vector<f32>
  %5 = vector.shuffle %v, %v [0, 5, 7] : vector<4xf32>, vector<4xf32>
  %6 = vector.shuffle %v0, %v0 [1, 0, 1] : vector<f32>, vector<f32>
  %7 = vector.insertelement %s, %v[%j : i32] {tag} : vector<4xf32>
  return
}

// CHECK-LABEL: func.func @shuffle_2d(%arg0: vector<2x4xf32>, %arg1: vector<3x4xf32>) -> vector<4x4xf32> {
// CHECK-NEXT:  %0 = vector.shuffle %arg0, %arg1 [0, 4, 3, 1] : vector<2x4xf32>, vector<3x4xf32>
// CHECK-NEXT:  return %0 : vector<4x4xf32>
// CHECK-NEXT:  }
func.func @shuffle_2d(%a: vector<2x4xf32>, %b: vector<3x4xf32>) -> vector<4x4xf32> {
  %0 = vector.shuffle %a, %b [0, 4, 3, 1] : vector<2x4xf32>, vector<3x4xf32>
  return %0 : vector<4x4xf32>
}

// CHECK-LABEL: func.func @memory(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: memref<8xvector<4xf32>>, %arg5: memref<f32>) {
// CHECK-NEXT:  %0 = vector.load %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:  %1 = vector.load %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:  vector.store %arg3, %arg0[%arg1, %arg1] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:  vector.store %arg3, %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:  %2 = vector.maskedload %arg0[%arg1, %arg1], %arg2, %arg3 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:  vector.maskedstore %arg0[%arg1, %arg1], %arg2, %arg3 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:  %3 = vector.load %arg4[%arg1] : memref<8xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT:  %4 = vector.load %arg5[] : memref<f32>, vector<8xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @memory(%mem: memref<?x?xf32>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>, %vm: memref<8xvector<4xf32>>, %z: memref<f32>) {
  %0 = vector.load %mem[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %1 = vector.load %mem[%i, %i] {nontemporal = false} : memref<?x?xf32>, vector<2x4xf32>
  vector.store %v, %mem[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %mem[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %2 = vector.maskedload %mem[%i, %i], %mk, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %mem[%i, %i], %mk, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %3 = vector.load %vm[%i] : memref<8xvector<4xf32>>, vector<4xf32>
  %4 = vector.load %z[] : memref<f32>, vector<8xf32>
  return
}

// CHECK-LABEL: func.func @arith(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi32>, %arg3: i32, %arg4: vector<2x4xf64>, %arg5: vector<4xindex>, %arg6: vector<f32>) {
// CHECK-NEXT:  %0 = vector.fma %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT:  %1 = vector.fma %arg4, %arg4, %arg4 : vector<2x4xf64>
// CHECK-NEXT:  %2 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT:  %3 = vector.reduction <mul>, %arg0, %arg1 fastmath<nnan,ninf> : vector<4xf32> into f32
// CHECK-NEXT:  %4 = vector.reduction <minui>, %arg2 : vector<4xi32> into i32
// CHECK-NEXT:  %5 = vector.reduction <minsi>, %arg2, %arg3 : vector<4xi32> into i32
// CHECK-NEXT:  %6 = vector.reduction <minnumf>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT:  %7 = vector.reduction <maxui>, %arg2 : vector<4xi32> into i32
// CHECK-NEXT:  %8 = vector.reduction <maxsi>, %arg2 : vector<4xi32> into i32
// CHECK-NEXT:  %9 = vector.reduction <maxnumf>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT:  %10 = vector.reduction <and>, %arg2 : vector<4xi32> into i32
// CHECK-NEXT:  %11 = vector.reduction <or>, %arg2 : vector<4xi32> into i32
// CHECK-NEXT:  %12 = vector.reduction <xor>, %arg2 : vector<4xi32> into i32
// CHECK-NEXT:  %13 = vector.reduction <maximumf>, %arg0, %arg1 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT:  %14 = vector.reduction <minimumf>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT:  %15 = vector.reduction <add>, %arg5 : vector<4xindex> into index
// CHECK-NEXT:  %16 = vector.reduction <add>, %arg6 : vector<f32> into f32
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @arith(%v: vector<4xf32>, %s: f32, %vi: vector<4xi32>, %i: i32, %m: vector<2x4xf64>, %x: vector<4xindex>, %v0: vector<f32>) {
  %0 = vector.fma %v, %v, %v : vector<4xf32>
  %1 = vector.fma %m, %m, %m : vector<2x4xf64>
  %2 = vector.reduction <add>, %v : vector<4xf32> into f32
  %3 = vector.reduction <mul>, %v, %s fastmath<nnan,ninf> : vector<4xf32> into f32
  %4 = vector.reduction <minui>, %vi : vector<4xi32> into i32
  %5 = vector.reduction <minsi>, %vi, %i : vector<4xi32> into i32
  %6 = vector.reduction <minnumf>, %v : vector<4xf32> into f32
  %7 = vector.reduction <maxui>, %vi : vector<4xi32> into i32
  %8 = vector.reduction <maxsi>, %vi : vector<4xi32> into i32
  %9 = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  %10 = vector.reduction <and>, %vi : vector<4xi32> into i32
  %11 = vector.reduction <or>, %vi : vector<4xi32> into i32
  %12 = vector.reduction <xor>, %vi : vector<4xi32> into i32
  %13 = vector.reduction <maximumf>, %v, %s fastmath<fast> : vector<4xf32> into f32
  %14 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
  %15 = vector.reduction <add>, %x : vector<4xindex> into index
  %16 = vector.reduction <add>, %v0 : vector<f32> into f32
  return
}

#transpose = affine_map<(d0, d1) -> (d1, d0)>
#bcast = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @transfers(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<3x4xi1>, %arg5: vector<4xf32>, %arg6: tensor<?x?xf32>, %arg7: memref<?x?xvector<4xf32>>, %arg8: vector<4xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:  %1 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg3 {in_bounds = [true], permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:  %2 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg4 {permutation_map = #map1} : memref<?x?xf32>, vector<4x3xf32>
// CHECK-NEXT:  %3 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true, false], permutation_map = #map2} : memref<?x?xf32>, vector<3x4xf32>
// CHECK-NEXT:  %4 = vector.transfer_read %arg7[%arg1, %arg1], %arg8 : memref<?x?xvector<4xf32>>, vector<1x4xf32>
// CHECK-NEXT:  %5 = vector.transfer_read %arg6[%arg1, %arg1], %arg2 {in_bounds = [false, true]} : tensor<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:  vector.transfer_write %arg5, %arg0[%arg1, %arg1] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:  vector.transfer_write %arg5, %arg0[%arg1, %arg1], %arg3 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:  vector.transfer_write %2, %arg0[%arg1, %arg1], %arg4 {in_bounds = [true, true], permutation_map = #map1} : vector<4x3xf32>, memref<?x?xf32>
// CHECK-NEXT:  %6 = vector.transfer_write %arg5, %arg6[%arg1, %arg1] : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT:  return %6 : tensor<?x?xf32>
// CHECK-NEXT:  }
func.func @transfers(%mem: memref<?x?xf32>, %i: index, %s: f32, %mk: vector<4xi1>, %m2: vector<3x4xi1>, %v: vector<4xf32>, %t: tensor<?x?xf32>, %vm: memref<?x?xvector<4xf32>>, %pad: vector<4xf32>) -> tensor<?x?xf32> {
  %0 = vector.transfer_read %mem[%i, %i], %s : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %mem[%i, %i], %s, %mk {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %mem[%i, %i], %s, %m2 {permutation_map = #transpose} : memref<?x?xf32>, vector<4x3xf32>
  %3 = vector.transfer_read %mem[%i, %i], %s {in_bounds = [true, false], permutation_map = #bcast} : memref<?x?xf32>, vector<3x4xf32>
  %4 = vector.transfer_read %vm[%i, %i], %pad : memref<?x?xvector<4xf32>>, vector<1x4xf32>
  %5 = vector.transfer_read %t[%i, %i], %s {in_bounds = [false, true]} : tensor<?x?xf32>, vector<2x4xf32>
  vector.transfer_write %v, %mem[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %mem[%i, %i], %mk {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %2, %mem[%i, %i], %m2 {permutation_map = #transpose, in_bounds = [true, true]} : vector<4x3xf32>, memref<?x?xf32>
  %6 = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  return %6 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @prints(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<2x3xi64>, %arg3: index, %arg4: vector<f32>) {
// CHECK-NEXT:  vector.print %arg0 : vector<4xf32>
// CHECK-NEXT:  vector.print %arg1 : f32 punctuation <comma>
// CHECK-NEXT:  vector.print
// CHECK-NEXT:  vector.print
// CHECK-NEXT:  vector.print str "hello\0A"
// CHECK-NEXT:  vector.print %arg0 : vector<4xf32> punctuation <no_punctuation>
// CHECK-NEXT:  vector.print punctuation <open>
// CHECK-NEXT:  vector.print punctuation <close>
// CHECK-NEXT:  vector.print %arg2 : vector<2x3xi64>
// CHECK-NEXT:  vector.print %arg3 : index
// CHECK-NEXT:  vector.print %arg4 : vector<f32>
// CHECK-NEXT:  vector.print %arg1 : f32 {tag = 1 : i32}
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @prints(%v: vector<4xf32>, %s: f32, %m: vector<2x3xi64>, %x: index, %v0: vector<f32>) {
  vector.print %v : vector<4xf32>
  vector.print %s : f32 punctuation <comma>
  vector.print punctuation <newline>
  vector.print
  vector.print str "hello\n"
  vector.print %v : vector<4xf32> punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print %m : vector<2x3xi64>
  vector.print %x : index
  vector.print %v0 : vector<f32>
  vector.print %s : f32 {tag = 1 : i32}
  return
}

// CHECK-LABEL: func.func @masks(%arg0: index, %arg1: index) {
// CHECK-NEXT:  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT:  %1 = vector.constant_mask [0, 0] : vector<4x3xi1>
// CHECK-NEXT:  %2 = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT:  %3 = vector.create_mask %arg0, %arg1 : vector<4x3xi1>
// CHECK-NEXT:  %4 = vector.create_mask %arg0 : vector<i1>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @masks(%i: index, %j: index) {
  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.constant_mask [0, 0] : vector<4x3xi1>
  %2 = vector.constant_mask [1] : vector<i1>
  %3 = vector.create_mask %i, %j : vector<4x3xi1>
  %4 = vector.create_mask %i : vector<i1>
  return
}

// CHECK-LABEL: func.func @casts(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: memref<2x4xf32>, %arg3: vector<f32>, %arg4: memref<3xi8, 2>) {
// CHECK-NEXT:  %0 = vector.bitcast %arg0 : vector<4xf32> to vector<8xf16>
// CHECK-NEXT:  %1 = vector.bitcast %arg1 : vector<2x4xf32> to vector<2x2xi64>
// CHECK-NEXT:  %2 = vector.bitcast %arg3 : vector<f32> to vector<i32>
// CHECK-NEXT:  %3 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT:  %4 = vector.shape_cast %arg0 : vector<4xf32> to vector<2x1x2xf32>
// CHECK-NEXT:  %5 = vector.type_cast %arg2 : memref<2x4xf32> to memref<vector<2x4xf32>>
// CHECK-NEXT:  %6 = vector.type_cast %arg4 : memref<3xi8, 2> to memref<vector<3xi8>, 2>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @casts(%v: vector<4xf32>, %m: vector<2x4xf32>, %mem: memref<2x4xf32>, %v0: vector<f32>, %s: memref<3xi8, 2>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xf16>
  %1 = vector.bitcast %m : vector<2x4xf32> to vector<2x2xi64>
  %2 = vector.bitcast %v0 : vector<f32> to vector<i32>
  %3 = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
  %4 = vector.shape_cast %v : vector<4xf32> to vector<2x1x2xf32>
  %5 = vector.type_cast %mem : memref<2x4xf32> to memref<vector<2x4xf32>>
  %6 = vector.type_cast %s : memref<3xi8, 2> to memref<vector<3xi8>, 2>
  return
}

// CHECK-LABEL: func.func @attributes() attributes {kinds = [#vector.kind<add>, #vector.kind<maximumf>, #vector.kind<or>], punctuation = #vector.punctuation<no_punctuation>} {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @attributes() attributes {kinds = [#vector.kind<add>, #vector.kind<maximumf>, #vector.kind<or>], punctuation = #vector.punctuation<no_punctuation>} {
  return
}
