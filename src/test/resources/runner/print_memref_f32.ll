; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @printMemrefF32(i64, ptr)

define private void @printMemrefShapeF32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeF32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeF32(ptr)

define private void @printMemref0dF32(ptr %0, ptr %1, i64 %2) {
  %4 = insertvalue { ptr, ptr, i64 } undef, ptr %0, 0
  %5 = insertvalue { ptr, ptr, i64 } %4, ptr %1, 1
  %6 = insertvalue { ptr, ptr, i64 } %5, i64 %2, 2
  %7 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %6, ptr %7, align 8
  call void @_mlir_ciface_printMemref0dF32(ptr %7)
  ret void
}

declare void @_mlir_ciface_printMemref0dF32(ptr)

define private void @printMemref1dF32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dF32(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dF32(ptr)

define private void @printMemref2dF32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, ptr %15, align 8
  call void @_mlir_ciface_printMemref2dF32(ptr %15)
  ret void
}

declare void @_mlir_ciface_printMemref2dF32(ptr)

define private void @printMemref3dF32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
  %10 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %0, 0
  %11 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %10, ptr %1, 1
  %12 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %11, i64 %2, 2
  %13 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %13, i64 %6, 4, 0
  %15 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %14, i64 %4, 3, 1
  %16 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %16, i64 %5, 3, 2
  %18 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %17, i64 %8, 4, 2
  %19 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, ptr %19, align 8
  call void @_mlir_ciface_printMemref3dF32(ptr %19)
  ret void
}

declare void @_mlir_ciface_printMemref3dF32(ptr)

