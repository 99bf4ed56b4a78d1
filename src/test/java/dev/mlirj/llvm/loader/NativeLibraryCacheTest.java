package dev.mlirj.llvm.loader;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Extraction from a jar into the content-addressed cache: once, atomically, verified, repaired. */
class NativeLibraryCacheTest {
    @TempDir
    Path temp;

    private byte[] content;
    private URL resource;

    @BeforeEach
    void makeJar() throws IOException {
        content = new byte[3 << 20];
        new Random(17).nextBytes(content);
        resource = jarWith("lib.jar", content);
    }

    @Test
    void extractsOnceAndReusesTheVerifiedCopy() throws IOException {
        NativeLibraryCache cache = new NativeLibraryCache(temp.resolve("cache"));
        Path first = cache.materialize(resource, "libdemo.so");
        assertArrayEquals(content, Files.readAllBytes(first));
        FileTime written = Files.getLastModifiedTime(first);
        Path second = cache.materialize(resource, "libdemo.so");
        assertEquals(first, second);
        assertEquals(written, Files.getLastModifiedTime(second), "the verified copy is not written again");
        assertTrue(first.getParent().getFileName().toString().startsWith("lib-"), "content-addressed directory");
    }

    @Test
    void aTruncatedCopyIsExtractedAgain() throws IOException {
        NativeLibraryCache cache = new NativeLibraryCache(temp.resolve("cache"));
        Path path = cache.materialize(resource, "libdemo.so");
        Files.write(path, new byte[] {1, 2, 3});
        assertArrayEquals(content, Files.readAllBytes(cache.materialize(resource, "libdemo.so")));
    }

    @Test
    void anAlteredCopyOfTheRightSizeIsExtractedAgain() throws IOException {
        NativeLibraryCache cache = new NativeLibraryCache(temp.resolve("cache"));
        Path path = cache.materialize(resource, "libdemo.so");
        byte[] altered = content.clone();
        altered[12345] ^= 1;
        Files.write(path, altered);
        Files.setLastModifiedTime(path, FileTime.fromMillis(Files.getLastModifiedTime(path).toMillis() + 5000));
        assertArrayEquals(content, Files.readAllBytes(cache.materialize(resource, "libdemo.so")));
    }

    @Test
    void aCopyMissingItsRecordIsCheckedNotTrusted() throws IOException {
        NativeLibraryCache cache = new NativeLibraryCache(temp.resolve("cache"));
        Path path = cache.materialize(resource, "libdemo.so");
        Files.delete(path.resolveSibling("libdemo.so.verified"));
        byte[] altered = content.clone();
        altered[0] ^= 1;
        Files.write(path, altered);
        assertArrayEquals(content, Files.readAllBytes(cache.materialize(resource, "libdemo.so")));
    }

    @Test
    void concurrentExtractionsAllSeeACompleteFile() throws Exception {
        Path root = temp.resolve("shared-cache");
        int threads = 8;
        CountDownLatch start = new CountDownLatch(1);
        List<Future<byte[]>> seen = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
            for (int i = 0; i < threads; i++) {
                seen.add(pool.submit(() -> {
                    start.await();
                    // Separate cache objects, as separate JVMs would have.
                    return Files.readAllBytes(new NativeLibraryCache(root).materialize(resource, "libdemo.so"));
                }));
            }
            start.countDown();
            for (Future<byte[]> f : seen) {
                assertArrayEquals(content, f.get());
            }
        }
        try (Stream<Path> files = Files.walk(root)) {
            Set<String> names = new HashSet<>();
            files.filter(Files::isRegularFile).forEach(p -> names.add(p.getFileName().toString()));
            assertEquals(Set.of("libdemo.so", "libdemo.so.verified"), names, "no temporary files are left");
        }
    }

    @Test
    void differentContentGetsADifferentDirectory() throws IOException {
        NativeLibraryCache cache = new NativeLibraryCache(temp.resolve("cache"));
        Path first = cache.materialize(resource, "libdemo.so");
        content[0] ^= 1;
        resource = jarWith("lib2.jar", content);
        assertNotEquals(first.getParent(), cache.materialize(resource, "libdemo.so").getParent());
    }

    /** A jar named {@code jarName} holding {@code bytes} as {@code native/libdemo.so}; the entry's URL. */
    private URL jarWith(String jarName, byte[] bytes) throws IOException {
        Path jar = temp.resolve(jarName);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("native/libdemo.so"));
            out.write(bytes);
            out.closeEntry();
        }
        return URI.create("jar:" + jar.toUri() + "!/native/libdemo.so").toURL();
    }
}
