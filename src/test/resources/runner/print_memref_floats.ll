; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare void @memrefCopy(i64, ptr, ptr)

declare ptr @malloc(i64)

declare void @printMemrefF64(i64, ptr)

define private void @printMemrefF16(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF16(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF16(ptr)

define private void @printMemrefBF16(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefBF16(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefBF16(ptr)

declare void @printMemrefC32(i64, ptr)

declare void @printMemrefC64(i64, ptr)

define private void @printMemref1dF64(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dF64(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dF64(ptr)

define private void @printMemref1dC32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dC32(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dC32(ptr)

define private void @printMemref1dC64(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dC64(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dC64(ptr)

define private void @printMemrefShapeF64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeF64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeF64(ptr)

define private void @printMemrefShapeC32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeC32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeC32(ptr)

define private void @printMemrefShapeC64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeC64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeC64(ptr)

define private void @printMemrefVector4x4xf32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, ptr %15, align 8
  call void @_mlir_ciface_printMemrefVector4x4xf32(ptr %15)
  ret void
}

declare void @_mlir_ciface_printMemrefVector4x4xf32(ptr)

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 6) to i64))
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 3, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %10 = getelementptr double, ptr %9, i64 0
  store double 1.000000e-01, ptr %10, align 8
  %11 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %12 = getelementptr double, ptr %11, i64 1
  store double -1.000000e+100, ptr %12, align 8
  %13 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %14 = getelementptr double, ptr %13, i64 2
  store double 0x7FF0000000000000, ptr %14, align 8
  %15 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %16 = getelementptr double, ptr %15, i64 3
  store double 0xFFF8000000000000, ptr %16, align 8
  %17 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %18 = getelementptr double, ptr %17, i64 4
  store double 0x10000000000000, ptr %18, align 8
  %19 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %20 = getelementptr double, ptr %19, i64 5
  store double 0x40FE240800000000, ptr %20, align 8
  %21 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %21, align 8
  %22 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %21, 1
  %23 = extractvalue { i64, ptr } %22, 0
  %24 = extractvalue { i64, ptr } %22, 1
  call void @printMemrefF64(i64 %23, ptr %24)
  %25 = extractvalue { i64, ptr } %22, 0
  %26 = extractvalue { i64, ptr } %22, 1
  call void @printMemrefShapeF64(i64 %25, ptr %26)
  %27 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  %28 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %29 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %27, 0
  %30 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %29, ptr %28, 1
  %31 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %30, i64 3, 2
  %32 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, i64 3, 3, 0
  %33 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, i64 1, 4, 0
  %34 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 3) to i64))
  %35 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %34, 0
  %36 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %35, ptr %34, 1
  %37 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %36, i64 0, 2
  %38 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, i64 3, 3, 0
  %39 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %38, i64 1, 4, 0
  %40 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, 3, 0
  %41 = mul i64 1, %40
  %42 = mul i64 %41, ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)
  %43 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, 1
  %44 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, 2
  %45 = getelementptr double, ptr %43, i64 %44
  %46 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, 1
  %47 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, 2
  %48 = getelementptr double, ptr %46, i64 %47
  call void @llvm.memcpy.p0.p0.i64(ptr %48, ptr %45, i64 %42, i1 false)
  %49 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, 0
  %50 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, 1
  %51 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, 2
  %52 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, 3, 0
  %53 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, 4, 0
  call void @printMemref1dF64(ptr %49, ptr %50, i64 %51, i64 %52, i64 %53)
  %54 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (half, ptr null, i64 4) to i64))
  %55 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %54, 0
  %56 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, ptr %54, 1
  %57 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %56, i64 0, 2
  %58 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %57, i64 4, 3, 0
  %59 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %58, i64 1, 4, 0
  %60 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, 1
  %61 = getelementptr half, ptr %60, i64 0
  store half 0xH2E66, ptr %61, align 2
  %62 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, 1
  %63 = getelementptr half, ptr %62, i64 1
  store half 0xHFBFF, ptr %63, align 2
  %64 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, 1
  %65 = getelementptr half, ptr %64, i64 2
  store half 0xH7C00, ptr %65, align 2
  %66 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, 1
  %67 = getelementptr half, ptr %66, i64 3
  store half 0xH0001, ptr %67, align 2
  %68 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, ptr %68, align 8
  %69 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %68, 1
  %70 = extractvalue { i64, ptr } %69, 0
  %71 = extractvalue { i64, ptr } %69, 1
  call void @printMemrefF16(i64 %70, ptr %71)
  %72 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (bfloat, ptr null, i64 4) to i64))
  %73 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %72, 0
  %74 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %73, ptr %72, 1
  %75 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %74, i64 0, 2
  %76 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %75, i64 4, 3, 0
  %77 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %76, i64 1, 4, 0
  %78 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %77, 1
  %79 = getelementptr bfloat, ptr %78, i64 0
  store bfloat 0xR3DCD, ptr %79, align 2
  %80 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %77, 1
  %81 = getelementptr bfloat, ptr %80, i64 1
  store bfloat 0xRFF62, ptr %81, align 2
  %82 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %77, 1
  %83 = getelementptr bfloat, ptr %82, i64 2
  store bfloat 0xRFFC0, ptr %83, align 2
  %84 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %77, 1
  %85 = getelementptr bfloat, ptr %84, i64 3
  store bfloat 0xR3F80, ptr %85, align 2
  %86 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %77, ptr %86, align 8
  %87 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %86, 1
  %88 = extractvalue { i64, ptr } %87, 0
  %89 = extractvalue { i64, ptr } %87, 1
  call void @printMemrefBF16(i64 %88, ptr %89)
  %90 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i64 3) to i64), i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)))
  %91 = ptrtoint ptr %90 to i64
  %92 = add i64 %91, sub (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64), i64 1)
  %93 = urem i64 %92, ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)
  %94 = sub i64 %92, %93
  %95 = inttoptr i64 %94 to ptr
  %96 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %90, 0
  %97 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %96, ptr %95, 1
  %98 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %97, i64 0, 2
  %99 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %98, i64 3, 3, 0
  %100 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %99, i64 1, 4, 0
  %101 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 1
  %102 = getelementptr { float, float }, ptr %101, i64 0
  store { float, float } { float 1.500000e+00, float -2.000000e+00 }, ptr %102, align 4
  %103 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 1
  %104 = getelementptr { float, float }, ptr %103, i64 1
  store { float, float } { float 0x7FF8000000000000, float 0x3DDB7CDFE0000000 }, ptr %104, align 4
  %105 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 1
  %106 = getelementptr { float, float }, ptr %105, i64 2
  store { float, float } { float -2.000000e+00, float 1.500000e+00 }, ptr %106, align 4
  %107 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, ptr %107, align 8
  %108 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %107, 1
  %109 = extractvalue { i64, ptr } %108, 0
  %110 = extractvalue { i64, ptr } %108, 1
  call void @printMemrefC32(i64 %109, ptr %110)
  %111 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 0
  %112 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 1
  %113 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 2
  %114 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 3, 0
  %115 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 4, 0
  call void @printMemref1dC32(ptr %111, ptr %112, i64 %113, i64 %114, i64 %115)
  %116 = extractvalue { i64, ptr } %108, 0
  %117 = extractvalue { i64, ptr } %108, 1
  call void @printMemrefShapeC32(i64 %116, ptr %117)
  %118 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i64 4) to i64), i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)))
  %119 = ptrtoint ptr %118 to i64
  %120 = add i64 %119, sub (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64), i64 1)
  %121 = urem i64 %120, ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)
  %122 = sub i64 %120, %121
  %123 = inttoptr i64 %122 to ptr
  %124 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %118, 0
  %125 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %124, ptr %123, 1
  %126 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %125, i64 0, 2
  %127 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %126, i64 2, 3, 0
  %128 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %127, i64 2, 3, 1
  %129 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %128, i64 2, 4, 0
  %130 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %129, i64 1, 4, 1
  %131 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, 1
  %132 = getelementptr { double, double }, ptr %131, i64 0
  store { double, double } { double 1.000000e-01, double -1.000000e+100 }, ptr %132, align 8
  %133 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, 1
  %134 = getelementptr { double, double }, ptr %133, i64 1
  store { double, double } { double 0x40FE240800000000, double 0x10000000000000 }, ptr %134, align 8
  %135 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, 1
  %136 = getelementptr { double, double }, ptr %135, i64 2
  store { double, double } { double 0x40FE240800000000, double 0x10000000000000 }, ptr %136, align 8
  %137 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, 1
  %138 = getelementptr { double, double }, ptr %137, i64 3
  store { double, double } { double 1.000000e-01, double -1.000000e+100 }, ptr %138, align 8
  %139 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, ptr %139, align 8
  %140 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %139, 1
  %141 = extractvalue { i64, ptr } %140, 0
  %142 = extractvalue { i64, ptr } %140, 1
  call void @printMemrefC64(i64 %141, ptr %142)
  %143 = extractvalue { i64, ptr } %140, 0
  %144 = extractvalue { i64, ptr } %140, 1
  call void @printMemrefShapeC64(i64 %143, ptr %144)
  %145 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, 0
  %146 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, 1
  %147 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %145, 0
  %148 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %147, ptr %146, 1
  %149 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %148, i64 1, 2
  %150 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %149, i64 2, 3, 0
  %151 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %150, i64 2, 4, 0
  %152 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i64 2) to i64), i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)))
  %153 = ptrtoint ptr %152 to i64
  %154 = add i64 %153, sub (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64), i64 1)
  %155 = urem i64 %154, ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)
  %156 = sub i64 %154, %155
  %157 = inttoptr i64 %156 to ptr
  %158 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %152, 0
  %159 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %158, ptr %157, 1
  %160 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %159, i64 0, 2
  %161 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %160, i64 2, 3, 0
  %162 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %161, i64 1, 4, 0
  %163 = call ptr @llvm.stacksave()
  %164 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %151, ptr %164, align 8
  %165 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %164, 1
  %166 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %162, ptr %166, align 8
  %167 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %166, 1
  %168 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %165, ptr %168, align 8
  %169 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %167, ptr %169, align 8
  call void @memrefCopy(i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64), ptr %168, ptr %169)
  call void @llvm.stackrestore(ptr %163)
  %170 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %162, 0
  %171 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %162, 1
  %172 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %162, 2
  %173 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %162, 3, 0
  %174 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %162, 4, 0
  call void @printMemref1dC64(ptr %170, ptr %171, i64 %172, i64 %173, i64 %174)
  %175 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ([4 x <4 x float>], ptr null, i64 2) to i64), i64 ptrtoint (ptr getelementptr ([4 x <4 x float>], ptr null, i32 1) to i64)))
  %176 = ptrtoint ptr %175 to i64
  %177 = add i64 %176, sub (i64 ptrtoint (ptr getelementptr ([4 x <4 x float>], ptr null, i32 1) to i64), i64 1)
  %178 = urem i64 %177, ptrtoint (ptr getelementptr ([4 x <4 x float>], ptr null, i32 1) to i64)
  %179 = sub i64 %177, %178
  %180 = inttoptr i64 %179 to ptr
  %181 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %175, 0
  %182 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %181, ptr %180, 1
  %183 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %182, i64 0, 2
  %184 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %183, i64 1, 3, 0
  %185 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %184, i64 2, 3, 1
  %186 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %185, i64 2, 4, 0
  %187 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %186, i64 1, 4, 1
  %188 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 1
  %189 = getelementptr [4 x <4 x float>], ptr %188, i64 0
  store [4 x <4 x float>] [<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float> <float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, <4 x float> <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01>, <4 x float> <float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.650000e+01>], ptr %189, align 16
  %190 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 1
  %191 = getelementptr [4 x <4 x float>], ptr %190, i64 1
  store [4 x <4 x float>] [<4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>], ptr %191, align 16
  %192 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 0
  %193 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 1
  %194 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 2
  %195 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 3, 0
  %196 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 3, 1
  %197 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 4, 0
  %198 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 4, 1
  call void @printMemrefVector4x4xf32(ptr %192, ptr %193, i64 %194, i64 %195, i64 %196, i64 %197, i64 %198)
  %199 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  call void @free(ptr %199)
  %200 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, 0
  call void @free(ptr %200)
  %201 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, 0
  call void @free(ptr %201)
  %202 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %77, 0
  call void @free(ptr %202)
  %203 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %100, 0
  call void @free(ptr %203)
  %204 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %130, 0
  call void @free(ptr %204)
  %205 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %162, 0
  call void @free(ptr %205)
  %206 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %187, 0
  call void @free(ptr %206)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #1

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
