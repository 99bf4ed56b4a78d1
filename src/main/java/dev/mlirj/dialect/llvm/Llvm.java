package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds LLVM dialect operations at a builder's insertion point, with exactly the properties the parser gives the
 * same operation written in its custom form (default flags, orderings and calling conventions included), so that
 * built IR verifies and prints as parsed IR does. This is the facade the conversions to the LLVM dialect build
 * with: {@code Llvm.binary(b, ctx, loc, "add", x, y)}, {@code Llvm.extractValue(b, ctx, loc, desc, 1)}.
 *
 * <p>Every method checks what it can about its arguments and throws {@link IllegalArgumentException} naming the
 * problem rather than build an operation that would not verify. The context must have the LLVM dialect loaded.
 */
public final class Llvm {
    private Llvm() {
    }

    /** A state for {@code llvm.<mnemonic>} at {@code location}. */
    private static OperationState state(MlirContext context, String mnemonic, Location location) {
        return OperationState.forRegistered(context, "llvm." + mnemonic, location);
    }

    private static Value single(Builder b, OperationState state, Type result) {
        state.resultTypes.add(result);
        return b.create(state).result(0);
    }

    // ---- constants ----

    /** {@code llvm.mlir.constant(value) : type}. */
    public static Value constant(Builder b, Location location, Type type, Attribute value) {
        MlirContext context = b.context();
        OperationState state = state(context, "mlir.constant", location);
        state.properties.put("value", value);
        return single(b, state, type);
    }

    /** An integer constant {@code value} of the integer type {@code type} ({@code llvm.mlir.constant(v) : iN}). */
    public static Value constant(Builder b, Location location, IntegerType type, long value) {
        return constant(b, location, type, IntegerAttr.of(type, value));
    }

    /** A float constant {@code value} of the float type {@code type}. */
    public static Value constant(Builder b, Location location, FloatType type, double value) {
        return constant(b, location, type, FloatAttr.of(type, value));
    }

    /** {@code llvm.mlir.undef : type}. */
    public static Value undef(Builder b, Location location, Type type) {
        MlirContext context = b.context();
        return single(b, state(context, "mlir.undef", location), type);
    }

    /** {@code llvm.mlir.poison : type}. */
    public static Value poison(Builder b, Location location, Type type) {
        MlirContext context = b.context();
        return single(b, state(context, "mlir.poison", location), type);
    }

    /** {@code llvm.mlir.zero : type} (the null pointer for a pointer type). */
    public static Value zero(Builder b, Location location, Type type) {
        MlirContext context = b.context();
        return single(b, state(context, "mlir.zero", location), type);
    }

    /** {@code llvm.mlir.addressof @symbol : !llvm.ptr} (of a global or function). */
    public static Value addressOf(Builder b, Location location, String symbol) {
        MlirContext context = b.context();
        OperationState state = state(context, "mlir.addressof", location);
        state.properties.put("global_name", SymbolRefAttr.flat(symbol));
        return single(b, state, LlvmPointerType.DEFAULT);
    }

    // ---- arithmetic ----

    /**
     * The binary operation {@code llvm.<mnemonic>} of two values of one type: integer ({@code add sub mul shl udiv
     * sdiv urem srem and or xor lshr ashr}) with no overflow flags, or float ({@code fadd fsub fmul fdiv frem}) with
     * no fast-math flags.
     */
    public static Value binary(Builder b, Location location, String mnemonic, Value lhs,
                               Value rhs) {
        return binary(b, location, mnemonic, lhs, rhs, null);
    }

