; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @printI64(i64)

declare void @printNewline()

define private i64 @verifyMemRefF32(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefF32(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefF32(ptr, ptr)

define private i64 @verifyMemRefF64(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefF64(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefF64(ptr, ptr)

define private i64 @verifyMemRefF16(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefF16(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefF16(ptr, ptr)

define private i64 @verifyMemRefBF16(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefBF16(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefBF16(ptr, ptr)

define private i64 @verifyMemRefI8(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefI8(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefI8(ptr, ptr)

define private i64 @verifyMemRefI16(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefI16(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefI16(ptr, ptr)

define private i64 @verifyMemRefI32(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefI32(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefI32(ptr, ptr)

define private i64 @verifyMemRefI64(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefI64(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefI64(ptr, ptr)

define private i64 @verifyMemRefInd(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefInd(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefInd(ptr, ptr)

define private i64 @verifyMemRefC32(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefC32(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefC32(ptr, ptr)

define private i64 @verifyMemRefC64(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } undef, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefC64(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefC64(ptr, ptr)

define void @report(i64 %0) {
  call void @printI64(i64 %0)
  call void @printNewline()
  ret void
}

define void @f32() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 8) to i64))
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 8, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 8) to i64))
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %7, 1
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 0, 2
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 8, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 1, 4, 0
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %14 = getelementptr float, ptr %13, i64 0
  store <8 x float> <float 1.000000e+00, float 0x3FF0000100000000, float 0x3FF0000320000000, float 0.000000e+00, float 0x7FF8000000000000, float 0x7FF0000000000000, float -0.000000e+00, float 0x46293E5940000000>, ptr %14, align 4
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 1
  %16 = getelementptr float, ptr %15, i64 0
  store <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 0x39B4484C00000000, float 0x7FF8000000000000, float 0x7FF0000000000000, float 0.000000e+00, float 0x46293E5AC0000000>, ptr %16, align 4
  %17 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %17, align 8
  %18 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %17, 1
  %19 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, ptr %19, align 8
  %20 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %19, 1
  %21 = extractvalue { i64, ptr } %18, 0
  %22 = extractvalue { i64, ptr } %18, 1
  %23 = extractvalue { i64, ptr } %20, 0
  %24 = extractvalue { i64, ptr } %20, 1
  %25 = call i64 @verifyMemRefF32(i64 %21, ptr %22, i64 %23, ptr %24)
  call void @report(i64 %25)
  %26 = extractvalue { i64, ptr } %18, 0
  %27 = extractvalue { i64, ptr } %18, 1
  %28 = extractvalue { i64, ptr } %18, 0
  %29 = extractvalue { i64, ptr } %18, 1
  %30 = call i64 @verifyMemRefF32(i64 %26, ptr %27, i64 %28, ptr %29)
  call void @report(i64 %30)
  %31 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  %32 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %33 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %31, 0
  %34 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, ptr %32, 1
  %35 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %34, i64 1, 2
  %36 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %35, i64 6, 3, 0
  %37 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %36, i64 1, 4, 0
  %38 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, ptr %38, align 8
  %39 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %38, 1
  %40 = extractvalue { i64, ptr } %39, 0
  %41 = extractvalue { i64, ptr } %39, 1
  %42 = extractvalue { i64, ptr } %20, 0
  %43 = extractvalue { i64, ptr } %20, 1
  %44 = call i64 @verifyMemRefF32(i64 %40, ptr %41, i64 %42, ptr %43)
  call void @report(i64 %44)
  %45 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 32) to i64))
  %46 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %45, 0
  %47 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %46, ptr %45, 1
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %47, i64 0, 2
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, i64 4, 3, 0
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, i64 8, 3, 1
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, i64 8, 4, 0
  %52 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, i64 1, 4, 1
  %53 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 32) to i64))
  %54 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %53, 0
  %55 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %54, ptr %53, 1
  %56 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %55, i64 0, 2
  %57 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, i64 4, 3, 0
  %58 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, i64 8, 3, 1
  %59 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %58, i64 8, 4, 0
  %60 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %59, i64 1, 4, 1
  br label %61

61:                                               ; preds = %74, %0
  %62 = phi i64 [ %75, %74 ], [ 0, %0 ]
  %63 = icmp slt i64 %62, 4
  br i1 %63, label %64, label %76

64:                                               ; preds = %61
  br label %65

65:                                               ; preds = %68, %64
  %66 = phi i64 [ %73, %68 ], [ 0, %64 ]
  %67 = icmp slt i64 %66, 8
  br i1 %67, label %68, label %74

68:                                               ; preds = %65
  %69 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, 1
  %70 = mul i64 %62, 8
  %71 = add i64 %70, %66
  %72 = getelementptr float, ptr %69, i64 %71
  store float 1.000000e+00, ptr %72, align 4
  %73 = add i64 %66, 1
  br label %65

74:                                               ; preds = %65
  %75 = add i64 %62, 1
  br label %61

76:                                               ; preds = %61
  br label %77

77:                                               ; preds = %90, %76
  %78 = phi i64 [ %91, %90 ], [ 0, %76 ]
  %79 = icmp slt i64 %78, 4
  br i1 %79, label %80, label %92

80:                                               ; preds = %77
  br label %81

81:                                               ; preds = %84, %80
  %82 = phi i64 [ %89, %84 ], [ 0, %80 ]
  %83 = icmp slt i64 %82, 8
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %60, 1
  %86 = mul i64 %78, 8
  %87 = add i64 %86, %82
  %88 = getelementptr float, ptr %85, i64 %87
  store float 2.000000e+00, ptr %88, align 4
  %89 = add i64 %82, 1
  br label %81

90:                                               ; preds = %81
  %91 = add i64 %78, 1
  br label %77

92:                                               ; preds = %77
  %93 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, 0
  %94 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, 1
  %95 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %93, 0
  %96 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %95, ptr %94, 1
  %97 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %96, i64 1, 2
  %98 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %97, i64 4, 3, 0
  %99 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %98, i64 8, 4, 0
  %100 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %99, i64 4, 3, 1
  %101 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %100, i64 2, 4, 1
  %102 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %60, 0
  %103 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %60, 1
  %104 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %102, 0
  %105 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %104, ptr %103, 1
  %106 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, i64 1, 2
  %107 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %106, i64 4, 3, 0
  %108 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %107, i64 8, 4, 0
  %109 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %108, i64 4, 3, 1
  %110 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %109, i64 2, 4, 1
  %111 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %101, ptr %111, align 8
  %112 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %111, 1
  %113 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %110, ptr %113, align 8
  %114 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %113, 1
  %115 = extractvalue { i64, ptr } %112, 0
  %116 = extractvalue { i64, ptr } %112, 1
  %117 = extractvalue { i64, ptr } %114, 0
  %118 = extractvalue { i64, ptr } %114, 1
  %119 = call i64 @verifyMemRefF32(i64 %115, ptr %116, i64 %117, ptr %118)
  call void @report(i64 %119)
  %120 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  call void @free(ptr %120)
  %121 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 0
  call void @free(ptr %121)
  %122 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, 0
  call void @free(ptr %122)
  %123 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %60, 0
  call void @free(ptr %123)
  ret void
}

define void @f64() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 6) to i64))
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 6, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 6) to i64))
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %7, 1
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 0, 2
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 6, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 1, 4, 0
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %14 = getelementptr double, ptr %13, i64 0
  store <6 x double> <double 1.000000e+00, double 0x3FF0000000000FD5, double 0x3FF000000000232F, double 0x7FF8000000000000, double -5.000000e-300, double 3.000000e+00>, ptr %14, align 8
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 1
  %16 = getelementptr double, ptr %15, i64 0
  store <6 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 0x7FF8000000000000, double -5.000000e-300, double 0x7FF0000000000000>, ptr %16, align 8
  %17 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %17, align 8
  %18 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %17, 1
  %19 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, ptr %19, align 8
  %20 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %19, 1
  %21 = extractvalue { i64, ptr } %18, 0
  %22 = extractvalue { i64, ptr } %18, 1
  %23 = extractvalue { i64, ptr } %20, 0
  %24 = extractvalue { i64, ptr } %20, 1
  %25 = call i64 @verifyMemRefF64(i64 %21, ptr %22, i64 %23, ptr %24)
  call void @report(i64 %25)
  %26 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  call void @free(ptr %26)
  %27 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 0
  call void @free(ptr %27)
  ret void
}

define void @halves() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (half, ptr null, i64 3) to i64))
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 3, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (half, ptr null, i64 3) to i64))
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %7, 1
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 0, 2
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 1, 4, 0
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %14 = getelementptr half, ptr %13, i64 0
  store <3 x half> <half 0xH3C00, half 0xH7E00, half 0xH4000>, ptr %14, align 2
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 1
  %16 = getelementptr half, ptr %15, i64 0
  store <3 x half> <half 0xH3C00, half 0xH7E00, half 0xH4001>, ptr %16, align 2
  %17 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %17, align 8
  %18 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %17, 1
  %19 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, ptr %19, align 8
  %20 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %19, 1
  %21 = extractvalue { i64, ptr } %18, 0
  %22 = extractvalue { i64, ptr } %18, 1
  %23 = extractvalue { i64, ptr } %20, 0
  %24 = extractvalue { i64, ptr } %20, 1
  %25 = call i64 @verifyMemRefF16(i64 %21, ptr %22, i64 %23, ptr %24)
  call void @report(i64 %25)
  %26 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (bfloat, ptr null, i64 3) to i64))
  %27 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %26, 0
  %28 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %27, ptr %26, 1
  %29 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %28, i64 0, 2
  %30 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %29, i64 3, 3, 0
  %31 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %30, i64 1, 4, 0
  %32 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (bfloat, ptr null, i64 3) to i64))
  %33 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %32, 0
  %34 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, ptr %32, 1
  %35 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %34, i64 0, 2
  %36 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %35, i64 3, 3, 0
  %37 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %36, i64 1, 4, 0
  %38 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, 1
  %39 = getelementptr bfloat, ptr %38, i64 0
  store <3 x bfloat> <bfloat 0xR3F80, bfloat 0xR7FC0, bfloat 0xR8000>, ptr %39, align 2
  %40 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, 1
  %41 = getelementptr bfloat, ptr %40, i64 0
  store <3 x bfloat> <bfloat 0xR3FC0, bfloat 0xR7FC0, bfloat 0xR0000>, ptr %41, align 2
  %42 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, ptr %42, align 8
  %43 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %42, 1
  %44 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, ptr %44, align 8
  %45 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %44, 1
  %46 = extractvalue { i64, ptr } %43, 0
  %47 = extractvalue { i64, ptr } %43, 1
  %48 = extractvalue { i64, ptr } %45, 0
  %49 = extractvalue { i64, ptr } %45, 1
  %50 = call i64 @verifyMemRefBF16(i64 %46, ptr %47, i64 %48, ptr %49)
  call void @report(i64 %50)
  %51 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  call void @free(ptr %51)
  %52 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 0
  call void @free(ptr %52)
  %53 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, 0
  call void @free(ptr %53)
  %54 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, 0
  call void @free(ptr %54)
  ret void
}

