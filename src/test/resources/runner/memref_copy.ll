; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare void @memrefCopy(i64, ptr, ptr)

declare ptr @malloc(i64)

declare void @printMemrefF32(i64, ptr)

declare void @printMemrefF64(i64, ptr)

declare void @printMemrefI32(i64, ptr)

define void @fill(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 3, 0
  br label %12

12:                                               ; preds = %15, %5
  %13 = phi i64 [ %20, %15 ], [ 0, %5 ]
  %14 = icmp slt i64 %13, %11
  br i1 %14, label %15, label %21

15:                                               ; preds = %12
  %16 = trunc i64 %13 to i32
  %17 = sitofp i32 %16 to float
  %18 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
  %19 = getelementptr float, ptr %18, i64 %13
  store float %17, ptr %19, align 4
  %20 = add i64 %13, 1
  br label %12

21:                                               ; preds = %12
  ret void
}

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 24) to i64))
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 4, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 6, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 6, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 40) to i64))
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %9, 0
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, ptr %9, 1
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 0, 2
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 5, 3, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 8, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 8, 4, 0
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 1, 4, 1
  %17 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  %18 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %17, 0
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, ptr %18, 1
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, i64 0, 2
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 24, 3, 0
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 1, 4, 0
  %24 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, 0
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, 1
  %26 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, 2
  %27 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, 3, 0
  %28 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, 4, 0
  call void @fill(ptr %24, ptr %25, i64 %26, i64 %27, i64 %28)
  br label %29

29:                                               ; preds = %42, %0
  %30 = phi i64 [ %43, %42 ], [ 0, %0 ]
  %31 = icmp slt i64 %30, 5
  br i1 %31, label %32, label %44

32:                                               ; preds = %29
  br label %33

33:                                               ; preds = %36, %32
  %34 = phi i64 [ %41, %36 ], [ 0, %32 ]
  %35 = icmp slt i64 %34, 8
  br i1 %35, label %36, label %42

36:                                               ; preds = %33
  %37 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 1
  %38 = mul i64 %30, 8
  %39 = add i64 %38, %34
  %40 = getelementptr float, ptr %37, i64 %39
  store float -1.000000e+00, ptr %40, align 4
  %41 = add i64 %34, 1
  br label %33

42:                                               ; preds = %33
  %43 = add i64 %30, 1
  br label %29

