module {
  llvm.func @struct_fields(%arg0: !llvm.struct<(i32, f64)>, %arg1: i32) -> !llvm.struct<(i32, f64)> {
    %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, f64)> 
    %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(i32, f64)> 
    %2 = llvm.add %0, %arg1 : i32
    %3 = llvm.insertvalue %2, %arg0[0] : !llvm.struct<(i32, f64)> 
    %4 = llvm.fadd %1, %1  : f64
    %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(i32, f64)> 
    llvm.return %5 : !llvm.struct<(i32, f64)>
  }
  llvm.func @nested_aggregates(%arg0: !llvm.struct<(i8, array<4 x struct<(i32, i64)>>)>) -> i64 {
    %0 = llvm.extractvalue %arg0[1, 2, 1] : !llvm.struct<(i8, array<4 x struct<(i32, i64)>>)> 
    %1 = llvm.extractvalue %arg0[1, 3] : !llvm.struct<(i8, array<4 x struct<(i32, i64)>>)> 
    %2 = llvm.insertvalue %0, %1[1] : !llvm.struct<(i32, i64)> 
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i64)> 
    llvm.return %3 : i64
  }
  llvm.func @build_struct(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<"pair", (i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<"pair", (i32, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<"pair", (i32, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<"pair", (i32, ptr)> 
    llvm.return %2 : !llvm.struct<"pair", (i32, ptr)>
  }
  llvm.func @arrays(%arg0: !llvm.array<4 x f32>, %arg1: f32) -> !llvm.array<4 x f32> {
    %0 = llvm.extractvalue %arg0[3] : !llvm.array<4 x f32> 
    %1 = llvm.fmul %0, %arg1  : f32
    %2 = llvm.insertvalue %1, %arg0[0] : !llvm.array<4 x f32> 
    llvm.return %2 : !llvm.array<4 x f32>
  }
  llvm.func @vector_elements(%arg0: vector<4xf32>, %arg1: i32, %arg2: f32) -> vector<4xf32> {
    %0 = llvm.extractelement %arg0[%arg1 : i32] : vector<4xf32>
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.fadd %0, %arg2  : f32
    %3 = llvm.insertelement %2, %arg0[%1 : i64] : vector<4xf32>
    llvm.return %3 : vector<4xf32>
  }
  llvm.func @shuffles(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<8xi32> {
    %0 = llvm.shufflevector %arg0, %arg1 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xi32> 
    %1 = llvm.shufflevector %arg0, %arg0 [3, 2, 1, 0] : vector<4xi32> 
    %2 = llvm.shufflevector %1, %arg1 [0, -1] : vector<4xi32> 
    %3 = llvm.shufflevector %0, %0 [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xi32> 
    llvm.return %3 : vector<8xi32>
  }
  llvm.func @scalable_elements(%arg0: vector<[4]xi32>, %arg1: i64) -> i32 {
    %0 = llvm.extractelement %arg0[%arg1 : i64] : vector<[4]xi32>
    llvm.return %0 : i32
  }
}

