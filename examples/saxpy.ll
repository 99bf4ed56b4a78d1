; saxpy over 1024 floats, then the sum of the result: y[i] = 2 * x[i] + y[i] with x[i] = i and y[i] = 1.
; Run it:  ./mlirj run examples/saxpy.ll -O3        (prints 1.048576e+06, as mlir-cpu-runner prints an f32)

@x = internal global [1024 x float] zeroinitializer, align 64
@y = internal global [1024 x float] zeroinitializer, align 64

define void @saxpy(ptr noalias %x, ptr noalias %y, i64 %n, float %a) {
entry:
  %nonempty = icmp sgt i64 %n, 0
  br i1 %nonempty, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %vx = load float, ptr %px, align 4
  %vy = load float, ptr %py, align 4
  %ax = fmul float %a, %vx
  %r = fadd float %ax, %vy
  store float %r, ptr %py, align 4
  %next = add nsw i64 %i, 1
  %more = icmp slt i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define float @main() {
entry:
  br label %init
init:
  %i = phi i64 [ 0, %entry ], [ %inext, %init ]
  %fi = sitofp i64 %i to float
  %px = getelementptr inbounds [1024 x float], ptr @x, i64 0, i64 %i
  %py = getelementptr inbounds [1024 x float], ptr @y, i64 0, i64 %i
  store float %fi, ptr %px, align 4
  store float 1.0, ptr %py, align 4
  %inext = add nsw i64 %i, 1
  %imore = icmp slt i64 %inext, 1024
  br i1 %imore, label %init, label %compute
compute:
  call void @saxpy(ptr @x, ptr @y, i64 1024, float 2.0)
  br label %sum
sum:
  %j = phi i64 [ 0, %compute ], [ %jnext, %sum ]
  %acc = phi float [ 0.0, %compute ], [ %acc2, %sum ]
  %pj = getelementptr inbounds [1024 x float], ptr @y, i64 0, i64 %j
  %vj = load float, ptr %pj, align 4
  %acc2 = fadd float %acc, %vj
  %jnext = add nsw i64 %j, 1
  %jmore = icmp slt i64 %jnext, 1024
  br i1 %jmore, label %sum, label %done
done:
  ret float %acc2
}
