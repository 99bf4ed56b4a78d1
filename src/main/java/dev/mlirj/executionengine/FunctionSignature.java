package dev.mlirj.executionengine;

import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.syntax.TypePrinter;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What a {@code func.func}'s MLIR signature becomes once lowered to LLVM, in the three calling forms MLIR's
 * "LLVM IR Target" documentation and its {@code ExecutionEngine} define, and the checks a Java call makes
 * against it before any native code runs.
 * <ul>
 *   <li><b>Expanded</b> ({@code NAME}): each ranked memref argument becomes its descriptor's fields as separate
 *       arguments ({@code allocated, aligned, offset, sizes..., strides...}); no result is {@code void}, one
 *       result is returned as is, several are returned as an LLVM struct of them; a memref result is its
 *       descriptor struct.</li>
 *   <li><b>C interface</b> ({@code _mlir_ciface_NAME}, made for functions with {@code llvm.emit_c_interface}):
 *       each memref argument is a pointer to its descriptor; a single non-memref result is returned directly;
 *       otherwise (a memref result, or several results) the function returns {@code void} and takes a pointer
 *       to the result struct as its <em>first</em> parameter.</li>
 *   <li><b>Packed</b> ({@code _mlir_NAME(void**)}, added by the execution engine for every function): an array
 *       of pointers, one to each argument of the expanded form, then one to a slot receiving its result.</li>
 * </ul>
 *
 * <p>Supported types: ranked memrefs with the identity or a strided layout in the default memory space, of the
 * {@link MemRefElementType element types} Java views support; scalar integers of 1, 8, 16, 32 and 64 bits (any
 * signedness), {@code index}, {@code f32}, {@code f64}; {@code f16}, {@code bf16}, {@code complex<f32>} and
 * {@code complex<f64>} scalars only in the packed form, because FFM has no by-value carrier matching how LLVM
 * passes them. Struct results (several results, or a memref result) exist only in the C-interface and packed
 * forms: LLVM returns first-class aggregates in registers by rules that are not C's, which FFM speaks.
 *
 * <p>Immutable and thread-safe.
 */
public final class FunctionSignature {
    /** One argument or result of the signature. */
    public sealed interface Value permits Scalar, RankedMemRef {
        /** The MLIR type. */
        Type type();
    }

    /**
     * A scalar argument or result.
     *
     * @param type the MLIR type
     * @param kind what it is in memory ({@link MemRefElementType#INDEX} is the signature's index width here)
     */
    public record Scalar(Type type, MemRefElementType kind) implements Value {
    }

    /**
     * A ranked memref argument or result, with what its type fixes statically.
     *
     * @param type          the memref type
     * @param elementType   its element type
     * @param staticSizes   per dimension, the size the type fixes, or {@link ShapedType#DYNAMIC}
     * @param staticStrides per dimension, the stride the layout fixes, or {@link ShapedType#DYNAMIC}
     * @param staticOffset  the offset the layout fixes, or {@link ShapedType#DYNAMIC}
     * @param identity      whether the type has the identity layout (the view must be contiguous row-major)
     */
    public record RankedMemRef(MemRefType type, MemRefElementType elementType, long[] staticSizes,
            long[] staticStrides, long staticOffset, boolean identity) implements Value {
        /** The number of dimensions. */
        public int rank() {
            return staticSizes.length;
        }
    }

    private final String name;
    private final FunctionType functionType;
    private final int indexBitwidth;
    private final boolean cInterface;
    private final List<Value> inputs;
    private final List<Value> results;
    /** Whether the one result is an {@code i1}, which the by-value forms return as a byte. */
    private final boolean i1Result;
    private final MemoryLayout resultLayout;
    private final long[] resultOffsets;