    /**
     * As {@link #binary(Builder, MlirContext, Location, String, Value, Value)} with {@code flags}: an
     * {@link IntegerOverflowFlagsAttr} for {@code add sub mul shl}, a {@link FastmathFlagsAttr} for the float
     * operations; null for the defaults.
     */
    public static Value binary(Builder b, Location location, String mnemonic, Value lhs,
                               Value rhs, Attribute flags) {
        MlirContext context = b.context();
        if (!lhs.type().equals(rhs.type())) {
            throw new IllegalArgumentException("llvm." + mnemonic + " needs operands of one type, not "
                    + LlvmTypes.toString(lhs.type()) + " and " + LlvmTypes.toString(rhs.type()));
        }
        OperationState state = state(context, mnemonic, location);
        state.operands.addAll(List.of(lhs, rhs));
        switch (mnemonic) {
            case "add", "sub", "mul", "shl" -> state.properties.put("overflowFlags",
                    flags == null ? IntegerOverflowFlagsAttr.NONE : requireFlags(flags, IntegerOverflowFlagsAttr.class,
                            mnemonic));
            case "fadd", "fsub", "fmul", "fdiv", "frem" -> state.properties.put(LlvmOps.FASTMATH,
                    flags == null ? FastmathFlagsAttr.NONE : requireFlags(flags, FastmathFlagsAttr.class, mnemonic));
            case "udiv", "sdiv", "urem", "srem", "and", "or", "xor", "lshr", "ashr" -> {
                if (flags != null) {
                    throw new IllegalArgumentException("llvm." + mnemonic + " takes no flags");
                }
            }
            default -> throw new IllegalArgumentException("llvm." + mnemonic + " is not a binary operation");
        }
        return single(b, state, lhs.type());
    }

    private static <A extends Attribute> A requireFlags(Attribute flags, Class<A> kind, String mnemonic) {
        if (!kind.isInstance(flags)) {
            throw new IllegalArgumentException("llvm." + mnemonic + " takes a " + kind.getSimpleName() + ", not "
                    + flags);
        }
        return kind.cast(flags);
    }

    /** {@code llvm.fneg} with {@code fastmath} flags (null: none). */
    public static Value fneg(Builder b, Location location, Value operand,
                             FastmathFlagsAttr fastmath) {
        MlirContext context = b.context();
        OperationState state = state(context, "fneg", location);
        state.operands.add(operand);
        state.properties.put(LlvmOps.FASTMATH, fastmath == null ? FastmathFlagsAttr.NONE : fastmath);
        return single(b, state, operand.type());
    }

    /** {@code llvm.icmp "predicate"} ({@code eq ne slt sle sgt sge ult ule ugt uge}); the result is i1 or a vector of i1. */
    public static Value icmp(Builder b, Location location, String predicate, Value lhs,
                             Value rhs) {
        return compare(b, location, "icmp", LlvmArithOps.ICMP_PREDICATES, predicate, lhs, rhs, null);
    }

    /**
     * {@code llvm.fcmp "predicate"} ({@code _false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno _true})
     * with {@code fastmath} flags (null: none).
     */
    public static Value fcmp(Builder b, Location location, String predicate, Value lhs,
                             Value rhs, FastmathFlagsAttr fastmath) {
        return compare(b, location, "fcmp", LlvmArithOps.FCMP_PREDICATES, predicate, lhs, rhs,
                fastmath == null ? FastmathFlagsAttr.NONE : fastmath);
    }

    private static Value compare(Builder b, Location location, String mnemonic,
                                 List<String> predicates, String predicate, Value lhs, Value rhs,
                                 FastmathFlagsAttr fastmath) {
        MlirContext context = b.context();
        int value = predicates.indexOf(predicate);
        if (value < 0) {
            throw new IllegalArgumentException("llvm." + mnemonic + " has no predicate '" + predicate + "'");
        }
        OperationState state = state(context, mnemonic, location);
        state.operands.addAll(List.of(lhs, rhs));
        state.properties.put("predicate", IntegerAttr.of(IntegerType.of(64), value));
        if (fastmath != null) {
            state.properties.put(LlvmOps.FASTMATH, fastmath);
        }
        return single(b, state, LlvmOps.i1Like(lhs.type()));
    }

    /** {@code llvm.select %condition, %trueValue, %falseValue}. */
    public static Value select(Builder b, Location location, Value condition, Value trueValue,
                               Value falseValue) {
        MlirContext context = b.context();
        OperationState state = state(context, "select", location);
        state.operands.addAll(List.of(condition, trueValue, falseValue));
        state.properties.put(LlvmOps.FASTMATH, FastmathFlagsAttr.NONE);
        return single(b, state, trueValue.type());
    }

    /**
     * The cast {@code llvm.<mnemonic>} of {@code value} to {@code to}: {@code trunc zext sext fptrunc fpext fptosi
     * fptoui sitofp uitofp ptrtoint inttoptr addrspacecast bitcast}.
     */
    public static Value cast(Builder b, Location location, String mnemonic, Value value,
                             Type to) {
        MlirContext context = b.context();
        if (!List.of("trunc", "zext", "sext", "fptrunc", "fpext", "fptosi", "fptoui", "sitofp", "uitofp",
                "ptrtoint", "inttoptr", "addrspacecast", "bitcast").contains(mnemonic)) {
            throw new IllegalArgumentException("llvm." + mnemonic + " is not a cast");
        }
        OperationState state = state(context, mnemonic, location);
        state.operands.add(value);
        return single(b, state, to);
    }

