; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @printI64(i64)

declare void @printNewline()

declare i64 @verifyMemRefF32(i64, ptr, ptr)

declare i64 @verifyMemRefF64(i64, ptr, ptr)

declare i64 @verifyMemRefI32(i64, ptr, ptr)

declare i64 @verifyMemRefInd(i64, ptr, ptr)

declare i64 @verifyMemRefC32(i64, ptr, ptr)

declare i64 @verifyMemRefC64(i64, ptr, ptr)

define i64 @verifyF32(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %2, 0
  %6 = insertvalue { i64, ptr } %5, ptr %3, 1
  %7 = insertvalue { i64, ptr } undef, i64 %0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %1, 1
  %9 = extractvalue { i64, ptr } %8, 0
  %10 = extractvalue { i64, ptr } %8, 1
  %11 = extractvalue { i64, ptr } %6, 1
  %12 = call i64 @verifyMemRefF32(i64 %9, ptr %10, ptr %11)
  ret i64 %12
}

define i64 @verifyF64(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %2, 0
  %6 = insertvalue { i64, ptr } %5, ptr %3, 1
  %7 = insertvalue { i64, ptr } undef, i64 %0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %1, 1
  %9 = extractvalue { i64, ptr } %8, 0
  %10 = extractvalue { i64, ptr } %8, 1
  %11 = extractvalue { i64, ptr } %6, 1
  %12 = call i64 @verifyMemRefF64(i64 %9, ptr %10, ptr %11)
  ret i64 %12
}

define i64 @verifyI32(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %2, 0
  %6 = insertvalue { i64, ptr } %5, ptr %3, 1
  %7 = insertvalue { i64, ptr } undef, i64 %0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %1, 1
  %9 = extractvalue { i64, ptr } %8, 0
  %10 = extractvalue { i64, ptr } %8, 1
  %11 = extractvalue { i64, ptr } %6, 1
  %12 = call i64 @verifyMemRefI32(i64 %9, ptr %10, ptr %11)
  ret i64 %12
}

define i64 @verifyInd(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %2, 0
  %6 = insertvalue { i64, ptr } %5, ptr %3, 1
  %7 = insertvalue { i64, ptr } undef, i64 %0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %1, 1
  %9 = extractvalue { i64, ptr } %8, 0
  %10 = extractvalue { i64, ptr } %8, 1
  %11 = extractvalue { i64, ptr } %6, 1
  %12 = call i64 @verifyMemRefInd(i64 %9, ptr %10, ptr %11)
  ret i64 %12
}

define i64 @verifyC32(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %2, 0
  %6 = insertvalue { i64, ptr } %5, ptr %3, 1
  %7 = insertvalue { i64, ptr } undef, i64 %0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %1, 1
  %9 = extractvalue { i64, ptr } %8, 0
  %10 = extractvalue { i64, ptr } %8, 1
  %11 = extractvalue { i64, ptr } %6, 1
  %12 = call i64 @verifyMemRefC32(i64 %9, ptr %10, ptr %11)
  ret i64 %12
}

define i64 @verifyC64(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } undef, i64 %2, 0
  %6 = insertvalue { i64, ptr } %5, ptr %3, 1
  %7 = insertvalue { i64, ptr } undef, i64 %0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %1, 1
  %9 = extractvalue { i64, ptr } %8, 0
  %10 = extractvalue { i64, ptr } %8, 1
  %11 = extractvalue { i64, ptr } %6, 1
  %12 = call i64 @verifyMemRefC64(i64 %9, ptr %10, ptr %11)
  ret i64 %12
}

define void @report(i64 %0) {
  call void @printI64(i64 %0)
  call void @printNewline()
  ret void
}

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 4) to i64))
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 2, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 2, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 4) to i64))
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %9, 0
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, ptr %9, 1
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 0, 2
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 2, 3, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 2, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 2, 4, 0
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 1, 4, 1
  br label %17

17:                                               ; preds = %30, %0
  %18 = phi i64 [ %31, %30 ], [ 0, %0 ]
  %19 = icmp slt i64 %18, 2
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  br label %21

21:                                               ; preds = %24, %20
  %22 = phi i64 [ %29, %24 ], [ 0, %20 ]
  %23 = icmp slt i64 %22, 2
  br i1 %23, label %24, label %30

24:                                               ; preds = %21
  %25 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %26 = mul i64 %18, 2
  %27 = add i64 %26, %22
  %28 = getelementptr float, ptr %25, i64 %27
  store float 1.000000e+00, ptr %28, align 4
  %29 = add i64 %22, 1
  br label %21

30:                                               ; preds = %21
  %31 = add i64 %18, 1
  br label %17

32:                                               ; preds = %17
  br label %33

