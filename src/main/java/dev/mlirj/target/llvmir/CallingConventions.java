package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.CConvAttr;
import java.util.Map;

/** The LLVM numeric ID ({@code llvm::CallingConv::ID}) of each calling convention the LLVM dialect names. */
final class CallingConventions {
    private static final Map<String, Integer> IDS = Map.ofEntries(
            Map.entry("ccc", 0), Map.entry("fastcc", 8), Map.entry("coldcc", 9), Map.entry("cc_10", 10),
            Map.entry("cc_11", 11), Map.entry("anyregcc", 13), Map.entry("preserve_mostcc", 14),
            Map.entry("preserve_allcc", 15), Map.entry("swiftcc", 16), Map.entry("cxx_fast_tlscc", 17),
            Map.entry("tailcc", 18), Map.entry("cfguard_checkcc", 19), Map.entry("swifttailcc", 20),
            Map.entry("x86_stdcallcc", 64), Map.entry("x86_fastcallcc", 65), Map.entry("arm_apcscc", 66),
            Map.entry("arm_aapcscc", 67), Map.entry("arm_aapcs_vfpcc", 68), Map.entry("msp430_intrcc", 69),
            Map.entry("x86_thiscallcc", 70), Map.entry("ptx_kernelcc", 71), Map.entry("ptx_devicecc", 72),
            Map.entry("spir_funccc", 75), Map.entry("spir_kernelcc", 76), Map.entry("intel_ocl_bicc", 77),
            Map.entry("x86_64_sysvcc", 78), Map.entry("win64cc", 79), Map.entry("x86_vectorcallcc", 80),
            Map.entry("hhvmcc", 81), Map.entry("hhvm_ccc", 82), Map.entry("x86_intrcc", 83),
            Map.entry("avr_intrcc", 84), Map.entry("avr_signalcc", 85), Map.entry("avr_builtincc", 86),
            Map.entry("amdgpu_vscc", 87), Map.entry("amdgpu_gscc", 88), Map.entry("amdgpu_pscc", 89),
            Map.entry("amdgpu_cscc", 90), Map.entry("amdgpu_kernelcc", 91), Map.entry("x86_regcallcc", 92),
            Map.entry("amdgpu_hscc", 93), Map.entry("msp430_builtincc", 94), Map.entry("amdgpu_lscc", 95),
            Map.entry("amdgpu_escc", 96), Map.entry("aarch64_vectorcallcc", 97),
            Map.entry("aarch64_sve_vectorcallcc", 98), Map.entry("wasm_emscripten_invokecc", 99),
            Map.entry("amdgpu_gfxcc", 100), Map.entry("m68k_intrcc", 101));

    private CallingConventions() {
    }

    /** The ID of {@code cconv} (every name {@link CConvAttr#NAMES} allows has one). */
    static int id(CConvAttr cconv) {
        Integer id = IDS.get(cconv.name());
        if (id == null) {
            throw new IllegalStateException("no LLVM ID for calling convention " + cconv.name());
        }
        return id;
    }
}
