// A program that mixes levels: an LLVM-dialect global and functions (a loop written with llvm.br over a raw
// pointer) called from func.func code written with scf and affine loops, math and memrefs. The standard lowering converts the
// high-level parts and leaves the LLVM dialect as it is.
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.mlir.global internal constant @scale(3.0 : f32) {addr_space = 0 : i32} : f32
  llvm.func @printF32(f32)
  llvm.func @printNewline()

  // sum of p[0..n) in the LLVM dialect
  llvm.func @sum_llvm(%p: !llvm.ptr, %n: i64) -> f32 {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %z = llvm.mlir.constant(0.0 : f32) : f32
    llvm.br ^loop(%c0, %z : i64, f32)
  ^loop(%i: i64, %acc: f32):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^body, ^exit
  ^body:
    %q = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %q : !llvm.ptr -> f32
    %acc2 = llvm.fadd %acc, %v : f32
    %i2 = llvm.add %i, %c1 : i64
    llvm.br ^loop(%i2, %acc2 : i64, f32)
  ^exit:
    llvm.return %acc : f32
  }

  func.func @fill(%m: memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %g = llvm.mlir.addressof @scale : !llvm.ptr
    %s = llvm.load %g : !llvm.ptr -> f32
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %v = arith.mulf %f, %s : f32
      memref.store %v, %m[%i] : memref<8xf32>
    }
    return
  }

  // every second element gets its square root, in affine loops and math
  func.func @roots(%m: memref<8xf32>) {
    affine.for %i = 0 to 8 step 2 {
      %v = affine.load %m[%i] : memref<8xf32>
      %r = math.sqrt %v : f32
      affine.store %r, %m[%i] : memref<8xf32>
    }
    return
  }

  func.func @main() {
    %m = memref.alloc() : memref<8xf32>
    call @fill(%m) : (memref<8xf32>) -> ()
    call @roots(%m) : (memref<8xf32>) -> ()
    %base = memref.extract_aligned_pointer_as_index %m : memref<8xf32> -> index
    %addr = arith.index_cast %base : index to i64
    %p = llvm.inttoptr %addr : i64 to !llvm.ptr
    %n = llvm.mlir.constant(8 : i64) : i64
    %sum = llvm.call @sum_llvm(%p, %n) : (!llvm.ptr, i64) -> f32
    llvm.call @printF32(%sum) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %u = memref.cast %m : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %m : memref<8xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
