package dev.mlirj.llvm.loader;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HexFormat;
import java.util.jar.JarEntry;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;

/**
 * Extracts a native library from a class-path resource into a per-user cache, once.
 *
 * <p>The cache is content-addressed: the directory is named after the resource's CRC-32 and size (read from the
 * jar's central directory, so no byte is read to find it), and a file is trusted only while its size and
 * modification time still match the {@code .verified} record written after its CRC was checked. Anything else
 * (a truncated, altered or half-written file) is extracted again. Extraction writes a private temporary file
 * in the same directory and renames it into place atomically, so any number of JVMs may extract at once: each
 * sees either no file or a complete one, and a JVM that already mapped the old file keeps its copy.
 */
final class NativeLibraryCache {
    private final Path root;

    /** A cache rooted at {@code root}, created on first use. */
    NativeLibraryCache(Path root) {
        this.root = root;
    }

    /** The default root: {@code mlirj.cache.dir}, {@code MLIRJ_CACHE_DIR}, then the platform's user cache. */
    static Path defaultRoot() {
        String configured = System.getProperty("mlirj.cache.dir", System.getenv("MLIRJ_CACHE_DIR"));
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured);
        }
        Path home = Path.of(System.getProperty("user.home"));
        if (System.getProperty("os.name", "").toLowerCase().startsWith("mac")) {
            return home.resolve("Library/Caches/mlirj");
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        return (xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".cache")).resolve("mlirj");
    }

    /**
     * The file system path of {@code resource} named {@code fileName}: the resource itself when it is already a
     * file, otherwise its verified copy in this cache (extracting it when needed).
     */
    Path materialize(URL resource, String fileName) {
        try {
            if (resource.getProtocol().equals("file")) {
                return Path.of(resource.toURI());
            }
            Identity id = identify(resource);
            Path dir = root.resolve("lib-" + HexFormat.of().toHexDigits((int) id.crc) + "-" + id.size);
            Path target = dir.resolve(fileName);
            Path record = dir.resolve(fileName + ".verified");
            if (isVerified(target, record, id)) {
                return target;
            }
            Files.createDirectories(dir);
            if (Files.isRegularFile(target) && Files.size(target) == id.size && crcOf(target) == id.crc) {
                writeRecord(target, record, id);
                return target;
            }
            extract(resource, target, id);
            writeRecord(target, record, id);
            return target;
        } catch (IOException e) {
            throw new LlvmLoadException("cannot extract " + fileName + " into the cache " + root + ": " + e
                    + "; make it writable or choose another with -Dmlirj.cache.dir=DIR", e);
        } catch (URISyntaxException e) {
            throw new LlvmLoadException("bad resource URL " + resource, e);
        }
    }

    private record Identity(long crc, long size) {
        String record(long modified) {
            return "crc32=" + Long.toHexString(crc) + " size=" + size + " mtime=" + modified + "\n";
        }
    }

    private static Identity identify(URL resource) throws IOException {
        if (resource.openConnection() instanceof JarURLConnection jar) {
            jar.setUseCaches(false);
            JarEntry entry = jar.getJarEntry();
            jar.getJarFile().close();
            if (entry != null && entry.getCrc() != -1 && entry.getSize() != -1) {
                return new Identity(entry.getCrc(), entry.getSize());
            }
        }
        CRC32 crc = new CRC32();
        long size = 0;
        try (InputStream in = resource.openStream()) {
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; size += n) {
                crc.update(buffer, 0, n);
            }
        }
        return new Identity(crc.getValue(), size);
    }

    private static boolean isVerified(Path target, Path record, Identity id) throws IOException {
        if (!Files.isRegularFile(target) || !Files.isRegularFile(record) || Files.size(target) != id.size) {
            return false;
        }
        String expected = id.record(Files.getLastModifiedTime(target).toMillis());
        return Files.readString(record, StandardCharsets.UTF_8).equals(expected);
    }

    private static long crcOf(Path file) throws IOException {
        CRC32 crc = new CRC32();
        try (InputStream in = new CheckedInputStream(Files.newInputStream(file), crc)) {
            in.transferTo(OutputStream.nullOutputStream());
        }
        return crc.getValue();
    }

    private static void extract(URL resource, Path target, Identity id) throws IOException {
        Path temp = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".part");
        try {
            CRC32 crc = new CRC32();
            long written;
            try (InputStream in = new CheckedInputStream(openUncached(resource), crc);
                 FileChannel out = FileChannel.open(temp, StandardOpenOption.WRITE,
                         StandardOpenOption.TRUNCATE_EXISTING)) {
                written = out.transferFrom(Channels.newChannel(in), 0, Long.MAX_VALUE);
                out.force(true);
            }
            if (written != id.size || crc.getValue() != id.crc) {
                throw new IOException("the extracted copy of " + resource + " does not match its checksum");
            }
            temp.toFile().setExecutable(true, false);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static InputStream openUncached(URL resource) throws IOException {
        var connection = resource.openConnection();
        connection.setUseCaches(false);
        return connection.getInputStream();
    }

    private static void writeRecord(Path target, Path record, Identity id) throws IOException {
        Path temp = Files.createTempFile(record.getParent(), record.getFileName().toString(), ".part");
        try {
            Files.writeString(temp, id.record(Files.getLastModifiedTime(target).toMillis()), StandardCharsets.UTF_8);
            Files.move(temp, record, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

}
