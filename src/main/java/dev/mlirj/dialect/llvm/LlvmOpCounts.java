package dev.mlirj.dialect.llvm;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpVerifier;
import dev.mlirj.ir.Operation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How many regions, results, successors and operands each LLVM dialect operation has, as MLIR 19's ODS declares
 * them (the {@code ZeroRegions}/{@code OneRegion}, {@code ZeroResults}/{@code OneResult}/{@code VariadicResults},
 * {@code ZeroSuccessors}/{@code OneSuccessor}/{@code NSuccessors} and {@code NOperands}/{@code AtLeastNOperands}/
 * {@code VariadicOperands} traits its operations carry). {@link #withCounts} checks them first, in ODS's order and
 * with mlir-opt 19's messages, before the properties and the operation's own verifier, so that those, the printer
 * and the translation may index the operands and results an operation of its kind always has. Every registered
 * LLVM operation has an entry: registering one without is an error of the dialect.
 */
final class LlvmOpCounts {
    /** Any number (variadic operands or results). */
    private static final int ANY = -1;
    /** None or one (an {@code Optional} operand or result). */
    private static final int OPTIONAL = -2;

    /**
     * The counts of one kind of operation.
     *
     * @param operands        the operand count, {@link #ANY} or {@link #OPTIONAL}
     * @param atLeast         whether {@code operands} is a minimum ({@code AtLeastNOperands})
     * @param results         the result count, {@link #ANY} or {@link #OPTIONAL}
     * @param regions         the region count
     * @param successors      the successor count
     * @param atLeastSuccessors whether {@code successors} is a minimum ({@code AtLeastNSuccessors})
     */
    private record Counts(int operands, boolean atLeast, int results, int regions, int successors,
                          boolean atLeastSuccessors) {
        boolean check(OpChecks c, Operation op) {
            if (!c.regions(regions) || !c.resultCount(results < 0 ? ANY : results)) {
                return false;
            }
            if (!(atLeastSuccessors ? c.atLeastSuccessors(successors) : c.successors(successors))) {
                return false;
            }
            if (operands >= 0 && !(atLeast ? c.atLeastOperands(operands) : c.operandCount(operands))) {
                return false;
            }
            // ODS checks an optional group's size after the traits, with the operation's other invariants.
            if (operands == OPTIONAL && op.operandCount() > 1) {
                return c.fail("operand group starting at #0 requires 0 or 1 element, but found " + op.operandCount());
            }
            return results != OPTIONAL || op.resultCount() <= 1
                    || c.fail("result group starting at #0 requires 0 or 1 element, but found " + op.resultCount());
        }
    }

    private static final Map<String, Counts> COUNTS = new HashMap<>();

    static {
        Counts noResult = new Counts(0, false, 0, 0, 0, false);
        put(noResult, LlvmIntrinsicOps.DEBUGTRAP, LlvmIntrinsicOps.TRAP, LlvmFuncOps.UNREACHABLE);
        put(new Counts(0, false, 1, 0, 0, false), LlvmIntrinsicOps.STACKSAVE, LlvmConstantOps.ADDRESSOF,
                LlvmConstantOps.CONSTANT, LlvmConstantOps.NULL, LlvmConstantOps.POISON, LlvmConstantOps.UNDEF,
                LlvmConstantOps.ZERO);
        put(new Counts(1, false, 0, 0, 0, false), LlvmIntrinsicOps.ASSUME, LlvmIntrinsicOps.LIFETIME_END,
                LlvmIntrinsicOps.LIFETIME_START, LlvmIntrinsicOps.PREFETCH, LlvmIntrinsicOps.STACKRESTORE);
        put(new Counts(2, false, 0, 0, 0, false), LlvmMemoryOps.STORE);
        put(new Counts(3, false, 0, 0, 0, false), LlvmMaskedMemoryOps.MASKED_STORE, LlvmIntrinsicOps.MEMCPY,
                LlvmIntrinsicOps.MEMMOVE, LlvmIntrinsicOps.MEMSET);
        put(new Counts(1, false, 1, 0, 0, false), LlvmArithOps.ADDRSPACECAST, LlvmMemoryOps.ALLOCA,
                LlvmArithOps.BITCAST, LlvmAggregateOps.EXTRACTVALUE, LlvmArithOps.FNEG, LlvmArithOps.FPEXT,
                LlvmArithOps.FPTOSI, LlvmArithOps.FPTOUI, LlvmArithOps.FPTRUNC, LlvmArithOps.INTTOPTR,
                LlvmMemoryOps.LOAD, LlvmArithOps.PTRTOINT, LlvmArithOps.SEXT, LlvmArithOps.SITOFP, LlvmArithOps.TRUNC,
                LlvmArithOps.UITOFP, LlvmArithOps.ZEXT, LlvmConstrainedFpOps.FPTRUNC, LlvmIntrinsicOps.ABS,
                LlvmIntrinsicOps.BITREVERSE, LlvmIntrinsicOps.BSWAP, LlvmIntrinsicOps.CEIL, LlvmIntrinsicOps.COS,
                LlvmIntrinsicOps.CTLZ, LlvmIntrinsicOps.CTPOP, LlvmIntrinsicOps.CTTZ, LlvmIntrinsicOps.EXP,
                LlvmIntrinsicOps.EXP2, LlvmIntrinsicOps.FABS, LlvmIntrinsicOps.FLOOR, LlvmIntrinsicOps.LOG,
                LlvmIntrinsicOps.LOG10, LlvmIntrinsicOps.LOG2, LlvmIntrinsicOps.NEARBYINT, LlvmIntrinsicOps.RINT,
                LlvmIntrinsicOps.ROUND, LlvmIntrinsicOps.ROUNDEVEN, LlvmIntrinsicOps.SIN, LlvmIntrinsicOps.SQRT,
                LlvmIntrinsicOps.TRUNC, LlvmIntrinsicOps.VECTOR_REDUCE_ADD, LlvmIntrinsicOps.VECTOR_REDUCE_AND,
                LlvmIntrinsicOps.VECTOR_REDUCE_FMAX, LlvmIntrinsicOps.VECTOR_REDUCE_FMAXIMUM,
                LlvmIntrinsicOps.VECTOR_REDUCE_FMIN, LlvmIntrinsicOps.VECTOR_REDUCE_FMINIMUM,
                LlvmIntrinsicOps.VECTOR_REDUCE_MUL, LlvmIntrinsicOps.VECTOR_REDUCE_OR,
                LlvmIntrinsicOps.VECTOR_REDUCE_SMAX, LlvmIntrinsicOps.VECTOR_REDUCE_SMIN,
                LlvmIntrinsicOps.VECTOR_REDUCE_UMAX, LlvmIntrinsicOps.VECTOR_REDUCE_UMIN,
                LlvmIntrinsicOps.VECTOR_REDUCE_XOR);
        put(new Counts(2, false, 1, 0, 0, false), LlvmArithOps.ADD, LlvmArithOps.AND, LlvmArithOps.ASHR,
                LlvmArithOps.FADD, LlvmArithOps.FCMP, LlvmArithOps.FDIV, LlvmArithOps.FMUL, LlvmArithOps.FREM,
                LlvmArithOps.FSUB, LlvmArithOps.ICMP, LlvmArithOps.LSHR, LlvmArithOps.MUL, LlvmArithOps.OR,
                LlvmArithOps.SDIV, LlvmArithOps.SHL, LlvmArithOps.SREM, LlvmArithOps.SUB, LlvmArithOps.UDIV,
                LlvmArithOps.UREM, LlvmArithOps.XOR, LlvmAtomicOps.ATOMICRMW, LlvmVectorOps.EXTRACTELEMENT,
                LlvmVectorOps.SHUFFLEVECTOR, LlvmAggregateOps.INSERTVALUE, LlvmIntrinsicOps.COPYSIGN,
                LlvmIntrinsicOps.MAXIMUM, LlvmIntrinsicOps.MAXNUM, LlvmIntrinsicOps.MINIMUM, LlvmIntrinsicOps.MINNUM,
                LlvmIntrinsicOps.POW, LlvmIntrinsicOps.POWI, LlvmIntrinsicOps.SMAX, LlvmIntrinsicOps.SMIN,
                LlvmIntrinsicOps.UMAX, LlvmIntrinsicOps.UMIN, LlvmIntrinsicOps.SADD_WITH_OVERFLOW,
                LlvmIntrinsicOps.SSUB_WITH_OVERFLOW, LlvmIntrinsicOps.SMUL_WITH_OVERFLOW,
                LlvmIntrinsicOps.UADD_WITH_OVERFLOW, LlvmIntrinsicOps.USUB_WITH_OVERFLOW,
                LlvmIntrinsicOps.UMUL_WITH_OVERFLOW, LlvmIntrinsicOps.VECTOR_REDUCE_FADD,
                LlvmIntrinsicOps.VECTOR_REDUCE_FMUL);
        put(new Counts(3, false, 1, 0, 0, false), LlvmAtomicOps.CMPXCHG, LlvmVectorOps.INSERTELEMENT,
                LlvmArithOps.SELECT, LlvmIntrinsicOps.FMA, LlvmIntrinsicOps.FMULADD, LlvmIntrinsicOps.FSHL,
                LlvmIntrinsicOps.FSHR);
        put(new Counts(1, true, 1, 0, 0, false), LlvmMemoryOps.GETELEMENTPTR);
        put(new Counts(2, true, 1, 0, 0, false), LlvmMaskedMemoryOps.MASKED_LOAD);
        put(new Counts(ANY, false, OPTIONAL, 0, 0, false), LlvmFuncOps.CALL);
        put(new Counts(OPTIONAL, false, 0, 0, 0, false), LlvmFuncOps.RETURN);
        put(new Counts(ANY, false, 0, 0, 1, false), LlvmBranchOps.BR);
        put(new Counts(1, true, 0, 0, 2, false), LlvmBranchOps.COND_BR);
        put(new Counts(1, true, 0, 0, 1, true), LlvmBranchOps.SWITCH);
        put(new Counts(0, false, 0, 1, 0, false), LlvmFuncOp.NAME, LlvmGlobalOp.NAME);
    }

    private LlvmOpCounts() {
    }

    private static void put(Counts counts, String... names) {
        for (String name : List.of(names)) {
            if (COUNTS.put(name, counts) != null) {
                throw new IllegalStateException("two counts for " + name);
            }
        }
    }

    /** {@code def} checking its operation's counts before anything else. */
    static OpDefinition withCounts(OpDefinition def) {
        Counts counts = COUNTS.get(def.name());
        if (counts == null) {
            throw new IllegalStateException("no operand, result and region counts for " + def.name());
        }
        OpVerifier own = def.verifier();
        OpVerifier verifier = (Operation op, DiagnosticEngine d) -> counts.check(new LlvmChecks(op, d), op)
                && (own == null || own.verify(op, d));
        return new OpDefinition(def.name(), def.traits(), def.inherentAttrs(), def.syntax(), verifier,
                def.defaultDialect(), def.folder(), def.propertyStorage());
    }
}
