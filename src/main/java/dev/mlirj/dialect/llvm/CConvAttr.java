package dev.mlirj.dialect.llvm;

import java.util.List;

/**
 * {@code #llvm.cconv<fastcc>}: a calling convention; {@code ccc} (C) is the default, which custom forms omit.
 *
 * @param name the convention's keyword, one of {@link #NAMES}
 */
public record CConvAttr(String name) implements LlvmDialectAttribute {
    /** Every calling convention keyword MLIR 19 knows, in its enum order. */
    public static final List<String> NAMES = List.of("ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc",
            "preserve_mostcc", "preserve_allcc", "swiftcc", "cxx_fast_tlscc", "tailcc", "cfguard_checkcc",
            "swifttailcc", "x86_stdcallcc", "x86_fastcallcc", "arm_apcscc", "arm_aapcscc", "arm_aapcs_vfpcc",
            "msp430_intrcc", "x86_thiscallcc", "ptx_kernelcc", "ptx_devicecc", "spir_funccc", "spir_kernelcc",
            "intel_ocl_bicc", "x86_64_sysvcc", "win64cc", "x86_vectorcallcc", "hhvmcc", "hhvm_ccc", "x86_intrcc",
            "avr_intrcc", "avr_signalcc", "avr_builtincc", "amdgpu_vscc", "amdgpu_gscc", "amdgpu_pscc",
            "amdgpu_cscc", "amdgpu_kernelcc", "x86_regcallcc", "amdgpu_hscc", "msp430_builtincc", "amdgpu_lscc",
            "amdgpu_escc", "aarch64_vectorcallcc", "aarch64_sve_vectorcallcc", "wasm_emscripten_invokecc",
            "amdgpu_gfxcc", "m68k_intrcc");

    /** {@code #llvm.cconv<ccc>}, the C calling convention. */
    public static final CConvAttr C = new CConvAttr("ccc");

    /** Checks the name. */
    public CConvAttr {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("unknown calling convention " + name);
        }
    }

    @Override
    public String mnemonic() {
        return "cconv";
    }
}