    private FunctionSignature(String name, FunctionType functionType, int indexBitwidth, boolean cInterface) {
        this.name = Objects.requireNonNull(name, "name");
        this.functionType = Objects.requireNonNull(functionType, "function type");
        MemRefDescriptorLayout.indexLayout(indexBitwidth);
        this.indexBitwidth = indexBitwidth;
        this.cInterface = cInterface;
        List<Value> in = new ArrayList<>();
        for (int i = 0; i < functionType.inputs().size(); i++) {
            in.add(analyse(functionType.inputs().get(i), "argument " + i));
        }
        List<Value> out = new ArrayList<>();
        for (int i = 0; i < functionType.results().size(); i++) {
            out.add(analyse(functionType.results().get(i), "result " + i));
        }
        this.inputs = List.copyOf(in);
        this.results = List.copyOf(out);
        this.i1Result = results.size() == 1 && results.getFirst() instanceof Scalar s
                && s.kind() == MemRefElementType.I1;
        if (results.isEmpty()) {
            resultLayout = null;
            resultOffsets = new long[0];
        } else if (results.size() == 1) {
            resultLayout = memoryLayout(results.get(0));
            resultOffsets = new long[] {0};
        } else {
            List<MemoryLayout> fields = new ArrayList<>();
            for (int i = 0; i < results.size(); i++) {
                fields.add(memoryLayout(results.get(i)).withName("r" + i));
            }
            resultLayout = MemRefDescriptorLayout.padded(fields);
            resultOffsets = new long[results.size()];
            for (int i = 0; i < results.size(); i++) {
                resultOffsets[i] = resultLayout.byteOffset(MemoryLayout.PathElement.groupElement("r" + i));
            }
        }
    }

    /**
     * The signature of function {@code name} of type {@code type} in a module whose index is
     * {@code indexBitwidth} bits wide; {@code cInterface} says whether it has {@code llvm.emit_c_interface}.
     *
     * @throws IllegalArgumentException naming the argument or result whose type cannot cross into Java
     */
    public static FunctionSignature of(String name, FunctionType type, int indexBitwidth, boolean cInterface) {
        return new FunctionSignature(name, type, indexBitwidth, cInterface);
    }

    /** The signature of {@code name} of {@code type} with a C interface, in a module with a 64-bit index. */
    public static FunctionSignature of(String name, FunctionType type) {
        return new FunctionSignature(name, type, 64, true);
    }

    /**
     * The signature of the {@code func.func} operation {@code func}, with a C interface exactly when it has the
     * {@code llvm.emit_c_interface} attribute.
     */
    public static FunctionSignature of(Operation func, int indexBitwidth) {
        if (!func.name().toString().equals(FuncOp.NAME)) {
            throw new IllegalArgumentException("expected a " + FuncOp.NAME + ", not " + func.name());
        }
        return new FunctionSignature(FuncOp.name(func), FuncOp.functionType(func), indexBitwidth,
                func.attributes().get(LlvmDialect.EMIT_C_INTERFACE_ATTR) instanceof UnitAttr);
    }

    private Value analyse(Type type, String what) {
        if (type instanceof MemRefType m) {
            if (m.memorySpace() != null) {
                throw unsupported(what, type, "memrefs outside the default memory space are not supported");
            }
            MemRefElementType element;
            try {
                element = MemRefElementType.of(m.elementType());
            } catch (IllegalArgumentException e) {
                throw unsupported(what, type, e.getMessage());
            }
            if (element == MemRefElementType.INDEX && indexBitwidth != 64) {
                throw unsupported(what, type, "index elements are " + indexBitwidth + "-bit in this module, and "
                        + "Java views store index elements in 64 bits");
            }
            int rank = m.shape().size();
            long[] sizes = m.shape().stream().mapToLong(Long::longValue).toArray();
            long[] strides = new long[rank];
            long offset;
            boolean identity;
            if (m.layout() == null) {
                identity = true;
                offset = 0;
                long running = 1;
                for (int d = rank - 1; d >= 0; d--) {
                    strides[d] = running;
                    running = running == ShapedType.DYNAMIC || sizes[d] == ShapedType.DYNAMIC ? ShapedType.DYNAMIC
                            : running * sizes[d];
                }
            } else if (m.layout() instanceof StridedLayoutAttr s) {
                identity = false;
                offset = s.offset();
                for (int d = 0; d < rank; d++) {
                    strides[d] = s.strides().get(d);
                }
            } else {
                throw unsupported(what, type, "only the identity and strided layouts have a descriptor Java can "
                        + "check");
            }
            return new RankedMemRef(m, element, sizes, strides, offset, identity);
        }
        if (type instanceof ShapedType) {
            throw unsupported(what, type, "only ranked memrefs and scalars can be passed");
        }
        try {
            MemRefElementType kind = MemRefElementType.of(type);
            return new Scalar(type, kind);
        } catch (IllegalArgumentException e) {
            throw unsupported(what, type, "scalars of this type have no Java value");
        }
    }

