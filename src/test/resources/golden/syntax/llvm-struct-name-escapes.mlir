// mlirj-only: mlir-opt 19 prints an identified struct's name without escapes, so a name holding a quote, a
// newline or bytes outside printable ASCII prints as text that does not parse back (or parses as other bytes).
// RUN: mlirj opt %s | FileCheck %s
// Found by fuzzing (issue 20): a struct name holding U+FFFD printed as its UTF-8 bytes, one character each, and
// grew at every round trip. Names print as strings do everywhere else: printable ASCII as is, \" and \\, every
// other byte \XX. (RoundTripTest prints and parses this file again.)

// CHECK: llvm.func @names(!llvm.struct<"a\0Ab\22c\\d", (i64)>, !llvm.struct<"\EF\BF\BDx", (i32)>, !llvm.struct<"plain.name", opaque>)
llvm.func @names(!llvm.struct<"a\0Ab\"c\\d", (i64)>, !llvm.struct<"�x", (i32)>, !llvm.struct<"plain.name", opaque>)
// CHECK: llvm.func @target(!llvm.target<"spirv\09x", i32>)
llvm.func @target(!llvm.target<"spirv\09x", i32>)
