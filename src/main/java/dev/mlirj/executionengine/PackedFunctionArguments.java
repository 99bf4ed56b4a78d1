package dev.mlirj.executionengine;

import dev.mlirj.llvm.LlvmBasicBlock;
import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.LlvmValue;
import dev.mlirj.llvm.TypeKind;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code packFunctionArguments}: for every function definition {@code NAME(T0, ..., Tn-1) -> R} of a
 * module, defines {@code void _mlir_NAME(ptr args)} where {@code args} is an array of pointers, one to each
 * argument's storage and, unless {@code R} is void, one more to where the result is stored. The wrapper loads
 * each argument through its pointer, calls {@code NAME} and stores the result. This gives every function one
 * calling convention, which {@link ExecutionEngine#invokePacked} uses.
 */
public final class PackedFunctionArguments {
    /** The prefix of a packed wrapper's name, as MLIR's {@code makePackedFunctionName}. */
    public static final String PREFIX = "_mlir_";

    private PackedFunctionArguments() {
    }

    /** The packed wrapper's name for {@code name}. */
    public static String packedName(String name) {
        return PREFIX + name;
    }

    /**
     * Adds a packed wrapper for every function the module defines (declarations get none), in module order.
     *
     * @return the names of the wrapped functions
     * @throws IllegalArgumentException naming the function when {@code _mlir_NAME} already exists in the module
     */
    public static List<String> pack(LlvmModule module) {
        LlvmContext context = module.context();
        List<LlvmValue> definitions = new ArrayList<>();
        for (LlvmValue f : module.functions()) {
            if (!f.isDeclaration()) {
                definitions.add(f);
            }
        }
        for (LlvmValue f : definitions) {
            if (module.function(packedName(f.name())).isPresent()) {
                throw new IllegalArgumentException("cannot generate the packed wrapper of function '" + f.name()
                        + "': the module already has a function named '" + packedName(f.name()) + "'");
            }
        }
        LlvmType ptr = context.ptr();
        LlvmType i64 = context.i64();
        LlvmType wrapperType = context.function(context.voidType(), List.of(ptr), false);
        List<String> wrapped = new ArrayList<>();
        try (LlvmBuilder builder = context.createBuilder()) {
            for (LlvmValue f : definitions) {
                LlvmType type = f.globalValueType();
                LlvmValue wrapper = module.addFunction(packedName(f.name()), wrapperType);
                LlvmBasicBlock entry = wrapper.appendBasicBlock("");
                builder.positionAtEnd(entry);
                LlvmValue argList = wrapper.param(0);
                int count = type.paramCount();
                List<LlvmValue> args = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    LlvmValue slot = builder.gep(ptr, argList, List.of(context.constInt(i64, i)), false, "");
                    LlvmValue argPtr = builder.load(ptr, slot, "");
                    args.add(builder.load(f.param(i).type(), argPtr, ""));
                }
                LlvmValue result = builder.call(type, f, args, "");
                if (type.returnType().kind() != TypeKind.VOID) {
                    LlvmValue slot = builder.gep(ptr, argList, List.of(context.constInt(i64, count)), false, "");
                    LlvmValue resultPtr = builder.load(ptr, slot, "");
                    builder.store(result, resultPtr);
                }
                builder.retVoid();
                wrapped.add(f.name());
            }
        }
        return wrapped;
    }
}
