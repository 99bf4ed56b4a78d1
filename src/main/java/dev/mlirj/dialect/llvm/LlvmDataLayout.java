package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import java.util.Locale;
import java.util.Set;

/**
 * The LLVM dialect's module attributes for the target, {@value #DATA_LAYOUT_ATTR} and {@value #TARGET_TRIPLE_ATTR},
 * read in pure Java so that conversions learn the width of {@code index} without loading LLVM.
 *
 * <p>{@link #check} validates a data layout string ({@code e-m:e-p:32:32-i64:64-n32-S128}) before LLVM sees it:
 * LLVM 17's C API parses layouts with {@code report_fatal_error} on a malformed one (which would end the JVM), so
 * every layout from the input goes through it first. The rules are those of LLVM 17's
 * {@code DataLayout::parseSpecifier}, with its messages; a layout passing them parses.
 *
 * <p>{@link #indexBitwidth} is the width MLIR's lowering gives {@code index}: the size of a pointer in address
 * space 0, from the module's data layout when it has one, else from its target triple's architecture (as LLVM's
 * default layout for that triple has it), else the host's: 64 on x86-64 and AArch64, 32 for {@code p:32:32} or
 * {@code i686-pc-linux-gnu}.
 */
public final class LlvmDataLayout {
    /** The module attribute holding the LLVM data layout string. */
    public static final String DATA_LAYOUT_ATTR = "llvm.data_layout";
    /** The module attribute holding the LLVM target triple. */
    public static final String TARGET_TRIPLE_ATTR = "llvm.target_triple";

    private static final int MAX_24 = (1 << 24) - 1;

    private LlvmDataLayout() {
    }

    /** Null when {@code layout} is a valid data layout, else what is wrong with it. */
    public static String check(String layout) {
        if (layout.isEmpty()) {
            return null;
        }
        for (String spec : layout.split("-", -1)) {
            String problem = checkSpec(spec);
            if (problem != null) {
                return problem + " (in '" + spec + "')";
            }
        }
        return null;
    }

    /**
     * The bit width of {@code index} in {@code module}: the pointer size of address space 0 in its
     * {@value #DATA_LAYOUT_ATTR}, or of its {@value #TARGET_TRIPLE_ATTR}'s architecture, or of the host's.
     *
     * @throws IllegalArgumentException if an attribute is not a string, the layout is invalid or the triple's
     *                                  architecture is unknown
     */
    public static int indexBitwidth(Operation module) {
        String layout = stringAttr(module, DATA_LAYOUT_ATTR);
        if (layout != null) {
            String problem = check(layout);
            if (problem != null) {
                throw new IllegalArgumentException("invalid data layout \"" + layout + "\": " + problem);
            }
            return pointerSizeInBits(layout, 0);
        }
        String triple = stringAttr(module, TARGET_TRIPLE_ATTR);
        return triple != null ? pointerSizeInBitsOfTriple(triple) : hostPointerSizeInBits();
    }

    /**
     * The size of a pointer in {@code addressSpace} under the valid layout {@code layout}: its {@code p} specifier
     * for that space, else LLVM's default of 64.
     */
    public static int pointerSizeInBits(String layout, int addressSpace) {
        String want = addressSpace == 0 ? "" : Integer.toString(addressSpace);
        int size = 64;
        for (String spec : layout.isEmpty() ? new String[0] : layout.split("-")) {
            String[] parts = spec.split(":");
            if (parts[0].startsWith("p") && (parts[0].substring(1).equals(want)
                    || addressSpace == 0 && parts[0].equals("p0"))) {
                size = Integer.parseInt(parts[1]);
            }
        }
        return size;
    }

