// Integer arithmetic, comparisons and casts at several widths, with overflow flags.
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printI64(i64)
  llvm.func @printU64(i64)
  llvm.func @printNewline()
  llvm.func @printComma()

  llvm.func @show(%v: i64) {
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }

  llvm.func @main() {
    %a = llvm.mlir.constant(-17 : i64) : i64
    %b = llvm.mlir.constant(5 : i64) : i64
    %add = llvm.add %a, %b overflow<nsw> : i64
    %sub = llvm.sub %a, %b : i64
    %mul = llvm.mul %a, %b overflow<nsw, nuw> : i64
    %sdiv = llvm.sdiv %a, %b : i64
    %udiv = llvm.udiv %a, %b : i64
    %srem = llvm.srem %a, %b : i64
    %urem = llvm.urem %a, %b : i64
    %and = llvm.and %a, %b : i64
    %or = llvm.or %a, %b : i64
    %xor = llvm.xor %a, %b : i64
    %shl = llvm.shl %a, %b : i64
    %lshr = llvm.lshr %a, %b : i64
    %ashr = llvm.ashr %a, %b : i64
    llvm.call @show(%add) : (i64) -> ()
    llvm.call @show(%sub) : (i64) -> ()
    llvm.call @show(%mul) : (i64) -> ()
    llvm.call @show(%sdiv) : (i64) -> ()
    llvm.call @show(%udiv) : (i64) -> ()
    llvm.call @show(%srem) : (i64) -> ()
    llvm.call @show(%urem) : (i64) -> ()
    llvm.call @show(%and) : (i64) -> ()
    llvm.call @show(%or) : (i64) -> ()
    llvm.call @show(%xor) : (i64) -> ()
    llvm.call @show(%shl) : (i64) -> ()
    llvm.call @show(%lshr) : (i64) -> ()
    llvm.call @show(%ashr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    // Every icmp predicate on (-17, 5), printed as 0/1.
    %eq = llvm.icmp "eq" %a, %b : i64
    %ne = llvm.icmp "ne" %a, %b : i64
    %slt = llvm.icmp "slt" %a, %b : i64
    %sle = llvm.icmp "sle" %a, %b : i64
    %sgt = llvm.icmp "sgt" %a, %b : i64
    %sge = llvm.icmp "sge" %a, %b : i64
    %ult = llvm.icmp "ult" %a, %b : i64
    %ule = llvm.icmp "ule" %a, %b : i64
    %ugt = llvm.icmp "ugt" %a, %b : i64
    %uge = llvm.icmp "uge" %a, %b : i64
    %x0 = llvm.zext %eq : i1 to i64
    %x1 = llvm.zext %ne : i1 to i64
    %x2 = llvm.zext %slt : i1 to i64
    %x3 = llvm.zext %sle : i1 to i64
    %x4 = llvm.zext %sgt : i1 to i64
    %x5 = llvm.zext %sge : i1 to i64
    %x6 = llvm.zext %ult : i1 to i64
    %x7 = llvm.zext %ule : i1 to i64
    %x8 = llvm.zext %ugt : i1 to i64
    %x9 = llvm.zext %uge : i1 to i64
    llvm.call @show(%x0) : (i64) -> ()
    llvm.call @show(%x1) : (i64) -> ()
    llvm.call @show(%x2) : (i64) -> ()
    llvm.call @show(%x3) : (i64) -> ()
    llvm.call @show(%x4) : (i64) -> ()
    llvm.call @show(%x5) : (i64) -> ()
    llvm.call @show(%x6) : (i64) -> ()
    llvm.call @show(%x7) : (i64) -> ()
    llvm.call @show(%x8) : (i64) -> ()
    llvm.call @show(%x9) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    // Narrow widths: i8 wraps, i32 sign and zero extension, truncation.
    %c200 = llvm.mlir.constant(200 : i16) : i16
    %t8 = llvm.trunc %c200 : i16 to i8
    %s8 = llvm.sext %t8 : i8 to i64
    %z8 = llvm.zext %t8 : i8 to i64
    %i8a = llvm.mlir.constant(100 : i8) : i8
    %i8s = llvm.add %t8, %i8a : i8
    %i8x = llvm.sext %i8s : i8 to i64
    %m32 = llvm.mlir.constant(-1 : i32) : i32
    %s32 = llvm.sext %m32 : i32 to i64
    %z32 = llvm.zext %m32 : i32 to i64
    llvm.call @show(%s8) : (i64) -> ()
    llvm.call @show(%z8) : (i64) -> ()
    llvm.call @show(%i8x) : (i64) -> ()
    llvm.call @show(%s32) : (i64) -> ()
    llvm.call @show(%z32) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    // Extremes.
    %min = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %max = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %m1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @show(%min) : (i64) -> ()
    llvm.call @show(%max) : (i64) -> ()
    llvm.call @printU64(%m1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    // select, and an i1 computed by xor.
    %tr = llvm.mlir.constant(true) : i1
    %nslt = llvm.xor %slt, %tr : i1
    %sel = llvm.select %nslt, %a, %b : i1, i64
    llvm.call @show(%sel) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
