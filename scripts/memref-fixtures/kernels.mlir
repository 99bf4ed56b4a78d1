// Kernels for the Java memref-call tests (dev.mlirj.executionengine). scripts/memref-fixtures.sh lowers this
// file with real MLIR 19 into src/test/resources/memref/kernels.ll (mlir-translate) and kernels.packed.ll (the
// module MLIR's ExecutionEngine compiles, with its _mlir_NAME(void**) wrappers). Every kernel has the C
// interface. The tests read the signatures from the func.func headers here.

// Every scalar type: a weighted sum, negated when %neg is set.
func.func @scalars(%neg: i1, %a: i8, %b: i16, %c: i32, %d: i64, %e: index, %f: f32, %g: f64) -> f64
    attributes {llvm.emit_c_interface} {
  %a1 = arith.sitofp %a : i8 to f64
  %b1 = arith.sitofp %b : i16 to f64
  %c1 = arith.sitofp %c : i32 to f64
  %d1 = arith.sitofp %d : i64 to f64
  %ei = arith.index_cast %e : index to i64
  %e1 = arith.sitofp %ei : i64 to f64
  %f1 = arith.extf %f : f32 to f64
  %k10 = arith.constant 10.0 : f64
  %k100 = arith.constant 100.0 : f64
  %k1000 = arith.constant 1000.0 : f64
  %k10000 = arith.constant 10000.0 : f64
  %k100000 = arith.constant 100000.0 : f64
  %b2 = arith.mulf %b1, %k10 : f64
  %c2 = arith.mulf %c1, %k100 : f64
  %d2 = arith.mulf %d1, %k1000 : f64
  %e2 = arith.mulf %e1, %k10000 : f64
  %f2 = arith.mulf %f1, %k100000 : f64
  %s1 = arith.addf %a1, %b2 : f64
  %s2 = arith.addf %s1, %c2 : f64
  %s3 = arith.addf %s2, %d2 : f64
  %s4 = arith.addf %s3, %e2 : f64
  %s5 = arith.addf %s4, %f2 : f64
  %s6 = arith.addf %s5, %g : f64
  %n = arith.negf %s6 : f64
  %r = arith.select %neg, %n, %s6 : f64
  return %r : f64
}

// Each integer type as a result, in reverse order, each incremented (i1 negated).
func.func @ints(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: index) -> (index, i64, i32, i16, i8, i1)
    attributes {llvm.emit_c_interface} {
  %t = arith.constant true
  %a1 = arith.xori %a, %t : i1
  %one8 = arith.constant 1 : i8
  %b1 = arith.addi %b, %one8 : i8
  %one16 = arith.constant 1 : i16
  %c1 = arith.addi %c, %one16 : i16
  %one32 = arith.constant 1 : i32
  %d1 = arith.addi %d, %one32 : i32
  %one64 = arith.constant 1 : i64
  %e1 = arith.addi %e, %one64 : i64
  %onei = arith.constant 1 : index
  %f1 = arith.addi %f, %onei : index
  return %f1, %e1, %d1, %c1, %b1, %a1 : index, i64, i32, i16, i8, i1
}

// A single i1 and a single i8 result, returned directly.
func.func @not(%a: i1) -> i1 attributes {llvm.emit_c_interface} {
  %t = arith.constant true
  %r = arith.xori %a, %t : i1
  return %r : i1
}

// Half-precision floats, which only the packed form can pass (FFM has no half-precision carrier). Each is
// doubled by adding 1 to its exponent field, with no arithmetic on the 16-bit types: on x86-64 that would call
// compiler-rt's __truncsfbf2, which the process need not have.
func.func @halves(%a: f16, %b: bf16, %c: f32) -> (bf16, f16, f64) attributes {llvm.emit_c_interface} {
  %ai = arith.bitcast %a : f16 to i16
  %f16exp = arith.constant 1024 : i16
  %ai2 = arith.addi %ai, %f16exp : i16
  %a2 = arith.bitcast %ai2 : i16 to f16
  %bi = arith.bitcast %b : bf16 to i16
  %bf16exp = arith.constant 128 : i16
  %bi2 = arith.addi %bi, %bf16exp : i16
  %b2 = arith.bitcast %bi2 : i16 to bf16
  %c2 = arith.extf %c : f32 to f64
  return %b2, %a2, %c2 : bf16, f16, f64
}

// Two results: quotient and remainder.
func.func @divmod(%a: i64, %b: i64) -> (i64, i64) attributes {llvm.emit_c_interface} {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}

// Rank 0: returns the old value and stores a new one.
func.func @exchange(%m: memref<f64>, %v: f64) -> f64 attributes {llvm.emit_c_interface} {
  %old = memref.load %m[] : memref<f64>
  memref.store %v, %m[] : memref<f64>
  return %old : f64
}

// Rank 1, any strides and offset.
func.func @sum_1d(%m: memref<?xf32, strided<[?], offset: ?>>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32, strided<[?], offset: ?>>
    %a = arith.addf %acc, %x : f32
    scf.yield %a : f32
  }
  return %s : f32
}

