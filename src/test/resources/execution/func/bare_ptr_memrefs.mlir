// The bare-pointer calling convention (convert-func-to-llvm{use-bare-ptr-memref-call-conv}) end to end: kernels
// taking and returning statically shaped memrefs as plain pointers, called with memrefs allocated on the heap, on
// the stack and from a global, and a rank-0 memref; results printed element by element (printMemref* take unranked
// memrefs, which the convention cannot pass).
// mlirj-passes: --convert-func-to-llvm=use-bare-ptr-memref-call-conv
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printF32(f32)
  func.func private @printI64(i64)
  func.func private @printComma()
  func.func private @printNewline()

  memref.global "private" constant @weights : memref<4xf32> = dense<[0.5, -1.0, 2.0, 4.0]>

  // y[i] = a * x[i] + y[i]
  func.func @saxpy(%a: f32, %x: memref<4xf32>, %y: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %more, ^body, ^done
  ^body:
    %xi = memref.load %x[%i] : memref<4xf32>
    %yi = memref.load %y[%i] : memref<4xf32>
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %p, %yi : f32
    memref.store %s, %y[%i] : memref<4xf32>
    %n = arith.addi %i, %c1 : index
    cf.br ^loop(%n : index)
  ^done:
    return
  }

  // Returns its argument: a bare pointer comes back and is rebuilt into a descriptor of the static type.
  func.func @identity(%m: memref<2x3xi64>) -> memref<2x3xi64> {
    return %m : memref<2x3xi64>
  }

  // Sums a 2x3 matrix into a rank-0 memref.
  func.func @sum(%m: memref<2x3xi64>, %out: memref<i64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %a = memref.load %m[%c0, %c0] : memref<2x3xi64>
    %b = memref.load %m[%c0, %c1] : memref<2x3xi64>
    %c = memref.load %m[%c0, %c2] : memref<2x3xi64>
    %d = memref.load %m[%c1, %c0] : memref<2x3xi64>
    %e = memref.load %m[%c1, %c1] : memref<2x3xi64>
    %f = memref.load %m[%c1, %c2] : memref<2x3xi64>
    %s1 = arith.addi %a, %b : i64
    %s2 = arith.addi %s1, %c : i64
    %s3 = arith.addi %s2, %d : i64
    %s4 = arith.addi %s3, %e : i64
    %s5 = arith.addi %s4, %f : i64
    memref.store %s5, %out[] : memref<i64>
    return
  }

  func.func @print4(%y: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %a = memref.load %y[%c0] : memref<4xf32>
    %b = memref.load %y[%c1] : memref<4xf32>
    %c = memref.load %y[%c2] : memref<4xf32>
    %d = memref.load %y[%c3] : memref<4xf32>
    call @printF32(%a) : (f32) -> ()
    call @printComma() : () -> ()
    call @printF32(%b) : (f32) -> ()
    call @printComma() : () -> ()
    call @printF32(%c) : (f32) -> ()
    call @printComma() : () -> ()
    call @printF32(%d) : (f32) -> ()
    call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %w = memref.get_global @weights : memref<4xf32>
    %y = memref.alloc() : memref<4xf32>
    %one = arith.constant 1.0 : f32
    memref.store %one, %y[%c0] : memref<4xf32>
    memref.store %one, %y[%c1] : memref<4xf32>
    memref.store %one, %y[%c2] : memref<4xf32>
    %c3 = arith.constant 3 : index
    memref.store %one, %y[%c3] : memref<4xf32>
    %a = arith.constant 3.0 : f32
    call @saxpy(%a, %w, %y) : (f32, memref<4xf32>, memref<4xf32>) -> ()
    call @print4(%y) : (memref<4xf32>) -> ()
    %z = memref.alloca() : memref<4xf32>
    memref.copy %y, %z : memref<4xf32> to memref<4xf32>
    %h = arith.constant -0.5 : f32
    call @saxpy(%h, %y, %z) : (f32, memref<4xf32>, memref<4xf32>) -> ()
    call @print4(%z) : (memref<4xf32>) -> ()

    %m = memref.alloca() : memref<2x3xi64>
    %k1 = arith.constant 1 : i64
    %k10 = arith.constant 10 : i64
    %k100 = arith.constant -100 : i64
    memref.store %k1, %m[%c0, %c0] : memref<2x3xi64>
    memref.store %k10, %m[%c0, %c1] : memref<2x3xi64>
    memref.store %k100, %m[%c0, %c2] : memref<2x3xi64>
    memref.store %k1, %m[%c1, %c0] : memref<2x3xi64>
    memref.store %k10, %m[%c1, %c1] : memref<2x3xi64>
    memref.store %k100, %m[%c1, %c2] : memref<2x3xi64>
    %same = call @identity(%m) : (memref<2x3xi64>) -> memref<2x3xi64>
    %out = memref.alloca() : memref<i64>
    call @sum(%same, %out) : (memref<2x3xi64>, memref<i64>) -> ()
    %s = memref.load %out[] : memref<i64>
    call @printI64(%s) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %y : memref<4xf32>
    return
  }
}
