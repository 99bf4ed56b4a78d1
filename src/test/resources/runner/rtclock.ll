; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare double @rtclock()

define private i64 @nanoTime() {
  %1 = call i64 @_mlir_ciface_nanoTime()
  ret i64 %1
}

declare i64 @_mlir_ciface_nanoTime()

declare void @printI64(i64)

declare void @printNewline()

define void @show(i1 %0) {
  %2 = zext i1 %0 to i64
  call void @printI64(i64 %2)
  call void @printNewline()
  ret void
}

define void @main() {
  %1 = call double @rtclock()
  %2 = call i64 @nanoTime()
  %3 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 1) to i64))
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %3, 0
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, ptr %3, 1
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 1, 3, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %9

9:                                                ; preds = %12, %0
  %10 = phi i64 [ %16, %12 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 100000
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = call double @rtclock()
  %14 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, 1
  %15 = getelementptr double, ptr %14, i64 0
  store double %13, ptr %15, align 8
  %16 = add i64 %10, 1
  br label %9

17:                                               ; preds = %9
  %18 = call double @rtclock()
  %19 = call i64 @nanoTime()
  %20 = fcmp oge double %18, %1
  call void @show(i1 %20)
  %21 = fcmp ogt double %1, 0x41D782F840000000
  call void @show(i1 %21)
  %22 = icmp sge i64 %19, %2
  call void @show(i1 %22)
  %23 = icmp sgt i64 %2, 1577836800000000000
  call void @show(i1 %23)
  %24 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, 0
  call void @free(ptr %24)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