define void @integers() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i8, ptr null, i64 4) to i64))
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 4, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i8, ptr null, i64 4) to i64))
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %7, 1
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 0, 2
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 4, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 1, 4, 0
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %14 = getelementptr i8, ptr %13, i64 0
  store <4 x i8> <i8 65, i8 66, i8 67, i8 10>, ptr %14, align 1
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 1
  %16 = getelementptr i8, ptr %15, i64 0
  store <4 x i8> <i8 65, i8 98, i8 67, i8 -56>, ptr %16, align 1
  %17 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %17, align 8
  %18 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %17, 1
  %19 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, ptr %19, align 8
  %20 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %19, 1
  %21 = extractvalue { i64, ptr } %18, 0
  %22 = extractvalue { i64, ptr } %18, 1
  %23 = extractvalue { i64, ptr } %20, 0
  %24 = extractvalue { i64, ptr } %20, 1
  %25 = call i64 @verifyMemRefI8(i64 %21, ptr %22, i64 %23, ptr %24)
  call void @report(i64 %25)
  %26 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i16, ptr null, i64 2) to i64))
  %27 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %26, 0
  %28 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %27, ptr %26, 1
  %29 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %28, i64 0, 2
  %30 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %29, i64 2, 3, 0
  %31 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %30, i64 1, 4, 0
  %32 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i16, ptr null, i64 2) to i64))
  %33 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %32, 0
  %34 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, ptr %32, 1
  %35 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %34, i64 0, 2
  %36 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %35, i64 2, 3, 0
  %37 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %36, i64 1, 4, 0
  %38 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, 1
  %39 = getelementptr i16, ptr %38, i64 0
  store <2 x i16> <i16 -32768, i16 5>, ptr %39, align 2
  %40 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, 1
  %41 = getelementptr i16, ptr %40, i64 0
  store <2 x i16> <i16 32767, i16 5>, ptr %41, align 2
  %42 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, ptr %42, align 8
  %43 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %42, 1
  %44 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, ptr %44, align 8
  %45 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %44, 1
  %46 = extractvalue { i64, ptr } %43, 0
  %47 = extractvalue { i64, ptr } %43, 1
  %48 = extractvalue { i64, ptr } %45, 0
  %49 = extractvalue { i64, ptr } %45, 1
  %50 = call i64 @verifyMemRefI16(i64 %46, ptr %47, i64 %48, ptr %49)
  call void @report(i64 %50)
  %51 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 3) to i64))
  %52 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %51, 0
  %53 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %52, ptr %51, 1
  %54 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %53, i64 0, 2
  %55 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %54, i64 3, 3, 0
  %56 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, i64 1, 4, 0
  %57 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 3) to i64))
  %58 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %57, 0
  %59 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %58, ptr %57, 1
  %60 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, i64 0, 2
  %61 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %60, i64 3, 3, 0
  %62 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %61, i64 1, 4, 0
  %63 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %56, 1
  %64 = getelementptr i32, ptr %63, i64 0
  store <3 x i32> <i32 1, i32 -2147483648, i32 3>, ptr %64, align 4
  %65 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %62, 1
  %66 = getelementptr i32, ptr %65, i64 0
  store <3 x i32> <i32 1, i32 2147483647, i32 4>, ptr %66, align 4
  %67 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %56, ptr %67, align 8
  %68 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %67, 1
  %69 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %62, ptr %69, align 8
  %70 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %69, 1
  %71 = extractvalue { i64, ptr } %68, 0
  %72 = extractvalue { i64, ptr } %68, 1
  %73 = extractvalue { i64, ptr } %70, 0
  %74 = extractvalue { i64, ptr } %70, 1
  %75 = call i64 @verifyMemRefI32(i64 %71, ptr %72, i64 %73, ptr %74)
  call void @report(i64 %75)
  %76 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 1) to i64))
  %77 = insertvalue { ptr, ptr, i64 } undef, ptr %76, 0
  %78 = insertvalue { ptr, ptr, i64 } %77, ptr %76, 1
  %79 = insertvalue { ptr, ptr, i64 } %78, i64 0, 2
  %80 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 1) to i64))
  %81 = insertvalue { ptr, ptr, i64 } undef, ptr %80, 0
  %82 = insertvalue { ptr, ptr, i64 } %81, ptr %80, 1
  %83 = insertvalue { ptr, ptr, i64 } %82, i64 0, 2
  %84 = extractvalue { ptr, ptr, i64 } %79, 1
  store i64 -9223372036854775808, ptr %84, align 4
  %85 = extractvalue { ptr, ptr, i64 } %83, 1
  store i64 9223372036854775807, ptr %85, align 4
  %86 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %79, ptr %86, align 8
  %87 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %86, 1
  %88 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %83, ptr %88, align 8
  %89 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %88, 1
  %90 = extractvalue { i64, ptr } %87, 0
  %91 = extractvalue { i64, ptr } %87, 1
  %92 = extractvalue { i64, ptr } %89, 0
  %93 = extractvalue { i64, ptr } %89, 1
  %94 = call i64 @verifyMemRefI64(i64 %90, ptr %91, i64 %92, ptr %93)
  call void @report(i64 %94)
  %95 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 2) to i64))
  %96 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %95, 0
  %97 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %96, ptr %95, 1
  %98 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, i64 0, 2
  %99 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %98, i64 2, 3, 0
  %100 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %99, i64 1, 4, 0
  %101 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 2) to i64))
  %102 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %101, 0
  %103 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %102, ptr %101, 1
  %104 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %103, i64 0, 2
  %105 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %104, i64 2, 3, 0
  %106 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %105, i64 1, 4, 0
  %107 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 1
  %108 = getelementptr i64, ptr %107, i64 0
  store <2 x i64> <i64 -1, i64 7>, ptr %108, align 8
  %109 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %106, 1
  %110 = getelementptr i64, ptr %109, i64 0
  store <2 x i64> <i64 1, i64 7>, ptr %110, align 8
  %111 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, ptr %111, align 8
  %112 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %111, 1
  %113 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %106, ptr %113, align 8
  %114 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %113, 1
  %115 = extractvalue { i64, ptr } %112, 0
  %116 = extractvalue { i64, ptr } %112, 1
  %117 = extractvalue { i64, ptr } %114, 0
  %118 = extractvalue { i64, ptr } %114, 1
  %119 = call i64 @verifyMemRefInd(i64 %115, ptr %116, i64 %117, ptr %118)
  call void @report(i64 %119)
  %120 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  call void @free(ptr %120)
  %121 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 0
  call void @free(ptr %121)
  %122 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, 0
  call void @free(ptr %122)
  %123 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, 0
  call void @free(ptr %123)
  %124 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %56, 0
  call void @free(ptr %124)
  %125 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %62, 0
  call void @free(ptr %125)
  %126 = extractvalue { ptr, ptr, i64 } %79, 0
  call void @free(ptr %126)
  %127 = extractvalue { ptr, ptr, i64 } %83, 0
  call void @free(ptr %127)
  %128 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 0
  call void @free(ptr %128)
  %129 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %106, 0
  call void @free(ptr %129)
  ret void
}