    private IllegalArgumentException unsupported(String what, Type type, String why) {
        return new IllegalArgumentException(what + " of @" + name + " has type " + TypePrinter.toString(type) + ": "
                + why);
    }

    // ---- accessors ----

    /** The function's symbol name (without {@code @}). */
    public String name() {
        return name;
    }

    /** The MLIR function type. */
    public FunctionType functionType() {
        return functionType;
    }

    /** The width of {@code index} and of the descriptors' offset, size and stride fields. */
    public int indexBitwidth() {
        return indexBitwidth;
    }

    /** Whether the function has {@code llvm.emit_c_interface}, so that {@code _mlir_ciface_NAME} exists. */
    public boolean hasCInterface() {
        return cInterface;
    }

    /** The arguments. */
    public List<Value> inputs() {
        return inputs;
    }

    /** The results. */
    public List<Value> results() {
        return results;
    }

    /** The symbol of the expanded form: the name itself. */
    public String expandedSymbol() {
        return name;
    }

    /** The symbol of the C-interface form. */
    public String cInterfaceSymbol() {
        return "_mlir_ciface_" + name;
    }

    /** The symbol of the packed form, as MLIR's {@code ExecutionEngine} names it. */
    public String packedSymbol() {
        return "_mlir_" + name;
    }

    /** Whether the C-interface form returns its results through a pointer passed first. */
    public boolean returnsThroughPointer() {
        return results.size() > 1 || (results.size() == 1 && results.get(0) instanceof RankedMemRef);
    }

    /**
     * The memory the LLVM result takes: the lone result's layout, the struct of several, or null for none. The
     * C interface's result pointer and the packed form's result slot point to this.
     */
    public MemoryLayout resultLayout() {
        return resultLayout;
    }

    /** Where result {@code i} lies in {@link #resultLayout()}. */
    public long resultOffset(int i) {
        return resultOffsets[i];
    }

    /** The descriptor of a ranked memref of {@code rank} in this signature's index width. */
    public MemRefDescriptorLayout descriptor(int rank) {
        return MemRefDescriptorLayout.ranked(rank, indexBitwidth);
    }

    /** The layout a value takes in memory (packed slots, result structs). */
    MemoryLayout memoryLayout(Value v) {
        if (v instanceof RankedMemRef m) {
            return descriptor(m.rank()).layout();
        }
        MemRefElementType kind = ((Scalar) v).kind();
        return switch (kind) {
            case INDEX -> MemRefDescriptorLayout.indexLayout(indexBitwidth);
            case COMPLEX_F32, COMPLEX_F64 -> MemoryLayout.structLayout(kind.partLayout(), kind.partLayout());
            default -> kind.partLayout();
        };
    }

    /** The FFM layout of a scalar passed or returned by value in the C-interface and expanded forms. */
    ValueLayout carrier(Scalar s, String form, String what) {
        return switch (s.kind()) {
            case F16, BF16, COMPLEX_F32, COMPLEX_F64 -> throw new UnsupportedOperationException(what + " of @" + name
                    + " has type " + TypePrinter.toString(s.type()) + ", which the " + form + " form passes by value "
                    + "in a way FFM cannot express; call the packed form (_mlir_" + name + ")");
            case INDEX -> MemRefDescriptorLayout.indexLayout(indexBitwidth);
            default -> s.kind().partLayout();
        };
    }