    /** LLVM 17's 16- and 32-bit architectures ({@code Triple::isArch16Bit}/{@code isArch32Bit}). */
    private static final Set<String> NARROW_ARCHS = Set.of("arc", "csky", "dxil", "hexagon", "hsail", "kalimba",
            "lanai", "le32", "loongarch32", "m68k", "mips", "mipsel", "nvptx", "ppc", "ppcle", "r600",
            "renderscript32", "riscv32", "shave", "sparc", "sparcel", "spir", "spirv32", "tce", "tcele", "wasm32",
            "xcore", "xtensa", "amdil", "powerpc", "powerpcle", "mipsallegrex", "mipsallegrexel");
    private static final Set<String> ARCHS_16 = Set.of("avr", "msp430");
    private static final Set<String> WIDE_ARCHS = Set.of("x86_64", "amd64", "x86_64h", "aarch64", "aarch64_be",
            "arm64", "arm64e", "amdgcn", "bpf", "bpfel", "bpfeb", "hsail64", "le64", "loongarch64", "mips64",
            "mips64el", "mipsisa64r6", "mipsisa64r6el", "nvptx64", "ppc64", "ppc64le", "powerpc64", "powerpc64le",
            "renderscript64", "riscv64", "sparcv9", "sparc64", "systemz", "s390x", "spir64", "spirv64", "ve",
            "wasm64", "amdil64");

    /**
     * The pointer size LLVM's default data layout gives the architecture of {@code triple}, as LLVM 17's
     * {@code Triple} classifies it: 16, 32 or 64; x32 ({@code x86_64-*-gnux32}) and ILP32 AArch64 are 32.
     *
     * @throws IllegalArgumentException if LLVM 17 does not know the architecture
     */
    public static int pointerSizeInBitsOfTriple(String triple) {
        String lower = triple.toLowerCase(Locale.ROOT);
        int dash = lower.indexOf('-');
        String arch = dash < 0 ? lower : lower.substring(0, dash);
        if (lower.endsWith("-gnux32") || lower.endsWith("-gnu_ilp32") || arch.equals("arm64_32")
                || arch.equals("aarch64_32")) {
            return 32;
        }
        if (WIDE_ARCHS.contains(arch)) {
            return 64;
        }
        if (arch.matches("i[3-9]86") || arch.equals("x86") || arch.startsWith("arm") || arch.startsWith("thumb")
                || arch.startsWith("xscale") || NARROW_ARCHS.contains(arch) || arch.matches("mips(isa32r6)?(el)?")) {
            return 32;
        }
        if (ARCHS_16.contains(arch)) {
            return 16;
        }
        throw new IllegalArgumentException("unknown architecture '" + arch + "' in target triple \"" + triple
                + "\"");
    }

    /** The host's pointer size: the JVM's own. */
    private static int hostPointerSizeInBits() {
        String model = System.getProperty("sun.arch.data.model", "64");
        return model.equals("32") ? 32 : 64;
    }

    /**
     * The string attribute {@code name} of {@code module}, or null when absent.
     *
     * @throws IllegalArgumentException if it is not a string
     */
    public static String stringAttr(Operation module, String name) {
        Attribute a = module.attributes().get(name);
        if (a == null) {
            return null;
        }
        if (!(a instanceof StringAttr s)) {
            throw new IllegalArgumentException("'" + name + "' must be a string attribute");
        }
        return s.value();
    }

