// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s
// The operations of ops.mlir printed in generic form as mlir-opt 19 prints them: every property (static_position with
// the dynamic marker, shuffle and constant_mask arrays, kind, fastmath, punctuation, stringLiteral, permutation_map,
// in_bounds and operandSegmentSizes as the custom forms store them by default).
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

func.func @shuffle_2d(%a: vector<2x4xf32>, %b: vector<3x4xf32>) -> vector<4x4xf32> {
  %0 = vector.shuffle %a, %b [0, 4, 3, 1] : vector<2x4xf32>, vector<3x4xf32>
  return %0 : vector<4x4xf32>
}

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

func.func @masks(%i: index, %j: index) {
  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.constant_mask [0, 0] : vector<4x3xi1>
  %2 = vector.constant_mask [1] : vector<i1>
  %3 = vector.create_mask %i, %j : vector<4x3xi1>
  %4 = vector.create_mask %i : vector<i1>
  return
}

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

func.func @attributes() attributes {kinds = [#vector.kind<add>, #vector.kind<maximumf>, #vector.kind<or>], punctuation = #vector.punctuation<no_punctuation>} {
  return
}

// The output (mlir-opt 19's), alias definitions and then every vector operation in order:
// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map3 = affine_map<(d0, d1) -> (0, d1)>
// CHECK: #map4 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: %58 = "vector.broadcast"(%arg45) : (f32) -> vector<2x4xf32>
// CHECK-NEXT: %59 = "vector.broadcast"(%arg46) : (vector<4xf32>) -> vector<3x4xf32>
// CHECK-NEXT: %60 = "vector.splat"(%arg45) : (f32) -> vector<4xf32>
// CHECK-NEXT: %61 = "vector.splat"(%arg45) : (f32) -> vector<f32>
// CHECK-NEXT: %62 = "vector.broadcast"(%arg45) : (f32) -> vector<f32>
// CHECK-NEXT: %63 = "vector.splat"(%arg47) {note = "kept"} : (i32) -> vector<1x4xi32>
// CHECK-NEXT: %64 = "vector.broadcast"(%63) : (vector<1x4xi32>) -> vector<2x1x4xi32>
// CHECK: %50 = "vector.extract"(%arg43) <{static_position = array<i64: 1, 2>}> : (vector<2x4xf32>) -> f32
// CHECK-NEXT: %51 = "vector.extract"(%arg43, %arg44) <{static_position = array<i64: -9223372036854775808>}> : (vector<2x4xf32>, index) -> vector<4xf32>
// CHECK-NEXT: %52 = "vector.extract"(%arg43, %arg44) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<2x4xf32>, index) -> f32
// CHECK-NEXT: %53 = "vector.extract"(%arg43) <{static_position = array<i64>}> : (vector<2x4xf32>) -> vector<2x4xf32>
// CHECK-NEXT: %54 = "vector.insert"(%arg41, %arg43) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x4xf32>) -> vector<2x4xf32>
// CHECK-NEXT: %55 = "vector.insert"(%arg42, %arg43, %arg44) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, vector<2x4xf32>, index) -> vector<2x4xf32>
// CHECK-NEXT: %56 = "vector.insert"(%arg41, %arg43, %arg44) <{static_position = array<i64: -9223372036854775808, 3>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
// CHECK-NEXT: %57 = "vector.insert"(%arg43, %arg43) <{static_position = array<i64>}> : (vector<2x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// CHECK: %42 = "vector.extractelement"(%arg37, %arg39) : (vector<4xf32>, index) -> f32
// CHECK-NEXT: %43 = "vector.extractelement"(%arg37, %arg40) : (vector<4xf32>, i32) -> f32
// CHECK-NEXT: %44 = "vector.extractelement"(%arg38) : (vector<f32>) -> f32
// CHECK-NEXT: %45 = "vector.insertelement"(%arg36, %arg37, %arg39) : (f32, vector<4xf32>, index) -> vector<4xf32>
// CHECK-NEXT: %46 = "vector.insertelement"(%arg36, %arg38) : (f32, vector<f32>) -> vector<f32>
// CHECK-NEXT: %47 = "vector.shuffle"(%arg37, %arg37) <{mask = [0, 5, 7]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
// CHECK-NEXT: %48 = "vector.shuffle"(%arg38, %arg38) <{mask = [1, 0, 1]}> : (vector<f32>, vector<f32>) -> vector<3xf32>
// CHECK-NEXT: %49 = "vector.insertelement"(%arg36, %arg37, %arg40) {tag} : (f32, vector<4xf32>, i32) -> vector<4xf32>
// CHECK: %41 = "vector.shuffle"(%arg34, %arg35) <{mask = [0, 4, 3, 1]}> : (vector<2x4xf32>, vector<3x4xf32>) -> vector<4x4xf32>
// CHECK: %36 = "vector.load"(%arg28, %arg29, %arg29) : (memref<?x?xf32>, index, index) -> vector<4xf32>
// CHECK-NEXT: %37 = "vector.load"(%arg28, %arg29, %arg29) <{nontemporal = false}> : (memref<?x?xf32>, index, index) -> vector<2x4xf32>
// CHECK-NEXT: "vector.store"(%arg31, %arg28, %arg29, %arg29) <{nontemporal = true}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "vector.store"(%arg31, %arg28, %arg29, %arg29) : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: %38 = "vector.maskedload"(%arg28, %arg29, %arg29, %arg30, %arg31) : (memref<?x?xf32>, index, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.maskedstore"(%arg28, %arg29, %arg29, %arg30, %arg31) : (memref<?x?xf32>, index, index, vector<4xi1>, vector<4xf32>) -> ()
// CHECK-NEXT: %39 = "vector.load"(%arg32, %arg29) : (memref<8xvector<4xf32>>, index) -> vector<4xf32>
// CHECK-NEXT: %40 = "vector.load"(%arg33) : (memref<f32>) -> vector<8xf32>
// CHECK: %19 = "vector.fma"(%arg21, %arg21, %arg21) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %20 = "vector.fma"(%arg25, %arg25, %arg25) : (vector<2x4xf64>, vector<2x4xf64>, vector<2x4xf64>) -> vector<2x4xf64>
// CHECK-NEXT: %21 = "vector.reduction"(%arg21) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: %22 = "vector.reduction"(%arg21, %arg22) <{fastmath = #arith.fastmath<nnan,ninf>, kind = #vector.kind<mul>}> : (vector<4xf32>, f32) -> f32
// CHECK-NEXT: %23 = "vector.reduction"(%arg23) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minui>}> : (vector<4xi32>) -> i32
// CHECK-NEXT: %24 = "vector.reduction"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minsi>}> : (vector<4xi32>, i32) -> i32
// CHECK-NEXT: %25 = "vector.reduction"(%arg21) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minnumf>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: %26 = "vector.reduction"(%arg23) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxui>}> : (vector<4xi32>) -> i32
// CHECK-NEXT: %27 = "vector.reduction"(%arg23) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxsi>}> : (vector<4xi32>) -> i32
// CHECK-NEXT: %28 = "vector.reduction"(%arg21) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxnumf>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: %29 = "vector.reduction"(%arg23) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<and>}> : (vector<4xi32>) -> i32
// CHECK-NEXT: %30 = "vector.reduction"(%arg23) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<or>}> : (vector<4xi32>) -> i32
// CHECK-NEXT: %31 = "vector.reduction"(%arg23) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<4xi32>) -> i32
// CHECK-NEXT: %32 = "vector.reduction"(%arg21, %arg22) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<maximumf>}> : (vector<4xf32>, f32) -> f32
// CHECK-NEXT: %33 = "vector.reduction"(%arg21) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minimumf>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: %34 = "vector.reduction"(%arg26) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xindex>) -> index
// CHECK-NEXT: %35 = "vector.reduction"(%arg27) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<f32>) -> f32
// CHECK: %12 = "vector.transfer_read"(%arg12, %arg13, %arg13, %arg14) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// CHECK-NEXT: %13 = "vector.transfer_read"(%arg12, %arg13, %arg13, %arg14, %arg15) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: %14 = "vector.transfer_read"(%arg12, %arg13, %arg13, %arg14, %arg16) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map2}> : (memref<?x?xf32>, index, index, f32, vector<3x4xi1>) -> vector<4x3xf32>
// CHECK-NEXT: %15 = "vector.transfer_read"(%arg12, %arg13, %arg13, %arg14) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map3}> : (memref<?x?xf32>, index, index, f32) -> vector<3x4xf32>
// CHECK-NEXT: %16 = "vector.transfer_read"(%arg19, %arg13, %arg13, %arg20) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xvector<4xf32>>, index, index, vector<4xf32>) -> vector<1x4xf32>
// CHECK-NEXT: %17 = "vector.transfer_read"(%arg18, %arg13, %arg13, %arg14) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map4}> : (tensor<?x?xf32>, index, index, f32) -> vector<2x4xf32>
// CHECK-NEXT: "vector.transfer_write"(%arg17, %arg12, %arg13, %arg13) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "vector.transfer_write"(%arg17, %arg12, %arg13, %arg13, %arg15) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index, vector<4xi1>) -> ()
// CHECK-NEXT: "vector.transfer_write"(%14, %arg12, %arg13, %arg13, %arg16) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map2}> : (vector<4x3xf32>, memref<?x?xf32>, index, index, vector<3x4xi1>) -> ()
// CHECK-NEXT: %18 = "vector.transfer_write"(%arg17, %arg18, %arg13, %arg13) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// CHECK: "vector.print"(%arg7) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// CHECK-NEXT: "vector.print"(%arg8) <{punctuation = #vector.punctuation<comma>}> : (f32) -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
// CHECK-NEXT: "vector.print"(%arg7) <{punctuation = #vector.punctuation<no_punctuation>}> : (vector<4xf32>) -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<open>}> : () -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<close>}> : () -> ()
// CHECK-NEXT: "vector.print"(%arg9) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xi64>) -> ()
// CHECK-NEXT: "vector.print"(%arg10) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
// CHECK-NEXT: "vector.print"(%arg11) <{punctuation = #vector.punctuation<newline>}> : (vector<f32>) -> ()
// CHECK-NEXT: "vector.print"(%arg8) <{punctuation = #vector.punctuation<newline>}> {tag = 1 : i32} : (f32) -> ()
// CHECK: %7 = "vector.constant_mask"() <{mask_dim_sizes = [3, 2]}> : () -> vector<4x3xi1>
// CHECK-NEXT: %8 = "vector.constant_mask"() <{mask_dim_sizes = [0, 0]}> : () -> vector<4x3xi1>
// CHECK-NEXT: %9 = "vector.constant_mask"() <{mask_dim_sizes = [1]}> : () -> vector<i1>
// CHECK-NEXT: %10 = "vector.create_mask"(%arg5, %arg6) : (index, index) -> vector<4x3xi1>
// CHECK-NEXT: %11 = "vector.create_mask"(%arg5) : (index) -> vector<i1>
// CHECK: %0 = "vector.bitcast"(%arg0) : (vector<4xf32>) -> vector<8xf16>
// CHECK-NEXT: %1 = "vector.bitcast"(%arg1) : (vector<2x4xf32>) -> vector<2x2xi64>
// CHECK-NEXT: %2 = "vector.bitcast"(%arg3) : (vector<f32>) -> vector<i32>
// CHECK-NEXT: %3 = "vector.shape_cast"(%arg1) : (vector<2x4xf32>) -> vector<8xf32>
// CHECK-NEXT: %4 = "vector.shape_cast"(%arg0) : (vector<4xf32>) -> vector<2x1x2xf32>
// CHECK-NEXT: %5 = "vector.type_cast"(%arg2) : (memref<2x4xf32>) -> memref<vector<2x4xf32>>
// CHECK-NEXT: %6 = "vector.type_cast"(%arg4) : (memref<3xi8, 2>) -> memref<vector<3xi8>, 2>
