"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, ptr<1>, ptr<3>, ptr)>, linkage = #llvm.linkage<external>, sym_name = "pointers", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64)> (struct<()>, struct<(i32, f64)>, struct<packed (i8, i32)>, struct<(i32, struct<(f32, ptr)>)>)>, linkage = #llvm.linkage<external>, sym_name = "structs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<"pair", (i32, ptr)> (struct<"pair", (i32, ptr)>, struct<"packed_id", packed (i8, i64)>, struct<"empty_id", ()>)>, linkage = #llvm.linkage<external>, sym_name = "identified", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (struct<"op", opaque>)>, linkage = #llvm.linkage<external>, sym_name = "opaque_struct", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (struct<"node", (i32, ptr, struct<"node">)>)>, linkage = #llvm.linkage<external>, sym_name = "recursive", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, struct<"list", (ptr, array<2 x struct<"list">>)>)>, linkage = #llvm.linkage<external>, sym_name = "recursive_again", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<array<4 x i32> (array<4 x i32>, array<2 x array<3 x f32>>, array<0 x i8>, array<2 x struct<(i1, i8)>>, array<3 x vector<4xf32>>)>, linkage = #llvm.linkage<external>, sym_name = "arrays", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "fn_types", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {t0 = !llvm.func<i32 (i32, ...)>, t1 = !llvm.func<void ()>, t2 = !llvm.func<void (ptr, i64)>, t3 = !llvm.func<ptr (struct<(i32)>, array<2 x i8>)>, t4 = !llvm.func<void (...)>, t5 = !llvm.func<struct<(i32, i32)> (i32)>} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "misc_types", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {m0 = !llvm.token, m1 = !llvm.metadata, m2 = !llvm.label, m3 = !llvm.target<"spirv.Image">, m4 = !llvm.target<"typename", !llvm.ptr, i32, 42>, m5 = !llvm.vec<? x 4 x  ptr>, m6 = !llvm.vec<2 x ptr>, m7 = !llvm.void} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<4xi32> (i1, i8, i128, f16, bf16, f80, f128, vector<4xi32>, vector<[2]xf64>)>, linkage = #llvm.linkage<external>, sym_name = "builtin_in_llvm", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "returns_void", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
}) : () -> ()