define void @complexes() {
  %1 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i64 2) to i64), i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)))
  %2 = ptrtoint ptr %1 to i64
  %3 = add i64 %2, sub (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64), i64 1)
  %4 = urem i64 %3, ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)
  %5 = sub i64 %3, %4
  %6 = inttoptr i64 %5 to ptr
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %6, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 0, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 2, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 1, 4, 0
  %12 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i64 2) to i64), i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)))
  %13 = ptrtoint ptr %12 to i64
  %14 = add i64 %13, sub (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64), i64 1)
  %15 = urem i64 %14, ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)
  %16 = sub i64 %14, %15
  %17 = inttoptr i64 %16 to ptr
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %12, 0
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, ptr %17, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, i64 0, 2
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, i64 2, 3, 0
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 1, 4, 0
  %23 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %24 = getelementptr { float, float }, ptr %23, i64 0
  store { float, float } { float 1.000000e+00, float 2.000000e+00 }, ptr %24, align 4
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %26 = getelementptr { float, float }, ptr %25, i64 1
  store { float, float } { float 1.000000e+00, float 2.000000e+00 }, ptr %26, align 4
  %27 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, 1
  %28 = getelementptr { float, float }, ptr %27, i64 0
  store { float, float } { float 1.000000e+00, float 2.000000e+00 }, ptr %28, align 4
  %29 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, 1
  %30 = getelementptr { float, float }, ptr %29, i64 1
  store { float, float } { float 0x3FF0000020000000, float 2.000000e+00 }, ptr %30, align 4
  %31 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, ptr %31, align 8
  %32 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %31, 1
  %33 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, ptr %33, align 8
  %34 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %33, 1
  %35 = extractvalue { i64, ptr } %32, 0
  %36 = extractvalue { i64, ptr } %32, 1
  %37 = extractvalue { i64, ptr } %34, 0
  %38 = extractvalue { i64, ptr } %34, 1
  %39 = call i64 @verifyMemRefC32(i64 %35, ptr %36, i64 %37, ptr %38)
  call void @report(i64 %39)
  %40 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i64 2) to i64), i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)))
  %41 = ptrtoint ptr %40 to i64
  %42 = add i64 %41, sub (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64), i64 1)
  %43 = urem i64 %42, ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)
  %44 = sub i64 %42, %43
  %45 = inttoptr i64 %44 to ptr
  %46 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %40, 0
  %47 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %46, ptr %45, 1
  %48 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %47, i64 0, 2
  %49 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %48, i64 2, 3, 0
  %50 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %49, i64 1, 4, 0
  %51 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i64 2) to i64), i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)))
  %52 = ptrtoint ptr %51 to i64
  %53 = add i64 %52, sub (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64), i64 1)
  %54 = urem i64 %53, ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)
  %55 = sub i64 %53, %54
  %56 = inttoptr i64 %55 to ptr
  %57 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %51, 0
  %58 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %57, ptr %56, 1
  %59 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %58, i64 0, 2
  %60 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, i64 2, 3, 0
  %61 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %60, i64 1, 4, 0
  %62 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %50, 1
  %63 = getelementptr { double, double }, ptr %62, i64 0
  store { double, double } { double 1.000000e+00, double -0.000000e+00 }, ptr %63, align 8
  %64 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %50, 1
  %65 = getelementptr { double, double }, ptr %64, i64 1
  store { double, double } { double 1.000000e+00, double -0.000000e+00 }, ptr %65, align 8
  %66 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %61, 1
  %67 = getelementptr { double, double }, ptr %66, i64 0
  store { double, double } { double 1.000000e+00, double 0.000000e+00 }, ptr %67, align 8
  %68 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %61, 1
  %69 = getelementptr { double, double }, ptr %68, i64 1
  store { double, double } { double 0.000000e+00, double 1.000000e+00 }, ptr %69, align 8
  %70 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %50, ptr %70, align 8
  %71 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %70, 1
  %72 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %61, ptr %72, align 8
  %73 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %72, 1
  %74 = extractvalue { i64, ptr } %71, 0
  %75 = extractvalue { i64, ptr } %71, 1
  %76 = extractvalue { i64, ptr } %73, 0
  %77 = extractvalue { i64, ptr } %73, 1
  %78 = call i64 @verifyMemRefC64(i64 %74, ptr %75, i64 %76, ptr %77)
  call void @report(i64 %78)
  %79 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 0
  call void @free(ptr %79)
  %80 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, 0
  call void @free(ptr %80)
  %81 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %50, 0
  call void @free(ptr %81)
  %82 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %61, 0
  call void @free(ptr %82)
  ret void
}

define void @main() {
  call void @f32()
  call void @f64()
  call void @halves()
  call void @integers()
  call void @complexes()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