    // ---- aggregates and vectors ----

    /** {@code llvm.extractvalue %container[position...]}; the result type is the element at the position. */
    public static Value extractValue(Builder b, Location location, Value container,
                                     long... position) {
        MlirContext context = b.context();
        DenseArrayAttr positionAttr = position(position);
        Type element = LlvmMemoryOps.elementAt(container.type(), positionAttr.elements(),
                m -> {
                    throw new IllegalArgumentException("llvm.extractvalue: " + m);
                });
        OperationState state = state(context, "extractvalue", location);
        state.operands.add(container);
        state.properties.put("position", positionAttr);
        return single(b, state, element);
    }

    /** {@code llvm.insertvalue %value, %container[position...]}; the result has the container's type. */
    public static Value insertValue(Builder b, Location location, Value container, Value value,
                                    long... position) {
        MlirContext context = b.context();
        DenseArrayAttr positionAttr = position(position);
        Type element = LlvmMemoryOps.elementAt(container.type(), positionAttr.elements(),
                m -> {
                    throw new IllegalArgumentException("llvm.insertvalue: " + m);
                });
        if (!element.equals(value.type())) {
            throw new IllegalArgumentException("llvm.insertvalue: the value's type " + LlvmTypes.toString(value.type())
                    + " is not the element type " + LlvmTypes.toString(element));
        }
        OperationState state = state(context, "insertvalue", location);
        state.operands.addAll(List.of(container, value));
        state.properties.put("position", positionAttr);
        return single(b, state, container.type());
    }

    private static DenseArrayAttr position(long... position) {
        List<BigInteger> values = new ArrayList<>(position.length);
        for (long p : position) {
            values.add(BigInteger.valueOf(p));
        }
        return new DenseArrayAttr(IntegerType.of(64), values);
    }

    /** {@code llvm.extractelement %vector[%index]}; the result has the vector's element type. */
    public static Value extractElement(Builder b, Location location, Value vector,
                                       Value index) {
        MlirContext context = b.context();
        OperationState state = state(context, "extractelement", location);
        state.operands.addAll(List.of(vector, index));
        return single(b, state, LlvmTypes.elementOrSelf(vector.type()));
    }

    /** {@code llvm.insertelement %value, %vector[%index]}; the result has the vector's type. */
    public static Value insertElement(Builder b, Location location, Value vector, Value value,
                                      Value index) {
        MlirContext context = b.context();
        OperationState state = state(context, "insertelement", location);
        state.operands.addAll(List.of(vector, value, index));
        return single(b, state, vector.type());
    }

    // ---- memory ----

    /**
     * {@code llvm.alloca %arraySize x elementType {alignment = a} : (iN) -> !llvm.ptr}; an alignment of 0 is left
     * out.
     */
    public static Value alloca(Builder b, Location location, Type elementType, Value arraySize,
                               long alignment) {
        MlirContext context = b.context();
        OperationState state = state(context, "alloca", location);
        state.operands.add(arraySize);
        state.properties.put("elem_type", new TypeAttr(elementType));
        if (alignment != 0) {
            state.properties.put("alignment", IntegerAttr.of(IntegerType.of(64), alignment));
        }
        return single(b, state, LlvmPointerType.DEFAULT);
    }

    /** {@code llvm.load %address : !llvm.ptr -> type}, not atomic, not volatile, of the ABI alignment. */
    public static Value load(Builder b, Location location, Type type, Value address) {
        return load(b, location, type, address, 0);
    }

    /** As {@link #load(Builder, MlirContext, Location, Type, Value)} with an explicit alignment (0: the ABI's). */
    public static Value load(Builder b, Location location, Type type, Value address,
                             long alignment) {
        MlirContext context = b.context();
        OperationState state = state(context, "load", location);
        state.operands.add(address);
        state.properties.put("ordering", IntegerAttr.of(IntegerType.of(64), 0));
        if (alignment != 0) {
            state.properties.put("alignment", IntegerAttr.of(IntegerType.of(64), alignment));
        }
        return single(b, state, type);
    }

