package dev.mlirj.llvm.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The search order and its error messages, with the class path and file system under the test's control. */
class LibraryLocatorTest {
    private static final Platform LINUX = new Platform("linux", "x86_64", "X86");

    @TempDir
    Path temp;

    private LibraryLocator locator(String property, String env, java.util.function.Function<String, URL> resources) {
        return new LibraryLocator(property, env, resources, new NativeLibraryCache(temp.resolve("cache")), LINUX);
    }

    @Test
    void theSystemPropertyComesFirst() throws IOException {
        Path lib = Files.writeString(temp.resolve("libLLVM-17.so"), "x");
        LibraryLocator.Located found = locator(lib.toString(), "/elsewhere", name -> {
            throw new AssertionError("the class path must not be consulted");
        }).locate();
        assertEquals(lib, found.path());
        assertEquals("system property mlirj.llvm.library", found.origin());
    }

    @Test
    void theEnvironmentComesSecond() throws IOException {
        Path lib = Files.writeString(temp.resolve("libLLVM-17.so"), "x");
        assertEquals("environment variable MLIRJ_LLVM_LIBRARY", locator(null, lib.toString(), n -> null).locate().origin());
    }

    @Test
    void aNamedPathThatDoesNotExistIsAnErrorNotAFallThrough() {
        LlvmLoadException e = assertThrows(LlvmLoadException.class,
                () -> locator("/no/such/libLLVM.so", null, n -> null).locate());
        assertTrue(e.getMessage().startsWith("system property mlirj.llvm.library names /no/such/libLLVM.so, which is not a file"),
                e.getMessage());
    }

    @Test
    void theClassPathArtifactIsExtracted() throws IOException {
        Path resource = Files.writeString(temp.resolve("libLLVM-17.so"), "library bytes");
        LibraryLocator.Located found = locator(null, null,
                name -> name.equals("org/bytedeco/llvm/linux-x86_64/libLLVM-17.so") ? url(resource) : null).locate();
        assertEquals(resource, found.path(), "a file: resource is used in place");
        assertTrue(found.origin().startsWith("class path resource"), found.origin());
    }

    @Test
    void nothingFoundListsEveryPlaceTried() {
        LlvmLoadException e = assertThrows(LlvmLoadException.class, () -> locator(null, null, n -> null).locate());
        String message = e.getMessage();
        assertTrue(message.startsWith("libLLVM 17 was not found. Tried, in order:"), message);
        assertTrue(message.contains("system property mlirj.llvm.library (not set)"), message);
        assertTrue(message.contains("environment variable MLIRJ_LLVM_LIBRARY (not set)"), message);
        assertTrue(message.contains("class path resource org/bytedeco/llvm/linux-x86_64/libLLVM-17.so (absent)"), message);
        for (String place : LINUX.systemLocations()) {
            if (!Files.exists(Path.of(place))) {
                assertTrue(message.contains(place + " (absent)"), message);
            }
        }
        assertTrue(message.contains("org.bytedeco:llvm:17.0.6-1.5.10:jar:linux-x86_64"), message);
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (java.net.MalformedURLException e) {
            throw new AssertionError(e);
        }
    }
}