    /**
     * The FFM descriptor of {@code _mlir_ciface_NAME}.
     *
     * @throws UnsupportedOperationException if the function has no C interface or a scalar has no FFM carrier
     */
    public FunctionDescriptor cInterfaceDescriptor() {
        if (!cInterface) {
            throw new UnsupportedOperationException("@" + name + " has no " + LlvmDialect.EMIT_C_INTERFACE_ATTR
                    + " attribute, so there is no " + cInterfaceSymbol() + "; call the expanded or packed form");
        }
        List<MemoryLayout> params = new ArrayList<>();
        if (returnsThroughPointer()) {
            params.add(ValueLayout.ADDRESS);
        }
        for (int i = 0; i < inputs.size(); i++) {
            Value v = inputs.get(i);
            params.add(v instanceof Scalar s ? carrier(s, "C-interface", "argument " + i) : ValueLayout.ADDRESS);
        }
        MemoryLayout[] p = params.toArray(MemoryLayout[]::new);
        if (results.size() == 1 && results.get(0) instanceof Scalar s) {
            return FunctionDescriptor.of(carrier(s, "C-interface", "result 0"), p);
        }
        return FunctionDescriptor.ofVoid(p);
    }

    /**
     * The FFM descriptor of the expanded form {@code NAME}: per memref argument {@code ADDRESS allocated,
     * ADDRESS aligned, index offset, index sizes[rank], index strides[rank]}; scalars by value.
     *
     * @throws UnsupportedOperationException if the function returns a struct (several results or a memref), or a
     *                                       scalar has no FFM carrier
     */
    public FunctionDescriptor expandedDescriptor() {
        if (returnsThroughPointer()) {
            throw new UnsupportedOperationException("@" + name + " returns " + (results.size() > 1 ? results.size()
                    + " results" : "a memref") + " as an LLVM struct by value, which LLVM returns in registers by "
                    + "rules that are not the C ABI FFM speaks; call the C-interface or packed form");
        }
        ValueLayout index = MemRefDescriptorLayout.indexLayout(indexBitwidth);
        List<MemoryLayout> params = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            Value v = inputs.get(i);
            if (v instanceof Scalar s) {
                params.add(carrier(s, "expanded", "argument " + i));
            } else {
                int rank = ((RankedMemRef) v).rank();
                params.add(ValueLayout.ADDRESS);
                params.add(ValueLayout.ADDRESS);
                for (int k = 0; k < 1 + 2 * rank; k++) {
                    params.add(index);
                }
            }
        }
        MemoryLayout[] p = params.toArray(MemoryLayout[]::new);
        if (results.size() == 1) {
            return FunctionDescriptor.of(carrier((Scalar) results.get(0), "expanded", "result 0"), p);
        }
        return FunctionDescriptor.ofVoid(p);
    }

    /** The number of pointers the packed form's array holds: one per expanded argument, one for the result. */
    public int packedSlotCount() {
        int n = 0;
        for (Value v : inputs) {
            n += v instanceof RankedMemRef m ? 3 + 2 * m.rank() : 1;
        }
        return n + (results.isEmpty() ? 0 : 1);
    }

    /**
     * Integer or {@code index} argument {@code i} as the by-value carrier the C-interface and expanded forms take
     * ({@code Byte} for {@code i1} and {@code i8}, {@code Short}, {@code Integer}, {@code Long}; an {@code index}
     * as wide as the index), once it fits the width read as signed or as unsigned ({@code i8} accepts -128 to 255).
     *
     * @throws IllegalArgumentException naming the argument if it is not an integer or the value does not fit
     */
    public Object integerCarrier(int i, long value) {
        MemRefElementType kind = ((Scalar) inputs.get(i)).kind();
        int width = switch (kind) {
            case I1 -> 1;
            case I8 -> 8;
            case I16 -> 16;
            case I32 -> 32;
            case I64 -> 64;
            case INDEX -> indexBitwidth;
            default -> throw new IllegalArgumentException(describeArgument(i) + " is not an integer; pass a "
                    + (kind.isComplex() ? "double[]{real, imaginary}" : kind == MemRefElementType.F64 ? "double"
                    : "float"));
        };
        if (width == 1 ? value != 0 && value != 1 : width < 64 && (value < -(1L << (width - 1))
                || value >= (1L << width))) {
            throw new IllegalArgumentException(describeArgument(i) + ": " + value + " does not fit " + width
                    + " bits");
        }
        return switch (width) {
            case 1, 8 -> (byte) value;
            case 16 -> (short) value;
            case 32 -> (int) value;
            default -> value;
        };
    }

    /** The lone result as a by-value handle returned it, boxed: an {@code i1}'s byte becomes a {@code Boolean}. */
    public Object fromCarrier(Object result) {
        return i1Result && result instanceof Byte b ? (Object) ((b & 1) != 0) : result;
    }

    /** How messages name argument {@code i}: {@code argument 1 (memref<?xf32>) of @f}. */
    public String describeArgument(int i) {
        return "argument " + i + " (" + TypePrinter.toString(functionType.inputs().get(i)) + ") of @" + name;
    }

    /**
     * Checks that {@code view} can be argument {@code i}: a memref argument there, alive, of the same rank and
     * element type, with the sizes, strides and offset the type fixes (contiguous row-major for the identity
     * layout), every field fitting the index width.
     *
     * @throws IllegalArgumentException naming the argument and the mismatch
     * @throws IllegalStateException    naming the argument if the view's memory was freed (its arena closed)
     * @throws WrongThreadException     naming the argument if the view's memory is confined to another thread
     */
    public void checkArgument(int i, MemRefView view) {
        Objects.requireNonNull(view, () -> describeArgument(i) + " is null");
        if (!(inputs.get(i) instanceof RankedMemRef m)) {
            throw new IllegalArgumentException(describeArgument(i) + " is a scalar, not a memref");
        }
        if (!view.isAlive()) {
            throw new IllegalStateException(describeArgument(i) + ": the memref's memory is no longer accessible "
                    + "(its arena was closed)");
        }
        if (!view.segment().isAccessibleBy(Thread.currentThread())) {
            throw new WrongThreadException(describeArgument(i) + ": the memref's memory belongs to a confined arena "
                    + "of another thread, so this thread may not pass it to compiled code");
        }
        if (view.rank() != m.rank()) {
            throw new IllegalArgumentException(describeArgument(i) + " has rank " + m.rank() + " but the memref "
                    + view.describe() + " has rank " + view.rank());
        }
        if (view.elementType() != m.elementType()) {
            throw new IllegalArgumentException(describeArgument(i) + " has element type " + m.elementType()
                    + " but the memref " + view.describe() + " holds " + view.elementType());
        }
        long[] sizes = view.sizes();
        long[] strides = view.strides();
        for (int d = 0; d < m.rank(); d++) {
            if (m.staticSizes()[d] != ShapedType.DYNAMIC && m.staticSizes()[d] != sizes[d]) {
                throw new IllegalArgumentException(describeArgument(i) + " has size " + m.staticSizes()[d]
                        + " in dimension " + d + " but the memref " + view.describe() + " has " + sizes[d]);
            }
        }
        if (m.identity()) {
            if (!view.isRowMajor()) {
                throw new IllegalArgumentException(describeArgument(i) + " has the identity layout (contiguous, "
                        + "row-major, offset 0) but the memref " + view.describe() + " has strides "
                        + Arrays.toString(strides) + " and offset " + view.offset() + "; declare the argument with a "
                        + "strided<...> layout to pass such views");
            }
        } else {
            for (int d = 0; d < m.rank(); d++) {
                if (m.staticStrides()[d] != ShapedType.DYNAMIC && m.staticStrides()[d] != strides[d]) {
                    throw new IllegalArgumentException(describeArgument(i) + " has stride " + m.staticStrides()[d]
                            + " in dimension " + d + " but the memref " + view.describe() + " has " + strides[d]);
                }
            }
            if (m.staticOffset() != ShapedType.DYNAMIC && m.staticOffset() != view.offset()) {
                throw new IllegalArgumentException(describeArgument(i) + " has offset " + m.staticOffset()
                        + " but the memref " + view.describe() + " has " + view.offset());
            }
        }
        if (indexBitwidth == 32) {
            List<Long> fields = new ArrayList<>();
            fields.add(view.offset());
            for (int d = 0; d < m.rank(); d++) {
                fields.add(sizes[d]);
                fields.add(strides[d]);
            }
            for (long f : fields) {
                if (f != (int) f) {
                    throw new IllegalArgumentException(describeArgument(i) + ": " + f + " in the memref "
                            + view.describe() + " does not fit the module's 32-bit index");
                }
            }
        }
    }

    @Override
    public String toString() {
        return "@" + name + " : " + TypePrinter.toString(functionType) + " (index i" + indexBitwidth
                + (cInterface ? ", C interface" : "") + ")";
    }
}