    /** {@code llvm.store %value, %address}, not atomic, not volatile, of the ABI alignment. */
    public static Operation store(Builder b, Location location, Value value, Value address) {
        return store(b, location, value, address, 0);
    }

    /** As {@link #store(Builder, MlirContext, Location, Value, Value)} with an explicit alignment (0: the ABI's). */
    public static Operation store(Builder b, Location location, Value value, Value address,
                                  long alignment) {
        MlirContext context = b.context();
        OperationState state = state(context, "store", location);
        state.operands.addAll(List.of(value, address));
        state.properties.put("ordering", IntegerAttr.of(IntegerType.of(64), 0));
        if (alignment != 0) {
            state.properties.put("alignment", IntegerAttr.of(IntegerType.of(64), alignment));
        }
        return b.create(state);
    }

    /**
     * {@code llvm.getelementptr %base[indices] : (...) -> !llvm.ptr, elementType}. Each index is a {@link Value}
     * (a dynamic index) or an {@link Integer} (a constant one, as struct fields need); {@code inbounds} sets the
     * flag.
     */
    public static Value gep(Builder b, Location location, Type elementType, Value base,
                            List<?> indices, boolean inbounds) {
        MlirContext context = b.context();
        OperationState state = state(context, "getelementptr", location);
        state.operands.add(base);
        int[] raw = new int[indices.size()];
        for (int i = 0; i < raw.length; i++) {
            switch (indices.get(i)) {
                case Value v -> {
                    raw[i] = LlvmMemoryOps.DYNAMIC_INDEX;
                    state.operands.add(v);
                }
                case Integer c when c != LlvmMemoryOps.DYNAMIC_INDEX -> raw[i] = c;
                default -> throw new IllegalArgumentException("a GEP index is a Value or an Integer, not "
                        + indices.get(i));
            }
        }
        state.properties.put("rawConstantIndices", DenseArrayAttr.ofI32(raw));
        state.properties.put("elem_type", new TypeAttr(elementType));
        if (inbounds) {
            state.properties.put("inbounds", UnitAttr.INSTANCE);
        }
        return single(b, state, base.type());
    }

    // ---- calls and control flow ----

    /**
     * {@code llvm.call @callee(args) : (argTypes) -> result}: the C calling convention, no tail-call kind, no
     * fast-math flags; {@code result} is null for a call of a void function.
     */
    public static Operation call(Builder b, Location location, String callee, Type result,
                                 List<? extends Value> arguments) {
        MlirContext context = b.context();
        OperationState state = callState(context, location, result);
        state.properties.put("callee", SymbolRefAttr.flat(callee));
        state.operands.addAll(arguments);
        return b.create(state);
    }

    /** An indirect {@code llvm.call %callee(args)} through a function pointer, as {@link #call} otherwise. */
    public static Operation callIndirect(Builder b, Location location, Value callee,
                                         Type result, List<? extends Value> arguments) {
        MlirContext context = b.context();
        if (!(callee.type() instanceof LlvmPointerType)) {
            throw new IllegalArgumentException("an indirect llvm.call needs a pointer callee, not "
                    + LlvmTypes.toString(callee.type()));
        }
        OperationState state = callState(context, location, result);
        state.operands.add(callee);
        state.operands.addAll(arguments);
        return b.create(state);
    }

    private static OperationState callState(MlirContext context, Location location, Type result) {
        OperationState state = state(context, "call", location);
        state.properties.put("CConv", CConvAttr.C);
        state.properties.put("TailCallKind", TailCallKindAttr.NONE);
        state.properties.put(LlvmOps.FASTMATH, FastmathFlagsAttr.NONE);
        if (result != null) {
            if (result.equals(LlvmPrimitiveType.VOID)) {
                throw new IllegalArgumentException("a call of a void function has no result: pass null");
            }
            state.resultTypes.add(result);
        }
        return state;
    }

    /** {@code llvm.return} of nothing or of one value. */
    public static Operation return_(Builder b, Location location, List<? extends Value> values) {
        MlirContext context = b.context();
        if (values.size() > 1) {
            throw new IllegalArgumentException("llvm.return takes at most one value, not " + values.size());
        }
        OperationState state = state(context, "return", location);
        state.operands.addAll(values);
        return b.create(state);
    }

