// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Broken vector operations: each chunk gets the located errors mlir-opt 19 gives (its messages, made by running
// mlir-opt 19 on each chunk; scripts/golden-mlir19.sh runs this RUN line with mlir-opt 19).

func.func @f(%s: f32) {
  // expected-error@+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.broadcast"(%s) : (f32) -> f32
  return
}
// -----
func.func @f(%s: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %s : vector<4x3xf32> to vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %s : vector<4x3xf32> to vector<4x4xf32>
  return
}
// -----
func.func @f(%s: memref<f32>) {
  // expected-error@+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %s : memref<f32> to vector<4x4xf32>
  return
}
// -----
func.func @f(%s: i32) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %s : i32 to vector<4x4xf32>
  return
}
// -----
func.func @f(%s: f32) {
  // expected-error@+1 {{'vector.splat' op failed to verify that operand type matches element type of result}}
  %0 = "vector.splat"(%s) : (f32) -> vector<4xf64>
  return
}
// -----
func.func @f(%s: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %s[4] : f32 from vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %s[1, 1] : f32 from vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %s[-1] : f32 from vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>, %x: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %x, %s[4] : f32 into vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<4x4xf32>, %x: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %x, %s[2] : f32 into vector<4x4xf32>
  return
}
// -----
func.func @f(%s: vector<4x4xf32>, %x: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %x, %s[2, 1] : vector<4xf32> into vector<4x4xf32>
  return
}
// -----
func.func @f(%s: vector<4x4xf32>, %x: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %x, %s[2, 1, 1] : f32 into vector<4x4xf32>
  return
}
// -----
func.func @f(%s: vector<4x4xf32>, %i: index) {
  // expected-error@+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  %0 = vector.extractelement %s[%i : index] : vector<4x4xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>) {
  // expected-error@+1 {{'vector.extractelement' op expected position for 1-D vector}}
  %0 = vector.extractelement %s[] : vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<f32>, %i: index) {
  // expected-error@+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %0 = vector.extractelement %s[%i : index] : vector<f32>
  return
}
// -----
func.func @f(%s: vector<4x4xf32>, %x: f32, %i: index) {
  // expected-error@+1 {{'vector.insertelement' op unexpected >1 vector rank}}
  %0 = vector.insertelement %x, %s[%i : index] : vector<4x4xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>, %x: f32) {
  // expected-error@+1 {{'vector.insertelement' op expected position for 1-D vector}}
  %0 = vector.insertelement %x, %s[] : vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<f32>, %x: f32, %i: index) {
  // expected-error@+1 {{'vector.insertelement' op expected position to be empty with 0-D vector}}
  %0 = vector.insertelement %x, %s[%i : index] : vector<f32>
  return
}
// -----
func.func @f(%s: vector<4xf32>, %x: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %s, %x [1] : vector<4xf32>, vector<4x2xf32>
  return
}
// -----
func.func @f(%s: vector<4x3xf32>, %x: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = vector.shuffle %s, %x [1] : vector<4x3xf32>, vector<4x2xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>, %x: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #1 out of range}}
  %0 = vector.shuffle %s, %x [8] : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>, %x: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%s, %x) <{mask = [1]}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>, %x: vector<4xf64>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %s, %x [1] : vector<4xf32>, vector<4xf64>
  return
}
// -----
func.func @f(%s: vector<4xf32>, %x: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #1 out of range}}
  %0 = vector.shuffle %s, %x [-1] : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%s: vector<4xf32>, %x: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op invalid mask length}}
  %0 = vector.shuffle %s, %x [] : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 1 indices}}
  %0 = vector.load %m[%i, %i] : memref<?xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xi32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op requires 1 indices}}
  vector.store %v, %m[] : memref<?xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32, strided<[2]>>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i] : memref<?xf32, strided<[2]>>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xvector<8xf32>>, %i: index) {
  // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<8xf32>>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xi32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %mk: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = vector.maskedload %m[], %mk, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>, %p: vector<4xi32>) {
  // expected-error@+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<4xi32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %mk: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[], %mk, %p : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4xi32>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<4xi32>'}}
  vector.maskedstore %m[%i], %mk, %p : memref<?xf32>, vector<4xi32>, vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  return
}
// -----
func.func @f(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %a, %b) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <mul>, %v : vector<4xf32> into i32
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}
// -----
func.func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %v : vector<4xi32> into i32
  return
}
// -----
func.func @f(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%v) : (vector<4xf32>) -> f32
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [3] : vector<4x3xi1>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5, 1] : vector<4x3xi1>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 1] : vector<4x3xi1>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [-1, 1] : vector<4x3xi1>
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x3xi1>
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4x3xi32>'}}
  %0 = vector.create_mask %i : vector<4x3xi32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask : vector<i1>
  return
}
// -----
func.func @f(%a: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %a : vector<4x2xf32> to vector<2x4xf32>
  return
}
// -----
func.func @f(%a: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<4x2xf32> to vector<4x3xf32>
  return
}
// -----
func.func @f(%a: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %a : vector<4x2xf32> to vector<8xf32>
  return
}
// -----
func.func @f(%a: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %a : vector<4x2xf32> to vector<7xf32>
  return
}
// -----
func.func @f(%a: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %a : vector<4x2xf32> to vector<8xi32>
  return
}
// -----
func.func @f(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x4xf32>>
  return
}
// -----
func.func @f(%m: memref<?x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x3xf32>'}}
  %0 = vector.type_cast %m : memref<?x3xf32> to memref<vector<4x3xf32>>
  return
}
// -----
func.func @f(%m: memref<4x3xf32, strided<[6, 1]>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x3xf32, strided<[6, 1]>> to memref<vector<4x3xf32>>
  return
}
// -----
func.func @f(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xf32>, 1>
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : f32 str "x"
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print punctuation <comma> str "x"
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'vector.print' `punctuation` clause can appear at most once in the expansion of the oilist directive}}
  vector.print %a : f32 punctuation <comma> punctuation <open>
  return
}
// -----
func.func @f(%a: memref<f32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'memref<f32>'}}
  vector.print %a : memref<f32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %s : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
  // expected-note@+1 {{prior use here}}
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f64) {
  // expected-error@+1 {{use of value '%s' expects different type than prior uses: 'f32' vs 'f64'}}
  %0 = vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  %0 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %s {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, vector<3xf16>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i, %i], %s : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xvector<4xf32>>, %i: index, %s: vector<4xf32>, %mk: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i, %i], %s, %mk : memref<?x?xvector<4xf32>>, vector<1x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xvector<4xf32>>, %i: index, %s: vector<2xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %0 = "vector.transfer_read"(%m, %i, %i, %s) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xvector<4xf32>>, index, index, vector<2xf32>) -> vector<1x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %s: f32, %mk: vector<4xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op inferred mask type ('vector<3x4xi1>') and mask operand type ('vector<4xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %s, %mk) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4x3xf32>
  return
}
