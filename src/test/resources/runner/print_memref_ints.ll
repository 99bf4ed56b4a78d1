; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define private void @printMemrefI8(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI8(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI8(ptr)

define private void @printMemrefI16(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI16(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI16(ptr)

declare void @printMemrefI32(i64, ptr)

declare void @printMemrefI64(i64, ptr)

declare void @printMemrefInd(i64, ptr)

define private void @printMemref1dI8(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dI8(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dI8(ptr)

define private void @printMemref1dI32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dI32(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dI32(ptr)

define private void @printMemref1dI64(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dI64(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dI64(ptr)

define private void @printMemref1dInd(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dInd(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dInd(ptr)

define private void @printMemrefShapeI8(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeI8(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeI8(ptr)

define private void @printMemrefShapeI32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeI32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeI32(ptr)

define private void @printMemrefShapeI64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeI64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeI64(ptr)

define private void @printMemrefShapeInd(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeInd(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeInd(ptr)

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i8, ptr null, i64 6) to i64))
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 6, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %8 = getelementptr i8, ptr %7, i64 0
  store i8 77, ptr %8, align 1
  %9 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %10 = getelementptr i8, ptr %9, i64 1
  store i8 76, ptr %10, align 1
  %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %12 = getelementptr i8, ptr %11, i64 2
  store i8 10, ptr %12, align 1
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %14 = getelementptr i8, ptr %13, i64 3
  store i8 -56, ptr %14, align 1
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %16 = getelementptr i8, ptr %15, i64 4
  store i8 -1, ptr %16, align 1
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %18 = getelementptr i8, ptr %17, i64 5
  store i8 48, ptr %18, align 1
  %19 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %19, align 8
  %20 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %19, 1
  %21 = extractvalue { i64, ptr } %20, 0
  %22 = extractvalue { i64, ptr } %20, 1
  call void @printMemrefI8(i64 %21, ptr %22)
  %23 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  %24 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 2
  %26 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %27 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 4, 0
  call void @printMemref1dI8(ptr %23, ptr %24, i64 %25, i64 %26, i64 %27)
  %28 = extractvalue { i64, ptr } %20, 0
  %29 = extractvalue { i64, ptr } %20, 1
  call void @printMemrefShapeI8(i64 %28, ptr %29)
  %30 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i16, ptr null, i64 4) to i64))
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %30, 0
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, ptr %30, 1
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, i64 0, 2
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 2, 3, 0
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 2, 3, 1
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 2, 4, 0
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 1, 4, 1
  %38 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, 1
  %39 = getelementptr i16, ptr %38, i64 0
  store i16 -32768, ptr %39, align 2
  %40 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, 1
  %41 = getelementptr i16, ptr %40, i64 1
  store i16 32767, ptr %41, align 2
  %42 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, 1
  %43 = getelementptr i16, ptr %42, i64 2
  store i16 0, ptr %43, align 2
  %44 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, 1
  %45 = getelementptr i16, ptr %44, i64 3
  store i16 -7, ptr %45, align 2
  %46 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, ptr %46, align 8
  %47 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %46, 1
  %48 = extractvalue { i64, ptr } %47, 0
  %49 = extractvalue { i64, ptr } %47, 1
  call void @printMemrefI16(i64 %48, ptr %49)
  %50 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 6) to i64))
  %51 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %50, 0
  %52 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %51, ptr %50, 1
  %53 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %52, i64 0, 2
  %54 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %53, i64 6, 3, 0
  %55 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %54, i64 1, 4, 0
  %56 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %57 = getelementptr i32, ptr %56, i64 0
  store i32 -2147483648, ptr %57, align 4
  %58 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %59 = getelementptr i32, ptr %58, i64 1
  store i32 2147483647, ptr %59, align 4
  %60 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %61 = getelementptr i32, ptr %60, i64 2
  store i32 0, ptr %61, align 4
  %62 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %63 = getelementptr i32, ptr %62, i64 3
  store i32 -1, ptr %63, align 4
  %64 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %65 = getelementptr i32, ptr %64, i64 4
  store i32 123456, ptr %65, align 4
  %66 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %67 = getelementptr i32, ptr %66, i64 5
  store i32 42, ptr %67, align 4
  %68 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, ptr %68, align 8
  %69 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %68, 1
  %70 = extractvalue { i64, ptr } %69, 0
  %71 = extractvalue { i64, ptr } %69, 1
  call void @printMemrefI32(i64 %70, ptr %71)
  %72 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 0
  %73 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %74 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 2
  %75 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 3, 0
  %76 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 4, 0
  call void @printMemref1dI32(ptr %72, ptr %73, i64 %74, i64 %75, i64 %76)
  %77 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 0
  %78 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %79 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %77, 0
  %80 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %79, ptr %78, 1
  %81 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %80, i64 1, 2
  %82 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %81, i64 3, 3, 0
  %83 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %82, i64 2, 4, 0
  %84 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %83, i64 1, 3, 1
  %85 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %84, i64 1, 4, 1
  %86 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %85, ptr %86, align 8
  %87 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %86, 1
  %88 = extractvalue { i64, ptr } %87, 0
  %89 = extractvalue { i64, ptr } %87, 1
  call void @printMemrefI32(i64 %88, ptr %89)
  %90 = extractvalue { i64, ptr } %87, 0
  %91 = extractvalue { i64, ptr } %87, 1
  call void @printMemrefShapeI32(i64 %90, ptr %91)
  %92 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 4) to i64))
  %93 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %92, 0
  %94 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %93, ptr %92, 1
  %95 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %94, i64 0, 2
  %96 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %95, i64 4, 3, 0
  %97 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %96, i64 1, 4, 0
  %98 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 1
  %99 = getelementptr i64, ptr %98, i64 0
  store i64 -9223372036854775808, ptr %99, align 4
  %100 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 1
  %101 = getelementptr i64, ptr %100, i64 1
  store i64 9223372036854775807, ptr %101, align 4
  %102 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 1
  %103 = getelementptr i64, ptr %102, i64 2
  store i64 1, ptr %103, align 4
  %104 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 1
  %105 = getelementptr i64, ptr %104, i64 3
  store i64 -1000000000000, ptr %105, align 4
  %106 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, ptr %106, align 8
  %107 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %106, 1
  %108 = extractvalue { i64, ptr } %107, 0
  %109 = extractvalue { i64, ptr } %107, 1
  call void @printMemrefI64(i64 %108, ptr %109)
  %110 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 0
  %111 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 1
  %112 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 2
  %113 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 3, 0
  %114 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 4, 0
  call void @printMemref1dI64(ptr %110, ptr %111, i64 %112, i64 %113, i64 %114)
  %115 = extractvalue { i64, ptr } %107, 0
  %116 = extractvalue { i64, ptr } %107, 1
  call void @printMemrefShapeI64(i64 %115, ptr %116)
  %117 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 1) to i64))
  %118 = insertvalue { ptr, ptr, i64 } undef, ptr %117, 0
  %119 = insertvalue { ptr, ptr, i64 } %118, ptr %117, 1
  %120 = insertvalue { ptr, ptr, i64 } %119, i64 0, 2
  %121 = extractvalue { ptr, ptr, i64 } %120, 1
  store i64 -1000000000000, ptr %121, align 4
  %122 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %120, ptr %122, align 8
  %123 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %122, 1
  %124 = extractvalue { i64, ptr } %123, 0
  %125 = extractvalue { i64, ptr } %123, 1
  call void @printMemrefI64(i64 %124, ptr %125)
  %126 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 3) to i64))
  %127 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %126, 0
  %128 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %127, ptr %126, 1
  %129 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %128, i64 0, 2
  %130 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %129, i64 3, 3, 0
  %131 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %130, i64 1, 4, 0
  %132 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 1
  %133 = getelementptr i64, ptr %132, i64 0
  store i64 -1, ptr %133, align 4
  %134 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 1
  %135 = getelementptr i64, ptr %134, i64 1
  store i64 0, ptr %135, align 4
  %136 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 1
  %137 = getelementptr i64, ptr %136, i64 2
  store i64 9223372036854775807, ptr %137, align 4
  %138 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, ptr %138, align 8
  %139 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %138, 1
  %140 = extractvalue { i64, ptr } %139, 0
  %141 = extractvalue { i64, ptr } %139, 1
  call void @printMemrefInd(i64 %140, ptr %141)
  %142 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 0
  %143 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 1
  %144 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 2
  %145 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 3, 0
  %146 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 4, 0
  call void @printMemref1dInd(ptr %142, ptr %143, i64 %144, i64 %145, i64 %146)
  %147 = extractvalue { i64, ptr } %139, 0
  %148 = extractvalue { i64, ptr } %139, 1
  call void @printMemrefShapeInd(i64 %147, ptr %148)
  %149 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  call void @free(ptr %149)
  %150 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, 0
  call void @free(ptr %150)
  %151 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 0
  call void @free(ptr %151)
  %152 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, 0
  call void @free(ptr %152)
  %153 = extractvalue { ptr, ptr, i64 } %120, 0
  call void @free(ptr %153)
  %154 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %131, 0
  call void @free(ptr %154)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
