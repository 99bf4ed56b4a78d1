package dev.mlirj.ir;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * The bytes of a dialect resource, MLIR's {@code AsmResourceBlob}: raw data with the alignment its user needs.
 * In text it is the hex string {@code "0x..."} of a {@code {-# dialect_resources: ... #-}} block, whose first
 * four bytes are the alignment (little-endian) and the rest the data. Immutable; equal blobs have equal bytes and
 * alignment.
 */
public final class ResourceBlob {
    private final byte[] data;
    private final int alignment;

    /**
     * A blob of a copy of {@code data}, to be aligned to {@code alignment} bytes (a power of two).
     *
     * @throws IllegalArgumentException if the alignment is not a power of two
     */
    public ResourceBlob(byte[] data, int alignment) {
        if (Integer.bitCount(alignment) != 1) {
            throw new IllegalArgumentException("resource alignment must be a power of 2, not " + alignment);
        }
        this.data = data.clone();
        this.alignment = alignment;
    }

    /** The alignment the data needs, in bytes. */
    public int alignment() {
        return alignment;
    }

    /** The number of data bytes. */
    public int size() {
        return data.length;
    }

    /** A read-only little-endian view of the data (positioned at 0), as the resource's users read it. */
    public ByteBuffer data() {
        return ByteBuffer.wrap(data).asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * The blob as it is written in a resource block: {@code 0x}, the alignment as four little-endian bytes, then
     * the data, in upper-case hex. An empty blob is written with alignment 0, as mlir-opt 19 does.
     */
    public String toHexLiteral() {
        int written = data.length == 0 ? 0 : alignment;
        byte[] header = {(byte) written, (byte) (written >>> 8), (byte) (written >>> 16), (byte) (written >>> 24)};
        HexFormat hex = HexFormat.of().withUpperCase();
        return "0x" + hex.formatHex(header) + hex.formatHex(data);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ResourceBlob b && b.alignment == alignment && Arrays.equals(b.data, data);
    }

    @Override
    public int hashCode() {
        return 31 * alignment + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return toHexLiteral();
    }
}
