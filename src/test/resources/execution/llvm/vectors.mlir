// Fixed vectors: constants, arithmetic, insert/extract element, shufflevector, vector loads and stores,
// vector intrinsics and a vector compare feeding select.
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printI64(i64)
  llvm.func @printF32(f32)
  llvm.func @printNewline()
  llvm.func @printComma()

  llvm.func @main() {
    %a = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
    %b = llvm.mlir.constant(dense<0.5> : vector<4xf32>) : vector<4xf32>
    %s = llvm.fadd %a, %b : vector<4xf32>
    %m = llvm.fmul %s, %a : vector<4xf32>
    %i2 = llvm.mlir.constant(2 : i32) : i32
    %e = llvm.extractelement %m[%i2 : i32] : vector<4xf32>
    llvm.call @printF32(%e) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %nine = llvm.mlir.constant(9.0 : f32) : f32
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %m2 = llvm.insertelement %nine, %m[%i0 : i64] : vector<4xf32>
    %sh = llvm.shufflevector %m2, %a [3, 0, 5, 7] : vector<4xf32>
    %sq = llvm.intr.fmuladd(%sh, %b, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %sum = llvm.extractelement %sq[%i1 : i32] : vector<4xf32>
    llvm.call @printF32(%sum) : (f32) -> ()
    llvm.call @printNewline() : () -> ()

    %ints = llvm.mlir.constant(dense<[5, -3, 8, 0]> : vector<4xi32>) : vector<4xi32>
    %zero = llvm.mlir.zero : vector<4xi32>
    %neg = llvm.sub %zero, %ints : vector<4xi32>
    %gt = llvm.icmp "sgt" %ints, %zero : vector<4xi32>
    %abs = llvm.select %gt, %ints, %neg : vector<4xi1>, vector<4xi32>
    %i3 = llvm.mlir.constant(3 : i32) : i32
    %red = llvm.extractelement %abs[%i3 : i32] : vector<4xi32>
    %red64 = llvm.sext %red : i32 to i64
    llvm.call @printI64(%red64) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %mxv = llvm.intr.smax(%abs, %ints) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %mx = llvm.extractelement %mxv[%i1 : i32] : vector<4xi32>
    %mx64 = llvm.sext %mx : i32 to i64
    llvm.call @printI64(%mx64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    // Through memory.
    %one = llvm.mlir.constant(1 : i32) : i32
    %buf = llvm.alloca %one x !llvm.array<8 x f32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.store %sh, %buf {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    %hi = llvm.getelementptr %buf[4] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %a, %hi : vector<4xf32>, !llvm.ptr
    %mid = llvm.getelementptr %buf[2] : (!llvm.ptr) -> !llvm.ptr, f32
    %v = llvm.load %mid : !llvm.ptr -> vector<4xf32>
    %c = llvm.mlir.constant(3 : i32) : i32
    %x = llvm.extractelement %v[%c : i32] : vector<4xf32>
    llvm.call @printF32(%x) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