define private void @printMemref4dF32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
  %12 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } undef, ptr %0, 0
  %13 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12, ptr %1, 1
  %14 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13, i64 %2, 2
  %15 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14, i64 %3, 3, 0
  %16 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %15, i64 %7, 4, 0
  %17 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %16, i64 %4, 3, 1
  %18 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %17, i64 %8, 4, 1
  %19 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %18, i64 %5, 3, 2
  %20 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %19, i64 %9, 4, 2
  %21 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %20, i64 %6, 3, 3
  %22 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %21, i64 %10, 4, 3
  %23 = alloca { ptr, ptr, i64, [4 x i64], [4 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, ptr %23, align 8
  call void @_mlir_ciface_printMemref4dF32(ptr %23)
  ret void
}

declare void @_mlir_ciface_printMemref4dF32(ptr)

define void @fill(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, float %5, float %6) {
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %2, 2
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 %4, 4, 0
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 3, 0
  br label %14

14:                                               ; preds = %17, %7
  %15 = phi i64 [ %23, %17 ], [ 0, %7 ]
  %16 = icmp slt i64 %15, %13
  br i1 %16, label %17, label %24

17:                                               ; preds = %14
  %18 = sitofp i64 %15 to float
  %19 = fmul float %18, %5
  %20 = fadd float %19, %6
  %21 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 1
  %22 = getelementptr float, ptr %21, i64 %15
  store float %20, ptr %22, align 4
  %23 = add i64 %15, 1
  br label %14

24:                                               ; preds = %14
  ret void
}

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 1) to i64))
  %2 = insertvalue { ptr, ptr, i64 } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64 } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64 } %3, i64 0, 2
  %5 = extractvalue { ptr, ptr, i64 } %4, 1
  store float -2.500000e+00, ptr %5, align 4
  %6 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %4, ptr %6, align 8
  %7 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %6, 1
  %8 = extractvalue { i64, ptr } %7, 0
  %9 = extractvalue { i64, ptr } %7, 1
  call void @printMemrefF32(i64 %8, ptr %9)
  %10 = extractvalue { i64, ptr } %7, 0
  %11 = extractvalue { i64, ptr } %7, 1
  call void @printMemrefF32(i64 %10, ptr %11)
  %12 = extractvalue { ptr, ptr, i64 } %4, 0
  %13 = extractvalue { ptr, ptr, i64 } %4, 1
  %14 = extractvalue { ptr, ptr, i64 } %4, 2
  call void @printMemref0dF32(ptr %12, ptr %13, i64 %14)
  %15 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 48) to i64))
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %15, 0
  %17 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %16, ptr %15, 1
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %17, i64 0, 2
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, i64 48, 3, 0
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, i64 1, 4, 0
  %21 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %22 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %23 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 2
  %24 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 3, 0
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 4, 0
  call void @fill(ptr %21, ptr %22, i64 %23, i64 %24, i64 %25, float 2.500000e-01, float -3.000000e+00)
  %26 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, ptr %26, align 8
  %27 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %26, 1
  %28 = extractvalue { i64, ptr } %27, 0
  %29 = extractvalue { i64, ptr } %27, 1
  call void @printMemrefF32(i64 %28, ptr %29)
  %30 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %31 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %30, 0
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, ptr %31, 1
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 0, 2
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 6, 3, 0
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 8, 4, 0
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 8, 3, 1
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 1, 4, 1
  %39 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, ptr %39, align 8
  %40 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %39, 1
  %41 = extractvalue { i64, ptr } %40, 0
  %42 = extractvalue { i64, ptr } %40, 1
  call void @printMemrefF32(i64 %41, ptr %42)
  %43 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %44 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %45 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %43, 0
  %46 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %45, ptr %44, 1
  %47 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %46, i64 0, 2
  %48 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %47, i64 2, 3, 0
  %49 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %48, i64 24, 4, 0
  %50 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %49, i64 3, 3, 1
  %51 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %50, i64 8, 4, 1
  %52 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %51, i64 8, 3, 2
  %53 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %52, i64 1, 4, 2
  %54 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %53, ptr %54, align 8
  %55 = insertvalue { i64, ptr } { i64 3, ptr undef }, ptr %54, 1
  %56 = extractvalue { i64, ptr } %55, 0
  %57 = extractvalue { i64, ptr } %55, 1
  call void @printMemrefF32(i64 %56, ptr %57)
  %58 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %59 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %60 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } undef, ptr %58, 0
  %61 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %60, ptr %59, 1
  %62 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %61, i64 0, 2
  %63 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %62, i64 2, 3, 0
  %64 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %63, i64 24, 4, 0
  %65 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %64, i64 3, 3, 1
  %66 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %65, i64 8, 4, 1
  %67 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %66, i64 2, 3, 2
  %68 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %67, i64 4, 4, 2
  %69 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %68, i64 4, 3, 3
  %70 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %69, i64 1, 4, 3
  %71 = alloca { ptr, ptr, i64, [4 x i64], [4 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [4 x i64], [4 x i64] } %70, ptr %71, align 8
  %72 = insertvalue { i64, ptr } { i64 4, ptr undef }, ptr %71, 1
  %73 = extractvalue { i64, ptr } %72, 0
  %74 = extractvalue { i64, ptr } %72, 1
  call void @printMemrefF32(i64 %73, ptr %74)
  %75 = extractvalue { i64, ptr } %72, 0
  %76 = extractvalue { i64, ptr } %72, 1
  call void @printMemrefShapeF32(i64 %75, ptr %76)
  %77 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %78 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %79 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %77, 0
  %80 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %79, ptr %78, 1
  %81 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %80, i64 3, 2
  %82 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %81, i64 5, 3, 0
  %83 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %82, i64 2, 4, 0
  %84 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %83, 0
  %85 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %83, 1
  %86 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %83, 2
  %87 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %83, 3, 0
  %88 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %83, 4, 0
  call void @printMemref1dF32(ptr %84, ptr %85, i64 %86, i64 %87, i64 %88)
  %89 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %90 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %91 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %89, 0
  %92 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %91, ptr %90, 1
  %93 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %92, i64 10, 2
  %94 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %93, i64 3, 3, 0
  %95 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %94, i64 16, 4, 0
  %96 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %95, i64 4, 3, 1
  %97 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %96, i64 1, 4, 1
  %98 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 0
  %99 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 1
  %100 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 2
  %101 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 3, 0
  %102 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 3, 1
  %103 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 4, 0
  %104 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, 4, 1
  call void @printMemref2dF32(ptr %98, ptr %99, i64 %100, i64 %101, i64 %102, i64 %103, i64 %104)
  %105 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, ptr %105, align 8
  %106 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %105, 1
  %107 = extractvalue { i64, ptr } %106, 0
  %108 = extractvalue { i64, ptr } %106, 1
  call void @printMemrefF32(i64 %107, ptr %108)
  %109 = extractvalue { i64, ptr } %106, 0
  %110 = extractvalue { i64, ptr } %106, 1
  call void @printMemrefShapeF32(i64 %109, ptr %110)
  %111 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %112 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %113 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %111, 0
  %114 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %113, ptr %112, 1
  %115 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %114, i64 25, 2
  %116 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %115, i64 1, 3, 0
  %117 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %116, i64 24, 4, 0
  %118 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %117, i64 3, 3, 1
  %119 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %118, i64 8, 4, 1
  %120 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %119, i64 3, 3, 2
  %121 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %120, i64 3, 4, 2
  %122 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 0
  %123 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 1
  %124 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 2
  %125 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 3, 0
  %126 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 3, 1
  %127 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 3, 2
  %128 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 4, 0
  %129 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 4, 1
  %130 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %121, 4, 2
  call void @printMemref3dF32(ptr %122, ptr %123, i64 %124, i64 %125, i64 %126, i64 %127, i64 %128, i64 %129, i64 %130)
  %131 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %132 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } undef, ptr %131, 0
  %134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %133, ptr %132, 1
  %135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %134, i64 9, 2
  %136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %135, i64 2, 3, 0
  %137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %136, i64 24, 4, 0
  %138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %137, i64 2, 3, 1
  %139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %138, i64 8, 4, 1
  %140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %139, i64 2, 3, 2
  %141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %140, i64 4, 4, 2
  %142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %141, i64 3, 3, 3
  %143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %142, i64 1, 4, 3
  %144 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 0
  %145 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %146 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 2
  %147 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 3, 0
  %148 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 3, 1
  %149 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 3, 2
  %150 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 3, 3
  %151 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 4, 0
  %152 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 4, 1
  %153 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 4, 2
  %154 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 4, 3
  call void @printMemref4dF32(ptr %144, ptr %145, i64 %146, i64 %147, i64 %148, i64 %149, i64 %150, i64 %151, i64 %152, i64 %153, i64 %154)
  %155 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, 0
  %156 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %155, 0
  %157 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, 1
  %158 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, ptr %157, 1
  %159 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, 2
  %160 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %158, i64 %159, 2
  %161 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, 3, 1
  %162 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %160, i64 %161, 3, 0
  %163 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, 4, 1
  %164 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %162, i64 %163, 4, 0
  %165 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, 3, 0
  %166 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %164, i64 %165, 3, 1
  %167 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, 4, 0
  %168 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %166, i64 %167, 4, 1
  %169 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %168, ptr %169, align 8
  %170 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %169, 1
  %171 = extractvalue { i64, ptr } %170, 0
  %172 = extractvalue { i64, ptr } %170, 1
  call void @printMemrefF32(i64 %171, ptr %172)
  %173 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %174 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %175 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %173, 0
  %176 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %175, ptr %174, 1
  %177 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %176, i64 7, 2
  %178 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %177, i64 0, 3, 0
  %179 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %178, i64 1, 4, 0
  %180 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %179, ptr %180, align 8
  %181 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %180, 1
  %182 = extractvalue { i64, ptr } %181, 0
  %183 = extractvalue { i64, ptr } %181, 1
  call void @printMemrefF32(i64 %182, ptr %183)
  %184 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %185 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %186 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %184, 0
  %187 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %186, ptr %185, 1
  %188 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, i64 9, 2
  %189 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %188, i64 2, 3, 0
  %190 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %189, i64 8, 4, 0
  %191 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %190, i64 0, 3, 1
  %192 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %191, i64 1, 4, 1
  %193 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %192, ptr %193, align 8
  %194 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %193, 1
  %195 = extractvalue { i64, ptr } %194, 0
  %196 = extractvalue { i64, ptr } %194, 1
  call void @printMemrefF32(i64 %195, ptr %196)
  %197 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %198 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %199 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %197, 0
  %200 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %199, ptr %198, 1
  %201 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %200, i64 10, 2
  %202 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %201, i64 0, 3, 0
  %203 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %202, i64 24, 4, 0
  %204 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %203, i64 2, 3, 1
  %205 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %204, i64 8, 4, 1
  %206 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %205, i64 3, 3, 2
  %207 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %206, i64 1, 4, 2
  %208 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %207, ptr %208, align 8
  %209 = insertvalue { i64, ptr } { i64 3, ptr undef }, ptr %208, 1
  %210 = extractvalue { i64, ptr } %209, 0
  %211 = extractvalue { i64, ptr } %209, 1
  call void @printMemrefF32(i64 %210, ptr %211)
  %212 = extractvalue { i64, ptr } %209, 0
  %213 = extractvalue { i64, ptr } %209, 1
  call void @printMemrefShapeF32(i64 %212, ptr %213)
  %214 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  %215 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %216 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %214, 0
  %217 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %216, ptr %215, 1
  %218 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %217, i64 45, 2
  %219 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %218, i64 1, 3, 0
  %220 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %219, i64 24, 4, 0
  %221 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %220, i64 1, 3, 1
  %222 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %221, i64 8, 4, 1
  %223 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %222, i64 1, 3, 2
  %224 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %223, i64 1, 4, 2
  %225 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %224, ptr %225, align 8
  %226 = insertvalue { i64, ptr } { i64 3, ptr undef }, ptr %225, 1
  %227 = extractvalue { i64, ptr } %226, 0
  %228 = extractvalue { i64, ptr } %226, 1
  call void @printMemrefF32(i64 %227, ptr %228)
  %229 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 14) to i64))
  %230 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %229, 0
  %231 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %230, ptr %229, 1
  %232 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %231, i64 0, 2
  %233 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %232, i64 14, 3, 0
  %234 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %233, i64 1, 4, 0
  %235 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %236 = getelementptr float, ptr %235, i64 0
  store float 0x7FF0000000000000, ptr %236, align 4
  %237 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %238 = getelementptr float, ptr %237, i64 1
  store float 0xFFF0000000000000, ptr %238, align 4
  %239 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %240 = getelementptr float, ptr %239, i64 2
  store float 0x7FF8000000000000, ptr %240, align 4
  %241 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %242 = getelementptr float, ptr %241, i64 3
  store float 0xFFF8000000000000, ptr %242, align 4
  %243 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %244 = getelementptr float, ptr %243, i64 4
  store float -0.000000e+00, ptr %244, align 4
  %245 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %246 = getelementptr float, ptr %245, i64 5
  store float 0x3E7AD7F2A0000000, ptr %246, align 4
  %247 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %248 = getelementptr float, ptr %247, i64 6
  store float 0x419D6F3460000000, ptr %248, align 4
  %249 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %250 = getelementptr float, ptr %249, i64 7
  store float 0x4132D68500000000, ptr %250, align 4
  %251 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %252 = getelementptr float, ptr %251, i64 8
  store float 0x3FD5555560000000, ptr %252, align 4
  %253 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %254 = getelementptr float, ptr %253, i64 9
  store float 0x3F1A36E2E0000000, ptr %254, align 4
  %255 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %256 = getelementptr float, ptr %255, i64 10
  store float 0x37A16C2000000000, ptr %256, align 4
  %257 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %258 = getelementptr float, ptr %257, i64 11
  store float 0x47EFFFFFE0000000, ptr %258, align 4
  %259 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %260 = getelementptr float, ptr %259, i64 12
  store float 0x412E847F00000000, ptr %260, align 4
  %261 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 1
  %262 = getelementptr float, ptr %261, i64 13
  store float 1.000000e+02, ptr %262, align 4
  %263 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, ptr %263, align 8
  %264 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %263, 1
  %265 = extractvalue { i64, ptr } %264, 0
  %266 = extractvalue { i64, ptr } %264, 1
  call void @printMemrefF32(i64 %265, ptr %266)
  %267 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %234, 0
  call void @free(ptr %267)
  %268 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 0
  call void @free(ptr %268)
  %269 = extractvalue { ptr, ptr, i64 } %4, 0
  call void @free(ptr %269)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
