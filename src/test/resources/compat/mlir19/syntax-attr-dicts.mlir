module {
  func.func @trailing_attrs(%arg0: i32, %arg1: f32, %arg2: i1) -> i32 {
    %0 = arith.addi %arg0, %arg0 {test.unit} : i32
    %1 = arith.muli %0, %arg0 overflow<nsw> {test.flag = true, test.name = "mul"} : i32
    %2 = arith.addf %arg1, %arg1 fastmath<fast> {test.list = [1, 2, 3]} : f32
    %c5_i32 = arith.constant {test.on_constant} 5 : i32
    %3 = arith.select %arg2, %1, %c5_i32 {test.nested = {k = 1 : i8}} : i32
    %4 = arith.cmpi slt, %3, %arg0 {test.dense = dense<1> : vector<2xi32>} : i32
    %5 = arith.extui %4 {test.x} : i1 to i32
    %6 = builtin.unrealized_conversion_cast %2 : f32 to i32 {test.cast}
    %7 = arith.addi %5, %6 : i32
    cf.br ^bb1(%7 : i32) {test.on_branch}
  ^bb1(%8: i32):  // pred: ^bb0
    return {test.on_return} %8 : i32
  }
  func.func @call_attrs(%arg0: i32, %arg1: f32, %arg2: i1) -> i32 {
    %0 = call @trailing_attrs(%arg0, %arg1, %arg2) {test.on_call = 1 : i64} : (i32, f32, i1) -> i32
    return %0 : i32
  }
  llvm.func @llvm_trailing(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
    %0 = llvm.load %arg0 {test.tbaa_like = "int"} : !llvm.ptr -> i32
    %1 = llvm.add %0, %arg1 {test.tag} : i32
    llvm.store %1, %arg0 {test.store} : i32, !llvm.ptr
    %2 = llvm.call @llvm_trailing(%arg0, %1) {test.call} : (!llvm.ptr, i32) -> i32
    llvm.return %2 : i32
  }
}