    /** {@code llvm.br ^dest(arguments)}. */
    public static Operation br(Builder b, Location location, Block dest,
                               List<? extends Value> arguments) {
        MlirContext context = b.context();
        OperationState state = state(context, "br", location);
        state.operands.addAll(arguments);
        state.successors.add(dest);
        return b.create(state);
    }

    /** {@code llvm.cond_br %condition, ^trueDest(trueArguments), ^falseDest(falseArguments)}. */
    public static Operation condBr(Builder b, Location location, Value condition,
                                   Block trueDest, List<? extends Value> trueArguments, Block falseDest,
                                   List<? extends Value> falseArguments) {
        MlirContext context = b.context();
        OperationState state = state(context, "cond_br", location);
        state.operands.add(condition);
        state.operands.addAll(trueArguments);
        state.operands.addAll(falseArguments);
        state.successors.addAll(List.of(trueDest, falseDest));
        state.properties.put("operandSegmentSizes", DenseArrayAttr.ofI32(1, trueArguments.size(),
                falseArguments.size()));
        return b.create(state);
    }

    /** {@code llvm.unreachable}. */
    public static Operation unreachable(Builder b, Location location) {
        MlirContext context = b.context();
        return b.create(state(context, "unreachable", location));
    }

    // ---- additions by the conversions (append below, each group under its own heading) ----

    // ---- additions for the cf lowering (convert-cf-to-llvm) ----

    /**
     * {@code llvm.cond_br %condition weights([t, f]), ^trueDest(trueArguments), ^falseDest(falseArguments)}: as
     * {@link #condBr}, with {@code branchWeights} (an {@code array<i32: t, f>}, or null for none).
     */
    public static Operation condBr(Builder b, Location location, Value condition,
                                   Block trueDest, List<? extends Value> trueArguments, Block falseDest,
                                   List<? extends Value> falseArguments, DenseArrayAttr branchWeights) {
        if (branchWeights != null && branchWeights.elements().size() != 2) {
            throw new IllegalArgumentException("llvm.cond_br takes two branch weights, not "
                    + branchWeights.elements().size());
        }
        Operation op = condBr(b, location, condition, trueDest, trueArguments, falseDest, falseArguments);
        if (branchWeights != null) {
            op.setAttribute("branch_weights", branchWeights);
        }
        return op;
    }

    /**
     * {@code llvm.switch %flag : iN, ^default(defaultArguments) [v: ^dest(arguments), ...]}: {@code caseValues}
     * (a dense vector of the flag's type with one value per case, or null when there are no cases), the case
     * destinations and each case's arguments.
     */
    public static Operation switch_(Builder b, Location location, Value flag, Block defaultDest,
                                    List<? extends Value> defaultArguments,
                                    dev.mlirj.ir.DenseElementsAttr caseValues, List<Block> caseDests,
                                    List<? extends List<? extends Value>> caseArguments) {
        MlirContext context = b.context();
        if (!(flag.type() instanceof IntegerType)) {
            throw new IllegalArgumentException("llvm.switch needs an integer flag, not "
                    + LlvmTypes.toString(flag.type()));
        }
        if (caseDests.size() != caseArguments.size()) {
            throw new IllegalArgumentException(caseDests.size() + " case destinations but " + caseArguments.size()
                    + " case argument lists");
        }
        long count = caseValues == null ? 0 : caseValues.type().elementCount();
        if (count != caseDests.size()) {
            throw new IllegalArgumentException(count + " case values for " + caseDests.size() + " cases");
        }
        if (caseValues != null && !caseValues.type().elementType().equals(flag.type())) {
            throw new IllegalArgumentException("the case values' type differs from the flag's");
        }
        OperationState state = state(context, "switch", location);
        state.operands.add(flag);
        state.operands.addAll(defaultArguments);
        state.successors.add(defaultDest);
        int[] caseSizes = new int[caseArguments.size()];
        int caseTotal = 0;
        for (int i = 0; i < caseSizes.length; i++) {
            caseSizes[i] = caseArguments.get(i).size();
            caseTotal += caseSizes[i];
            state.operands.addAll(caseArguments.get(i));
        }
        state.successors.addAll(caseDests);
        if (caseValues != null) {
            state.properties.put("case_values", caseValues);
        }
        state.properties.put("case_operand_segments", DenseArrayAttr.ofI32(caseSizes));
        state.properties.put("operandSegmentSizes", DenseArrayAttr.ofI32(1, defaultArguments.size(), caseTotal));
        return b.create(state);
    }