33:                                               ; preds = %46, %32
  %34 = phi i64 [ %47, %46 ], [ 0, %32 ]
  %35 = icmp slt i64 %34, 2
  br i1 %35, label %36, label %48

36:                                               ; preds = %33
  br label %37

37:                                               ; preds = %40, %36
  %38 = phi i64 [ %45, %40 ], [ 0, %36 ]
  %39 = icmp slt i64 %38, 2
  br i1 %39, label %40, label %46

40:                                               ; preds = %37
  %41 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 1
  %42 = mul i64 %34, 2
  %43 = add i64 %42, %38
  %44 = getelementptr float, ptr %41, i64 %43
  store float 1.000000e+00, ptr %44, align 4
  %45 = add i64 %38, 1
  br label %37

46:                                               ; preds = %37
  %47 = add i64 %34, 1
  br label %33

48:                                               ; preds = %33
  %49 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 1
  %50 = getelementptr float, ptr %49, i64 2
  store float 2.000000e+00, ptr %50, align 4
  %51 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %51, align 8
  %52 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %51, 1
  %53 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, ptr %53, align 8
  %54 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %53, 1
  %55 = extractvalue { i64, ptr } %52, 0
  %56 = extractvalue { i64, ptr } %52, 1
  %57 = extractvalue { i64, ptr } %54, 0
  %58 = extractvalue { i64, ptr } %54, 1
  %59 = call i64 @verifyF32(i64 %55, ptr %56, i64 %57, ptr %58)
  call void @report(i64 %59)
  %60 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 3) to i64))
  %61 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %60, 0
  %62 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %61, ptr %60, 1
  %63 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %62, i64 0, 2
  %64 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %63, i64 3, 3, 0
  %65 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %64, i64 1, 4, 0
  %66 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 3) to i64))
  %67 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %66, 0
  %68 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %67, ptr %66, 1
  %69 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %68, i64 0, 2
  %70 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %69, i64 3, 3, 0
  %71 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %70, i64 1, 4, 0
  %72 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %65, 1
  %73 = getelementptr double, ptr %72, i64 0
  store <3 x double> <double 1.000000e+00, double 2.000000e+00, double 0x7FF0000000000000>, ptr %73, align 8
  %74 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %71, 1
  %75 = getelementptr double, ptr %74, i64 0
  store <3 x double> <double 1.000000e+00, double 2.500000e+00, double 0x7FF0000000000000>, ptr %75, align 8
  %76 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %65, ptr %76, align 8
  %77 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %76, 1
  %78 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %71, ptr %78, align 8
  %79 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %78, 1
  %80 = extractvalue { i64, ptr } %77, 0
  %81 = extractvalue { i64, ptr } %77, 1
  %82 = extractvalue { i64, ptr } %79, 0
  %83 = extractvalue { i64, ptr } %79, 1
  %84 = call i64 @verifyF64(i64 %80, ptr %81, i64 %82, ptr %83)
  call void @report(i64 %84)
  %85 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 3) to i64))
  %86 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %85, 0
  %87 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %86, ptr %85, 1
  %88 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %87, i64 0, 2
  %89 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %88, i64 3, 3, 0
  %90 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %89, i64 1, 4, 0
  %91 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 3) to i64))
  %92 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %91, 0
  %93 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %92, ptr %91, 1
  %94 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %93, i64 0, 2
  %95 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %94, i64 3, 3, 0
  %96 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %95, i64 1, 4, 0
  %97 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %90, 1
  %98 = getelementptr i32, ptr %97, i64 0
  store <3 x i32> <i32 1, i32 2, i32 3>, ptr %98, align 4
  %99 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %96, 1
  %100 = getelementptr i32, ptr %99, i64 0
  store <3 x i32> <i32 1, i32 2, i32 3>, ptr %100, align 4
  %101 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %90, ptr %101, align 8
  %102 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %101, 1
  %103 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %96, ptr %103, align 8
  %104 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %103, 1
  %105 = extractvalue { i64, ptr } %102, 0
  %106 = extractvalue { i64, ptr } %102, 1
  %107 = extractvalue { i64, ptr } %104, 0
  %108 = extractvalue { i64, ptr } %104, 1
  %109 = call i64 @verifyI32(i64 %105, ptr %106, i64 %107, ptr %108)
  call void @report(i64 %109)
  %110 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 2) to i64))
  %111 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %110, 0
  %112 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %111, ptr %110, 1
  %113 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %112, i64 0, 2
  %114 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %113, i64 2, 3, 0
  %115 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %114, i64 1, 4, 0
  %116 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i64 3) to i64))
  %117 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %116, 0
  %118 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %117, ptr %116, 1
  %119 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %118, i64 0, 2
  %120 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %119, i64 3, 3, 0
  %121 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %120, i64 1, 4, 0
  %122 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %115, 1
  %123 = getelementptr i64, ptr %122, i64 0
  store <2 x i64> <i64 5, i64 6>, ptr %123, align 8
  %124 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %115, ptr %124, align 8
  %125 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %124, 1
  %126 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %121, ptr %126, align 8
  %127 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %126, 1
  %128 = extractvalue { i64, ptr } %125, 0
  %129 = extractvalue { i64, ptr } %125, 1
  %130 = extractvalue { i64, ptr } %127, 0
  %131 = extractvalue { i64, ptr } %127, 1
  %132 = call i64 @verifyInd(i64 %128, ptr %129, i64 %130, ptr %131)
  call void @report(i64 %132)
  %133 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i64 1) to i64), i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)))
  %134 = ptrtoint ptr %133 to i64
  %135 = add i64 %134, sub (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64), i64 1)
  %136 = urem i64 %135, ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)
  %137 = sub i64 %135, %136
  %138 = inttoptr i64 %137 to ptr
  %139 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %133, 0
  %140 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %139, ptr %138, 1
  %141 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %140, i64 0, 2
  %142 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %141, i64 1, 3, 0
  %143 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %142, i64 1, 4, 0
  %144 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i64 1) to i64), i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)))
  %145 = ptrtoint ptr %144 to i64
  %146 = add i64 %145, sub (i64 ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64), i64 1)
  %147 = urem i64 %146, ptrtoint (ptr getelementptr ({ float, float }, ptr null, i32 1) to i64)
  %148 = sub i64 %146, %147
  %149 = inttoptr i64 %148 to ptr
  %150 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %144, 0
  %151 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %150, ptr %149, 1
  %152 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %151, i64 0, 2
  %153 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %152, i64 1, 3, 0
  %154 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %153, i64 1, 4, 0
  %155 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %143, 1
  %156 = getelementptr { float, float }, ptr %155, i64 0
  store { float, float } { float 5.000000e-01, float 1.000000e+00 }, ptr %156, align 4
  %157 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %154, 1
  %158 = getelementptr { float, float }, ptr %157, i64 0
  store { float, float } { float 1.000000e+00, float 5.000000e-01 }, ptr %158, align 4
  %159 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %143, ptr %159, align 8
  %160 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %159, 1
  %161 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %154, ptr %161, align 8
  %162 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %161, 1
  %163 = extractvalue { i64, ptr } %160, 0
  %164 = extractvalue { i64, ptr } %160, 1
  %165 = extractvalue { i64, ptr } %162, 0
  %166 = extractvalue { i64, ptr } %162, 1
  %167 = call i64 @verifyC32(i64 %163, ptr %164, i64 %165, ptr %166)
  call void @report(i64 %167)
  %168 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i64 1) to i64), i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)))
  %169 = ptrtoint ptr %168 to i64
  %170 = add i64 %169, sub (i64 ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64), i64 1)
  %171 = urem i64 %170, ptrtoint (ptr getelementptr ({ double, double }, ptr null, i32 1) to i64)
  %172 = sub i64 %170, %171
  %173 = inttoptr i64 %172 to ptr
  %174 = insertvalue { ptr, ptr, i64 } undef, ptr %168, 0
  %175 = insertvalue { ptr, ptr, i64 } %174, ptr %173, 1
  %176 = insertvalue { ptr, ptr, i64 } %175, i64 0, 2
  %177 = extractvalue { ptr, ptr, i64 } %176, 1
  store { double, double } { double 2.500000e-01, double 2.500000e-01 }, ptr %177, align 8
  %178 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %176, ptr %178, align 8
  %179 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %178, 1
  %180 = extractvalue { i64, ptr } %179, 0
  %181 = extractvalue { i64, ptr } %179, 1
  %182 = extractvalue { i64, ptr } %179, 0
  %183 = extractvalue { i64, ptr } %179, 1
  %184 = call i64 @verifyC64(i64 %180, ptr %181, i64 %182, ptr %183)
  call void @report(i64 %184)
  %185 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  call void @free(ptr %185)
  %186 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 0
  call void @free(ptr %186)
  %187 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %65, 0
  call void @free(ptr %187)
  %188 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %71, 0
  call void @free(ptr %188)
  %189 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %90, 0
  call void @free(ptr %189)
  %190 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %96, 0
  call void @free(ptr %190)
  %191 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %115, 0
  call void @free(ptr %191)
  %192 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %121, 0
  call void @free(ptr %192)
  %193 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %143, 0
  call void @free(ptr %193)
  %194 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %154, 0
  call void @free(ptr %194)
  %195 = extractvalue { ptr, ptr, i64 } %176, 0
  call void @free(ptr %195)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
