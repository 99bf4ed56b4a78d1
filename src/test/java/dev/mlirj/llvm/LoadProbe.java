package dev.mlirj.llvm;

/** A main class for tests that load libLLVM in a fresh JVM: prints the version, or the load error and exits 3. */
public final class LoadProbe {
    private LoadProbe() {
    }

    /** Loads libLLVM. */
    public static void main(String[] args) {
        try {
            LlvmLibrary.load();
            System.out.println("loaded LLVM " + LlvmLibrary.version());
        } catch (LlvmLoadException e) {
            System.out.println(e.getMessage());
            System.exit(3);
        }
    }
}