    /**
     * {@code llvm.func @name(params) -> result} declared only (an empty body): external linkage, the C calling
     * convention, as MLIR's builder makes it (without the {@code unnamed_addr} property the parser adds).
     */
    public static Operation funcDeclaration(Builder b, Location location, String name,
                                            LlvmFunctionType type) {
        MlirContext context = b.context();
        OperationState state = state(context, "func", location);
        state.properties.put("CConv", CConvAttr.C);
        state.properties.put("function_type", new TypeAttr(type));
        state.properties.put("linkage", LinkageAttr.EXTERNAL);
        state.properties.put("sym_name", dev.mlirj.ir.StringAttr.of(name));
        state.properties.put("visibility_", IntegerAttr.of(IntegerType.of(64), 0));
        state.addRegion();
        return b.create(state);
    }

    /**
     * {@code llvm.mlir.global <linkage> constant @name(value) {addr_space = 0 : i32} : type}: a constant global
     * in address space 0 initialized with {@code value}, as MLIR's builder makes it (without
     * {@code unnamed_addr}).
     */
    public static Operation globalConstant(Builder b, Location location, String name,
                                           Linkage linkage, Type type, Attribute value) {
        MlirContext context = b.context();
        OperationState state = state(context, "mlir.global", location);
        state.properties.put("addr_space", IntegerAttr.of(IntegerType.of(32), 0));
        state.properties.put("constant", UnitAttr.INSTANCE);
        state.properties.put("global_type", new TypeAttr(type));
        state.properties.put("linkage", new LinkageAttr(linkage));
        state.properties.put("sym_name", dev.mlirj.ir.StringAttr.of(name));
        state.properties.put("value", value);
        state.properties.put("visibility_", IntegerAttr.of(IntegerType.of(64), 0));
        state.addRegion();
        return b.create(state);
    }

    // ---- additions for the func lowering (convert-func-to-llvm) ----

    /**
     * {@code llvm.func @name} of {@code type} with {@code linkage}, as MLIR's {@code LLVMFuncOp::build}: the C
     * calling convention, default visibility, no {@code unnamed_addr} property, the discardable {@code attributes}, and one
     * empty body region (a declaration until blocks are added).
     */
    public static Operation func(Builder b, Location location, String name, LlvmFunctionType type,
                                 Linkage linkage, java.util.Map<String, Attribute> attributes) {
        MlirContext context = b.context();
        OperationState state = state(context, "func", location);
        state.properties.put("sym_name", dev.mlirj.ir.StringAttr.of(name));
        state.properties.put("function_type", new TypeAttr(type));
        state.properties.put("linkage", new LinkageAttr(linkage));
        state.properties.put("CConv", CConvAttr.C);
        state.properties.put("visibility_", IntegerAttr.of(IntegerType.of(64), 0));
        attributes.forEach(state::addAttribute);
        state.addRegion();
        return b.create(state);
    }

    /** {@code "llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = v}>}: copies {@code len} bytes. */
    public static Operation memcpy(Builder b, Location location, Value dst, Value src, Value len,
                                   boolean isVolatile) {
        MlirContext context = b.context();
        OperationState state = state(context, "intr.memcpy", location);
        state.operands.addAll(List.of(dst, src, len));
        state.properties.put("isVolatile", IntegerAttr.bool(isVolatile));
        return b.create(state);
    }

    // ---- additions for complex ----

    /**
     * {@code llvm.intr.<name>(%operands) : (T...) -> T}, a floating-point intrinsic with fast-math flags
     * ({@code sqrt}, {@code fabs}, {@code pow}, ...; null flags for none) whose result has the first operand's type.
     */
    public static Value floatIntrinsic(Builder b, Location location, String name,
                                       FastmathFlagsAttr flags, Value... operands) {
        MlirContext context = b.context();
        if (operands.length == 0) {
            throw new IllegalArgumentException("llvm.intr." + name + " needs operands");
        }
        OperationState state = state(context, "intr." + name, location);
        state.operands.addAll(List.of(operands));
        state.properties.put(LlvmOps.FASTMATH, flags == null ? FastmathFlagsAttr.NONE : flags);
        return single(b, state, operands[0].type());
    }
    // ---- additions for finalize-memref-to-llvm ----

