package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::cconv::CConv}: a calling convention, held by {@link CConvAttr}, in MLIR's enum order (the
 * order the custom forms try the keywords in). The value is LLVM's {@code llvm::CallingConv::ID}; {@code ccc}
 * ({@link #C}) is the default, which custom forms omit.
 */
public enum CConv implements LlvmEnum {
    /** {@code ccc}. */
    C("ccc", 0),
    /** {@code fastcc}. */
    FAST("fastcc", 8),
    /** {@code coldcc}. */
    COLD("coldcc", 9),
    /** {@code cc_10}. */
    GHC("cc_10", 10),
    /** {@code cc_11}. */
    HIPE("cc_11", 11),
    /** {@code anyregcc}. */
    ANY_REG("anyregcc", 13),
    /** {@code preserve_mostcc}. */
    PRESERVE_MOST("preserve_mostcc", 14),
    /** {@code preserve_allcc}. */
    PRESERVE_ALL("preserve_allcc", 15),
    /** {@code swiftcc}. */
    SWIFT("swiftcc", 16),
    /** {@code cxx_fast_tlscc}. */
    CXX_FAST_TLS("cxx_fast_tlscc", 17),
    /** {@code tailcc}. */
    TAIL("tailcc", 18),
    /** {@code cfguard_checkcc}. */
    CFGUARD_CHECK("cfguard_checkcc", 19),
    /** {@code swifttailcc}. */
    SWIFT_TAIL("swifttailcc", 20),
    /** {@code x86_stdcallcc}. */
    X86_STDCALL("x86_stdcallcc", 64),
    /** {@code x86_fastcallcc}. */
    X86_FASTCALL("x86_fastcallcc", 65),
    /** {@code arm_apcscc}. */
    ARM_APCS("arm_apcscc", 66),
    /** {@code arm_aapcscc}. */
    ARM_AAPCS("arm_aapcscc", 67),
    /** {@code arm_aapcs_vfpcc}. */
    ARM_AAPCS_VFP("arm_aapcs_vfpcc", 68),
    /** {@code msp430_intrcc}. */
    MSP430_INTR("msp430_intrcc", 69),
    /** {@code x86_thiscallcc}. */
    X86_THISCALL("x86_thiscallcc", 70),
    /** {@code ptx_kernelcc}. */
    PTX_KERNEL("ptx_kernelcc", 71),
    /** {@code ptx_devicecc}. */
    PTX_DEVICE("ptx_devicecc", 72),
    /** {@code spir_funccc}. */
    SPIR_FUNC("spir_funccc", 75),
    /** {@code spir_kernelcc}. */
    SPIR_KERNEL("spir_kernelcc", 76),
    /** {@code intel_ocl_bicc}. */
    INTEL_OCL_BI("intel_ocl_bicc", 77),
    /** {@code x86_64_sysvcc}. */
    X86_64_SYSV("x86_64_sysvcc", 78),
    /** {@code win64cc}. */
    WIN64("win64cc", 79),
    /** {@code x86_vectorcallcc}. */
    X86_VECTORCALL("x86_vectorcallcc", 80),
    /** {@code hhvmcc}. */
    DUMMY_HHVM("hhvmcc", 81),
    /** {@code hhvm_ccc}. */
    DUMMY_HHVM_C("hhvm_ccc", 82),
    /** {@code x86_intrcc}. */
    X86_INTR("x86_intrcc", 83),
    /** {@code avr_intrcc}. */
    AVR_INTR("avr_intrcc", 84),
    /** {@code avr_signalcc}. */
    AVR_SIGNAL("avr_signalcc", 85),
    /** {@code avr_builtincc}. */
    AVR_BUILTIN("avr_builtincc", 86),
    /** {@code amdgpu_vscc}. */
    AMDGPU_VS("amdgpu_vscc", 87),
    /** {@code amdgpu_gscc}. */
    AMDGPU_GS("amdgpu_gscc", 88),
    /** {@code amdgpu_pscc}. */
    AMDGPU_PS("amdgpu_pscc", 89),
    /** {@code amdgpu_cscc}. */
    AMDGPU_CS("amdgpu_cscc", 90),
    /** {@code amdgpu_kernelcc}. */
    AMDGPU_KERNEL("amdgpu_kernelcc", 91),
    /** {@code x86_regcallcc}. */
    X86_REGCALL("x86_regcallcc", 92),
    /** {@code amdgpu_hscc}. */
    AMDGPU_HS("amdgpu_hscc", 93),
    /** {@code msp430_builtincc}. */
    MSP430_BUILTIN("msp430_builtincc", 94),
    /** {@code amdgpu_lscc}. */
    AMDGPU_LS("amdgpu_lscc", 95),
    /** {@code amdgpu_escc}. */
    AMDGPU_ES("amdgpu_escc", 96),
    /** {@code aarch64_vectorcallcc}. */
    AARCH64_VECTORCALL("aarch64_vectorcallcc", 97),
    /** {@code aarch64_sve_vectorcallcc}. */
    AARCH64_SVE_VECTORCALL("aarch64_sve_vectorcallcc", 98),
    /** {@code wasm_emscripten_invokecc}. */
    WASM_EMSCRIPTEN_INVOKE("wasm_emscripten_invokecc", 99),
    /** {@code amdgpu_gfxcc}. */
    AMDGPU_GFX("amdgpu_gfxcc", 100),
    /** {@code m68k_intrcc}. */
    M68K_INTR("m68k_intrcc", 101);

    private final String keyword;
    private final int value;

    CConv(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code fastcc}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value: LLVM's calling convention ID. */
    @Override
    public int value() {
        return value;
    }

    /** The calling convention spelled {@code keyword}, or null. */
    public static CConv fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The calling convention of LLVM ID {@code value}, or null. */
    public static CConv fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}
