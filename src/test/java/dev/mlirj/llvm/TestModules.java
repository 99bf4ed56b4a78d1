package dev.mlirj.llvm;

import java.util.List;

/** Small LLVM modules the tests build through the object layer. */
final class TestModules {
    private TestModules() {
    }

    /** {@code i64 add(i64 a, i64 b)}. */
    static LlvmModule add(LlvmContext context) {
        LlvmModule module = context.createModule("add");
        LlvmType i64 = context.i64();
        LlvmValue add = module.addFunction("add", context.function(i64, List.of(i64, i64), false));
        try (LlvmBuilder b = context.createBuilder()) {
            b.positionAtEnd(add.appendBasicBlock("entry"));
            b.ret(b.add(add.param(0), add.param(1), "sum"));
        }
        return module;
    }

    /** {@code void scale(ptr p, i64 n, float a)}: {@code p[i] *= a} for {@code 0 <= i < n}. */
    static LlvmModule scale(LlvmContext context) {
        LlvmModule module = context.createModule("scale");
        LlvmType i64 = context.i64();
        LlvmType f32 = context.f32();
        LlvmValue scale = module.addFunction("scale",
                context.function(context.voidType(), List.of(context.ptr(), i64, f32), false));
        LlvmValue p = scale.param(0);
        LlvmValue n = scale.param(1);
        LlvmValue a = scale.param(2);
        LlvmBasicBlock entry = scale.appendBasicBlock("entry");
        LlvmBasicBlock loop = scale.appendBasicBlock("loop");
        LlvmBasicBlock exit = scale.appendBasicBlock("exit");
        try (LlvmBuilder b = context.createBuilder()) {
            b.positionAtEnd(entry);
            LlvmValue zero = context.constInt(i64, 0);
            b.condBr(b.icmp(IntPredicate.SGT, n, zero, "nonempty"), loop, exit);
            b.positionAtEnd(loop);
            LlvmValue i = b.phi(i64, "i");
            LlvmValue address = b.gep(f32, p, List.of(i), true, "address");
            LlvmValue scaled = b.fmul(b.load(f32, address, "x"), a, "scaled");
            b.store(scaled, address);
            LlvmValue next = b.add(i, context.constInt(i64, 1), "next").setNsw(true);
            b.condBr(b.icmp(IntPredicate.SLT, next, n, "more"), loop, exit);
            i.addIncoming(zero, entry).addIncoming(next, loop);
            b.positionAtEnd(exit);
            b.retVoid();
        }
        return module;
    }
}
