package dev.mlirj.llvm.loader;

import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Finds libLLVM 17, in this order: the path named by the system property {@value LlvmLibrary#LIBRARY_PROPERTY},
 * the path named by the environment variable {@value LlvmLibrary#LIBRARY_ENV}, the {@code org.bytedeco:llvm}
 * artifact on the class path (extracted into the {@link NativeLibraryCache}), then the usual places of a system
 * LLVM 17. A path named explicitly must exist: a wrong setting is reported, not skipped. When nothing is found
 * the exception lists every place tried and what to do.
 *
 * @param property  the system property's value, or null
 * @param env       the environment variable's value, or null
 * @param resources looks up class-path resources (normally the class loader's {@code getResource})
 * @param cache     where class-path resources are extracted
 * @param platform  the host platform
 */
record LibraryLocator(String property, String env, Function<String, URL> resources, NativeLibraryCache cache,
                      Platform platform) {

    /** Where the library was found and which rule found it. */
    record Located(Path path, String origin) {
    }

    /** The locator for this JVM: its system properties, environment, class path and cache. */
    static LibraryLocator forThisJvm() {
        ClassLoader loader = LlvmLibrary.class.getClassLoader();
        return new LibraryLocator(System.getProperty(LlvmLibrary.LIBRARY_PROPERTY),
                System.getenv(LlvmLibrary.LIBRARY_ENV), loader::getResource,
                new NativeLibraryCache(NativeLibraryCache.defaultRoot()), Platform.host());
    }

    /** Finds the library or throws {@link LlvmLoadException} listing the places tried. */
    Located locate() {
        if (isSet(property)) {
            return explicit(property, "system property " + LlvmLibrary.LIBRARY_PROPERTY);
        }
        if (isSet(env)) {
            return explicit(env, "environment variable " + LlvmLibrary.LIBRARY_ENV);
        }
        List<String> tried = new ArrayList<>();
        tried.add("system property " + LlvmLibrary.LIBRARY_PROPERTY + " (not set)");
        tried.add("environment variable " + LlvmLibrary.LIBRARY_ENV + " (not set)");
        String prefix = "org/bytedeco/llvm/" + platform.classifier() + "/";
        for (String name : platform.libraryNames()) {
            URL url = resources.apply(prefix + name);
            if (url != null) {
                return new Located(cache.materialize(url, name), "class path resource " + url);
            }
            tried.add("class path resource " + prefix + name + " (absent)");
        }
        for (String candidate : platform.systemLocations()) {
            Path path = Path.of(candidate);
            if (Files.isRegularFile(path)) {
                return new Located(path, "system location " + candidate);
            }
            tried.add(candidate + " (absent)");
        }
        throw new LlvmLoadException("libLLVM 17 was not found. Tried, in order:\n  " + String.join("\n  ", tried)
                + "\nPut org.bytedeco:llvm:" + LlvmLibrary.ARTIFACT_VERSION + ":jar:" + platform.classifier()
                + " on the class path, or name a libLLVM 17 with -D" + LlvmLibrary.LIBRARY_PROPERTY
                + "=PATH or " + LlvmLibrary.LIBRARY_ENV + "=PATH.");
    }

    private static boolean isSet(String value) {
        return value != null && !value.isBlank();
    }

    private static Located explicit(String value, String origin) {
        Path path = Path.of(value);
        if (!Files.isRegularFile(path)) {
            throw new LlvmLoadException(origin + " names " + value + ", which is not a file; point it at"
                    + " libLLVM 17 (for example /usr/lib/llvm-17/lib/libLLVM-17.so) or unset it to use the"
                    + " class path artifact");
        }
        return new Located(path, origin);
    }
}
