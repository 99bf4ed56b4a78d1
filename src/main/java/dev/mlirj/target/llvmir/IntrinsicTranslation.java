package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.LlvmConstrainedFpOps;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
import dev.mlirj.dialect.llvm.LlvmMaskedMemoryOps;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmIntrinsics;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.LlvmValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code llvm.intr.NAME} operations as calls of the LLVM intrinsic {@code llvm.NAME}, declared with
 * {@code LLVMLookupIntrinsicID} and {@code LLVMGetIntrinsicDeclaration}. An overloaded intrinsic is instantiated on
 * the types MLIR's ODS definitions name ({@link #OVERLOADS}: the result, and for some intrinsics operand types);
 * immediate arguments MLIR keeps as attributes ({@code is_zero_poison}, {@code isVolatile}, a lifetime's
 * {@code size}, prefetch's {@code rw}, {@code hint} and {@code cache}) become the constant arguments LLVM expects.
 * Arguments are checked against the declaration's parameter types before the call is built.
 */
final class IntrinsicTranslation {
    /** Overload spec: -1 is result 0, n >= 0 is operand n (after the immediate arguments are placed). */
    private static final Map<String, List<Integer>> OVERLOADS = Map.ofEntries(
            Map.entry(LlvmIntrinsicOps.POWI, List.of(-1, 1)),
            Map.entry(LlvmIntrinsicOps.MEMCPY, List.of(0, 1, 2)),
            Map.entry(LlvmIntrinsicOps.MEMMOVE, List.of(0, 1, 2)),
            Map.entry(LlvmIntrinsicOps.MEMSET, List.of(0, 2)),
            Map.entry(LlvmIntrinsicOps.SADD_WITH_OVERFLOW, List.of(0)),
            Map.entry(LlvmIntrinsicOps.UADD_WITH_OVERFLOW, List.of(0)),
            Map.entry(LlvmIntrinsicOps.SSUB_WITH_OVERFLOW, List.of(0)),
            Map.entry(LlvmIntrinsicOps.USUB_WITH_OVERFLOW, List.of(0)),
            Map.entry(LlvmIntrinsicOps.SMUL_WITH_OVERFLOW, List.of(0)),
            Map.entry(LlvmIntrinsicOps.UMUL_WITH_OVERFLOW, List.of(0)),
            Map.entry(LlvmIntrinsicOps.STACKRESTORE, List.of(0)),
            Map.entry(LlvmIntrinsicOps.LIFETIME_START, List.of(1)),
            Map.entry(LlvmIntrinsicOps.LIFETIME_END, List.of(1)), Map.entry(LlvmIntrinsicOps.PREFETCH, List.of(0)),
            Map.entry(LlvmConstrainedFpOps.FPTRUNC, List.of(-1, 0)),
            // the reductions are instantiated on their vector operand
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_ADD, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_MUL, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_AND, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_OR, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_XOR, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_SMAX, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_SMIN, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_UMAX, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_UMIN, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_FADD, List.of(1)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_FMUL, List.of(1)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_FMAX, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_FMIN, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_FMAXIMUM, List.of(0)),
            Map.entry(LlvmIntrinsicOps.VECTOR_REDUCE_FMINIMUM, List.of(0)),
            // the masked memory intrinsics: on the data vector and the pointer (after the alignment is placed)
            Map.entry(LlvmMaskedMemoryOps.MASKED_LOAD, List.of(-1, 0)),
            Map.entry(LlvmMaskedMemoryOps.MASKED_STORE, List.of(0, 1)));
    /** Boolean immediate arguments appended after the operands. */
    private static final Map<String, String> TRAILING_FLAG = Map.of(
            LlvmIntrinsicOps.CTLZ, LlvmIntrinsicOps.IS_ZERO_POISON,
            LlvmIntrinsicOps.CTTZ, LlvmIntrinsicOps.IS_ZERO_POISON,
            LlvmIntrinsicOps.ABS, LlvmIntrinsicOps.IS_INT_MIN_POISON,
            LlvmIntrinsicOps.MEMCPY, LlvmIntrinsicOps.IS_VOLATILE,
            LlvmIntrinsicOps.MEMMOVE, LlvmIntrinsicOps.IS_VOLATILE,
            LlvmIntrinsicOps.MEMSET, LlvmIntrinsicOps.IS_VOLATILE);

    /** 32-bit immediate arguments appended after the operands, from these properties. */
    private static final Map<String, List<String>> TRAILING_I32 = Map.of(LlvmIntrinsicOps.PREFETCH,
            List.of(LlvmIntrinsicOps.RW, LlvmIntrinsicOps.HINT, LlvmIntrinsicOps.CACHE));

    private IntrinsicTranslation() {
    }

    static LlvmValue convert(Operation op, LlvmBuilder b, ModuleTranslation t) {
        String opName = op.name().fullName();
        String name = LlvmIntrinsicOps.llvmIntrinsicName(opName);
        int id = LlvmIntrinsics.lookup(name);
        if (id == 0) {
            throw LlvmDialectTranslation.missing(op);
        }
        LlvmContext c = t.context();
        List<LlvmValue> args = new ArrayList<>();
        if (opName.equals(LlvmIntrinsicOps.LIFETIME_START) || opName.equals(LlvmIntrinsicOps.LIFETIME_END)) {
            if (!(op.properties().get(LlvmIntrinsicOps.SIZE) instanceof IntegerAttr size)) {
                throw new TranslationException(op, "requires attribute 'size'");
            }
            args.add(c.constInt(c.i64(), size.value()));
        }
        args.addAll(t.lookup(op.operands(), op));
        if (opName.equals(LlvmMaskedMemoryOps.MASKED_LOAD) || opName.equals(LlvmMaskedMemoryOps.MASKED_STORE)) {
            placeMaskedArguments(op, opName.equals(LlvmMaskedMemoryOps.MASKED_LOAD), args, c, t);
        }
        boolean constrained = opName.equals(LlvmConstrainedFpOps.FPTRUNC);
        if (constrained) { // the rounding and exception metadata strings
            args.add(c.metadataString(LlvmConstrainedFpOps.roundingmode(op).metadata()));
            args.add(c.metadataString(LlvmConstrainedFpOps.fpExceptionBehavior(op).metadata()));
        }
        for (String immediate : TRAILING_I32.getOrDefault(opName, List.of())) {
            if (!(op.properties().get(immediate) instanceof IntegerAttr i)) {
                throw new TranslationException(op, "requires attribute '" + immediate + "'");
            }
            args.add(c.constInt(c.i32(), i.value().intValue()));
        }
        String flag = TRAILING_FLAG.get(opName);
        if (flag != null) {
            Attribute a = op.properties().get(flag);
            if (!(a instanceof IntegerAttr i && i.isBool())) {
                throw new TranslationException(op, "requires attribute '" + flag + "'");
            }
            args.add(c.constInt(c.i1(), i.value().signum() != 0 ? 1 : 0));
        }
        List<LlvmType> overloads = new ArrayList<>();
        if (LlvmIntrinsics.isOverloaded(id)) {
            for (int which : OVERLOADS.getOrDefault(opName, List.of(-1))) {
                if (which < 0) {
                    if (op.resultCount() != 1) {
                        throw new TranslationException(op, "expected one result to instantiate " + name);
                    }
                    overloads.add(t.type(op.result(0).type(), op));
                } else {
                    if (which >= args.size()) {
                        throw new TranslationException(op, "expected at least " + (which + 1) + " arguments");
                    }
                    overloads.add(args.get(which).type());
                }
            }
        }
        LlvmValue decl = t.llvmModule().intrinsicDeclaration(id, overloads);
        LlvmType fnType = decl.globalValueType();
        List<LlvmType> params = fnType.paramTypes();
        if (params.size() != args.size() && !fnType.isVarArg()) {
            throw new TranslationException(op, name + " takes " + params.size() + " arguments, not "
                    + args.size());
        }
        for (int i = 0; i < params.size(); i++) {
            if (!params.get(i).equals(args.get(i).type())) {
                throw new TranslationException(op, "argument " + i + " of " + name + " must be "
                        + params.get(i) + ", not " + args.get(i).type());
            }
        }
        LlvmType returnType = fnType.returnType();
        boolean returnsVoid = returnType.kind() == dev.mlirj.llvm.TypeKind.VOID;
        if (returnsVoid != (op.resultCount() == 0)
                || !returnsVoid && !returnType.equals(t.type(op.result(0).type(), op))) {
            throw new TranslationException(op, name + " returns " + returnType);
        }
        LlvmValue call = b.call(fnType, decl, args, "");
        if (constrained) { // as MLIR's translation, the call is strictfp
            call.addCallSiteAttribute(-1, c.enumAttribute("strictfp", 0));
        }
        LlvmDialectTranslation.fastmath(op, call);
        if (op.resultCount() == 1) {
            t.map(op.result(0), call);
        }
        return call;
    }

    /**
     * LLVM's masked load takes {@code (ptr, i32 alignment, mask, passthru)} (a poison pass-through when the
     * operation has none), its masked store {@code (value, ptr, i32 alignment, mask)}: the {@code alignment}
     * property goes in before the mask.
     */
    private static void placeMaskedArguments(Operation op, boolean load, List<LlvmValue> args, LlvmContext c,
                                             ModuleTranslation t) {
        if (!(op.properties().get(LlvmMaskedMemoryOps.ALIGNMENT) instanceof IntegerAttr alignment)) {
            throw new TranslationException(op, "requires attribute '" + LlvmMaskedMemoryOps.ALIGNMENT + "'");
        }
        int mask = load ? 1 : 2;
        if (args.size() <= mask) {
            throw new TranslationException(op, "expected at least " + (mask + 1) + " operands");
        }
        args.add(mask, c.constInt(c.i32(), alignment.value()));
        if (load && args.size() == 3) {
            if (op.resultCount() != 1) {
                throw new TranslationException(op, "expected one result");
            }
            args.add(c.poison(t.type(op.result(0).type(), op)));
        }
    }
}
