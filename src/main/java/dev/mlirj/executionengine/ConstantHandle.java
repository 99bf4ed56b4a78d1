package dev.mlirj.executionengine;

import static java.lang.constant.ConstantDescs.BSM_CLASS_DATA;
import static java.lang.constant.ConstantDescs.CD_MethodHandle;
import static java.lang.constant.ConstantDescs.CD_Object;
import static java.lang.constant.ConstantDescs.DEFAULT_NAME;
import static java.lang.constant.ConstantDescs.INIT_NAME;
import static java.lang.constant.ConstantDescs.MTD_void;

import java.lang.classfile.ClassFile;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.DynamicConstantDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.AccessFlag;

/**
 * A {@link MethodHandle} made a constant of its own hidden class, behind a one-method interface, so that the
 * JVM's JIT compiles a call through it as it compiles a call through a {@code static final} handle: the downcall
 * inlined, rather than dispatched through a handle it cannot see (several times the cost of the downcall
 * itself). This is what {@link PreparedCall} calls through; the handle is the hidden class's class data, loaded
 * by a {@code ldc} of a dynamic constant, and the class is unloaded with its last instance.
 */
final class ConstantHandle {
    /** {@code void (MemorySegment)}: the packed form {@code _mlir_NAME(void **)}. */
    interface Packed {
        void invoke(MemorySegment arguments) throws Throwable;
    }

    /** {@code Object (Object[])}: the C interface, spread from an array, its result boxed. */
    interface Spread {
        Object invoke(Object[] arguments) throws Throwable;
    }

    /** {@code Object ()}: the C interface with every argument bound, its result boxed. */
    interface Bound {
        Object invoke() throws Throwable;
    }

    private ConstantHandle() {
    }

    /** {@code target} (of type {@code void (MemorySegment)}) as a {@link Packed} whose handle is a constant. */
    static Packed packed(MethodHandle target) {
        return spin(Packed.class, MethodType.methodType(void.class, MemorySegment.class), target);
    }

    /** {@code target} (of type {@code Object (Object[])}) as a {@link Spread} whose handle is a constant. */
    static Spread spread(MethodHandle target) {
        return spin(Spread.class, MethodType.methodType(Object.class, Object[].class), target);
    }

    /** {@code target} (of type {@code Object ()}) as a {@link Bound} whose handle is a constant. */
    static Bound bound(MethodHandle target) {
        return spin(Bound.class, MethodType.methodType(Object.class), target);
    }

    private static <T> T spin(Class<T> face, MethodType type, MethodHandle target) {
        if (!target.type().equals(type)) {
            throw new IllegalArgumentException("a " + face.getSimpleName() + " handle must have type " + type
                    + ", not " + target.type());
        }
        MethodTypeDesc descriptor = type.describeConstable().orElseThrow();
        ClassDesc self = ClassDesc.of(ConstantHandle.class.getPackageName(), "ConstantHandle$Impl");
        byte[] bytes = ClassFile.of().build(self, c -> c
                .withFlags(AccessFlag.FINAL, AccessFlag.SYNTHETIC)
                .withInterfaceSymbols(face.describeConstable().orElseThrow())
                .withMethodBody(INIT_NAME, MTD_void, ClassFile.ACC_PUBLIC, code -> code
                        .aload(0).invokespecial(CD_Object, INIT_NAME, MTD_void).return_())
                .withMethodBody("invoke", descriptor, ClassFile.ACC_PUBLIC, code -> {
                    code.ldc(DynamicConstantDesc.ofNamed(BSM_CLASS_DATA, DEFAULT_NAME, CD_MethodHandle));
                    int slot = 1;
                    for (Class<?> p : type.parameterList()) {
                        TypeKind kind = TypeKind.from(p);
                        code.loadLocal(kind, slot);
                        slot += kind.slotSize();
                    }
                    code.invokevirtual(CD_MethodHandle, "invokeExact", descriptor);
                    code.return_(TypeKind.from(type.returnType()));
                }));
        try {
            Class<?> impl = MethodHandles.lookup().defineHiddenClassWithClassData(bytes, target, true).lookupClass();
            return face.cast(impl.getConstructor().newInstance());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot define the class of a constant handle", e);
        }
    }
}
