; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@first = internal constant [14 x i8] c"native puts 1\00"
@second = internal constant [14 x i8] c"native puts 2\00"
@fmt = internal constant [13 x i8] c"[printf %ld]\00"
@str = internal constant [14 x i8] c"<printString>\00"

declare void @free(ptr)

declare ptr @malloc(i64)

declare i32 @puts(ptr)

declare void @printI64(i64)

declare void @printF64(double)

declare void @printNewline()

declare void @printString(ptr)

declare void @printMemrefI32(i64, ptr)

declare i32 @printf(ptr, ...)

define void @main() {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i64 [ %7, %4 ], [ 0, %0 ]
  %3 = icmp slt i64 %2, 3
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  call void @printI64(i64 %2)
  %5 = call i32 (ptr, ...) @printf(ptr @fmt, i64 %2)
  call void @printString(ptr @str)
  %6 = call i32 @puts(ptr @first)
  %7 = add i64 %2, 1
  br label %1

8:                                                ; preds = %1
  %9 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i32, ptr null, i64 2) to i64))
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %9, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %9, 1
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 0, 2
  %13 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, i64 2, 3, 0
  %14 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %13, i64 1, 4, 0
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, 1
  %16 = getelementptr i32, ptr %15, i64 0
  store i32 5, ptr %16, align 4
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, 1
  %18 = getelementptr i32, ptr %17, i64 1
  store i32 5, ptr %18, align 4
  %19 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, ptr %19, align 8
  %20 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %19, 1
  %21 = call i32 @puts(ptr @second)
  %22 = extractvalue { i64, ptr } %20, 0
  %23 = extractvalue { i64, ptr } %20, 1
  call void @printMemrefI32(i64 %22, ptr %23)
  %24 = call i32 @puts(ptr @second)
  call void @printF64(double 1.000000e-01)
  %25 = call i32 (ptr, ...) @printf(ptr @fmt, i64 7)
  call void @printNewline()
  %26 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, 0
  call void @free(ptr %26)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
