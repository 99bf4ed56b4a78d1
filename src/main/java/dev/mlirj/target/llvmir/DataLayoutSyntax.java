package dev.mlirj.target.llvmir;

/**
 * Checks an LLVM data layout string ({@code e-m:e-p:32:32-i64:64-n32-S128}) before LLVM sees it: LLVM 17's C API
 * parses layouts with {@code report_fatal_error} on a malformed one (which would end the JVM), so every layout
 * from the input goes through {@link #check} first. The rules are those of LLVM 17's
 * {@code DataLayout::parseSpecifier}, with its messages; a layout passing them parses.
 */
final class DataLayoutSyntax {
    private static final int MAX_24 = (1 << 24) - 1;

    private DataLayoutSyntax() {
    }

    /** Null when {@code layout} is a valid data layout, else what is wrong with it. */
    static String check(String layout) {
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