    private static String checkSpec(String spec) {
        if (spec.isEmpty()) {
            return "Expected token before separator in datalayout string";
        }
        String[] parts = spec.split(":", -1);
        if (parts[0].equals("ni")) {
            for (int i = 1; i < parts.length; i++) {
                Long as = number(parts[i]);
                if (as == null || as > MAX_24) {
                    return "Invalid address space, must be a 24-bit integer";
                }
                if (as == 0) {
                    return "Address space 0 can never be non-integral";
                }
            }
            return null;
        }
        char kind = parts[0].charAt(0);
        String rest = parts[0].substring(1);
        switch (kind) {
            case 'E', 'e' -> {
                return rest.isEmpty() && parts.length == 1 ? null : "Unknown specifier in datalayout string";
            }
            case 'P', 'A', 'G' -> {
                Long as = number(rest);
                return as == null || as > MAX_24 || parts.length != 1
                        ? "Invalid address space, must be a 24-bit integer" : null;
            }
            case 'p' -> {
                if (!rest.isEmpty()) {
                    Long as = number(rest);
                    if (as == null || as > MAX_24) {
                        return "Invalid address space, must be a 24-bit integer";
                    }
                }
                if (parts.length < 3 || parts.length > 5) {
                    return parts.length < 3 ? "Missing size or alignment specification for pointer in datalayout "
                            + "string" : "Too many components in pointer specification";
                }
                Long size = number(parts[1]);
                if (size == null || size == 0 || size > MAX_24) {
                    return "Invalid pointer size in datalayout string";
                }
                String a = alignments(parts, 2, false);
                if (a != null) {
                    return a;
                }
                if (parts.length == 5) {
                    Long index = number(parts[4]);
                    if (index == null || index == 0 || index > size) {
                        return "Invalid index size of " + parts[4] + " bits";
                    }
                }
                return null;
            }
            case 'i', 'v', 'f', 'a' -> {
                Long size = rest.isEmpty() ? (kind == 'a' ? Long.valueOf(0) : null) : number(rest);
                if (size == null || size > MAX_24) {
                    return "Invalid bit width, must be a 24-bit integer";
                }
                if (kind == 'a' && size != 0) {
                    return "Sized aggregate specification in datalayout string";
                }
                if (kind != 'a' && size == 0) {
                    return "Invalid bit width, must be a non-zero 24-bit integer";
                }
                if (parts.length < 2) {
                    return "Missing alignment specification in datalayout string";
                }
                if (parts.length > 3) {
                    return "Too many components in datalayout string";
                }
                String a = alignments(parts, 1, kind == 'a');
                if (a != null) {
                    return a;
                }
                if (kind == 'i' && size == 8 && number(parts[1]) != 8) {
                    return "Invalid ABI alignment, i8 must be naturally aligned";
                }
                return null;
            }
            case 'n' -> {
                if (number(rest) == null || number(rest) == 0) {
                    return "Invalid native integer size";
                }
                for (int i = 1; i < parts.length; i++) {
                    Long w = number(parts[i]);
                    if (w == null || w == 0 || w > MAX_24) {
                        return "Invalid native integer size";
                    }
                }
                return null;
            }
            case 'S' -> {
                Long a = number(rest);
                return a == null || parts.length != 1 || !validAlignmentBits(a, true)
                        ? "Invalid stack alignment in datalayout string" : null;
            }
            case 'F' -> {
                if (rest.isEmpty() || (rest.charAt(0) != 'i' && rest.charAt(0) != 'n')) {
                    return "Unknown function pointer alignment type in datalayout string";
                }
                Long a = number(rest.substring(1));
                return a == null || parts.length != 1 || !validAlignmentBits(a, true)
                        ? "Invalid function pointer alignment in datalayout string" : null;
            }
            case 'm' -> {
                return rest.isEmpty() && parts.length == 2 && parts[1].length() == 1
                        && "elmowxa".indexOf(parts[1].charAt(0)) >= 0 ? null
                        : "Unknown mangling in datalayout string";
            }
            default -> {
                return "Unknown specifier in datalayout string";
            }
        }
    }

    /** Checks {@code parts[from]} (ABI alignment) and the optional {@code parts[from + 1]} (preferred). */
    private static String alignments(String[] parts, int from, boolean abiMayBeZero) {
        Long abi = number(parts[from]);
        if (abi == null || !validAlignmentBits(abi, abiMayBeZero)) {
            return "Invalid ABI alignment, must be a power of two times the byte width";
        }
        if (parts.length > from + 1) {
            Long pref = number(parts[from + 1]);
            if (pref == null || !validAlignmentBits(pref, false)) {
                return "Invalid preferred alignment, must be a power of two times the byte width";
            }
            if (pref < abi) {
                return "Preferred alignment cannot be less than the ABI alignment";
            }
        }
        return null;
    }

    private static boolean validAlignmentBits(long bits, boolean mayBeZero) {
        if (bits == 0) {
            return mayBeZero;
        }
        return bits % 8 == 0 && Long.bitCount(bits / 8) == 1 && bits / 8 <= 0xFFFF;
    }

    private static Long number(String text) {
        if (text.isEmpty() || text.length() > 9) {
            return null;
        }
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isDigit(text.charAt(i))) {
                return null;
            }
        }
        return Long.parseLong(text);
    }
}