    /**
     * As {@link #load(Builder, MlirContext, Location, Type, Value, long)}, with the {@code nontemporal} flag when
     * {@code nontemporal} is true.
     */
    public static Value load(Builder b, Location location, Type type, Value address,
                             long alignment, boolean nontemporal) {
        MlirContext context = b.context();
        OperationState state = state(context, "load", location);
        state.operands.add(address);
        state.properties.put("ordering", IntegerAttr.of(IntegerType.of(64), 0));
        if (alignment != 0) {
            state.properties.put("alignment", IntegerAttr.of(IntegerType.of(64), alignment));
        }
        if (nontemporal) {
            state.properties.put("nontemporal", UnitAttr.INSTANCE);
        }
        return single(b, state, type);
    }

    /**
     * As {@link #store(Builder, MlirContext, Location, Value, Value, long)}, with the {@code nontemporal} flag
     * when {@code nontemporal} is true.
     */
    public static Operation store(Builder b, Location location, Value value, Value address,
                                  long alignment, boolean nontemporal) {
        MlirContext context = b.context();
        OperationState state = state(context, "store", location);
        state.operands.addAll(List.of(value, address));
        state.properties.put("ordering", IntegerAttr.of(IntegerType.of(64), 0));
        if (alignment != 0) {
            state.properties.put("alignment", IntegerAttr.of(IntegerType.of(64), alignment));
        }
        if (nontemporal) {
            state.properties.put("nontemporal", UnitAttr.INSTANCE);
        }
        return b.create(state);
    }

    /** {@code llvm.intr.stacksave : !llvm.ptr}: the current stack position. */
    public static Value stackSave(Builder b, Location location) {
        MlirContext context = b.context();
        return single(b, state(context, "intr.stacksave", location), LlvmPointerType.DEFAULT);
    }

    /** {@code llvm.intr.stackrestore %ptr : !llvm.ptr}: returns the stack to a saved position. */
    public static Operation stackRestore(Builder b, Location location, Value saved) {
        MlirContext context = b.context();
        OperationState state = state(context, "intr.stackrestore", location);
        state.operands.add(saved);
        return b.create(state);
    }

    /** {@code "llvm.intr.assume"(%condition) : (i1) -> ()}. */
    public static Operation assume(Builder b, Location location, Value condition) {
        MlirContext context = b.context();
        OperationState state = state(context, "intr.assume", location);
        state.operands.add(condition);
        return b.create(state);
    }

    /**
     * {@code llvm.mlir.global <linkage> constant? @name(value) {addr_space = a, alignment = n} : type}, as MLIR's
     * {@code GlobalOp::build}: {@code value} null leaves the initializer out, {@code alignment} 0 leaves the
     * alignment out; the initializer region is empty (add a block to give it a body).
     */
    public static Operation global(Builder b, Location location, String name, Type type,
                                   boolean constant, Linkage linkage, Attribute value, long alignment,
                                   int addressSpace) {
        MlirContext context = b.context();
        OperationState state = state(context, "mlir.global", location);
        state.properties.put("addr_space", IntegerAttr.of(IntegerType.of(32), addressSpace));
        if (alignment != 0) {
            state.properties.put("alignment", IntegerAttr.of(IntegerType.of(64), alignment));
        }
        if (constant) {
            state.properties.put("constant", UnitAttr.INSTANCE);
        }
        state.properties.put("global_type", new TypeAttr(type));
        state.properties.put("linkage", new LinkageAttr(linkage));
        state.properties.put("sym_name", dev.mlirj.ir.StringAttr.of(name));
        if (value != null) {
            state.properties.put("value", value);
        }
        state.properties.put("visibility_", IntegerAttr.of(IntegerType.of(64), 0));
        state.addRegion();
        return b.create(state);
    }

    // ---- additions for vector ----

    /**
     * {@code llvm.shufflevector %v1, %v2 [mask]} of two fixed vectors of one type: a vector of the mask's length
     * (a 0-D vector of MLIR becomes a one-element one before this) with their element type.
     */
    public static Value shuffleVector(Builder b, Location location, Value v1, Value v2,
                                      int... mask) {
        MlirContext context = b.context();
        if (!(v1.type() instanceof dev.mlirj.ir.VectorType t) || !v1.type().equals(v2.type())) {
            throw new IllegalArgumentException("llvm.shufflevector needs two vectors of one type, not "
                    + LlvmTypes.toString(v1.type()) + " and " + LlvmTypes.toString(v2.type()));
        }
        OperationState state = state(context, "shufflevector", location);
        state.operands.addAll(List.of(v1, v2));
        state.properties.put("mask", DenseArrayAttr.ofI32(mask));
        return single(b, state, dev.mlirj.ir.VectorType.of(List.of((long) mask.length),
                t.elementType()));
    }

