package dev.mlirj.llvm;

import dev.mlirj.llvm.loader.LlvmLibrary;
import dev.mlirj.llvm.loader.LlvmLoadException;

/** A main class for tests that load libLLVM in a fresh JVM: prints the version, or the load error and exits 3. */
public final class LoadProbe {
    private LoadProbe() {
    }

    /**
     * Loads libLLVM; with the argument {@code race}, from eight threads at once, half of them through the
     * loader and half by calling generated bindings directly (which load it on their way).
     */
    public static void main(String[] args) throws InterruptedException {
        try {
            if (args.length > 0 && args[0].equals("race")) {
                race();
            }
            LlvmLibrary.load();
            System.out.println("loaded LLVM " + LlvmLibrary.version());
        } catch (LlvmLoadException e) {
            System.out.println(e.getMessage());
            System.exit(3);
        }
    }

    private static void race() throws InterruptedException {
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
        Thread[] threads = new Thread[8];
        for (int i = 0; i < threads.length; i++) {
            boolean direct = i % 2 == 0;
            threads[i] = Thread.ofPlatform().start(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                if (direct) {
                    dev.mlirj.llvm.c.Target_h.LLVMInitializeX86TargetInfo();
                    dev.mlirj.llvm.c.Core_h.LLVMContextDispose(dev.mlirj.llvm.c.Core_h.LLVMContextCreate());
                } else {
                    LlvmLibrary.load();
                }
            });
        }
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }
    }
}
