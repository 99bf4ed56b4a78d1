// Floating-point arithmetic with fastmath flags, comparisons, conversions and math intrinsics.
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printF64(f64)
  llvm.func @printF32(f32)
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printComma()

  llvm.func @show(%v: f64) {
    llvm.call @printF64(%v) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }

  llvm.func @main() {
    %a = llvm.mlir.constant(2.5 : f64) : f64
    %b = llvm.mlir.constant(-0.75 : f64) : f64
    %add = llvm.fadd %a, %b : f64
    %sub = llvm.fsub %a, %b {fastmath = #llvm.fastmath<nnan, ninf>} : f64
    %mul = llvm.fmul %a, %b {fastmath = #llvm.fastmath<fast>} : f64
    %div = llvm.fdiv %a, %b : f64
    %rem = llvm.frem %a, %b : f64
    %neg = llvm.fneg %a : f64
    llvm.call @show(%add) : (f64) -> ()
    llvm.call @show(%sub) : (f64) -> ()
    llvm.call @show(%mul) : (f64) -> ()
    llvm.call @show(%div) : (f64) -> ()
    llvm.call @show(%rem) : (f64) -> ()
    llvm.call @show(%neg) : (f64) -> ()
    llvm.call @printNewline() : () -> ()

    %sqrt = llvm.intr.sqrt(%a) : (f64) -> f64
    %abs = llvm.intr.fabs(%b) : (f64) -> f64
    %fma = llvm.intr.fma(%a, %b, %a) : (f64, f64, f64) -> f64
    %pow = llvm.intr.pow(%a, %a) : (f64, f64) -> f64
    %exp = llvm.intr.exp(%b) : (f64) -> f64
    %log = llvm.intr.log(%a) : (f64) -> f64
    %flr = llvm.intr.floor(%b) : (f64) -> f64
    %cel = llvm.intr.ceil(%b) : (f64) -> f64
    %mn = llvm.intr.minnum(%a, %b) : (f64, f64) -> f64
    %mx = llvm.intr.maxnum(%a, %b) : (f64, f64) -> f64
    %cs = llvm.intr.copysign(%a, %b) : (f64, f64) -> f64
    llvm.call @show(%sqrt) : (f64) -> ()
    llvm.call @show(%abs) : (f64) -> ()
    llvm.call @show(%fma) : (f64) -> ()
    llvm.call @show(%pow) : (f64) -> ()
    llvm.call @show(%exp) : (f64) -> ()
    llvm.call @show(%log) : (f64) -> ()
    llvm.call @show(%flr) : (f64) -> ()
    llvm.call @show(%cel) : (f64) -> ()
    llvm.call @show(%mn) : (f64) -> ()
    llvm.call @show(%mx) : (f64) -> ()
    llvm.call @show(%cs) : (f64) -> ()
    llvm.call @printNewline() : () -> ()

    // f32 arithmetic and conversions.
    %x = llvm.mlir.constant(1.0e+10 : f32) : f32
    %y = llvm.mlir.constant(3.0 : f32) : f32
    %q = llvm.fdiv %x, %y : f32
    llvm.call @printF32(%q) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %ext = llvm.fpext %q : f32 to f64
    llvm.call @show(%ext) : (f64) -> ()
    %tr = llvm.fptrunc %div : f64 to f32
    llvm.call @printF32(%tr) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %si = llvm.fptosi %b : f64 to i64
    %ui = llvm.fptoui %a : f64 to i64
    llvm.call @printI64(%si) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%ui) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %m7 = llvm.mlir.constant(-7 : i32) : i32
    %sf = llvm.sitofp %m7 : i32 to f64
    %uf = llvm.uitofp %m7 : i32 to f64
    llvm.call @show(%sf) : (f64) -> ()
    llvm.call @show(%uf) : (f64) -> ()
    %bits = llvm.bitcast %a : f64 to i64
    llvm.call @printI64(%bits) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    // Ordered and unordered comparisons with a NaN.
    %zero = llvm.mlir.constant(0.0 : f64) : f64
    %nan = llvm.fdiv %zero, %zero : f64
    %olt = llvm.fcmp "olt" %nan, %a : f64
    %ult = llvm.fcmp "ult" %nan, %a : f64
    %oeq = llvm.fcmp "oeq" %a, %a : f64
    %une = llvm.fcmp "une" %nan, %nan : f64
    %ord = llvm.fcmp "ord" %a, %nan : f64
    %uno = llvm.fcmp "uno" %a, %nan : f64
    %z0 = llvm.zext %olt : i1 to i64
    %z1 = llvm.zext %ult : i1 to i64
    %z2 = llvm.zext %oeq : i1 to i64
    %z3 = llvm.zext %une : i1 to i64
    %z4 = llvm.zext %ord : i1 to i64
    %z5 = llvm.zext %uno : i1 to i64
    llvm.call @printI64(%z0) : (i64) -> ()
    llvm.call @printI64(%z1) : (i64) -> ()
    llvm.call @printI64(%z2) : (i64) -> ()
    llvm.call @printI64(%z3) : (i64) -> ()
    llvm.call @printI64(%z4) : (i64) -> ()
    llvm.call @printI64(%z5) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
