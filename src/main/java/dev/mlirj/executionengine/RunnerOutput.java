package dev.mlirj.executionengine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Where the Java runner utilities ({@link CRunnerUtils}, {@link RunnerUtils}) write: the program's standard output
 * (what MLIR's libraries write to {@code stdout} and {@code std::cout}) and standard error ({@code stderr},
 * {@code std::cerr}: {@code printFlops} and {@code verifyMemRef}'s reports). The choice is explicit:
 * <ul>
 *   <li>{@link #stdio()}: through the C library's own {@code stdout} and {@code stderr} {@code FILE}s, with
 *   {@code fwrite} and {@code fflush}. This is the one buffered stream the compiled code's own writes
 *   ({@code printf}, {@code puts}) go to, so the two interleave exactly as with MLIR's libraries, which write
 *   through stdio too ({@code std::cout} is synchronised with stdio). {@code mlirj run} uses it. Call
 *   {@link #flush()} when the run ends; Java's {@code System.out} is a different stream, so flush this before
 *   writing there.</li>
 *   <li>{@link #to(OutputStream, OutputStream)}: into Java streams, for API users and tests. Native writes of the
 *   compiled code still go to the C library's {@code stdout}, so their order relative to this output is lost;
 *   pick {@code stdio()} when a program writes natively too.</li>
 * </ul>
 *
 * <p>Output is bytes, not characters: {@code printMemrefI8} prints each element as one raw byte and
 * {@code printString} copies a C string's bytes, exactly as MLIR's libraries do. Each utility call hands its whole
 * text over in one write, so calls from several threads do not tear each other's lines.
 *
 * <p>A runner utility is called from compiled code through an upcall, which must not throw: when one meets an
 * invalid descriptor (a null pointer, a negative rank, sizes and strides whose reach overflows) it writes
 * {@code mlirj: NAME: problem} to standard error, does nothing else, and records the problem here; the caller
 * of the compiled code collects them with {@link #drainFailures()}.
 */
public abstract sealed class RunnerOutput permits RunnerOutput.Stdio, RunnerOutput.Streams {
    private final Queue<String> failures = new ConcurrentLinkedQueue<>();

    private RunnerOutput() {
    }

    /** Output through the C library's {@code stdout} and {@code stderr}, ordered with native writes. */
    public static RunnerOutput stdio() {
        return Stdio.INSTANCE;
    }

    /**
     * Output into {@code out} (standard output) and {@code err} (standard error), which may be the same stream.
     * Writes are serialised on this object; the streams are flushed by {@link #flush()} and after each
     * {@code printMemref}, as MLIR flushes {@code std::cout} there.
     */
    public static RunnerOutput to(OutputStream out, OutputStream err) {
        return new Streams(Objects.requireNonNull(out, "out"), Objects.requireNonNull(err, "err"));
    }

    /** Writes {@code bytes} to standard output (buffered). */
    public abstract void writeOut(byte[] bytes);

    /** Writes {@code bytes} to standard error (unbuffered in C; written through at once here). */
    public abstract void writeErr(byte[] bytes);

    /** Flushes everything written so far (for {@link #stdio()}: every C stream, as {@code fflush(NULL)}). */
    public abstract void flush();

    /** Writes {@code text}, which must be ASCII, to standard output. */
    public void printOut(String text) {
        writeOut(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** Writes {@code text}, which must be ASCII, to standard error. */
    public void printErr(String text) {
        writeErr(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** Takes the problems runner utilities met since the last call, oldest first. */
    public List<String> drainFailures() {
        List<String> taken = new ArrayList<>();
        for (String f; (f = failures.poll()) != null; ) {
            taken.add(f);
        }
        return taken;
    }

    /** Records that {@code function} failed; never throws (it runs inside upcalls). */
    void fail(String function, Throwable problem) {
        try {
            String message = function + ": " + (problem.getMessage() != null ? problem.getMessage() : problem.toString());
            failures.add(message);
            printErr("mlirj: " + message + "\n");
        } catch (Throwable ignored) {
            // Nothing more can be done inside an upcall.
        }
    }

    /** The C library's stdio streams. */
    static final class Stdio extends RunnerOutput {
        private static final Linker LINKER = Linker.nativeLinker();
        static final Stdio INSTANCE = new Stdio();
        private final MemorySegment stdoutVariable;
        private final MemorySegment stderrVariable;
        private final MethodHandle fwrite;
        private final MethodHandle fflush;

        @SuppressWarnings("restricted")
        private Stdio() {
            SymbolLookup libc = LINKER.defaultLookup();
            stdoutVariable = find(libc, "stdout").reinterpret(ValueLayout.ADDRESS.byteSize());
            stderrVariable = find(libc, "stderr").reinterpret(ValueLayout.ADDRESS.byteSize());
            fwrite = LINKER.downcallHandle(find(libc, "fwrite"), FunctionDescriptor.of(ValueLayout.JAVA_LONG,
                    ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS));
            fflush = LINKER.downcallHandle(find(libc, "fflush"),
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS));
        }

        private static MemorySegment find(SymbolLookup libc, String name) {
            return libc.find(name).orElseThrow(() -> new UnsupportedOperationException(
                    "the C library has no '" + name + "'; use RunnerOutput.to(...) instead of stdio()"));
        }

        @Override
        public void writeOut(byte[] bytes) {
            write(stdoutVariable, bytes);
        }

        @Override
        public void writeErr(byte[] bytes) {
            write(stderrVariable, bytes);
        }

        private void write(MemorySegment variable, byte[] bytes) {
            if (bytes.length == 0) {
                return;
            }
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment data = arena.allocate(bytes.length);
                MemorySegment.copy(bytes, 0, data, ValueLayout.JAVA_BYTE, 0, bytes.length);
                long written = (long) fwrite.invokeExact(data, 1L, (long) bytes.length,
                        variable.get(ValueLayout.ADDRESS, 0));
                if (written != bytes.length) {
                    throw new UncheckedIOException(new IOException("fwrite wrote " + written + " of " + bytes.length
                            + " bytes"));
                }
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IllegalStateException(t);
            }
        }

        /** {@code fflush(stdout)}, as {@code std::flush} on {@code std::cout}. */
        void flushOut() {
            flushStream(stdoutVariable.get(ValueLayout.ADDRESS, 0));
        }

        @Override
        public void flush() {
            flushStream(MemorySegment.NULL);
        }

        private void flushStream(MemorySegment stream) {
            try {
                int status = (int) fflush.invokeExact(stream);
                if (status != 0) {
                    throw new UncheckedIOException(new IOException("fflush failed"));
                }
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IllegalStateException(t);
            }
        }

        @Override
        public String toString() {
            return "RunnerOutput.stdio()";
        }
    }

    /** Java streams. */
    static final class Streams extends RunnerOutput {
        private final OutputStream out;
        private final OutputStream err;

        private Streams(OutputStream out, OutputStream err) {
            this.out = out;
            this.err = err;
        }

        @Override
        public synchronized void writeOut(byte[] bytes) {
            try {
                out.write(bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public synchronized void writeErr(byte[] bytes) {
            try {
                out.flush();
                err.write(bytes);
                err.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public synchronized void flush() {
            try {
                out.flush();
                err.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public String toString() {
            return "RunnerOutput.to(" + out + ", " + err + ")";
        }
    }

    /** Collects one utility call's text before it is written in one piece. */
    static final class Buffer extends ByteArrayOutputStream {
        /** Appends ASCII text. */
        Buffer print(String text) {
            writeBytes(text.getBytes(StandardCharsets.ISO_8859_1));
            return this;
        }

        /** Appends one ASCII character. */
        Buffer print(char c) {
            write(c);
            return this;
        }
    }
}
