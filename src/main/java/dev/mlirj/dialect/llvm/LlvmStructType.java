package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Type;
import java.util.List;
import java.util.Objects;

/**
 * {@code !llvm.struct<...>}: an LLVM structure (MLIR's {@code LLVMStructType}), in one of two kinds.
 * <ul>
 * <li><b>Literal</b> ({@code !llvm.struct<(i32, f64)>}, {@code !llvm.struct<packed (i8, i32)>}): a plain immutable
 * value, equal to any literal struct with the same body and packing.</li>
 * <li><b>Identified</b> ({@code !llvm.struct<"name", (i32, ptr)>}, {@code !llvm.struct<"name", opaque>}): named,
 * and unique by name within a context. Its body may mention the struct itself
 * ({@code !llvm.struct<"node", (ptr, struct<"node">)>}), so, as in MLIR, the struct must exist before its body
 * does: it is created without a body, then its body is set <em>exactly once</em> ({@link #setBody}) or it is
 * declared {@link #setOpaque opaque}. Identified structs are made only by an {@link IdentifiedStructs} table, which
 * its {@link LlvmDialect} instance owns, one per {@code MlirContext} — that table is the per-context storage that
 * keeps names unique. Two identified structs are equal when they have the same name; this is identity within a
 * context, and types of different contexts are not meant to be compared.</li>
 * </ul>
 * Apart from the one-time initialization of an identified struct, instances never change.
 */
public final class LlvmStructType implements LlvmDialectType {
    private final String name;
    private List<Type> body;
    private boolean packed;
    private boolean opaque;

    private LlvmStructType(String name, List<Type> body, boolean packed) {
        this.name = name;
        this.body = body;
        this.packed = packed;
    }

    /** The literal struct with {@code body}, packed or not. */
    public static LlvmStructType literal(List<Type> body, boolean packed) {
        return new LlvmStructType(null, List.copyOf(body), packed);
    }

    /** The literal, unpacked struct of {@code body}. */
    public static LlvmStructType literal(Type... body) {
        return literal(List.of(body), false);
    }

    /** A new identified struct without a body; only {@link IdentifiedStructs} calls this. */
    static LlvmStructType identified(String name) {
        return new LlvmStructType(Objects.requireNonNull(name, "name"), null, false);
    }

    /** Whether this struct has a name. */
    public boolean isIdentified() {
        return name != null;
    }

    /** The name of an identified struct; null for a literal one. */
    public String name() {
        return name;
    }

    /** Whether the body is known (always for literal structs). */
    public boolean isInitialized() {
        return body != null || opaque;
    }

    /** Whether this identified struct was declared without a body ({@code opaque}). */
    public boolean isOpaque() {
        return opaque;
    }

    /** Whether the fields are laid out without padding. */
    public boolean isPacked() {
        return packed;
    }

    /** The field types; empty for an opaque or not yet initialized struct. */
    public List<Type> body() {
        return body == null ? List.of() : body;
    }

    /**
     * Gives this identified struct its body, once. Returns false (changing nothing) when it already has a
     * different one or is opaque; setting the same body again succeeds, as MLIR's {@code setBody} does.
     */
    public boolean setBody(List<Type> fields, boolean isPacked) {
        if (name == null) {
            throw new IllegalStateException("a literal struct's body is fixed");
        }
        if (isInitialized()) {
            return !opaque && body.equals(fields) && packed == isPacked;
        }
        body = List.copyOf(fields);
        packed = isPacked;
        return true;
    }

    /** Declares this identified struct opaque, once; false when it already has a body. */
    public boolean setOpaque() {
        if (name == null) {
            throw new IllegalStateException("a literal struct cannot be opaque");
        }
        if (isInitialized()) {
            return opaque;
        }
        opaque = true;
        return true;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof LlvmStructType s)) {
            return false;
        }
        if (name != null || s.name != null) {
            return Objects.equals(name, s.name);
        }
        return packed == s.packed && body.equals(s.body);
    }

    @Override
    public int hashCode() {
        return name != null ? name.hashCode() : body.hashCode() * 31 + (packed ? 1 : 0);
    }

    @Override
    public String toString() {
        return name != null ? "LlvmStructType[\"" + name + "\"]" : "LlvmStructType" + (packed ? "[packed " : "[")
                + body + "]";
    }
}