// Rank 1 with the identity layout and a static size.
func.func @sum_4(%m: memref<4xi64>) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %x = memref.load %m[%i] : memref<4xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  return %s : i64
}

// Rank 1 of index elements: the sum of i * m[i].
func.func @dot_iota(%m: memref<?xindex>) -> index attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xindex>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %x = memref.load %m[%i] : memref<?xindex>
    %p = arith.muli %x, %i : index
    %a = arith.addi %acc, %p : index
    scf.yield %a : index
  }
  return %s : index
}

// Rank 2, any strides and offset: m[i][j] = m[i][j] * k + i * 10 + j, in place.
func.func @scale_2d(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>, %k: f64) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %cols = memref.dim %m, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %x = memref.load %m[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
      %y = arith.mulf %x, %k : f64
      %i10 = arith.muli %i, %c10 : index
      %ij = arith.addi %i10, %j : index
      %ij64 = arith.index_cast %ij : index to i64
      %ijf = arith.sitofp %ij64 : i64 to f64
      %z = arith.addf %y, %ijf : f64
      memref.store %z, %m[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// Rank 4, any strides and offset: sum of m[a][b][c][d] * (a*1000 + b*100 + c*10 + d + 1) as i64.
func.func @weigh_4d(%m: memref<?x?x?x?xi32, strided<[?, ?, ?, ?], offset: ?>>) -> i64
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %c1000 = arith.constant 1000 : index
  %n0 = memref.dim %m, %c0 : memref<?x?x?x?xi32, strided<[?, ?, ?, ?], offset: ?>>
  %n1 = memref.dim %m, %c1 : memref<?x?x?x?xi32, strided<[?, ?, ?, ?], offset: ?>>
  %n2 = memref.dim %m, %c2 : memref<?x?x?x?xi32, strided<[?, ?, ?, ?], offset: ?>>
  %n3 = memref.dim %m, %c3 : memref<?x?x?x?xi32, strided<[?, ?, ?, ?], offset: ?>>
  %zero = arith.constant 0 : i64
  %s = scf.for %a = %c0 to %n0 step %c1 iter_args(%sa = %zero) -> i64 {
    %ta = scf.for %b = %c0 to %n1 step %c1 iter_args(%sb = %sa) -> i64 {
      %tb = scf.for %c = %c0 to %n2 step %c1 iter_args(%sc = %sb) -> i64 {
        %tc = scf.for %d = %c0 to %n3 step %c1 iter_args(%sd = %sc) -> i64 {
          %x = memref.load %m[%a, %b, %c, %d] : memref<?x?x?x?xi32, strided<[?, ?, ?, ?], offset: ?>>
          %x64 = arith.extsi %x : i32 to i64
          %wa = arith.muli %a, %c1000 : index
          %wb = arith.muli %b, %c100 : index
          %wc = arith.muli %c, %c10 : index
          %w1 = arith.addi %wa, %wb : index
          %w2 = arith.addi %w1, %wc : index
          %w3 = arith.addi %w2, %d : index
          %w4 = arith.addi %w3, %c1 : index
          %w = arith.index_cast %w4 : index to i64
          %p = arith.muli %x64, %w : i64
          %t = arith.addi %sd, %p : i64
          scf.yield %t : i64
        }
        scf.yield %tc : i64
      }
      scf.yield %tb : i64
    }
    scf.yield %ta : i64
  }
  return %s : i64
}

// A memref result: a new buffer of n elements holding 0, 1, ..., n-1 (freed by its Java owner).
func.func @iota(%n: index) -> memref<?xi64> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

// Multiple results with memrefs: a copy of m scaled by k, its sum, and a fresh 2x3 table of i*10+j.
func.func @scaled_copy(%m: memref<?xf32>, %k: f32) -> (memref<?xf32>, f32, memref<2x3xi16>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %out = memref.alloc(%n) : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %out[%i] : memref<?xf32>
    %a = arith.addf %acc, %y : f32
    scf.yield %a : f32
  }
  %t = memref.alloc() : memref<2x3xi16>
  %c10 = arith.constant 10 : i16
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %i16 = arith.index_cast %i : index to i16
      %j16 = arith.index_cast %j : index to i16
      %i10 = arith.muli %i16, %c10 : i16
      %v = arith.addi %i10, %j16 : i16
      memref.store %v, %t[%i, %j] : memref<2x3xi16>
    }
  }
  return %out, %s, %t : memref<?xf32>, f32, memref<2x3xi16>
}

// A memref result that is the argument itself: Java must not free it.
func.func @passthrough(%m: memref<?xf32>) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<?xf32>
}

// A rank-0 memref result.
func.func @boxed(%v: f64) -> memref<f64> attributes {llvm.emit_c_interface} {
  %m = memref.alloc() : memref<f64>
  memref.store %v, %m[] : memref<f64>
  return %m : memref<f64>
}

// The entry mlir-cpu-runner needs to compile the module; it does nothing.
func.func @fixture_entry() {
  return
}
