package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.LlvmConstrainedFpOps;
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
 * {@code size}, prefetch's {@code rw}, {@code hint} and {@code cache}) become the constant arguments LLVM expects. Arguments are checked against the declaration's
 * parameter types before the call is built.
 */
final class IntrinsicTranslation {
    /** Overload spec: -1 is result 0, n >= 0 is operand n (after the immediate arguments are placed). */
    private static final Map<String, List<Integer>> OVERLOADS = Map.ofEntries(
            Map.entry("powi", List.of(-1, 1)),
            Map.entry("memcpy", List.of(0, 1, 2)), Map.entry("memmove", List.of(0, 1, 2)),
            Map.entry("memset", List.of(0, 2)),
            Map.entry("sadd.with.overflow", List.of(0)), Map.entry("uadd.with.overflow", List.of(0)),
            Map.entry("ssub.with.overflow", List.of(0)), Map.entry("usub.with.overflow", List.of(0)),
            Map.entry("smul.with.overflow", List.of(0)), Map.entry("umul.with.overflow", List.of(0)),
            Map.entry("stackrestore", List.of(0)), Map.entry("lifetime.start", List.of(1)),
            Map.entry("lifetime.end", List.of(1)), Map.entry("prefetch", List.of(0)),
            Map.entry("experimental.constrained.fptrunc", List.of(-1, 0)),
            // additions for vector: the reductions are instantiated on their vector operand
            Map.entry("vector.reduce.add", List.of(0)), Map.entry("vector.reduce.mul", List.of(0)),
            Map.entry("vector.reduce.and", List.of(0)), Map.entry("vector.reduce.or", List.of(0)),
            Map.entry("vector.reduce.xor", List.of(0)), Map.entry("vector.reduce.smax", List.of(0)),
            Map.entry("vector.reduce.smin", List.of(0)), Map.entry("vector.reduce.umax", List.of(0)),
            Map.entry("vector.reduce.umin", List.of(0)), Map.entry("vector.reduce.fadd", List.of(1)),
            Map.entry("vector.reduce.fmul", List.of(1)), Map.entry("vector.reduce.fmax", List.of(0)),
            Map.entry("vector.reduce.fmin", List.of(0)), Map.entry("vector.reduce.fmaximum", List.of(0)),
            Map.entry("vector.reduce.fminimum", List.of(0)),
            // the masked memory intrinsics: on the data vector and the pointer (after the alignment is placed)
            Map.entry("masked.load", List.of(-1, 0)), Map.entry("masked.store", List.of(0, 1)));
    /** Boolean immediate arguments appended after the operands. */
    private static final Map<String, String> TRAILING_FLAG = Map.of("ctlz", "is_zero_poison", "cttz",
            "is_zero_poison", "abs", "is_int_min_poison", "memcpy", "isVolatile", "memmove", "isVolatile", "memset",
            "isVolatile");

    /** 32-bit immediate arguments appended after the operands, from these properties. */
    private static final Map<String, List<String>> TRAILING_I32 = Map.of("prefetch", List.of("rw", "hint", "cache"));

    private IntrinsicTranslation() {
    }

    static LlvmValue convert(Operation op, LlvmBuilder b, ModuleTranslation t) {
        String name = op.name().fullName().substring("llvm.intr.".length());
        int id = LlvmIntrinsics.lookup("llvm." + name);
        if (id == 0) {
            throw LlvmDialectTranslation.missing(op);
        }
        LlvmContext c = t.context();
        List<LlvmValue> args = new ArrayList<>();
        if (name.startsWith("lifetime.")) {
            if (!(op.properties().get("size") instanceof IntegerAttr size)) {
                throw new TranslationException(op, "requires attribute 'size'");
            }
            args.add(c.constInt(c.i64(), size.value()));
        }
        args.addAll(t.lookup(op.operands(), op));
        if (name.startsWith("masked.")) { // addition for vector
            placeMaskedArguments(op, name.equals("masked.load"), args, c, t);
        }
        boolean constrained = op.name().fullName().equals(LlvmConstrainedFpOps.FPTRUNC);
        if (constrained) { // addition for arith: the rounding and exception metadata strings
            args.add(c.metadataString(LlvmConstrainedFpOps.roundingMetadata(op)));
            args.add(c.metadataString(LlvmConstrainedFpOps.exceptionMetadata(op)));
        }
        for (String immediate : TRAILING_I32.getOrDefault(name, List.of())) {
            if (!(op.properties().get(immediate) instanceof IntegerAttr i)) {
                throw new TranslationException(op, "requires attribute '" + immediate + "'");
            }
            args.add(c.constInt(c.i32(), i.value().intValue()));
        }
        String flag = TRAILING_FLAG.get(name);
        if (flag != null) {
            Attribute a = op.properties().get(flag);
            if (!(a instanceof IntegerAttr i && i.isBool())) {
                throw new TranslationException(op, "requires attribute '" + flag + "'");
            }
            args.add(c.constInt(c.i1(), i.value().signum() != 0 ? 1 : 0));
        }
        List<LlvmType> overloads = new ArrayList<>();
        if (LlvmIntrinsics.isOverloaded(id)) {
            for (int which : OVERLOADS.getOrDefault(name, List.of(-1))) {
                if (which < 0) {
                    if (op.resultCount() != 1) {
                        throw new TranslationException(op, "expected one result to instantiate llvm." + name);
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
            throw new TranslationException(op, "llvm." + name + " takes " + params.size() + " arguments, not "
                    + args.size());
        }
        for (int i = 0; i < params.size(); i++) {
            if (!params.get(i).equals(args.get(i).type())) {
                throw new TranslationException(op, "argument " + i + " of llvm." + name + " must be "
                        + params.get(i) + ", not " + args.get(i).type());
            }
        }
        LlvmType returnType = fnType.returnType();
        boolean returnsVoid = returnType.kind() == dev.mlirj.llvm.TypeKind.VOID;
        if (returnsVoid != (op.resultCount() == 0)
                || !returnsVoid && !returnType.equals(t.type(op.result(0).type(), op))) {
            throw new TranslationException(op, "llvm." + name + " returns " + returnType);
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
        if (!(op.properties().get("alignment") instanceof IntegerAttr alignment)) {
            throw new TranslationException(op, "requires attribute 'alignment'");
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