44:                                               ; preds = %29
  %45 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  %46 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %47 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %45, 0
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %47, ptr %46, 1
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, i64 6, 2
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, i64 3, 3, 0
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, i64 6, 4, 0
  %52 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, i64 3, 3, 1
  %53 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, i64 2, 4, 1
  %54 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 0
  %55 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 1
  %56 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %54, 0
  %57 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, ptr %55, 1
  %58 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, i64 2, 2
  %59 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %58, i64 3, 3, 0
  %60 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %59, i64 16, 4, 0
  %61 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %60, i64 3, 3, 1
  %62 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %61, i64 1, 4, 1
  %63 = call ptr @llvm.stacksave()
  %64 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %53, ptr %64, align 8
  %65 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %64, 1
  %66 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %62, ptr %66, align 8
  %67 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %66, 1
  %68 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %65, ptr %68, align 8
  %69 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %67, ptr %69, align 8
  call void @memrefCopy(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), ptr %68, ptr %69)
  call void @llvm.stackrestore(ptr %63)
  %70 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, ptr %70, align 8
  %71 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %70, 1
  %72 = extractvalue { i64, ptr } %71, 0
  %73 = extractvalue { i64, ptr } %71, 1
  call void @printMemrefF32(i64 %72, ptr %73)
  %74 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  %75 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %74, 0
  %76 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %77 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %75, ptr %76, 1
  %78 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 2
  %79 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %77, i64 %78, 2
  %80 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 3, 1
  %81 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %79, i64 %80, 3, 0
  %82 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 4, 1
  %83 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %81, i64 %82, 4, 0
  %84 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 3, 0
  %85 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %83, i64 %84, 3, 1
  %86 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 4, 0
  %87 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %85, i64 %86, 4, 1
  %88 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 24) to i64))
  %89 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %88, 0
  %90 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %89, ptr %88, 1
  %91 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %90, i64 0, 2
  %92 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %91, i64 6, 3, 0
  %93 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %92, i64 4, 3, 1
  %94 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %93, i64 4, 4, 0
  %95 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %94, i64 1, 4, 1
  %96 = call ptr @llvm.stacksave()
  %97 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %87, ptr %97, align 8
  %98 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %97, 1
  %99 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %95, ptr %99, align 8
  %100 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %99, 1
  %101 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %98, ptr %101, align 8
  %102 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %100, ptr %102, align 8
  call void @memrefCopy(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), ptr %101, ptr %102)
  call void @llvm.stackrestore(ptr %96)
  %103 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %95, ptr %103, align 8
  %104 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %103, 1
  %105 = extractvalue { i64, ptr } %104, 0
  %106 = extractvalue { i64, ptr } %104, 1
  call void @printMemrefF32(i64 %105, ptr %106)
  %107 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  %108 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %109 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %107, 0
  %110 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %109, ptr %108, 1
  %111 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %110, i64 0, 2
  %112 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %111, i64 0, 3, 0
  %113 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %112, i64 6, 4, 0
  %114 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %113, i64 3, 3, 1
  %115 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %114, i64 2, 4, 1
  %116 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 0
  %117 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 1
  %118 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %116, 0
  %119 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %118, ptr %117, 1
  %120 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %119, i64 0, 2
  %121 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %120, i64 0, 3, 0
  %122 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %121, i64 8, 4, 0
  %123 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, i64 3, 3, 1
  %124 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %123, i64 2, 4, 1
  %125 = call ptr @llvm.stacksave()
  %126 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %115, ptr %126, align 8
  %127 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %126, 1
  %128 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %124, ptr %128, align 8
  %129 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %128, 1
  %130 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %127, ptr %130, align 8
  %131 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %129, ptr %131, align 8
  call void @memrefCopy(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), ptr %130, ptr %131)
  call void @llvm.stackrestore(ptr %125)
  %132 = extractvalue { i64, ptr } %71, 0
  %133 = extractvalue { i64, ptr } %71, 1
  call void @printMemrefF32(i64 %132, ptr %133)
  %134 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 24) to i64))
  %135 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %134, 0
  %136 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %135, ptr %134, 1
  %137 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %136, i64 0, 2
  %138 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %137, i64 2, 3, 0
  %139 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %138, i64 3, 3, 1
  %140 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %139, i64 4, 3, 2
  %141 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %140, i64 12, 4, 0
  %142 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %141, i64 4, 4, 1
  %143 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %142, i64 1, 4, 2
  %144 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 24) to i64))
  %145 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %144, 0
  %146 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %145, ptr %144, 1
  %147 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %146, i64 0, 2
  %148 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %147, i64 24, 3, 0
  %149 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %148, i64 1, 4, 0
  %150 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %149, 0
  %151 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %149, 1
  %152 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %150, 0
  %153 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %152, ptr %151, 1
  %154 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %153, i64 0, 2
  %155 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %154, i64 2, 3, 0
  %156 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %155, i64 1, 4, 0
  %157 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %156, i64 3, 3, 1
  %158 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %157, i64 2, 4, 1
  %159 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %158, i64 4, 3, 2
  %160 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %159, i64 6, 4, 2
  br label %161

161:                                              ; preds = %188, %44
  %162 = phi i64 [ %189, %188 ], [ 0, %44 ]
  %163 = icmp slt i64 %162, 2
  br i1 %163, label %164, label %190

164:                                              ; preds = %161
  br label %165

165:                                              ; preds = %186, %164
  %166 = phi i64 [ %187, %186 ], [ 0, %164 ]
  %167 = icmp slt i64 %166, 3
  br i1 %167, label %168, label %188

168:                                              ; preds = %165
  br label %169

169:                                              ; preds = %172, %168
  %170 = phi i64 [ %185, %172 ], [ 0, %168 ]
  %171 = icmp slt i64 %170, 4
  br i1 %171, label %172, label %186

