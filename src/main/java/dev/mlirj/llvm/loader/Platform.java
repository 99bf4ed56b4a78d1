package dev.mlirj.llvm.loader;

import java.util.List;
import java.util.Locale;

/**
 * The host platform as the LLVM artifact names it: the Maven classifier of {@code org.bytedeco:llvm}, the file
 * names libLLVM 17 goes by, the LLVM target to initialise and the {@code dlopen} flag values.
 *
 * @param os         {@code linux} or {@code macosx}
 * @param arch       {@code x86_64} or {@code arm64}
 * @param llvmTarget LLVM's name of the host target ({@code X86} or {@code AArch64})
 */
public record Platform(String os, String arch, String llvmTarget) {

    /** The platform this JVM runs on; throws {@link LlvmLoadException} on one the LLVM artifact does not cover. */
    public static Platform host() {
        String osName = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String archName = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String os = osName.startsWith("linux") ? "linux" : osName.startsWith("mac") ? "macosx" : null;
        String arch = switch (archName) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "arm64";
            default -> null;
        };
        if (os == null || arch == null) {
            throw new LlvmLoadException("mlirj supports linux and macOS on x86-64 and AArch64, not "
                    + System.getProperty("os.name") + " on " + System.getProperty("os.arch")
                    + "; name a libLLVM 17 for this machine with -D" + LlvmLibrary.LIBRARY_PROPERTY + "=PATH");
        }
        return new Platform(os, arch, arch.equals("x86_64") ? "X86" : "AArch64");
    }

    /** The classifier of the {@code org.bytedeco:llvm} artifact for this platform, e.g. {@code linux-x86_64}. */
    public String classifier() {
        return os + "-" + arch;
    }

    /** File names libLLVM 17 has on this platform, most specific first. */
    public List<String> libraryNames() {
        return os.equals("linux")
                ? List.of("libLLVM-17.so", "libLLVM.so.17", "libLLVM.so.17.0")
                : List.of("libLLVM-17.dylib", "libLLVM.dylib");
    }

    /** Where a system-wide LLVM 17 usually lives on this platform. */
    public List<String> systemLocations() {
        return os.equals("linux")
                ? List.of("/usr/lib/llvm-17/lib/libLLVM-17.so", "/usr/lib/llvm-17/lib/libLLVM.so.17",
                        "/usr/lib/" + (arch.equals("x86_64") ? "x86_64" : "aarch64") + "-linux-gnu/libLLVM-17.so",
                        "/usr/lib64/libLLVM-17.so", "/usr/lib64/llvm17/lib/libLLVM-17.so",
                        "/usr/local/lib/libLLVM-17.so")
                : List.of("/opt/homebrew/opt/llvm@17/lib/libLLVM.dylib", "/usr/local/opt/llvm@17/lib/libLLVM.dylib");
    }

    /** {@code RTLD_NOW | RTLD_GLOBAL} for this platform's {@code dlopen}. */
    int rtldNowGlobal() {
        return os.equals("linux") ? 0x2 | 0x100 : 0x2 | 0x8;
    }
}
