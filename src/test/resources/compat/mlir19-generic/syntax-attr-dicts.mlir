"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32, i1) -> i32, sym_name = "trailing_attrs"}> ({
  ^bb0(%arg5: i32, %arg6: f32, %arg7: i1):
    %4 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> {test.unit} : (i32, i32) -> i32
    %5 = "arith.muli"(%4, %arg5) <{overflowFlags = #arith.overflow<nsw>}> {test.flag = true, test.name = "mul"} : (i32, i32) -> i32
    %6 = "arith.addf"(%arg6, %arg6) <{fastmath = #arith.fastmath<fast>}> {test.list = [1, 2, 3]} : (f32, f32) -> f32
    %7 = "arith.constant"() <{value = 5 : i32}> {test.on_constant} : () -> i32
    %8 = "arith.select"(%arg7, %5, %7) {test.nested = {k = 1 : i8}} : (i1, i32, i32) -> i32
    %9 = "arith.cmpi"(%8, %arg5) <{predicate = 2 : i64}> {test.dense = dense<1> : vector<2xi32>} : (i32, i32) -> i1
    %10 = "arith.extui"(%9) {test.x} : (i1) -> i32
    %11 = "builtin.unrealized_conversion_cast"(%6) {test.cast} : (f32) -> i32
    %12 = "arith.addi"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%12)[^bb1] {test.on_branch} : (i32) -> ()
  ^bb1(%13: i32):  // pred: ^bb0
    "func.return"(%13) {test.on_return} : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32, i1) -> i32, sym_name = "call_attrs"}> ({
  ^bb0(%arg2: i32, %arg3: f32, %arg4: i1):
    %3 = "func.call"(%arg2, %arg3, %arg4) <{callee = @trailing_attrs}> {test.on_call = 1 : i64} : (i32, f32, i1) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "llvm_trailing", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i32):
    %0 = "llvm.load"(%arg0) <{ordering = 0 : i64}> {test.tbaa_like = "int"} : (!llvm.ptr) -> i32
    %1 = "llvm.add"(%0, %arg1) <{overflowFlags = #llvm.overflow<none>}> {test.tag} : (i32, i32) -> i32
    "llvm.store"(%1, %arg0) <{ordering = 0 : i64}> {test.store} : (i32, !llvm.ptr) -> ()
    %2 = "llvm.call"(%arg0, %1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @llvm_trailing, fastmathFlags = #llvm.fastmath<none>}> {test.call} : (!llvm.ptr, i32) -> i32
    "llvm.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