172:                                              ; preds = %169
  %173 = mul i64 %162, 3
  %174 = add i64 %173, %166
  %175 = mul i64 %174, 4
  %176 = add i64 %175, %170
  %177 = sitofp i64 %176 to double
  %178 = fmul double %177, 5.000000e-01
  %179 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %143, 1
  %180 = mul i64 %162, 12
  %181 = mul i64 %166, 4
  %182 = add i64 %180, %181
  %183 = add i64 %182, %170
  %184 = getelementptr double, ptr %179, i64 %183
  store double %178, ptr %184, align 8
  %185 = add i64 %170, 1
  br label %169

186:                                              ; preds = %169
  %187 = add i64 %166, 1
  br label %165

188:                                              ; preds = %165
  %189 = add i64 %162, 1
  br label %161

190:                                              ; preds = %161
  %191 = call ptr @llvm.stacksave()
  %192 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %143, ptr %192, align 8
  %193 = insertvalue { i64, ptr } { i64 3, ptr undef }, ptr %192, 1
  %194 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %160, ptr %194, align 8
  %195 = insertvalue { i64, ptr } { i64 3, ptr undef }, ptr %194, 1
  %196 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %193, ptr %196, align 8
  %197 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %195, ptr %197, align 8
  call void @memrefCopy(i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), ptr %196, ptr %197)
  call void @llvm.stackrestore(ptr %191)
  %198 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %160, ptr %198, align 8
  %199 = insertvalue { i64, ptr } { i64 3, ptr undef }, ptr %198, 1
  %200 = extractvalue { i64, ptr } %199, 0
  %201 = extractvalue { i64, ptr } %199, 1
  call void @printMemrefF64(i64 %200, ptr %201)
  %202 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %149, ptr %202, align 8
  %203 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %202, 1
  %204 = extractvalue { i64, ptr } %203, 0
  %205 = extractvalue { i64, ptr } %203, 1
  call void @printMemrefF64(i64 %204, ptr %205)
  %206 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 1) to i64))
  %207 = insertvalue { ptr, ptr, i64 } undef, ptr %206, 0
  %208 = insertvalue { ptr, ptr, i64 } %207, ptr %206, 1
  %209 = insertvalue { ptr, ptr, i64 } %208, i64 0, 2
  %210 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 3) to i64))
  %211 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %210, 0
  %212 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %211, ptr %210, 1
  %213 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %212, i64 0, 2
  %214 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %213, i64 3, 3, 0
  %215 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %214, i64 1, 4, 0
  %216 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %215, 1
  %217 = getelementptr i32, ptr %216, i64 2
  store i32 7, ptr %217, align 4
  %218 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %215, 0
  %219 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %215, 1
  %220 = insertvalue { ptr, ptr, i64 } undef, ptr %218, 0
  %221 = insertvalue { ptr, ptr, i64 } %220, ptr %219, 1
  %222 = insertvalue { ptr, ptr, i64 } %221, i64 2, 2
  %223 = extractvalue { ptr, ptr, i64 } %222, 1
  %224 = extractvalue { ptr, ptr, i64 } %222, 2
  %225 = getelementptr i32, ptr %223, i64 %224
  %226 = extractvalue { ptr, ptr, i64 } %209, 1
  %227 = extractvalue { ptr, ptr, i64 } %209, 2
  %228 = getelementptr i32, ptr %226, i64 %227
  call void @llvm.memcpy.p0.p0.i64(ptr %228, ptr %225, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), i1 false)
  %229 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %209, ptr %229, align 8
  %230 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %229, 1
  %231 = extractvalue { i64, ptr } %230, 0
  %232 = extractvalue { i64, ptr } %230, 1
  call void @printMemrefI32(i64 %231, ptr %232)
  %233 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  call void @free(ptr %233)
  %234 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, 0
  call void @free(ptr %234)
  %235 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %95, 0
  call void @free(ptr %235)
  %236 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %143, 0
  call void @free(ptr %236)
  %237 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %149, 0
  call void @free(ptr %237)
  %238 = extractvalue { ptr, ptr, i64 } %209, 0
  call void @free(ptr %238)
  %239 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %215, 0
  call void @free(ptr %239)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
