// Vector memory operations on memrefs filled in loops: vector.load/store (1-D, at dynamic indices, with a
// nontemporal hint, from an offset layout, of a memref of vectors), one-element loads and stores (0-D and
// vector<1xf32>), maskedload/maskedstore with masks that arrive as arguments, 0-D/1-D bitcasts and type_cast.
// Vectors are printed element by element with vector.print. The expected output is mlir-cpu-runner 19's.
// mlirj-run: -e main --entry-point-result=void
module {
  func.func @show4(%v: vector<4xf32>) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    vector.print punctuation <open>
    %a = vector.extractelement %v[%i0 : index] : vector<4xf32>
    vector.print %a : f32 punctuation <comma>
    %b = vector.extractelement %v[%i1 : index] : vector<4xf32>
    vector.print %b : f32 punctuation <comma>
    %c = vector.extractelement %v[%i2 : index] : vector<4xf32>
    vector.print %c : f32 punctuation <comma>
    %d = vector.extractelement %v[%i3 : index] : vector<4xf32>
    vector.print %d : f32 punctuation <close>
    vector.print
    return
  }

  func.func @dump(%m: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %m, %c0 : memref<?xf32>
    vector.print punctuation <open>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %m[%i] : memref<?xf32>
      vector.print %x : f32 punctuation <comma>
    }
    vector.print punctuation <close>
    vector.print
    return
  }

  func.func @fill(%m: memref<?xf32>, %scale: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %m, %c0 : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.index_cast %i : index to i32
      %f = arith.sitofp %k : i32 to f32
      %v = arith.mulf %f, %scale : f32
      memref.store %v, %m[%i] : memref<?xf32>
    }
    return
  }

  func.func @loads(%m: memref<?xf32>, %i: index, %j: index) {
    vector.print str "loads and stores\n"
    %v = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
    call @show4(%v) : (vector<4xf32>) -> ()
    %w = vector.load %m[%j] {nontemporal = true} : memref<?xf32>, vector<4xf32>
    call @show4(%w) : (vector<4xf32>) -> ()
    %s = arith.addf %v, %w : vector<4xf32>
    vector.store %s, %m[%j] : memref<?xf32>, vector<4xf32>
    vector.store %v, %m[%i] {nontemporal = true} : memref<?xf32>, vector<4xf32>
    call @dump(%m) : (memref<?xf32>) -> ()
    %z = vector.load %m[%j] : memref<?xf32>, vector<f32>
    %ze = vector.extractelement %z[] : vector<f32>
    vector.print %ze : f32
    %o = vector.load %m[%i] : memref<?xf32>, vector<1xf32>
    %oe = vector.extract %o[0] : f32 from vector<1xf32>
    vector.print %oe : f32
    vector.store %z, %m[%i] : memref<?xf32>, vector<f32>
    vector.store %o, %m[%j] : memref<?xf32>, vector<1xf32>
    call @dump(%m) : (memref<?xf32>) -> ()
    return
  }

  func.func @offset(%m: memref<8xf32, strided<[1], offset: 2>>, %i: index) {
    vector.print str "offset layout\n"
    %v = vector.load %m[%i] : memref<8xf32, strided<[1], offset: 2>>, vector<4xf32>
    call @show4(%v) : (vector<4xf32>) -> ()
    return
  }

  func.func @masked(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pass: vector<4xf32>) {
    vector.print str "masked\n"
    %v = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    call @show4(%v) : (vector<4xf32>) -> ()
    %neg = arith.negf %v : vector<4xf32>
    vector.maskedstore %m[%i], %mask, %neg : memref<?xf32>, vector<4xi1>, vector<4xf32>
    call @dump(%m) : (memref<?xf32>) -> ()
    return
  }

  func.func @casts(%v: vector<4xf32>, %z: vector<f32>) {
    vector.print str "casts\n"
    %b = vector.bitcast %v : vector<4xf32> to vector<8xi16>
    %b1 = vector.extract %b[1] : i16 from vector<8xi16>
    %b2 = vector.extract %b[6] : i16 from vector<8xi16>
    vector.print %b1 : i16
    vector.print %b2 : i16
    %q = vector.bitcast %v : vector<4xf32> to vector<2xi64>
    %q1 = vector.extract %q[1] : i64 from vector<2xi64>
    vector.print %q1 : i64
    %back = vector.bitcast %q : vector<2xi64> to vector<4xf32>
    call @show4(%back) : (vector<4xf32>) -> ()
    %zi = vector.bitcast %z : vector<f32> to vector<i32>
    %zie = vector.extractelement %zi[] : vector<i32>
    vector.print %zie : i32
    // Aligned for the type_cast: a load of memref<vector<2x4xf32>> is aligned as LLVM's [2 x <4 x float>] (16
    // bytes), and a plain alloca of f32 only as a float (4), where a 16-byte load is undefined (mlir-cpu-runner 19
    // crashes on it as soon as the code generator does not forward the stores to it).
    %buf = memref.alloca() {alignment = 16 : i64} : memref<2x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    vector.store %v, %buf[%c0, %c0] : memref<2x4xf32>, vector<4xf32>
    %r = arith.mulf %v, %v : vector<4xf32>
    vector.store %r, %buf[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
    %t = vector.type_cast %buf : memref<2x4xf32> to memref<vector<2x4xf32>>
    %all = memref.load %t[] : memref<vector<2x4xf32>>
    %row = vector.extract %all[1] : vector<4xf32> from vector<2x4xf32>
    call @show4(%row) : (vector<4xf32>) -> ()
    return
  }

  func.func @vectors_in_memory(%i: index) {
    vector.print str "memref of vectors\n"
    %m = memref.alloca() : memref<3xvector<4xi8>>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %a = arith.constant dense<[1, -2, 3, -4]> : vector<4xi8>
    memref.store %a, %m[%c0] : memref<3xvector<4xi8>>
    memref.store %a, %m[%c2] : memref<3xvector<4xi8>>
    %v = vector.load %m[%i] : memref<3xvector<4xi8>>, vector<4xi8>
    %d = arith.addi %v, %v : vector<4xi8>
    vector.store %d, %m[%i] : memref<3xvector<4xi8>>, vector<4xi8>
    %w = memref.load %m[%i] : memref<3xvector<4xi8>>
    %e = vector.extract %w[3] : i8 from vector<4xi8>
    vector.print %e : i8
    %s = vector.reduction <add>, %w : vector<4xi8> into i8
    vector.print %s : i8
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c10 = arith.constant 10 : index
    %one = arith.constant 1.0 : f32
    %half = arith.constant 0.5 : f32
    %m = memref.alloc(%c10) : memref<?xf32>
    call @fill(%m, %one) : (memref<?xf32>, f32) -> ()
    call @loads(%m, %c0, %c5) : (memref<?xf32>, index, index) -> ()
    %s = memref.alloc() : memref<10xf32>
    %sd = memref.cast %s : memref<10xf32> to memref<?xf32>
    call @fill(%sd, %half) : (memref<?xf32>, f32) -> ()
    %o = memref.reinterpret_cast %s to offset: [2], sizes: [8], strides: [1]
        : memref<10xf32> to memref<8xf32, strided<[1], offset: 2>>
    call @offset(%o, %c3) : (memref<8xf32, strided<[1], offset: 2>>, index) -> ()
    %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
    %pass = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
    call @masked(%sd, %c2, %mask, %pass) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %v = arith.constant dense<[1.0, -2.5, 3.0e10, 0.1]> : vector<4xf32>
    %z = arith.constant dense<-0.0> : vector<f32>
    call @casts(%v, %z) : (vector<4xf32>, vector<f32>) -> ()
    call @vectors_in_memory(%c2) : (index) -> ()
    memref.dealloc %m : memref<?xf32>
    memref.dealloc %s : memref<10xf32>
    return
  }
}
