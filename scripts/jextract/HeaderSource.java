import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The include tree the headers are read from: either the bytedeco LLVM jar (entries under
 * {@code org/bytedeco/llvm/<classifier>/include/}) or a plain include directory. Paths are include-relative,
 * e.g. {@code llvm-c/Core.h}; all files are loaded up front into a sorted map so nothing depends on the host.
 */
final class HeaderSource {
    private final TreeMap<String, String> files = new TreeMap<>();

    private HeaderSource() {
    }

    /** Reads the headers inside a bytedeco LLVM jar, whatever its classifier. */
    static HeaderSource fromJar(Path jar) {
        HeaderSource hs = new HeaderSource();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            String prefix = null;
            for (Enumeration<? extends ZipEntry> en = zip.entries(); en.hasMoreElements(); ) {
                String name = en.nextElement().getName();
                int i = name.indexOf("/include/llvm-c/Core.h");
                if (name.startsWith("org/bytedeco/llvm/") && i > 0 && name.endsWith("/include/llvm-c/Core.h")) {
                    prefix = name.substring(0, i + "/include/".length());
                }
            }
            if (prefix == null) {
                throw new JextractException(jar + ": no org/bytedeco/llvm/<classifier>/include/llvm-c/Core.h");
            }
            for (Enumeration<? extends ZipEntry> en = zip.entries(); en.hasMoreElements(); ) {
                ZipEntry e = en.nextElement();
                String name = e.getName();
                if (!e.isDirectory() && name.startsWith(prefix) && isWanted(name.substring(prefix.length()))) {
                    try (InputStream in = zip.getInputStream(e)) {
                        hs.files.put(name.substring(prefix.length()), new String(in.readAllBytes(), StandardCharsets.UTF_8));
                    }
                }
            }
        } catch (IOException e) {
            throw new JextractException(jar + ": " + e.getMessage());
        }
        return hs;
    }

    /** Reads the headers below an include directory (one containing {@code llvm-c/} and {@code llvm/Config/}). */
    static HeaderSource fromDirectory(Path dir) {
        HeaderSource hs = new HeaderSource();
        if (!Files.isRegularFile(dir.resolve("llvm-c/Core.h"))) {
            throw new JextractException(dir + ": no llvm-c/Core.h in this include directory");
        }
        for (String sub : List.of("llvm-c", "llvm/Config")) {
            Path root = dir.resolve(sub);
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path p : walk.filter(Files::isRegularFile).toList()) {
                    String rel = dir.relativize(p).toString().replace('\\', '/');
                    if (isWanted(rel)) {
                        hs.files.put(rel, Files.readString(p, StandardCharsets.UTF_8));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return hs;
    }

    private static boolean isWanted(String rel) {
        return rel.startsWith("llvm-c/") && rel.endsWith(".h")
            || rel.startsWith("llvm/Config/") && (rel.endsWith(".h") || rel.endsWith(".def"));
    }

    /** The text of an include-relative path, or null. */
    String read(String path) {
        return files.get(path);
    }

    /** Every LLVM-C header ({@code llvm-c/**.h}), sorted: the roots of the translation unit. */
    List<String> llvmCHeaders() {
        List<String> out = new ArrayList<>();
        for (String p : files.keySet()) {
            if (p.startsWith("llvm-c/") && p.endsWith(".h")) {
                out.add(p);
            }
        }
        return out;
    }
}
