package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.ir.IntegerType;

/**
 * Options of the lowering to the LLVM dialect, MLIR's {@code LowerToLLVMOptions}.
 *
 * @param indexBitwidth      the width of the integer {@code index} becomes (MLIR takes it from the data layout,
 *                           64 on x86-64 and AArch64, unless {@code index-bitwidth=N} overrides it)
 * @param useBarePtrCallConv whether function signatures pass statically shaped, identity-layout memrefs as one
 *                           bare pointer instead of the unbundled descriptor ({@code use-bare-ptr-memref-call-conv})
 */
public record LowerToLlvmOptions(int indexBitwidth, boolean useBarePtrCallConv) {
    /** The default: 64-bit index, descriptor calling convention. */
    public static final LowerToLlvmOptions DEFAULT = new LowerToLlvmOptions(64, false);

    /** Checks the bitwidth is a valid integer width. */
    public LowerToLlvmOptions {
        if (indexBitwidth < 1 || indexBitwidth > IntegerType.MAX_WIDTH) {
            throw new IllegalArgumentException("index bitwidth must be between 1 and " + IntegerType.MAX_WIDTH
                    + ", not " + indexBitwidth);
        }
    }

    /** These options with {@code bits} as the index bitwidth. */
    public LowerToLlvmOptions withIndexBitwidth(int bits) {
        return new LowerToLlvmOptions(bits, useBarePtrCallConv);
    }

    /** These options with the bare-pointer calling convention on or off. */
    public LowerToLlvmOptions withBarePtrCallConv(boolean bare) {
        return new LowerToLlvmOptions(indexBitwidth, bare);
    }

    /**
     * The value of a pass's {@code index-bitwidth} option: an unsigned integer, 0 meaning the data layout's width,
     * any other a valid integer width; an {@link IllegalArgumentException} otherwise.
     */
    public static int parseIndexBitwidthOption(String value) {
        int bits;
        try {
            bits = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            bits = -1;
        }
        if (bits < 0) {
            throw new IllegalArgumentException("index-bitwidth takes an unsigned integer, not '" + value + "'");
        }
        if (bits != 0) {
            new LowerToLlvmOptions(bits, false); // checks the width
        }
        return bits;
    }

    /** {@link #DEFAULT} with the index bitwidth of a pass option ({@link #parseIndexBitwidthOption}; 0: 64). */
    public static LowerToLlvmOptions ofIndexBitwidthOption(int bits) {
        return bits == 0 ? DEFAULT : DEFAULT.withIndexBitwidth(bits);
    }
}
