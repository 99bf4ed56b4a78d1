package dev.mlirj.transforms.dialectconversion;

import dev.mlirj.dialect.builtin.UnrealizedConversionCastOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * How types change during a conversion, MLIR's {@code TypeConverter}.
 *
 * <p><b>Conversions.</b> Callbacks added with {@code addConversion} are tried most recently added first (so a
 * general fallback is added first and special cases after it). Each says, for a type: not mine
 * ({@link Outcome#NOT_APPLICABLE}, try the next), converted to zero or more types ({@link Outcome#SUCCESS}, the
 * types appended to the result list) or cannot be converted ({@link Outcome#FAILURE}, stop). A type no callback
 * takes cannot be converted. Results are cached per type, so callbacks must be pure functions of the type.
 *
 * <p><b>Materializations.</b> While a conversion is under way a value may exist in its old type for some users
 * and in its new type for others. A <em>source</em> materialization makes a value of the old type out of new ones
 * (for users that were not converted), a <em>target</em> one a value of the new type out of an old one (for
 * converted operations whose operand was not converted yet), and an <em>argument</em> one rebuilds a converted
 * block argument out of the several arguments a 1:N signature conversion made. Callbacks are tried most recent
 * first; when none applies (or none is added), the materialization is a {@code builtin.unrealized_conversion_cast},
 * which {@code reconcile-unrealized-casts} removes once both sides agree.
 *
 * <p>Not thread-safe: the cache is filled while converting.
 */
public class TypeConverter {
    /** What a conversion callback says about a type. */
    public enum Outcome {
        /** The callback converted the type (appending the results). */
        SUCCESS,
        /** The type cannot be converted; no further callback is asked. */
        FAILURE,
        /** The callback does not handle this type; the next one is asked. */
        NOT_APPLICABLE
    }

    /** A conversion callback: appends what {@code type} converts to to {@code results}. */
    @FunctionalInterface
    public interface ConversionCallback {
        /** Converts {@code type}, appending to {@code results} on success. */
        Outcome convert(Type type, List<Type> results);
    }

    /** A materialization callback: builds a value of {@code resultType} from {@code inputs}, or returns null. */
    @FunctionalInterface
    public interface MaterializationCallback {
        /** Builds the value with {@code builder} (positioned where it must go), or returns null to pass. */
        Value materialize(Builder builder, Type resultType, List<Value> inputs, Location location);
    }

    private final List<ConversionCallback> conversions = new ArrayList<>();
    private final List<MaterializationCallback> sourceMaterializations = new ArrayList<>();
    private final List<MaterializationCallback> targetMaterializations = new ArrayList<>();
    private final List<MaterializationCallback> argumentMaterializations = new ArrayList<>();
    private final Map<Type, List<Type>> cache = new HashMap<>();
    private final java.util.Set<Type> failed = new java.util.HashSet<>();
    private MlirContext context;

    /** A converter that converts nothing until conversions are added. */
    public TypeConverter() {
    }

    /** The context materializations create operations in; set by the driver, or by {@link #setContext}. */
    public MlirContext context() {
        return context;
    }

    /** Sets the context used to create {@code builtin.unrealized_conversion_cast} operations. */
    public void setContext(MlirContext context) {
        this.context = context;
    }

    // ---- conversions ----------------------------------------------------------------------------------------

    /** Adds a general callback; it is tried before every callback added earlier. */
    public TypeConverter addConversion(ConversionCallback callback) {
        conversions.add(java.util.Objects.requireNonNull(callback));
        cache.clear();
        failed.clear();
        return this;
    }

    /**
     * Adds a 1:1 callback for types of class {@code kind}: it returns the new type, or null when the type cannot
     * be converted. Other types are not its business.
     */
    public <T extends Type> TypeConverter addConversion(Class<T> kind, Function<? super T, ? extends Type> callback) {
        return addConversion((type, results) -> {
            if (!kind.isInstance(type)) {
                return Outcome.NOT_APPLICABLE;
            }
            Type converted = callback.apply(kind.cast(type));
            if (converted == null) {
                return Outcome.FAILURE;
            }
            results.add(converted);
            return Outcome.SUCCESS;
        });
    }

    /** Adds a 1:N callback for types of class {@code kind}. */
    public <T extends Type> TypeConverter addConversion(Class<T> kind, BiFunction<? super T, List<Type>, Outcome> callback) {
        return addConversion((type, results) -> kind.isInstance(type) ? callback.apply(kind.cast(type), results)
                : Outcome.NOT_APPLICABLE);
    }

    /**
     * Converts {@code type}, appending the results to {@code results}; false (appending nothing) when it cannot be
     * converted.
     */
    public boolean convertType(Type type, List<Type> results) {
        List<Type> cached = cache.get(type);
        if (cached != null) {
            results.addAll(cached);
            return true;
        }
        if (failed.contains(type)) {
            return false;
        }
        for (int i = conversions.size() - 1; i >= 0; i--) {
            List<Type> out = new ArrayList<>();
            Outcome outcome = conversions.get(i).convert(type, out);
            if (outcome == Outcome.NOT_APPLICABLE) {
                continue;
            }
            if (outcome == Outcome.SUCCESS) {
                cache.put(type, List.copyOf(out));
                results.addAll(out);
                return true;
            }
            break;
        }
        failed.add(type);
        return false;
    }

    /** The single type {@code type} converts to, or null when it cannot be converted or converts to 0 or 2+ types. */
    public Type convertType(Type type) {
        List<Type> out = new ArrayList<>(1);
        return convertType(type, out) && out.size() == 1 ? out.getFirst() : null;
    }

    /** Converts each of {@code types}, appending to {@code results}; false when one cannot be converted. */
    public boolean convertTypes(List<Type> types, List<Type> results) {
        for (Type t : types) {
            if (!convertType(t, results)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code type} converts to itself. */
    public boolean isLegal(Type type) {
        return type.equals(convertType(type));
    }

    /** Whether every type in {@code types} converts to itself. */
    public boolean isLegal(List<Type> types) {
        for (Type t : types) {
            if (!isLegal(t)) {
                return false;
            }
        }
        return true;
    }

    /** Whether all operand and result types of {@code op} are legal. */
    public boolean isLegal(Operation op) {
        for (Value v : op.operands()) {
            if (!isLegal(v.type())) {
                return false;
            }
        }
        return isLegal(op.resultTypes());
    }

    /** Whether the inputs and results of {@code type} are legal. */
    public boolean isSignatureLegal(FunctionType type) {
        return isLegal(type.inputs()) && isLegal(type.results());
    }

    /** Whether the argument types of every block of {@code region} are legal. */
    public boolean isLegal(Region region) {
        for (Block b : region.blocks()) {
            for (Value a : b.arguments()) {
                if (!isLegal(a.type())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Maps input {@code inputNo} of {@code result} to what {@code type} converts to; false when it cannot. */
    public boolean convertSignatureArg(int inputNo, Type type, SignatureConversion result) {
        List<Type> converted = new ArrayList<>();
        if (!convertType(type, converted)) {
            return false;
        }
        result.addInputs(inputNo, converted);
        return true;
    }

    /** Maps inputs {@code 0..types.size()-1} of {@code result}; false when one cannot be converted. */
    public boolean convertSignatureArgs(List<Type> types, SignatureConversion result) {
        for (int i = 0; i < types.size(); i++) {
            if (!convertSignatureArg(i, types.get(i), result)) {
                return false;
            }
        }
        return true;
    }

    /** The conversion of {@code block}'s arguments, or null when one cannot be converted. */
    public SignatureConversion convertBlockSignature(Block block) {
        SignatureConversion conversion = new SignatureConversion(block.arguments().size());
        List<Type> types = block.arguments().stream().map(Value::type).toList();
        return convertSignatureArgs(types, conversion) ? conversion : null;
    }

    // ---- materializations -----------------------------------------------------------------------------------

    /** Adds a source materialization (new types to an old type), tried before those added earlier. */
    public TypeConverter addSourceMaterialization(MaterializationCallback callback) {
        sourceMaterializations.add(java.util.Objects.requireNonNull(callback));
        return this;
    }

    /** Adds a target materialization (an old type to a new type), tried before those added earlier. */
    public TypeConverter addTargetMaterialization(MaterializationCallback callback) {
        targetMaterializations.add(java.util.Objects.requireNonNull(callback));
        return this;
    }

    /** Adds an argument materialization (1:N block arguments back to one value), tried before earlier ones. */
    public TypeConverter addArgumentMaterialization(MaterializationCallback callback) {
        argumentMaterializations.add(java.util.Objects.requireNonNull(callback));
        return this;
    }

    /** A value of the old type {@code resultType} made of {@code inputs}, built at {@code builder}'s position. */
    public Value materializeSourceConversion(Builder builder, Location location, Type resultType, List<Value> inputs) {
        return materialize(sourceMaterializations, builder, location, resultType, inputs);
    }

    /** A value of the new type {@code resultType} made of {@code inputs}. */
    public Value materializeTargetConversion(Builder builder, Location location, Type resultType, List<Value> inputs) {
        return materialize(targetMaterializations, builder, location, resultType, inputs);
    }

    /** A value of the converted argument type {@code resultType} made of the new block arguments {@code inputs}. */
    public Value materializeArgumentConversion(Builder builder, Location location, Type resultType,
                                               List<Value> inputs) {
        return materialize(argumentMaterializations, builder, location, resultType, inputs);
    }

    private Value materialize(List<MaterializationCallback> callbacks, Builder builder, Location location,
                              Type resultType, List<Value> inputs) {
        for (int i = callbacks.size() - 1; i >= 0; i--) {
            Value v = callbacks.get(i).materialize(builder, resultType, inputs, location);
            if (v != null) {
                if (!v.type().equals(resultType)) {
                    throw new IllegalStateException("a materialization to " + resultType + " produced a value of "
                            + v.type());
                }
                return v;
            }
        }
        return createUnrealizedCast(builder, location, resultType, inputs);
    }

    /**
     * Creates {@code builtin.unrealized_conversion_cast inputs to resultType} at {@code builder}'s position and
     * returns its result: the materialization every converter falls back to.
     */
    public static Value createUnrealizedCast(Builder builder, Location location, Type resultType,
                                             List<Value> inputs) {
        MlirContext context = builder.context();
        if (context == null) {
            throw new IllegalStateException("the type converter has no context to create "
                    + UnrealizedConversionCastOp.NAME + " in; call setContext");
        }
        OperationState state = new OperationState(context.operationName(UnrealizedConversionCastOp.NAME), location);
        state.operands.addAll(inputs);
        state.resultTypes.add(resultType);
        return builder.create(state).result(0);
    }
}
