// Invalid arith IR, each case with the first error mlir-opt 19 reports for it (made with mlir-opt 19; its
// follow-up errors and notes are not listed).

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
%0 = "arith.addi"(%f, %f) : (f32, f32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
%0 = "arith.addi"(%i, %i) : (i32, i32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
%0 = "arith.addf"(%i, %i) : (i32, i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
%0 = "arith.addi"(%si, %si) : (si32, si32) -> si32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addi' op requires one result}}
%0:2 = "arith.addi"(%i) : (i32) -> (i32, i32)

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addi' op expected 2 operands, but found 3}}
%0 = "arith.addi"(%i, %i, %i) : (i32, i32, i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addi' op requires zero regions}}
%0 = "arith.addi"(%i, %i) ({ "test.z"() : () -> () }) : (i32, i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
%0 = "arith.addi"(%i, %i) {overflowFlags = 3 : i32} : (i32, i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
%0 = "arith.addf"(%f, %f) {fastmath = #arith.overflow<nsw>} : (f32, f32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
%0 = "arith.addi"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<[4]xi32>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.negf' op requires a single operand}}
%0 = "arith.negf"(%f, %f) : (f32, f32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addui_extended' op expected 2 results}}
%0 = "arith.addui_extended"(%i, %i) : (i32, i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
%0:2 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i32, i32)

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
%0:2 = "arith.addui_extended"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
%0:2 = "arith.addui_extended"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<3xi1>)

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
%0:2 = "arith.mulsi_extended"(%i, %i) : (i32, i32) -> (i32, i64)

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
%0 = "arith.extsi"(%j) : (i64) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
%0 = "arith.extsi"(%v) : (vector<4xi32>) -> vector<3xi64>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
%0 = "arith.extsi"(%v) : (vector<4xi32>) -> vector<[4]xi64>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
%0 = "arith.extsi"(%t) : (tensor<?xi32>) -> tensor<4xi64>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
%0 = "arith.extsi"(%x) : (index) -> i64

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
%0 = "arith.trunci"(%i) : (i32) -> i64

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'bf16' are cast incompatible}}
%0 = "arith.extf"(%f) : (f32) -> bf16

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.truncf' op operand type 'f32' and result type 'f32' are cast incompatible}}
%0 = "arith.truncf"(%f) : (f32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
%0 = "arith.truncf"(%f) {roundingmode = 7 : i32} : (f32) -> f16

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
%0 = "arith.sitofp"(%f) : (f32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
%0 = "arith.sitofp"(%i) : (i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
%0 = "arith.fptosi"(%f) : (f32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
%0 = "arith.index_cast"(%x) : (index) -> index

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.index_cast' op operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible}}
%0 = "arith.index_cast"(%v) : (vector<4xi32>) -> vector<4xi64>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
%0 = "arith.index_cast"(%f) : (f32) -> index

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.bitcast' op operand type 'index' and result type 'i64' are cast incompatible}}
%0 = "arith.bitcast"(%x) : (index) -> i64

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'si32'}}
%0 = "arith.bitcast"(%si) : (si32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
%0 = "arith.bitcast"(%m) : (memref<4xi32>) -> memref<3xf32>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
%0 = "arith.cmpi"(%i, %i) {predicate = 2 : i64} : (i32, i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
%0 = "arith.cmpi"(%i, %i) {predicate = 12 : i64} : (i32, i32) -> i1

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
%0 = "arith.cmpi"(%i, %i) {predicate = 0 : i32} : (i32, i32) -> i1

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
%0 = "arith.cmpi"(%i, %i) : (i32, i32) -> i1

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
%0 = "arith.cmpi"(%i, %j) {predicate = 0 : i64} : (i32, i64) -> i1

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
%0 = "arith.cmpi"(%v, %v) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
%0 = "arith.cmpi"(%f, %f) {predicate = 0 : i64} : (f32, f32) -> i1

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
%0 = "arith.cmpf"(%f, %f) {predicate = 16 : i64} : (f32, f32) -> i1

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
%0 = "arith.cmpf"(%vf, %vf) {predicate = 0 : i64} : (vector<4xf32>, vector<4xf32>) -> vector<3xi1>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
%0 = "arith.select"(%i, %i, %i) : (i32, i32, i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
%0 = "arith.select"(%b, %i, %j) : (i1, i32, i64) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.select' op expected 3 operands, but found 2}}
%0 = "arith.select"(%b, %i) : (i1, i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
%0 = "arith.select"(%vb, %t, %t) : (vector<4xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%0 = "arith.constant"() {value = 1 : i64} : () -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.constant' op integer return type must be signless}}
%0 = "arith.constant"() {value = 1 : si32} : () -> si32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
%0 = "arith.constant"() {value = "s"} : () -> none

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
%0 = "arith.constant"() {value = unit} : () -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
%0 = "arith.constant"() : () -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.constant' op requires zero operands}}
%0 = "arith.constant"(%i) {value = 1 : i32} : (i32) -> i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
%0 = "arith.constant"() {value = dense<[1,2,3,4]> : vector<[4]xi32>} : () -> vector<[4]xi32>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
%0 = arith.sitofp %t : tensor<?xi32> to tensor<*xf32>

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
%0 = arith.cmpi foo, %i, %i : i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{custom op 'arith.cmpi' invalid predicate attribute specification: "bad"}}
%0 = arith.cmpi "bad", %i, %i : i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
%0 = arith.cmpf bad, %f, %f : f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
%0 = arith.cmpi "", %i, %i : i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
%0 = arith.addf %f, %f fastmath<nnan,bogus> : f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{custom op 'arith.addf' expected valid keyword}}
%0 = arith.addf %f, %f fastmath<> : f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{expected '>'}}
%0 = arith.addi %i, %i overflow<nsw nuw> : i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{expected '<'}}
%0 = arith.addi %i, %i overflow : i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{custom op 'arith.truncf' invalid roundingmode attribute specification: "bogus"}}
%0 = arith.truncf %d "bogus" : f64 to f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
%0 = arith.select %b, %i : i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{custom op 'arith.extsi' expected 'to'}}
%0 = arith.extsi %i : i32 i64

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{expected ','}}
%0 = arith.addi %i %i : i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{use of value '%j' expects different type than prior uses: 'i32' vs 'i64'}}
%0 = arith.addi %i, %j : i32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
%0 = "arith.addf"(%f, %f) {fastmath = #arith.fastmath<bogus>} : (f32, f32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{expected '<'}}
%0 = "arith.addf"(%f, %f) {fastmath = #arith.fastmath} : (f32, f32) -> f32

// -----

%i = "test.x"() : () -> i32
%j = "test.x"() : () -> i64
%f = "test.x"() : () -> f32
%d = "test.x"() : () -> f64
%b = "test.x"() : () -> i1
%v = "test.x"() : () -> vector<4xi32>
%vb = "test.x"() : () -> vector<4xi1>
%vf = "test.x"() : () -> vector<4xf32>
%x = "test.x"() : () -> index
%t = "test.x"() : () -> tensor<?xi32>
%m = "test.x"() : () -> memref<4xi32>
%si = "test.x"() : () -> si32
// expected-error@+1 {{unknown attribute `bogus` in dialect `arith`}}
%0 = "arith.addf"(%f, %f) {fastmath = #arith.bogus<nsw>} : (f32, f32) -> f32
