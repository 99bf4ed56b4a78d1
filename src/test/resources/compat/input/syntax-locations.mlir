// Source locations of every kind, including #loc aliases. Default printing drops them;
// see the mlir19-debuginfo outputs for how they print.
#loc_file = loc("source.c":10:5)
#loc_name = loc("named_location")
#loc_alias_used_twice = loc("shared.c":1:1)
module {
  func.func @locations(%a: i32 loc("args.c":1:20), %b: i32 loc(unknown)) -> i32 {
    %0 = arith.addi %a, %b : i32 loc("file.mlir":3:4)
    %1 = arith.muli %0, %a : i32 loc("named")
    %2 = arith.subi %1, %b : i32 loc("named_with_child"("inner.c":7:9))
    %3 = arith.xori %2, %a : i32 loc(fused["a.c":1:1, "b.c":2:2])
    %4 = arith.ori %3, %b : i32 loc(fused<"tag">["a.c":3:3, "b.c":4:4])
    %5 = arith.andi %4, %a : i32 loc(callsite("callee.c":5:1 at "caller.c":20:3))
    %6 = arith.addi %5, %b : i32 loc(callsite("inlined" at callsite("mid.c":2:2 at "top.c":9:9)))
    %7 = arith.addi %6, %a : i32 loc(unknown)
    %8 = arith.muli %7, %b : i32 loc(#loc_file)
    %9 = arith.muli %8, %a : i32 loc(#loc_name)
    %10 = arith.addi %9, %b : i32 loc(#loc_alias_used_twice)
    %11 = arith.addi %10, %a : i32 loc(#loc_alias_used_twice)
    %12 = arith.addi %11, %b : i32 loc(fused[#loc_file, "c.c":8:8, unknown])
    %13 = arith.addi %12, %a : i32 loc(fused<{pass = "inline"}>[#loc_name])
    %14 = arith.addi %13, %b : i32 loc("file.mlir":3:4)
    %15 = arith.addi %14, %a : i32 loc("wide.c":100:1)
    return %15 : i32 loc("ret.c":1:1)
  } loc("func.c":1:1)

  func.func @block_arg_locs(%c: i1) -> i32 {
    %c1 = arith.constant 1 : i32 loc("const.c":2:2)
    cf.cond_br %c, ^bb1(%c1 : i32), ^bb1(%c1 : i32)
  ^bb1(%x: i32 loc("blockarg.c":3:3)):
    return %x : i32
  }

  llvm.func @llvm_locs(%p: !llvm.ptr loc("p.c":1:1)) -> i32 {
    %0 = llvm.load %p : !llvm.ptr -> i32 loc(fused["load.c":4:4, "load2.c":5:5])
    llvm.return %0 : i32 loc("lret.c":6:6)
  }
} loc("module.mlir":0:0)
