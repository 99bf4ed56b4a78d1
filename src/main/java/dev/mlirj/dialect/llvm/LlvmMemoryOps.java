package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;
import static dev.mlirj.dialect.llvm.LlvmOps.str;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser.UnresolvedOperand;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The LLVM dialect's memory and aggregate operations: {@code llvm.alloca}, {@code llvm.getelementptr},
 * {@code llvm.load}, {@code llvm.store}, {@code llvm.extractvalue}, {@code llvm.insertvalue},
 * {@code llvm.extractelement}, {@code llvm.insertelement} and {@code llvm.shufflevector}. Constants and globals
 * are in {@link LlvmConstantOps}.
 */
final class LlvmMemoryOps {
    /** The marker in {@code rawConstantIndices} for an index that is an operand (MLIR's {@code kDynamicIndex}). */
    static final int DYNAMIC_INDEX = Integer.MIN_VALUE;
    /** Atomic orderings by value; value 3 is unused. */
    static final List<String> ORDERINGS = List.of("not_atomic", "unordered", "monotonic", "", "acquire", "release",
            "acq_rel", "seq_cst");

    private LlvmMemoryOps() {
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(def("llvm.alloca", Set.of(), Set.of("alignment", "elem_type", "inalloca"), new Alloca(),
                (op, d) -> LlvmOps.operandIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)));
        register.accept(def("llvm.getelementptr", EnumSet.of(OpTrait.PURE), Set.of("rawConstantIndices", "elem_type",
                "inbounds"), new Gep(), LlvmMemoryOps::verifyGep));
        Set<String> access = Set.of("alignment", "volatile_", "nontemporal", "invariant", "invariantGroup",
                "ordering", "syncscope", "access_groups", "alias_scopes", "noalias_scopes", "tbaa", "dereferenceable");
        register.accept(def("llvm.load", Set.of(OpTrait.MEMORY_READ), access, new Load(), (op, d) -> verifyAccess(op, d,
                op.result(0).type(), op.operand(0), List.of("release", "acq_rel"))));
        register.accept(def("llvm.store", Set.of(), access, new Store(), (op, d) -> verifyAccess(op, d,
                op.operand(0).type(), op.operand(1), List.of("acquire", "acq_rel"))));
        register.accept(def("llvm.extractvalue", EnumSet.of(OpTrait.PURE), Set.of("position"), new ExtractValue(),
                LlvmMemoryOps::verifyExtractValue));
        register.accept(def("llvm.insertvalue", EnumSet.of(OpTrait.PURE), Set.of("position"), new InsertValue(),
                LlvmMemoryOps::verifyInsertValue));
        register.accept(def("llvm.extractelement", EnumSet.of(OpTrait.PURE), Set.of(), new ExtractElement(),
                (op, d) -> op.result(0).type().equals(LlvmTypes.elementOrSelf(op.operand(0).type()))
                        || fail(op, d, "failed to verify that result type matches vector element type")));
        register.accept(def("llvm.insertelement", EnumSet.of(OpTrait.PURE), Set.of(), new InsertElement(),
                (op, d) -> op.operand(1).type().equals(LlvmTypes.elementOrSelf(op.operand(0).type()))
                        || fail(op, d, "failed to verify that argument type matches vector element type")));
        register.accept(def("llvm.shufflevector", EnumSet.of(OpTrait.PURE), Set.of("mask"), new Shuffle(),
                LlvmMemoryOps::verifyShuffle));
    }

    private static List<Type> typesOf(List<? extends Value> values) {
        List<Type> out = new ArrayList<>();
        for (Value v : values) {
            out.add(v.type());
        }
        return out;
    }

    /** {@code inalloca? %size x elemType {attrs}? : (sizeType) -> ptrType}. */
    private record Alloca() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (parser.parseOptionalKeyword("inalloca")) {
                state.properties.put("inalloca", UnitAttr.INSTANCE);
            }
            UnresolvedOperand size = parser.parseOperand();
            if (size == null || !parser.parseKeyword("x")) {
                return false;
            }
            Type elem = parser.parseType();
            if (elem == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (state.properties.get("alignment") instanceof IntegerAttr a && a.value().signum() == 0) {
                state.properties.remove("alignment");
            }
            Location typeAt = parser.location();
            Type t = parser.parseColonType();
            if (t == null) {
                return false;
            }
            if (!(t instanceof FunctionType fn) || fn.inputs().size() != 1 || fn.results().size() != 1) {
                return parser.emitError(typeAt, "expected trailing function type with one argument and one result");
            }
            if (!parser.resolveOperands(List.of(size), fn.inputs().getFirst(), state.operands)) {
                return false;
            }
            if (fn.results().getFirst() instanceof LlvmPointerType) {
                state.properties.put("elem_type", new TypeAttr(elem));
            }
            state.resultTypes.add(fn.results().getFirst());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            if (op.properties().containsKey("inalloca")) {
                printer.print(" inalloca");
            }
            printer.print(" ").printOperand(op.operand(0)).print(" x ")
                    .print(((TypeAttr) op.properties().get("elem_type")).type());
            List<String> elided = new ArrayList<>(List.of("elem_type", "inalloca"));
            if (op.properties().get("alignment") instanceof IntegerAttr a && a.value().signum() == 0) {
                elided.add("alignment");
            }
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), elided);
            printer.print(" : ").print(new FunctionType(List.of(op.operand(0).type()), op.resultTypes()));
        }
    }

    /** {@code inbounds? %base[indices] {attrs}? : (operandTypes) -> resultType, elemType}. */
    private record Gep() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (parser.parseOptionalKeyword("inbounds")) {
                state.properties.put("inbounds", UnitAttr.INSTANCE);
            }
            UnresolvedOperand base = parser.parseOperand();
            if (base == null || !parser.parseLSquare()) {
                return false;
            }
            List<UnresolvedOperand> operands = new ArrayList<>(List.of(base));
            List<Integer> raw = new ArrayList<>();
            do {
                Location at = parser.location();
                Long constant = parser.parseOptionalInteger();
                if (constant != null) {
                    if (constant < Integer.MIN_VALUE || constant > Integer.MAX_VALUE) {
                        return parser.emitError(at, "integer value too large");
                    }
                    raw.add(constant.intValue());
                    continue;
                }
                UnresolvedOperand index = parser.parseOperand();
                if (index == null) {
                    return false;
                }
                raw.add(DYNAMIC_INDEX);
                operands.add(index);
            } while (parser.parseOptionalComma());
            if (!parser.parseRSquare() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put("rawConstantIndices",
                    DenseArrayAttr.ofI32(raw.stream().mapToInt(Integer::intValue).toArray()));
            Location typeAt = parser.location();
            Type t = parser.parseColonType();
            if (t == null) {
                return false;
            }
            if (!(t instanceof FunctionType fn) || fn.results().size() != 1) {
                return parser.emitError(typeAt, "expected a function type with one result");
            }
            if (!parser.resolveOperands(operands, fn.inputs(), typeAt, state.operands) || !parser.parseComma()) {
                return false;
            }
            Type elem = parser.parseType();
            if (elem == null) {
                return false;
            }
            state.properties.put("elem_type", new TypeAttr(elem));
            state.resultTypes.add(fn.results().getFirst());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            if (op.properties().containsKey("inbounds")) {
                printer.print(" inbounds");
            }
            printer.print(" ").printOperand(op.operand(0)).print("[");
            int next = 1;
            List<BigInteger> raw = ((DenseArrayAttr) op.properties().get("rawConstantIndices")).elements();
            for (int i = 0; i < raw.size(); i++) {
                if (i > 0) {
                    printer.print(", ");
                }
                if (raw.get(i).intValue() == DYNAMIC_INDEX) {
                    printer.printOperand(op.operand(next++));
                } else {
                    printer.print(raw.get(i).toString());
                }
            }
            printer.print("]");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("inbounds", "rawConstantIndices",
                    "elem_type"));
            printer.print(" : ").print(new FunctionType(typesOf(op.operands()), op.resultTypes())).print(", ")
                    .print(((TypeAttr) op.properties().get("elem_type")).type());
        }
    }

    /** MLIR 19's GEP checks: as many operands as dynamic indices, constant in-bounds struct indices. */
    private static boolean verifyGep(Operation op, DiagnosticEngine d) {
        if (!(op.properties().get("rawConstantIndices") instanceof DenseArrayAttr rawAttr)
                || !(op.properties().get("elem_type") instanceof TypeAttr elem)) {
            return fail(op, d, "requires attributes 'elem_type' and 'rawConstantIndices'");
        }
        if (!LlvmOps.operandIs(op, 0, LlvmTypeConstraints.POINTER, d)) {
            return false;
        }
        List<BigInteger> raw = rawAttr.elements();
        long dynamic = raw.stream().filter(v -> v.intValue() == DYNAMIC_INDEX).count();
        if (dynamic != op.operandCount() - 1) {
            return fail(op, d, "expected as many dynamic indices as specified in 'rawConstantIndices'");
        }
        Type current = elem.type();
        for (int pos = 1; pos < raw.size(); pos++) {
            int index = raw.get(pos).intValue();
            switch (current) {
                case LlvmStructType s -> {
                    if (index == DYNAMIC_INDEX) {
                        return fail(op, d, "expected index " + pos + " indexing a struct to be constant");
                    }
                    if (index < 0 || index >= s.body().size()) {
                        return fail(op, d, "index " + pos + " indexing a struct is out of bounds");
                    }
                    current = s.body().get(index);
                }
                case LlvmArrayType a -> current = a.elementType();
                case VectorType v -> current = v.elementType();
                default -> {
                    return fail(op, d, "type " + str(current) + " cannot be indexed (index #" + pos + ")");
                }
            }
        }
        return true;
    }

    /** The {@code atomic syncscope("x")? ordering} part of load and store, into {@code state}. */
    private static boolean parseAtomic(OpAsmParser parser, OperationState state) {
        state.properties.put("ordering", IntegerAttr.of(IntegerType.of(64), 0));
        if (!parser.parseOptionalKeyword("atomic")) {
            return true;
        }
        if (!LlvmAtomicOps.parseSyncscope(parser, state)) {
            return false;
        }
        Location at = parser.location();
        String ordering = parser.parseKeyword();
        if (ordering == null) {
            return false;
        }
        int value = ordering.isEmpty() ? -1 : ORDERINGS.indexOf(ordering);
        if (value < 0) {
            return parser.emitError(at, "invalid ordering '" + ordering + "'");
        }
        state.properties.put("ordering", IntegerAttr.of(IntegerType.of(64), value));
        return true;
    }

    private static void printAtomic(Operation op, OpAsmPrinter printer) {
        if (op.properties().get("ordering") instanceof IntegerAttr o && o.value().signum() != 0) {
            printer.print(" atomic");
            LlvmAtomicOps.printSyncscope(op, printer);
            printer.print(" " + ORDERINGS.get(o.value().intValue()));
        }
    }

    /** {@code volatile? %addr (atomic ...)? invariant? {attrs}? : ptrType -> type}. */
    private record Load() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            LlvmAtomicOps.parseFlag(parser, state, "volatile", "volatile_");
            UnresolvedOperand addr = parser.parseOperand();
            if (addr == null || !parseAtomic(parser, state)) {
                return false;
            }
            if (parser.parseOptionalKeyword("invariant")) {
                state.properties.put("invariant", UnitAttr.INSTANCE);
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type ptr = parser.parseColonType();
            if (ptr == null || !parser.resolveOperands(List.of(addr), ptr, state.operands)) {
                return false;
            }
            if (!parser.parseOptionalArrow()) {
                return parser.emitError("expected '->'");
            }
            Type type = parser.parseType();
            if (type == null) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            LlvmAtomicOps.printFlag(op, printer, "volatile_", "volatile");
            printer.print(" ").printOperand(op.operand(0));
            printAtomic(op, printer);
            if (op.properties().containsKey("invariant")) {
                printer.print(" invariant");
            }
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("volatile_", "ordering", "syncscope",
                    "invariant"));
            printer.print(" : ").print(op.operand(0).type()).print(" -> ").print(op.result(0).type());
        }
    }

    /** {@code volatile? %value, %addr (atomic ...)? {attrs}? : type, ptrType}. */
    private record Store() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            LlvmAtomicOps.parseFlag(parser, state, "volatile", "volatile_");
            UnresolvedOperand value = parser.parseOperand();
            if (value == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand addr = parser.parseOperand();
            if (addr == null || !parseAtomic(parser, state) || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            List<Type> types = parser.parseColonTypeList();
            if (types == null) {
                return false;
            }
            if (types.size() != 2) {
                return parser.emitError("expected ','");
            }
            return parser.resolveOperands(List.of(value, addr), types, parser.nameLocation(), state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            LlvmAtomicOps.printFlag(op, printer, "volatile_", "volatile");
            printer.print(" ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1));
            printAtomic(op, printer);
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("volatile_", "ordering", "syncscope"));
            printer.print(" : ").print(op.operand(0).type()).print(", ").print(op.operand(1).type());
        }
    }

    /** MLIR 19's checks of atomic loads and stores (with the pointer operand's type constraint first). */
    private static boolean verifyAccess(Operation op, DiagnosticEngine d, Type valueType, Value addr,
                                        List<String> unsupported) {
        if (!(addr.type() instanceof LlvmPointerType)) {
            int index = op.operands().indexOf(addr);
            return fail(op, d, "operand #" + index + " must be LLVM pointer type, but got " + str(addr.type()));
        }
        int ordering = op.properties().get("ordering") instanceof IntegerAttr o ? o.value().intValue() : 0;
        if (ordering != 0) {
            if (!atomicCompatible(valueType)) {
                return fail(op, d, "unsupported type " + str(valueType) + " for atomic access");
            }
            if (unsupported.contains(ORDERINGS.get(ordering))) {
                return fail(op, d, "unsupported ordering '" + ORDERINGS.get(ordering) + "'");
            }
            if (!op.properties().containsKey("alignment")) {
                return fail(op, d, "expected alignment for atomic access");
            }
            return true;
        }
        if (op.properties().containsKey("syncscope")) {
            return fail(op, d, "expected syncscope to be null for non-atomic access");
        }
        return true;
    }

    /** Integers, floats and pointers of a power-of-two size of at least 8 bits (pointers taken as 64 bits). */
    static boolean atomicCompatible(Type type) {
        int bits;
        if (type instanceof IntegerType i) {
            bits = i.width();
        } else if (type instanceof dev.mlirj.ir.FloatType f && LlvmTypes.isCompatibleFloat(f)) {
            bits = f.width();
        } else if (type instanceof LlvmPointerType) {
            bits = 64;
        } else {
            return false;
        }
        return bits >= 8 && Integer.bitCount(bits) == 1;
    }

    /** The {@code [0, 1]} position of extractvalue and insertvalue. */
    private static DenseArrayAttr parsePosition(OpAsmParser parser) {
        if (!parser.parseLSquare()) {
            return null;
        }
        List<BigInteger> values = new ArrayList<>();
        if (!parser.parseOptionalRSquare()) {
            do {
                Long v = parser.parseInteger();
                if (v == null) {
                    return null;
                }
                values.add(BigInteger.valueOf(v));
            } while (parser.parseOptionalComma());
            if (!parser.parseRSquare()) {
                return null;
            }
        }
        return new DenseArrayAttr(IntegerType.of(64), values);
    }

    private static String positionText(Operation op) {
        StringBuilder out = new StringBuilder("[");
        List<BigInteger> values = ((DenseArrayAttr) op.properties().get("position")).elements();
        for (int i = 0; i < values.size(); i++) {
            out.append(i > 0 ? ", " : "").append(values.get(i));
        }
        return out.append(']').toString();
    }

    /**
     * The type at {@code position} inside {@code container}; null after calling {@code error} with MLIR's message
     * (the message is reported at the op by verifiers and at the type by parsers).
     */
    static Type elementAt(Type container, List<BigInteger> position, java.util.function.Consumer<String> error) {
        if (!LlvmTypes.isCompatible(container)) {
            error.accept("expected LLVM IR Dialect type, got " + str(container));
            return null;
        }
        Type t = container;
        for (BigInteger p : position) {
            long idx = p.longValue();
            if (t instanceof LlvmArrayType a) {
                if (idx < 0 || idx >= a.numElements()) {
                    error.accept("position out of bounds: " + idx);
                    return null;
                }
                t = a.elementType();
            } else if (t instanceof LlvmStructType s) {
                if (idx < 0 || idx >= s.body().size()) {
                    error.accept("position out of bounds: " + idx);
                    return null;
                }
                t = s.body().get((int) idx);
            } else {
                error.accept("expected LLVM IR structure/array type, got: " + str(t));
                return null;
            }
        }
        return t;
    }

    /** {@code %container[pos] {attrs}? : containerType} — with mlir-opt's trailing space. */
    private record ExtractValue() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand container = parser.parseOperand();
            if (container == null) {
                return false;
            }
            DenseArrayAttr position = parsePosition(parser);
            if (position == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put("position", position);
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(container), type, state.operands)) {
                return false;
            }
            Location at = parser.location();
            Type result = elementAt(type, position.elements(), m -> parser.emitError(at, m));
            if (result == null) {
                return false;
            }
            state.resultTypes.add(result);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print(positionText(op));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("position"));
            printer.print(" : ").print(op.operand(0).type()).print(" ");
        }
    }

    /** {@code %value, %container[pos] {attrs}? : containerType} — with mlir-opt's trailing space. */
    private record InsertValue() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand value = parser.parseOperand();
            if (value == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand container = parser.parseOperand();
            if (container == null) {
                return false;
            }
            DenseArrayAttr position = parsePosition(parser);
            if (position == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put("position", position);
            Type type = parser.parseColonType();
            if (type == null) {
                return false;
            }
            Location at = parser.location();
            Type valueType = elementAt(type, position.elements(), m -> parser.emitError(at, m));
            if (valueType == null || !parser.resolveOperands(List.of(container, value), List.of(type, valueType),
                    parser.nameLocation(), state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(1)).print(", ").printOperand(op.operand(0))
                    .print(positionText(op));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("position"));
            printer.print(" : ").print(op.operand(0).type()).print(" ");
        }
    }

    private static boolean verifyExtractValue(Operation op, DiagnosticEngine d) {
        boolean[] ok = {true};
        Type expected = elementAt(op.operand(0).type(), ((DenseArrayAttr) op.properties().get("position")).elements(),
                m -> ok[0] = fail(op, d, m));
        if (expected == null) {
            return false;
        }
        if (!op.result(0).type().equals(expected)) {
            return fail(op, d, "Type mismatch: extracting from " + str(op.operand(0).type()) + " should produce "
                    + str(expected) + " but this op returns " + str(op.result(0).type()));
        }
        return ok[0];
    }

    private static boolean verifyInsertValue(Operation op, DiagnosticEngine d) {
        Type expected = elementAt(op.operand(0).type(), ((DenseArrayAttr) op.properties().get("position")).elements(),
                m -> fail(op, d, m));
        if (expected == null) {
            return false;
        }
        if (!op.operand(1).type().equals(expected)) {
            return fail(op, d, "Type mismatch: cannot insert " + str(op.operand(1).type()) + " into "
                    + str(op.operand(0).type()));
        }
        return true;
    }

    /** {@code %vector[%pos : posType] {attrs}? : vectorType}. */
    private record ExtractElement() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand vector = parser.parseOperand();
            if (vector == null || !parser.parseLSquare()) {
                return false;
            }
            UnresolvedOperand pos = parser.parseOperand();
            Type posType = pos == null ? null : parser.parseColonType();
            if (posType == null || !parser.parseRSquare() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type vecType = parser.parseColonType();
            if (vecType == null || !parser.resolveOperands(List.of(vector, pos), List.of(vecType, posType),
                    parser.nameLocation(), state.operands)) {
                return false;
            }
            state.resultTypes.add(LlvmTypes.elementOrSelf(vecType));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print("[").printOperand(op.operand(1)).print(" : ")
                    .print(op.operand(1).type()).print("]");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of());
            printer.print(" : ").print(op.operand(0).type());
        }
    }

    /** {@code %value, %vector[%pos : posType] {attrs}? : vectorType}. */
    private record InsertElement() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand value = parser.parseOperand();
            if (value == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand vector = parser.parseOperand();
            if (vector == null || !parser.parseLSquare()) {
                return false;
            }
            UnresolvedOperand pos = parser.parseOperand();
            Type posType = pos == null ? null : parser.parseColonType();
            if (posType == null || !parser.parseRSquare() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type vecType = parser.parseColonType();
            if (vecType == null || !parser.resolveOperands(List.of(vector, value, pos),
                    List.of(vecType, LlvmTypes.elementOrSelf(vecType), posType), parser.nameLocation(),
                    state.operands)) {
                return false;
            }
            state.resultTypes.add(vecType);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(1)).print(", ").printOperand(op.operand(0)).print("[")
                    .printOperand(op.operand(2)).print(" : ").print(op.operand(2).type()).print("]");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of());
            printer.print(" : ").print(op.operand(0).type());
        }
    }

    /** {@code %v1, %v2 [mask] {attrs}? : v1Type} — with mlir-opt's trailing space; the result has the mask's length. */
    private record Shuffle() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand v1 = parser.parseOperand();
            if (v1 == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand v2 = parser.parseOperand();
            DenseArrayAttr mask = v2 == null ? null : parsePosition(parser);
            if (mask == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put("mask", new DenseArrayAttr(IntegerType.of(32), mask.elements()));
            Location at = parser.location();
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(v1, v2), type, state.operands)) {
                return false;
            }
            if (!(type instanceof VectorType v) || !LlvmTypes.isCompatibleVector(type)) {
                return parser.emitError(at, "expected an LLVM compatible vector type");
            }
            state.resultTypes.add(new VectorType(List.of((long) mask.elements().size()), List.of(v.isScalable()),
                    v.elementType()));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            StringBuilder mask = new StringBuilder(" [");
            List<BigInteger> values = ((DenseArrayAttr) op.properties().get("mask")).elements();
            for (int i = 0; i < values.size(); i++) {
                mask.append(i > 0 ? ", " : "").append(values.get(i));
            }
            printer.print(" ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1))
                    .print(mask.append(']').toString());
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("mask"));
            printer.print(" : ").print(op.operand(0).type()).print(" ");
        }
    }

    private static boolean verifyShuffle(Operation op, DiagnosticEngine d) {
        if (op.operand(0).type() instanceof VectorType v && v.isScalable()) {
            for (BigInteger m : ((DenseArrayAttr) op.properties().get("mask")).elements()) {
                if (m.signum() != 0) {
                    return fail(op, d, "expected a splat operation for scalable vectors");
                }
            }
        }
        return true;
    }
}
