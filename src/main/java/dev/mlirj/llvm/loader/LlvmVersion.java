package dev.mlirj.llvm.loader;

/**
 * A version of LLVM as {@code LLVMGetVersion} reports it.
 *
 * @param major the major version; mlirj requires {@value LlvmLibrary#REQUIRED_MAJOR}
 * @param minor the minor version
 * @param patch the patch version
 */
public record LlvmVersion(int major, int minor, int patch) {
    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}
