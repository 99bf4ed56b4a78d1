// Transfers, masks, n-D broadcasts and bitcasts through convert-vector-to-llvm's vector-level rewrites: 1-D
// transfer_read/transfer_write in bounds, out of bounds (the padding fills, stores stop at the end), with masks,
// with a broadcasting map and 0-D; constant_mask and create_mask of ranks 0 to 3 (sizes from arguments, including
// negative and too-large ones); broadcasts that add and stretch dimensions; a 3-D bitcast. Values arrive as
// arguments and are printed element by element. The expected output is mlir-cpu-runner 19's.
// mlirj-run: -e main --entry-point-result=void
module {
  func.func @show4(%v: vector<4xf32>) {
    vector.print punctuation <open>
    %a = vector.extract %v[0] : f32 from vector<4xf32>
    vector.print %a : f32 punctuation <comma>
    %b = vector.extract %v[1] : f32 from vector<4xf32>
    vector.print %b : f32 punctuation <comma>
    %c = vector.extract %v[2] : f32 from vector<4xf32>
    vector.print %c : f32 punctuation <comma>
    %d = vector.extract %v[3] : f32 from vector<4xf32>
    vector.print %d : f32 punctuation <close>
    vector.print
    return
  }

  func.func @bits4(%v: vector<4xi1>) {
    %a = vector.extract %v[0] : i1 from vector<4xi1>
    vector.print %a : i1 punctuation <no_punctuation>
    %b = vector.extract %v[1] : i1 from vector<4xi1>
    vector.print %b : i1 punctuation <no_punctuation>
    %c = vector.extract %v[2] : i1 from vector<4xi1>
    vector.print %c : i1 punctuation <no_punctuation>
    %d = vector.extract %v[3] : i1 from vector<4xi1>
    vector.print %d : i1 punctuation <no_punctuation>
    vector.print str " "
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

  func.func @reads(%m: memref<?xf32>, %s: memref<6xf32>, %z: memref<f32>, %i: index, %j: index, %pad: f32,
                   %mask: vector<4xi1>) {
    vector.print str "reads\n"
    %a = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
    call @show4(%a) : (vector<4xf32>) -> ()
    %b = vector.transfer_read %m[%j], %pad : memref<?xf32>, vector<4xf32>
    call @show4(%b) : (vector<4xf32>) -> ()
    %c = vector.transfer_read %s[%j], %pad, %mask : memref<6xf32>, vector<4xf32>
    call @show4(%c) : (vector<4xf32>) -> ()
    %d = vector.transfer_read %m[%i], %pad, %mask {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
    call @show4(%d) : (vector<4xf32>) -> ()
    %e = vector.transfer_read %z[], %pad : memref<f32>, vector<f32>
    %ee = vector.extractelement %e[] : vector<f32>
    vector.print %ee : f32
    return
  }

  func.func @broadcast_read(%m: memref<?x?xf32>, %i: index, %j: index, %pad: f32) {
    vector.print str "broadcast read\n"
    %b = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]}
        : memref<?x?xf32>, vector<4xf32>
    call @show4(%b) : (vector<4xf32>) -> ()
    return
  }

  func.func @writes(%m: memref<?xf32>, %i: index, %j: index, %v: vector<4xf32>, %mask: vector<4xi1>) {
    vector.print str "writes\n"
    vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
    call @dump(%m) : (memref<?xf32>) -> ()
    %n = arith.negf %v : vector<4xf32>
    vector.transfer_write %n, %m[%j] : vector<4xf32>, memref<?xf32>
    call @dump(%m) : (memref<?xf32>) -> ()
    %t = arith.addf %v, %v : vector<4xf32>
    vector.transfer_write %t, %m[%i], %mask : vector<4xf32>, memref<?xf32>
    call @dump(%m) : (memref<?xf32>) -> ()
    return
  }

  func.func @masks(%n: index, %k: index) {
    vector.print str "masks\n"
    %a = vector.constant_mask [2] : vector<4xi1>
    call @bits4(%a) : (vector<4xi1>) -> ()
    %b = vector.constant_mask [4] : vector<4xi1>
    call @bits4(%b) : (vector<4xi1>) -> ()
    %c = vector.create_mask %n : vector<4xi1>
    call @bits4(%c) : (vector<4xi1>) -> ()
    %d = vector.create_mask %k : vector<4xi1>
    call @bits4(%d) : (vector<4xi1>) -> ()
    vector.print str "\n"
    %e = vector.constant_mask [1, 3] : vector<2x4xi1>
    %e0 = vector.extract %e[0] : vector<4xi1> from vector<2x4xi1>
    call @bits4(%e0) : (vector<4xi1>) -> ()
    %e1 = vector.extract %e[1] : vector<4xi1> from vector<2x4xi1>
    call @bits4(%e1) : (vector<4xi1>) -> ()
    vector.print str "\n"
    %f = vector.create_mask %k, %n, %n : vector<2x3x4xi1>
    %f10 = vector.extract %f[1, 0] : vector<4xi1> from vector<2x3x4xi1>
    call @bits4(%f10) : (vector<4xi1>) -> ()
    %f12 = vector.extract %f[1, 2] : vector<4xi1> from vector<2x3x4xi1>
    call @bits4(%f12) : (vector<4xi1>) -> ()
    %f01 = vector.extract %f[0, 1] : vector<4xi1> from vector<2x3x4xi1>
    call @bits4(%f01) : (vector<4xi1>) -> ()
    vector.print str "\n"
    %g = vector.constant_mask [1] : vector<i1>
    %ge = vector.extractelement %g[] : vector<i1>
    vector.print %ge : i1
    return
  }

  func.func @broadcasts(%v: vector<4xf32>, %r: vector<3x1xf32>, %o: vector<1xf32>, %z: vector<f32>) {
    vector.print str "broadcasts\n"
    %a = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
    %a1 = vector.extract %a[1, 2] : vector<4xf32> from vector<2x3x4xf32>
    call @show4(%a1) : (vector<4xf32>) -> ()
    %b = vector.broadcast %r : vector<3x1xf32> to vector<3x4xf32>
    %b2 = vector.extract %b[2] : vector<4xf32> from vector<3x4xf32>
    call @show4(%b2) : (vector<4xf32>) -> ()
    %c = vector.broadcast %o : vector<1xf32> to vector<4xf32>
    call @show4(%c) : (vector<4xf32>) -> ()
    %d = vector.broadcast %z : vector<f32> to vector<2x4xf32>
    %d1 = vector.extract %d[1] : vector<4xf32> from vector<2x4xf32>
    call @show4(%d1) : (vector<4xf32>) -> ()
    return
  }

  func.func @bitcasts(%v: vector<2x1x4xi32>) {
    vector.print str "bitcasts\n"
    %b = vector.bitcast %v : vector<2x1x4xi32> to vector<2x1x4xf32>
    %r = vector.extract %b[1, 0] : vector<4xf32> from vector<2x1x4xf32>
    call @show4(%r) : (vector<4xf32>) -> ()
    %h = vector.bitcast %v : vector<2x1x4xi32> to vector<2x1x8xi16>
    %h1 = vector.extract %h[0, 0, 1] : i16 from vector<2x1x8xi16>
    vector.print %h1 : i16
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %cm1 = arith.constant -1 : index
    %c9 = arith.constant 9 : index
    %m = memref.alloc(%c9) : memref<?xf32>
    %s = memref.alloc() : memref<6xf32>
    %z = memref.alloca() : memref<f32>
    %m2 = memref.alloc(%c3, %c4) : memref<?x?xf32>
    scf.for %i = %c0 to %c9 step %c1 {
      %k = arith.index_cast %i : index to i32
      %f = arith.sitofp %k : i32 to f32
      memref.store %f, %m[%i] : memref<?xf32>
      %g = arith.addf %f, %f : f32
      %in_s = arith.cmpi sle, %i, %c5 : index
      scf.if %in_s {
        memref.store %g, %s[%i] : memref<6xf32>
      }
      %in_row = arith.cmpi slt, %i, %c4 : index
      scf.if %in_row {
        memref.store %g, %m2[%c2, %i] : memref<?x?xf32>
      }
    }
    %seven = arith.constant 7.5 : f32
    memref.store %seven, %z[] : memref<f32>
    %pad = arith.constant -9.0 : f32
    %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
    call @reads(%m, %s, %z, %c1, %c2, %pad, %mask)
        : (memref<?xf32>, memref<6xf32>, memref<f32>, index, index, f32, vector<4xi1>) -> ()
    %c7 = arith.constant 7 : index
    call @reads(%m, %s, %z, %c5, %c7, %pad, %mask)
        : (memref<?xf32>, memref<6xf32>, memref<f32>, index, index, f32, vector<4xi1>) -> ()
    call @broadcast_read(%m2, %c2, %c3, %pad) : (memref<?x?xf32>, index, index, f32) -> ()
    %v = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
    call @writes(%m, %c0, %c7, %v, %mask) : (memref<?xf32>, index, index, vector<4xf32>, vector<4xi1>) -> ()
    call @masks(%c3, %c1) : (index, index) -> ()
    call @masks(%cm1, %c5) : (index, index) -> ()
    %r = arith.constant dense<[[1.5], [2.5], [3.5]]> : vector<3x1xf32>
    %o = arith.constant dense<6.25> : vector<1xf32>
    %zz = arith.constant dense<-0.5> : vector<f32>
    call @broadcasts(%v, %r, %o, %zz) : (vector<4xf32>, vector<3x1xf32>, vector<1xf32>, vector<f32>) -> ()
    %bits = arith.constant dense<[[[1065353216, -1082130432, 0, 2139095040]], [[1073741824, 1077936128, -2147483648, 1]]]> : vector<2x1x4xi32>
    call @bitcasts(%bits) : (vector<2x1x4xi32>) -> ()
    memref.dealloc %m : memref<?xf32>
    memref.dealloc %s : memref<6xf32>
    memref.dealloc %m2 : memref<?x?xf32>
    return
  }
}
