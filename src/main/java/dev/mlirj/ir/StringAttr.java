package dev.mlirj.ir;

import java.nio.charset.StandardCharsets;

/**
 * {@code "text"}: a byte string (optionally typed, {@code "x" : i32}). MLIR strings are bytes, not text:
 * {@link #value()} holds one char per byte (0-255), so any byte sequence, valid UTF-8 or not, round-trips.
 * Use {@link #of(String)} and {@link #text()} to go through UTF-8.
 *
 * @param value one char per byte
 * @param type  the type, or null
 */
public record StringAttr(String value, Type type) implements BuiltinAttribute {
    /** Checks every char is a byte. */
    public StringAttr {
        for (int i = 0; i < value.length(); i++) {
            if (value.charAt(i) > 0xFF) {
                throw new IllegalArgumentException("StringAttr holds bytes; encode text with StringAttr.of");
            }
        }
    }

    /** The untyped string of {@code text}'s UTF-8 bytes. */
    public static StringAttr of(String text) {
        return new StringAttr(new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1), null);
    }

    /** The bytes, decoded as UTF-8. */
    public String text() {
        return new String(bytes(), StandardCharsets.UTF_8);
    }

    /** The bytes. */
    public byte[] bytes() {
        return value.getBytes(StandardCharsets.ISO_8859_1);
    }
}
