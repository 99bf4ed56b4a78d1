// Trailing (discardable) attribute dictionaries on custom-form ops.
func.func @trailing_attrs(%a: i32, %b: f32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a {test.unit} : i32
  %1 = arith.muli %0, %a overflow<nsw> {test.flag = true, test.name = "mul"} : i32
  %2 = arith.addf %b, %b fastmath<fast> {test.list = [1, 2, 3]} : f32
  %3 = arith.constant {test.on_constant} 5 : i32
  %4 = arith.select %c, %1, %3 {test.nested = {k = 1 : i8}} : i32
  %5 = arith.cmpi slt, %4, %a {test.dense = dense<1> : vector<2xi32>} : i32
  %6 = arith.extui %5 {test.x} : i1 to i32
  %7 = builtin.unrealized_conversion_cast %2 : f32 to i32 {test.cast}
  %8 = arith.addi %6, %7 : i32
  cf.br ^bb1(%8 : i32) {test.on_branch}
^bb1(%v: i32):
  return {test.on_return} %v : i32
}

func.func @call_attrs(%x: i32, %y: f32, %z: i1) -> i32 {
  %0 = call @trailing_attrs(%x, %y, %z) {test.on_call = 1 : i64} : (i32, f32, i1) -> i32
  return %0 : i32
}

llvm.func @llvm_trailing(%p: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.load %p {test.tbaa_like = "int"} : !llvm.ptr -> i32
  %1 = llvm.add %0, %x {test.tag} : i32
  llvm.store %1, %p {test.store} : i32, !llvm.ptr
  %2 = llvm.call @llvm_trailing(%p, %1) {test.call} : (!llvm.ptr, i32) -> i32
  llvm.return %2 : i32
}
