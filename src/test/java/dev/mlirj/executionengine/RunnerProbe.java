package dev.mlirj.executionengine;

/**
 * Runs one runner fixture with {@link RunnerOutput#stdio()} in a fresh JVM, so that the process's real stdout and
 * stderr can be captured: {@code java RunnerProbe NAME}. Exit status 0 after flushing, 1 on an exception.
 */
public final class RunnerProbe {
    private RunnerProbe() {
    }

    /** Entry point. */
    public static void main(String[] args) throws Throwable {
        RunnerOutput output = RunnerOutput.stdio();
        try {
            RunnerFixtures.run(args[0], output);
        } finally {
            output.flush();
        }
        if (!output.drainFailures().isEmpty()) {
            System.exit(1);
        }
    }
}