    // ---- atomics and prefetch (finalize-memref-to-llvm) ----

    /**
     * {@code llvm.atomicrmw binOp %address, %value ordering : !llvm.ptr, T} (no alignment, volatile or syncscope),
     * as MLIR's {@code AtomicRMWOp} builder; {@code binOp} and {@code ordering} are keywords of the custom form
     * ({@code "fadd"}, {@code "acq_rel"}).
     */
    public static Value atomicRmw(Builder b, Location location, String binOp, Value address,
                                  Value value, String ordering) {
        MlirContext context = b.context();
        OperationState state = state(context, "atomicrmw", location);
        state.operands.addAll(List.of(address, value));
        state.properties.put("bin_op", enumValue(LlvmAtomicOps.BIN_OPS, binOp));
        state.properties.put("ordering", enumValue(LlvmMemoryOps.ORDERINGS, ordering));
        return single(b, state, value.type());
    }

    /**
     * {@code llvm.cmpxchg %address, %expected, %replacement success failure : !llvm.ptr, T}, a
     * {@code !llvm.struct<(T, i1)>}. Unlike the other factories this one does not refuse a value type the
     * verifier rejects (a float): MLIR 19's {@code generic_atomic_rmw} lowering builds exactly that, and the
     * verifier then reports it at the operation.
     */
    public static Value cmpXchg(Builder b, Location location, Value address, Value expected,
                                Value replacement, String success, String failure) {
        MlirContext context = b.context();
        OperationState state = state(context, "cmpxchg", location);
        state.operands.addAll(List.of(address, expected, replacement));
        state.properties.put("success_ordering", enumValue(LlvmMemoryOps.ORDERINGS, success));
        state.properties.put("failure_ordering", enumValue(LlvmMemoryOps.ORDERINGS, failure));
        return single(b, state, LlvmAtomicOps.valueAndFlag(replacement.type()));
    }

    /** {@code "llvm.intr.prefetch"(%address) <{rw, hint, cache}>}: the immediates of LLVM's prefetch, as i32s. */
    public static Operation prefetch(Builder b, Location location, Value address, int rw,
                                     int hint, int cache) {
        MlirContext context = b.context();
        OperationState state = state(context, "intr.prefetch", location);
        state.operands.add(address);
        state.properties.put("rw", IntegerAttr.of(IntegerType.of(32), rw));
        state.properties.put("hint", IntegerAttr.of(IntegerType.of(32), hint));
        state.properties.put("cache", IntegerAttr.of(IntegerType.of(32), cache));
        return b.create(state);
    }

    private static IntegerAttr enumValue(List<String> cases, String keyword) {
        int value = keyword.isEmpty() ? -1 : cases.indexOf(keyword);
        if (value < 0) {
            throw new IllegalArgumentException("'" + keyword + "' is none of " + cases);
        }
        return IntegerAttr.of(IntegerType.of(64), value);
    }

    // ---- masked memory intrinsics (convert-vector-to-llvm) ----

    /**
     * {@code llvm.intr.masked.load %ptr, %mask, %passThru {alignment}}: the lanes of {@code passThru}'s type whose
     * mask bit is set are read from {@code ptr}, the others taken from {@code passThru}.
     */
    public static Value maskedLoad(Builder b, Location location, Value ptr, Value mask,
                                   Value passThru, int alignment) {
        MlirContext context = b.context();
        OperationState state = state(context, "intr.masked.load", location);
        state.operands.addAll(List.of(ptr, mask, passThru));
        state.properties.put("alignment", IntegerAttr.of(IntegerType.of(32), alignment));
        return single(b, state, passThru.type());
    }

    /** {@code llvm.intr.masked.store %value, %ptr, %mask {alignment}}: writes the lanes whose mask bit is set. */
    public static Operation maskedStore(Builder b, Location location, Value value, Value ptr,
                                        Value mask, int alignment) {
        MlirContext context = b.context();
        OperationState state = state(context, "intr.masked.store", location);
        state.operands.addAll(List.of(value, ptr, mask));
        state.properties.put("alignment", IntegerAttr.of(IntegerType.of(32), alignment));
        return b.create(state);
    }
}
