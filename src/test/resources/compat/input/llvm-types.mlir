// LLVM dialect types in llvm.func signatures.
module {
  // Pointers in address spaces.
  llvm.func @pointers(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>, !llvm.ptr<0>) -> !llvm.ptr

  // Literal, packed and identified structs.
  llvm.func @structs(!llvm.struct<()>, !llvm.struct<(i32, f64)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<(i32, struct<(f32, ptr)>)>) -> !llvm.struct<(i32, f64)>
  llvm.func @identified(!llvm.struct<"pair", (i32, ptr)>, !llvm.struct<"packed_id", packed (i8, i64)>, !llvm.struct<"empty_id", ()>) -> !llvm.struct<"pair", (i32, ptr)>
  llvm.func @opaque_struct(!llvm.struct<"op", opaque>) -> ()

  // A recursive identified struct refers to itself by name.
  llvm.func @recursive(!llvm.struct<"node", (i32, ptr, struct<"node">)>) -> ()
  llvm.func @recursive_again(!llvm.ptr, !llvm.struct<"list", (ptr, array<2 x struct<"list">>)>) -> ()

  // Arrays, nested arrays, arrays of structs and vectors.
  llvm.func @arrays(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x f32>>, !llvm.array<0 x i8>, !llvm.array<2 x struct<(i1, i8)>>, !llvm.array<3 x vector<4xf32>>) -> !llvm.array<4 x i32>

  // Function types: returning void, varargs, pointer arguments.
  llvm.func @fn_types(!llvm.ptr) attributes {
    t0 = !llvm.func<i32 (i32, ...)>,
    t1 = !llvm.func<void ()>,
    t2 = !llvm.func<void (ptr, i64)>,
    t3 = !llvm.func<ptr (struct<(i32)>, array<2 x i8>)>,
    t4 = !llvm.func<void (...)>,
    t5 = !llvm.func<struct<(i32, i32)> (i32)>
  }

  // Other LLVM types: token, metadata, label, target extension types, scalable vectors.
  llvm.func @misc_types() attributes {
    m0 = !llvm.token,
    m1 = !llvm.metadata,
    m2 = !llvm.label,
    m3 = !llvm.target<"spirv.Image">,
    m4 = !llvm.target<"typename", !llvm.ptr, i32, 42>,
    m5 = !llvm.vec<? x 4 x ptr>,
    m6 = !llvm.vec<2 x ptr>,
    m7 = !llvm.void
  }

  // Builtin types that LLVM uses directly.
  llvm.func @builtin_in_llvm(i1, i8, i128, f16, bf16, f80, f128, vector<4xi32>, vector<[2]xf64>) -> vector<4xi32>
  llvm.func @returns_void() -> !llvm.void
}
