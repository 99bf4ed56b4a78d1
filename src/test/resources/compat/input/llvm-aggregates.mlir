// LLVM dialect aggregate and vector element operations.
llvm.func @struct_fields(%s: !llvm.struct<(i32, f64)>, %v: i32) -> !llvm.struct<(i32, f64)> {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64)>
  %1 = llvm.extractvalue %s[1] : !llvm.struct<(i32, f64)>
  %2 = llvm.add %0, %v : i32
  %3 = llvm.insertvalue %2, %s[0] : !llvm.struct<(i32, f64)>
  %4 = llvm.fadd %1, %1 : f64
  %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(i32, f64)>
  llvm.return %5 : !llvm.struct<(i32, f64)>
}

llvm.func @nested_aggregates(%a: !llvm.struct<(i8, array<4 x struct<(i32, i64)>>)>) -> i64 {
  %0 = llvm.extractvalue %a[1, 2, 1] : !llvm.struct<(i8, array<4 x struct<(i32, i64)>>)>
  %1 = llvm.extractvalue %a[1, 3] : !llvm.struct<(i8, array<4 x struct<(i32, i64)>>)>
  %2 = llvm.insertvalue %0, %1[1] : !llvm.struct<(i32, i64)>
  %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i64)>
  llvm.return %3 : i64
}

llvm.func @build_struct(%x: i32, %p: !llvm.ptr) -> !llvm.struct<"pair", (i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<"pair", (i32, ptr)>
  %1 = llvm.insertvalue %x, %0[0] : !llvm.struct<"pair", (i32, ptr)>
  %2 = llvm.insertvalue %p, %1[1] : !llvm.struct<"pair", (i32, ptr)>
  llvm.return %2 : !llvm.struct<"pair", (i32, ptr)>
}

llvm.func @arrays(%arr: !llvm.array<4 x f32>, %f: f32) -> !llvm.array<4 x f32> {
  %0 = llvm.extractvalue %arr[3] : !llvm.array<4 x f32>
  %1 = llvm.fmul %0, %f : f32
  %2 = llvm.insertvalue %1, %arr[0] : !llvm.array<4 x f32>
  llvm.return %2 : !llvm.array<4 x f32>
}

llvm.func @vector_elements(%v: vector<4xf32>, %i: i32, %x: f32) -> vector<4xf32> {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.fadd %0, %x : f32
  %2 = llvm.insertelement %1, %v[%c0 : i64] : vector<4xf32>
  llvm.return %2 : vector<4xf32>
}

llvm.func @shuffles(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<8xi32> {
  %0 = llvm.shufflevector %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xi32>
  %1 = llvm.shufflevector %a, %a [3, 2, 1, 0] : vector<4xi32>
  %2 = llvm.shufflevector %1, %b [0, -1] : vector<4xi32>
  %3 = llvm.shufflevector %0, %0 [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xi32>
  llvm.return %3 : vector<8xi32>
}

llvm.func @scalable_elements(%v: vector<[4]xi32>, %i: i64) -> i32 {
  %0 = llvm.extractelement %v[%i : i64] : vector<[4]xi32>
  llvm.return %0 : i32
}
