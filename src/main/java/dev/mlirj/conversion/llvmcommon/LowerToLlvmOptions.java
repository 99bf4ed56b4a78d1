package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.builtin.IntegerType;

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
}
