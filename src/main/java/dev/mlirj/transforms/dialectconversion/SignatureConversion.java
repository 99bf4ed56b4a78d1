package dev.mlirj.transforms.dialectconversion;

import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How the arguments of a block (or the inputs of a function signature) change, MLIR's
 * {@code TypeConverter::SignatureConversion}: each original input maps to a run of zero or more new inputs
 * ({@link #addInputs(int, List)}, a 1:N conversion such as a memref unbundled into its descriptor's scalars), or
 * is replaced by an existing value ({@link #remapInput}); new inputs that stand for no original one may be
 * appended ({@link #addInputs(List)}). Every original input must be mapped or remapped before the conversion is
 * applied ({@link ConversionPatternRewriter#applySignatureConversion}).
 */
public final class SignatureConversion {
    /**
     * Where original input {@code i} went: new inputs {@code [inputNo, inputNo + size)}, or a replacement value
     * (then {@code size} is 0).
     *
     * @param inputNo          the first new input
     * @param size             how many new inputs
     * @param replacementValue the value replacing it, or null
     */
    public record InputMapping(int inputNo, int size, Value replacementValue) {
    }

    private final InputMapping[] mappings;
    private final List<Type> convertedTypes = new ArrayList<>();

    /** A conversion of a signature with {@code numOrigInputs} inputs, none mapped yet. */
    public SignatureConversion(int numOrigInputs) {
        this.mappings = new InputMapping[numOrigInputs];
    }

    /** The number of original inputs. */
    public int numOrigInputs() {
        return mappings.length;
    }

    /** Maps original input {@code origInputNo} to new inputs of {@code types} (none: the input is dropped). */
    public void addInputs(int origInputNo, List<Type> types) {
        check(origInputNo);
        mappings[origInputNo] = new InputMapping(convertedTypes.size(), types.size(), null);
        convertedTypes.addAll(types);
    }

    /** Appends new inputs that correspond to no original input. */
    public void addInputs(List<Type> types) {
        convertedTypes.addAll(types);
    }

    /** Replaces original input {@code origInputNo} by {@code replacement}: it gets no new input. */
    public void remapInput(int origInputNo, Value replacement) {
        check(origInputNo);
        mappings[origInputNo] = new InputMapping(convertedTypes.size(), 0, java.util.Objects.requireNonNull(replacement));
    }

    private void check(int origInputNo) {
        if (origInputNo < 0 || origInputNo >= mappings.length) {
            throw new IndexOutOfBoundsException("input #" + origInputNo + " of a signature with " + mappings.length
                    + " inputs");
        }
        if (mappings[origInputNo] != null) {
            throw new IllegalStateException("input #" + origInputNo + " is already mapped");
        }
    }

    /** Where original input {@code origInputNo} went, or null when it is not mapped yet. */
    public InputMapping inputMapping(int origInputNo) {
        return mappings[origInputNo];
    }

    /** The new input types, in order. */
    public List<Type> convertedTypes() {
        return Collections.unmodifiableList(convertedTypes);
    }

    /** The new types original input {@code origInputNo} maps to (empty when dropped or remapped). */
    public List<Type> convertedTypes(int origInputNo) {
        InputMapping m = mappings[origInputNo];
        return m == null ? List.of() : convertedTypes.subList(m.inputNo, m.inputNo + m.size);
    }
}
