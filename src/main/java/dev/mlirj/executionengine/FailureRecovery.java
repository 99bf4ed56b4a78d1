package dev.mlirj.executionengine;

import dev.mlirj.llvm.IntPredicate;
import dev.mlirj.llvm.LlvmAtomicOrdering;
import dev.mlirj.llvm.LlvmAtomicRmwBinOp;
import dev.mlirj.llvm.LlvmAttribute;
import dev.mlirj.llvm.LlvmBasicBlock;
import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmLinkage;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.LlvmValue;
import dev.mlirj.llvm.TypeKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How a failing kernel returns to Java instead of ending the process: recovery points set up by the entry
 * wrappers of the generated code, and a failure path that jumps back to the innermost one. The engine applies
 * it to a module that can fail (one that calls {@value #FAIL} or {@code abort}); a module that cannot is left
 * exactly as it was, so its calls cost what they cost before.
 *
 * <p>What {@link #install} does to such a module, at the LLVM IR level after the packed wrappers are added:
 * <ul>
 *   <li>Every use of {@code abort} becomes a use of {@value #ABORT}, which fails without a message.</li>
 *   <li>Every function the module exports (a definition that is neither internal nor private) that can fail (it
 *       reaches a failure through direct calls, or makes an indirect call) is renamed {@value #BODY_PREFIX}{@code
 *       NAME}, made internal, and replaced by a guard of the same name, type, calling convention, parameter
 *       attributes and ABI attributes of the result; a variadic one is refused. Every use of the function but a
 *       direct call inside the module (its address stored in a global, returned, aliased) becomes a use of the
 *       guard, so whatever calls it from outside gets a recovery point. The guard makes a recovery point in
 *       its own frame: it saves the thread's current point (key {@link RecoveryKeys#point()}), publishes its own
 *       {@code jmp_buf}, calls {@code _setjmp} and then the body (a {@code noinline} call, so the kernel is
 *       compiled once and the guard stays a few instructions). On the way back, normally or after a failure,
 *       it restores the saved point, so entries nest (compiled code called from a Java symbol called from
 *       compiled code) and a thread outside every entry has none.</li>
 *   <li>Every call of a Java symbol goes through a thunk that clears the thread's recovery point while Java
 *       runs: compiled code that Java calls back and that fails outside a guard then aborts, loudly, instead of
 *       jumping over the Java frames (their {@code finally} blocks and monitors) to an outer guard.</li>
 *   <li>{@value #FAIL}{@code (msg, loc)}, which failing code calls (an assertion that fails, a runtime check,
 *       {@code abort}), stores the message and location pointers next to the innermost {@code jmp_buf} and
 *       {@code _longjmp}s to it. The guard then records the failure in the thread's failure record (key
 *       {@link RecoveryKeys#record()}: the message, location, entry name and comparisons, and the engine's id),
 *       increments the engine's count of failures not yet taken, {@value #PENDING} (unless the record already
 *       held an untaken failure of the same engine, which is replaced), and returns a zero of its result type. Without a recovery point (code reached around the engine's entry points) it prints the
 *       message on standard error and aborts, as MLIR's lowering does.</li>
 *   <li>Java, after a call, reads {@value #PENDING}; when it is not zero it calls {@value #TAKE}, which hands
 *       over the calling thread's record if it holds a failure of this engine and decrements the count.</li>
 * </ul>
 *
 * <p>The C library functions the failure path calls are bound to the process's own under private names
 * ({@link #LIBC_FUNCTIONS}), whatever the module defines. A record left untaken by a thread (code called
 * through {@link ExecutionEngine#lookup} without {@link ExecutionEngine#rethrowFailure()}, or a record replaced
 * by another engine's failure) keeps the engine's count above zero, which only makes every later check call
 * {@value #TAKE} (a few nanoseconds).
 *
 * <p>What is not undone: frames between the failing code and the guard are abandoned, so memory they allocated
 * and would have freed later is leaked, as it would be by the program itself had it stopped there; nothing
 * else (no lock, no Java state) lives in compiled frames. The messages and locations are constants of the
 * module, valid while the engine is. Everything here runs on the calling thread; nothing is shared between
 * threads but the count, updated atomically.
 */
final class FailureRecovery {
    /** The function failing code calls: {@code void (ptr message, ptr location)}, never returns. */
    static final String FAIL = "__mlirj_fail";
    /**
     * {@value #FAIL} with the comparisons the failed condition was made of: {@code void (ptr message, ptr
     * location, ptr comparisons, i64 count)}, where {@code comparisons} holds {@code count} triples of
     * {@code i64}: the {@code llvm.icmp} predicate's number, then its two operands (sign-extended, or zero-extended
     * for an unsigned predicate); at most {@value #MAX_COMPARISONS} are kept. Never returns.
     */
    static final String FAIL_COMPARED = "__mlirj_fail_compared";
    /** How many comparisons a failure keeps. */
    static final int MAX_COMPARISONS = 8;
    /** What calls of {@code abort} call instead. */
    static final String ABORT = "__mlirj_abort";
    /** The engine's count of failures recorded and not yet taken by Java, an {@code i64}. */
    static final String PENDING = "__mlirj_pending_failures";
    /** {@code ptr ()}: this thread's failure record if it holds one of this engine (then taken), else null. */
    static final String TAKE = "__mlirj_take_failure";
    /** {@code void (ptr point, ptr entry)}: records the failure whose recovery point is {@code point}. */
    static final String RECORD = "__mlirj_record_failure";
    /** The prefix of every name the engine adds; a module may not define one. */
    static final String RESERVED_PREFIX = "__mlirj_";
    /** The prefix of a guarded function's body. */
    static final String BODY_PREFIX = "__mlirj_unguarded.";
    /**
     * The prefix of the C library functions the failure path calls, bound by the engine to the process's own
     * (absolute symbols), so that a module defining {@code calloc} or {@code _setjmp} cannot take their place.
     */
    static final String LIBC_PREFIX = "__mlirj_libc_";
    /** The C library functions the failure path calls, each under {@link #LIBC_PREFIX} + its name. */
    static final List<String> LIBC_FUNCTIONS = List.of("pthread_getspecific", "pthread_setspecific", "_setjmp",
            "_longjmp", "calloc", "strlen", "write", "abort");

    /** The bytes of the comparisons of a failure: {@value #MAX_COMPARISONS} triples of {@code i64}. */
    static final int COMPARISONS_SIZE = MAX_COMPARISONS * 3 * 8;
    /**
     * The bytes of a recovery point: a {@code jmp_buf} (at most 512 bytes on every platform), the message and
     * location pointers, the number of comparisons and the comparisons.
     */
    static final int POINT_SIZE = 536 + COMPARISONS_SIZE;
    /** Offset of the message pointer in a recovery point. */
    static final int POINT_MESSAGE = 512;
    /** Offset of the location pointer in a recovery point. */
    static final int POINT_LOCATION = 520;
    /** Offset of the number of comparisons ({@code i64}) in a recovery point; the comparisons follow. */
    static final int POINT_COUNT = 528;

    /** Offsets in a failure record: flag (i64), engine (ptr), message, location, entry, count, comparisons. */
    static final long RECORD_ENGINE = 8;
    static final long RECORD_MESSAGE = 16;
    static final long RECORD_LOCATION = 24;
    static final long RECORD_ENTRY = 32;
    static final long RECORD_COUNT = 40;
    static final long RECORD_COMPARISONS = 48;
    static final long RECORD_SIZE = RECORD_COMPARISONS + COMPARISONS_SIZE;

    private FailureRecovery() {
    }

    /** Whether {@code module} can fail: it calls {@value #FAIL}, or uses {@code abort}. */
    static boolean canFail(LlvmModule module) {
        for (String name : List.of(FAIL, FAIL_COMPARED, "abort")) {
            var f = module.function(name);
            if (f.isPresent() && f.get().hasUses()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Guards the exported functions of {@code module} that can fail and adds the failure path (see the class
     * comment); returns false, changing nothing, when the module cannot fail. The runtime functions
     * ({@link #runtimeIr}) go into a module of their own.
     *
     * @param javaSymbols the names compiled code calls Java through (the engine's Java symbols and runner
     *                    utilities): calls of them clear the recovery point for their duration, so that compiled
     *                    code they call back, if it fails outside a guard, cannot jump over their Java frames
     * @throws IllegalArgumentException when the module already defines one of the engine's names, or exports a
     *                                  variadic function that can fail (a guard cannot forward its arguments)
     */
    static boolean install(LlvmModule module, RecoveryKeys keys, Set<String> javaSymbols) {
        if (!canFail(module)) {
            return false;
        }
        for (LlvmValue f : module.functions()) {
            if (f.name().startsWith(RESERVED_PREFIX) && !f.isDeclaration()
                    && !f.name().equals(ExecutionEngine.RUN_GLOBAL_CTORS)
                    && !f.name().equals(ExecutionEngine.RUN_GLOBAL_DTORS)) {
                throw new IllegalArgumentException("the module defines '" + f.name() + "', a name the execution"
                        + " engine reserves (" + RESERVED_PREFIX + "*) for recovering from failures");
            }
        }
        LlvmContext context = module.context();
        LlvmType ptr = context.ptr();
        LlvmType voidType = context.voidType();
        LlvmType keyType = context.intType(keys.bits());
        LlvmType i32 = context.i32();

        var abort = module.function("abort");
        if (abort.isPresent() && abort.get().hasUses()) {
            LlvmValue replacement = declare(module, ABORT, context.function(voidType, List.of(), false));
            abort.get().replaceAllUsesWith(replacement);
        }
        Set<LlvmValue> failing = failingFunctions(module);

        List<LlvmValue> exported = new ArrayList<>();
        for (LlvmValue f : module.functions()) {
            if (!f.isDeclaration() && f.linkage() != LlvmLinkage.INTERNAL && f.linkage() != LlvmLinkage.PRIVATE
                    && !f.name().startsWith("llvm.") && failing.contains(f)) {
                if (f.globalValueType().isVarArg()) {
                    throw new IllegalArgumentException("function '" + f.name() + "' is variadic and can fail (it"
                            + " asserts or calls abort): the execution engine cannot guard it, so a failure would"
                            + " end the process");
                }
                exported.add(f);
            }
        }
        LlvmType getSpecificType = context.function(ptr, List.of(keyType), false);
        LlvmValue getSpecific = declare(module, LIBC_PREFIX + "pthread_getspecific", getSpecificType);
        LlvmType setSpecificType = context.function(i32, List.of(keyType, ptr), false);
        LlvmValue setSpecific = declare(module, LIBC_PREFIX + "pthread_setspecific", setSpecificType);
        LlvmType setjmpType = context.function(i32, List.of(ptr), false);
        LlvmValue setjmp = declare(module, LIBC_PREFIX + "_setjmp", setjmpType);
        LlvmAttribute returnsTwice = context.enumAttribute("returns_twice", 0);
        setjmp.addAttribute(LlvmValue.FUNCTION_INDEX, returnsTwice);
        LlvmValue record = declare(module, RECORD, context.function(voidType, List.of(ptr, ptr), false));
        LlvmAttribute noinline = context.enumAttribute("noinline", 0);
        LlvmValue pointKey = context.constInt(keyType, keys.point());
        LlvmType pointType = context.array(context.i8(), POINT_SIZE);

        Map<LlvmValue, LlvmValue> bodies = new HashMap<>(); // guard -> the body it calls
        try (LlvmBuilder builder = context.createBuilder()) {
            for (String name : javaSymbols) {
                var callee = module.function(name);
                if (callee.isEmpty() || !callee.get().isDeclaration() || !callee.get().hasUses()
                        || callee.get().globalValueType().isVarArg()) {
                    continue;
                }
                LlvmValue target = callee.get();
                LlvmType type = target.globalValueType();
                LlvmValue thunk = module.addFunction(RESERVED_PREFIX + "java." + name, type);
                thunk.setLinkage(LlvmLinkage.INTERNAL);
                target.replaceAllUsesWith(thunk); // before the thunk's own call of it is built
                builder.positionAtEnd(thunk.appendBasicBlock("entry"));
                LlvmValue previous = builder.call(getSpecificType, getSpecific, List.of(pointKey), "previous");
                builder.call(setSpecificType, setSpecific, List.of(pointKey, context.constNull(ptr)), "");
                LlvmValue result = builder.call(type, target, params(thunk, type), "");
                builder.call(setSpecificType, setSpecific, List.of(pointKey, previous), "");
                returnResult(builder, type, result);
            }
            for (LlvmValue body : exported) {
                String name = body.name();
                LlvmType type = body.globalValueType();
                body.setName(BODY_PREFIX + name);
                body.setLinkage(LlvmLinkage.INTERNAL);
                LlvmValue guard = module.addFunction(name, type);
                // Every use of the function but a direct call (its address in a global, a returned function
                // pointer, an alias) now enters through the guard; the direct calls are put back below.
                body.replaceAllUsesWith(guard);
                bodies.put(guard, body);
                guard.setFunctionCallConv(body.functionCallConv());
                int params = type.paramCount();
                for (int index = 0; index <= params; index++) { // 0: the result, i: parameter i - 1
                    for (LlvmAttribute a : body.attributes(index)) {
                        // A failed call returns a zero: keep only the ABI's attributes of the result.
                        if (index > 0 || a.isEnum("signext") || a.isEnum("zeroext") || a.isEnum("inreg")) {
                            guard.addAttribute(index, a);
                        }
                    }
                }
                builder.positionAtEnd(guard.appendBasicBlock("entry"));
                LlvmValue point = builder.alloca(pointType, "point");
                point.setAlignment(16);
                LlvmValue previous = builder.call(getSpecificType, getSpecific, List.of(pointKey), "previous");
                builder.call(setSpecificType, setSpecific, List.of(pointKey, point), "");
                LlvmValue jumped = builder.call(setjmpType, setjmp, List.of(point), "jumped");
                jumped.addCallSiteAttribute(LlvmValue.FUNCTION_INDEX, returnsTwice);
                LlvmBasicBlock run = guard.appendBasicBlock("run");
                LlvmBasicBlock failed = guard.appendBasicBlock("failed");
                builder.condBr(builder.icmp(IntPredicate.EQ, jumped, context.constInt(i32, 0), "first"), run,
                        failed);

                builder.positionAtEnd(run);
                LlvmValue result = builder.call(type, body, params(guard, type), "");
                result.setInstructionCallConv(body.functionCallConv());
                result.addCallSiteAttribute(LlvmValue.FUNCTION_INDEX, noinline);
                for (int index = 0; index <= params; index++) {
                    for (LlvmAttribute a : body.attributes(index)) {
                        result.addCallSiteAttribute(index, a);
                    }
                }
                builder.call(setSpecificType, setSpecific, List.of(pointKey, previous), "");
                returnResult(builder, type, result);

                builder.positionAtEnd(failed);
                builder.call(setSpecificType, setSpecific, List.of(pointKey, previous), "");
                LlvmValue entryName = builder.globalString(name, RESERVED_PREFIX + "entry");
                builder.call(record.globalValueType(), record, List.of(point, entryName), "");
                returnResult(builder, type, type.returnType().kind() == TypeKind.VOID ? null
                        : context.constNull(type.returnType()));
            }
        }
        // Direct calls inside the module go straight to the bodies: one recovery point per entry from outside.
        for (LlvmValue f : module.functions()) {
            if (f.isDeclaration()) {
                continue;
            }
            for (LlvmValue call : f.calls()) {
                LlvmValue body = bodies.get(call.calledValue());
                if (body != null) {
                    call.setCalledValue(body);
                }
            }
        }
        return true;
    }

    /** The parameters of {@code function}, of type {@code type}, in order. */
    private static List<LlvmValue> params(LlvmValue function, LlvmType type) {
        List<LlvmValue> args = new ArrayList<>(type.paramCount());
        for (int i = 0; i < type.paramCount(); i++) {
            args.add(function.param(i));
        }
        return args;
    }

    /** {@code ret result}, or {@code ret void} when the function returns nothing. */
    private static void returnResult(LlvmBuilder builder, LlvmType type, LlvmValue result) {
        if (type.returnType().kind() == TypeKind.VOID) {
            builder.retVoid();
        } else {
            builder.ret(result);
        }
    }

    /**
     * The module's function definitions that can fail: those that call {@value #FAIL}, {@value #FAIL_COMPARED}
     * or {@value #ABORT}, make an indirect call (the pointer may lead to code that fails), or call one that can
     * fail. A call of a declaration (C code, a Java symbol) cannot fail into this module's code.
     */
    private static Set<LlvmValue> failingFunctions(LlvmModule module) {
        Set<LlvmValue> failures = new HashSet<>();
        for (String name : List.of(FAIL, FAIL_COMPARED, ABORT)) {
            module.function(name).ifPresent(failures::add);
        }
        Set<LlvmValue> functions = new HashSet<>(module.functions());
        Map<LlvmValue, List<LlvmValue>> callers = new HashMap<>();
        Set<LlvmValue> failing = new HashSet<>();
        List<LlvmValue> work = new ArrayList<>();
        for (LlvmValue f : module.functions()) {
            if (f.isDeclaration()) {
                continue;
            }
            for (LlvmValue call : f.calls()) {
                LlvmValue callee = call.calledValue();
                if (failures.contains(callee) || !functions.contains(callee)) {
                    if (failing.add(f)) {
                        work.add(f);
                    }
                } else {
                    callers.computeIfAbsent(callee, k -> new ArrayList<>()).add(f);
                }
            }
        }
        while (!work.isEmpty()) {
            LlvmValue f = work.removeLast();
            for (LlvmValue caller : callers.getOrDefault(f, List.of())) {
                if (failing.add(caller)) {
                    work.add(caller);
                }
            }
        }
        return failing;
    }

    /** {@code name} declared with {@code type} unless the module has it; returns the function. */
    private static LlvmValue declare(LlvmModule module, String name, LlvmType type) {
        var existing = module.function(name);
        if (existing.isPresent()) {
            if (!existing.get().globalValueType().equals(type)) {
                throw new IllegalArgumentException("the module declares '" + name + "' with type "
                        + existing.get().globalValueType() + ", but the execution engine calls it as " + type);
            }
            return existing.get();
        }
        return module.addFunction(name, type);
    }

    /**
     * The LLVM IR of the failure path shared by the guards of one engine: {@value #FAIL}, {@value #ABORT},
     * {@value #RECORD}, {@value #TAKE} and the count {@value #PENDING}, for this platform's keys.
     */
    static String runtimeIr(RecoveryKeys keys, long engineId) {
        String k = "i" + keys.bits();
        String point = k + " " + keys.point();
        String rec = k + " " + keys.record();
        String lost = "mlirj: compiled code failed outside the execution engine's entry points, so it cannot return"
                + " to Java; aborting\n";
        return """
                @%PENDING% = global i64 0, align 8
                @.lost = private unnamed_addr constant [%LOSTLEN% x i8] c"%LOST%"
                @.newline = private unnamed_addr constant [1 x i8] c"\\0A"

                declare ptr @%L%pthread_getspecific(%K%)
                declare i32 @%L%pthread_setspecific(%K%, ptr)
                declare void @%L%_longjmp(ptr, i32) noreturn
                declare ptr @%L%calloc(i64, i64)
                declare i64 @%L%strlen(ptr)
                declare i64 @%L%write(i32, ptr, i64)
                declare void @%L%abort() noreturn
                declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

                define void @%FAIL%(ptr %msg, ptr %loc) noreturn cold noinline nounwind {
                  call void @%FAIL_COMPARED%(ptr %msg, ptr %loc, ptr null, i64 0)
                  unreachable
                }

                define void @%FAIL_COMPARED%(ptr %msg, ptr %loc, ptr %cmps, i64 %n) noreturn cold noinline nounwind {
                entry:
                  %point = call ptr @%L%pthread_getspecific(%POINT%)
                  %none = icmp eq ptr %point, null
                  br i1 %none, label %lost, label %jump
                jump:
                  %many = icmp ugt i64 %n, %MAX%
                  %kept = select i1 %many, i64 %MAX%, i64 %n
                  %cp = getelementptr inbounds i8, ptr %point, i64 %POINT_COUNT%
                  store i64 %kept, ptr %cp, align 8
                  %dst = getelementptr inbounds i8, ptr %point, i64 %POINT_COMPARISONS%
                  %bytes = mul i64 %kept, 24
                  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %cmps, i64 %bytes, i1 false)
                  %m = getelementptr inbounds i8, ptr %point, i64 %POINT_MESSAGE%
                  store ptr %msg, ptr %m, align 8
                  %l = getelementptr inbounds i8, ptr %point, i64 %POINT_LOCATION%
                  store ptr %loc, ptr %l, align 8
                  call void @%L%_longjmp(ptr %point, i32 1)
                  unreachable
                lost:
                  %w0 = call i64 @%L%write(i32 2, ptr @.lost, i64 %LOSTLEN%)
                  call void @__mlirj_print_line(ptr %msg)
                  call void @__mlirj_print_line(ptr %loc)
                  call void @%L%abort()
                  unreachable
                }

                define internal void @__mlirj_print_line(ptr %text) cold nounwind {
                entry:
                  %none = icmp eq ptr %text, null
                  br i1 %none, label %done, label %print
                print:
                  %n = call i64 @%L%strlen(ptr %text)
                  %w0 = call i64 @%L%write(i32 2, ptr %text, i64 %n)
                  %w1 = call i64 @%L%write(i32 2, ptr @.newline, i64 1)
                  br label %done
                done:
                  ret void
                }

                define void @%ABORT%() noreturn cold noinline nounwind {
                  call void @%FAIL%(ptr null, ptr null)
                  unreachable
                }

                define void @%RECORD%(ptr %point, ptr %entry) cold noinline nounwind {
                start:
                  %old = call ptr @%L%pthread_getspecific(%REC%)
                  %has = icmp ne ptr %old, null
                  br i1 %has, label %fill, label %make
                make:
                  %new = call ptr @%L%calloc(i64 1, i64 %RECORD_SIZE%)
                  %made = icmp ne ptr %new, null
                  br i1 %made, label %publish, label %nomemory
                nomemory:
                  %mp = getelementptr inbounds i8, ptr %point, i64 %POINT_MESSAGE%
                  %mv = load ptr, ptr %mp, align 8
                  %lp = getelementptr inbounds i8, ptr %point, i64 %POINT_LOCATION%
                  %lv = load ptr, ptr %lp, align 8
                  call void @__mlirj_print_line(ptr %mv)
                  call void @__mlirj_print_line(ptr %lv)
                  call void @%L%abort()
                  unreachable
                publish:
                  %set = call i32 @%L%pthread_setspecific(%REC%, ptr %new)
                  br label %fill
                fill:
                  %rec = phi ptr [ %old, %start ], [ %new, %publish ]
                  %wasset = load i64, ptr %rec, align 8
                  %e = getelementptr inbounds i8, ptr %rec, i64 %RECORD_ENGINE%
                  %wasengine = load i64, ptr %e, align 8
                  %held = icmp ne i64 %wasset, 0
                  %same = icmp eq i64 %wasengine, %ID%
                  %counted = and i1 %held, %same
                  store i64 1, ptr %rec, align 8
                  store i64 %ID%, ptr %e, align 8
                  %msgp = getelementptr inbounds i8, ptr %point, i64 %POINT_MESSAGE%
                  %msg = load ptr, ptr %msgp, align 8
                  %rm = getelementptr inbounds i8, ptr %rec, i64 %RECORD_MESSAGE%
                  store ptr %msg, ptr %rm, align 8
                  %locp = getelementptr inbounds i8, ptr %point, i64 %POINT_LOCATION%
                  %loc = load ptr, ptr %locp, align 8
                  %rl = getelementptr inbounds i8, ptr %rec, i64 %RECORD_LOCATION%
                  store ptr %loc, ptr %rl, align 8
                  %re = getelementptr inbounds i8, ptr %rec, i64 %RECORD_ENTRY%
                  store ptr %entry, ptr %re, align 8
                  %pc = getelementptr inbounds i8, ptr %point, i64 %POINT_COUNT%
                  %rc = getelementptr inbounds i8, ptr %rec, i64 %RECORD_COUNT%
                  call void @llvm.memcpy.p0.p0.i64(ptr %rc, ptr %pc, i64 %COUNT_AND_COMPARISONS%, i1 false)
                  br i1 %counted, label %done, label %count
                count:
                  %c = atomicrmw add ptr @%PENDING%, i64 1 seq_cst, align 8
                  br label %done
                done:
                  ret void
                }

                define ptr @%TAKE%() nounwind {
                start:
                  %rec = call ptr @%L%pthread_getspecific(%REC%)
                  %none = icmp eq ptr %rec, null
                  br i1 %none, label %nothing, label %check
                check:
                  %flag = load i64, ptr %rec, align 8
                  %e = getelementptr inbounds i8, ptr %rec, i64 %RECORD_ENGINE%
                  %engine = load i64, ptr %e, align 8
                  %set = icmp ne i64 %flag, 0
                  %ours = icmp eq i64 %engine, %ID%
                  %mine = and i1 %set, %ours
                  br i1 %mine, label %take, label %nothing
                take:
                  store i64 0, ptr %rec, align 8
                  %c = atomicrmw sub ptr @%PENDING%, i64 1 seq_cst, align 8
                  ret ptr %rec
                nothing:
                  ret ptr null
                }
                """
                .replace("%L%", LIBC_PREFIX).replace("%ID%", Long.toString(engineId))
                .replace("%PENDING%", PENDING).replace("%FAIL_COMPARED%", FAIL_COMPARED).replace("%FAIL%", FAIL)
                .replace("%ABORT%", ABORT).replace("%MAX%", Integer.toString(MAX_COMPARISONS))
                .replace("%POINT_COUNT%", Integer.toString(POINT_COUNT))
                .replace("%POINT_COMPARISONS%", Integer.toString(POINT_COUNT + 8))
                .replace("%COUNT_AND_COMPARISONS%", Integer.toString(8 + COMPARISONS_SIZE))
                .replace("%RECORD%", RECORD).replace("%TAKE%", TAKE)
                .replace("%POINT%", point).replace("%REC%", rec).replace("%K%", k)
                .replace("%POINT_MESSAGE%", Integer.toString(POINT_MESSAGE))
                .replace("%POINT_LOCATION%", Integer.toString(POINT_LOCATION))
                .replace("%RECORD_SIZE%", Long.toString(RECORD_SIZE))
                .replace("%RECORD_ENGINE%", Long.toString(RECORD_ENGINE))
                .replace("%RECORD_MESSAGE%", Long.toString(RECORD_MESSAGE))
                .replace("%RECORD_LOCATION%", Long.toString(RECORD_LOCATION))
                .replace("%RECORD_ENTRY%", Long.toString(RECORD_ENTRY))
                .replace("%RECORD_COUNT%", Long.toString(RECORD_COUNT))
                .replace("%LOSTLEN%", Integer.toString(lost.length()))
                .replace("%LOST%", lost.replace("\n", "\\0A"));
    }
}
