; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define private void @printMemrefF32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF32(ptr)

define private void @printMemrefI32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI32(ptr)

define private void @printMemrefI64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI64(ptr)

define private void @printMemrefInd(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefInd(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefInd(ptr)

define private void @printMemrefF64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF64(ptr)

define private void @printMemrefC32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefC32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefC32(ptr)

define private void @printMemrefC64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefC64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefC64(ptr)

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 6) to i64))
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 3, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %10 = getelementptr float, ptr %9, i64 0
  store float 1.500000e+00, ptr %10, align 4
  %11 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %12 = getelementptr float, ptr %11, i64 1
  store float -1.250000e-01, ptr %12, align 4
  %13 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %14 = getelementptr float, ptr %13, i64 1
  store float 1.500000e+00, ptr %14, align 4
  %15 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %16 = getelementptr float, ptr %15, i64 3
  store float -1.250000e-01, ptr %16, align 4
  %17 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %18 = getelementptr float, ptr %17, i64 2
  store float 1.500000e+00, ptr %18, align 4
  %19 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %20 = getelementptr float, ptr %19, i64 4
  store float -1.250000e-01, ptr %20, align 4
  %21 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %22 = getelementptr float, ptr %21, i64 5
  store float -1.250000e-01, ptr %22, align 4
  %23 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %23, align 8
  %24 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %23, 1
  %25 = extractvalue { i64, ptr } %24, 0
  %26 = extractvalue { i64, ptr } %24, 1
  call void @printMemrefF32(i64 %25, ptr %26)
  %27 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 2) to i64))
  %28 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %27, 0
  %29 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %28, ptr %27, 1
  %30 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %29, i64 0, 2
  %31 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %30, i64 2, 3, 0
  %32 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, i64 1, 4, 0
  %33 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 1
  %34 = getelementptr i32, ptr %33, i64 0
  store i32 -5, ptr %34, align 4
  %35 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 1
  %36 = getelementptr i32, ptr %35, i64 1
  store i32 -5, ptr %36, align 4
  %37 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, ptr %37, align 8
  %38 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %37, 1
  %39 = extractvalue { i64, ptr } %38, 0
  %40 = extractvalue { i64, ptr } %38, 1
  call void @printMemrefI32(i64 %39, ptr %40)
  %41 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 1) to i64))
  %42 = insertvalue { ptr, ptr, i64 } undef, ptr %41, 0
  %43 = insertvalue { ptr, ptr, i64 } %42, ptr %41, 1
  %44 = insertvalue { ptr, ptr, i64 } %43, i64 0, 2
  %45 = extractvalue { ptr, ptr, i64 } %44, 1
  store i64 77, ptr %45, align 4
  %46 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %44, ptr %46, align 8
  %47 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %46, 1
  %48 = extractvalue { i64, ptr } %47, 0
  %49 = extractvalue { i64, ptr } %47, 1
  call void @printMemrefI64(i64 %48, ptr %49)
  %50 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 1) to i64))
  %51 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %50, 0
  %52 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %51, ptr %50, 1
  %53 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %52, i64 0, 2
  %54 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %53, i64 1, 3, 0
  %55 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %54, i64 1, 4, 0
  %56 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 1
  %57 = getelementptr i64, ptr %56, i64 0
  store i64 -2, ptr %57, align 4
  %58 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, ptr %58, align 8
  %59 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %58, 1
  %60 = extractvalue { i64, ptr } %59, 0
  %61 = extractvalue { i64, ptr } %59, 1
  call void @printMemrefInd(i64 %60, ptr %61)
  %62 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 2) to i64))
  %63 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %62, 0
  %64 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %63, ptr %62, 1
  %65 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %64, i64 0, 2
  %66 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %65, i64 2, 3, 0
  %67 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %66, i64 1, 4, 0
  %68 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %67, 1
  %69 = getelementptr double, ptr %68, i64 0
  store double 2.000000e-300, ptr %69, align 8
  %70 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %67, 1
  %71 = getelementptr double, ptr %70, i64 1
  store double -0.000000e+00, ptr %71, align 8
  %72 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %67, ptr %72, align 8
  %73 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %72, 1
  %74 = extractvalue { i64, ptr } %73, 0
  %75 = extractvalue { i64, ptr } %73, 1
  call void @printMemrefF64(i64 %74, ptr %75)
  %76 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i64 1) to i64), i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)))
  %77 = ptrtoint ptr %76 to i64
  %78 = add i64 %77, sub (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64), i64 1)
  %79 = urem i64 %78, ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)
  %80 = sub i64 %78, %79
  %81 = inttoptr i64 %80 to ptr
  %82 = insertvalue { ptr, ptr, i64 } undef, ptr %76, 0
  %83 = insertvalue { ptr, ptr, i64 } %82, ptr %81, 1
  %84 = insertvalue { ptr, ptr, i64 } %83, i64 0, 2
  %85 = extractvalue { ptr, ptr, i64 } %84, 1
  store { float, float } { float 1.500000e+00, float -1.250000e-01 }, ptr %85, align 4
  %86 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %84, ptr %86, align 8
  %87 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %86, 1
  %88 = extractvalue { i64, ptr } %87, 0
  %89 = extractvalue { i64, ptr } %87, 1
  call void @printMemrefC32(i64 %88, ptr %89)
  %90 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i64 2) to i64), i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)))
  %91 = ptrtoint ptr %90 to i64
  %92 = add i64 %91, sub (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64), i64 1)
  %93 = urem i64 %92, ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)
  %94 = sub i64 %92, %93
  %95 = inttoptr i64 %94 to ptr
  %96 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %90, 0
  %97 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %96, ptr %95, 1
  %98 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, i64 0, 2
  %99 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %98, i64 1, 3, 0
  %100 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, i64 2, 3, 1
  %101 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %100, i64 2, 4, 0
  %102 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %101, i64 1, 4, 1
  %103 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %102, 1
  %104 = getelementptr { double, double }, ptr %103, i64 0
  store { double, double } { double 2.000000e-300, double -0.000000e+00 }, ptr %104, align 8
  %105 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %102, 1
  %106 = getelementptr { double, double }, ptr %105, i64 1
  store { double, double } { double -0.000000e+00, double 2.000000e-300 }, ptr %106, align 8
  %107 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %102, ptr %107, align 8
  %108 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %107, 1
  %109 = extractvalue { i64, ptr } %108, 0
  %110 = extractvalue { i64, ptr } %108, 1
  call void @printMemrefC64(i64 %109, ptr %110)
  %111 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %67, 0
  call void @free(ptr %111)
  %112 = extractvalue { ptr, ptr, i64 } %84, 0
  call void @free(ptr %112)
  %113 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %102, 0
  call void @free(ptr %113)
  %114 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  call void @free(ptr %114)
  %115 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, 0
  call void @free(ptr %115)
  %116 = extractvalue { ptr, ptr, i64 } %44, 0
  call void @free(ptr %116)
  %117 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, 0
  call void @free(ptr %117)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
