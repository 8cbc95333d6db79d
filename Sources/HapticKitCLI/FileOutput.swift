#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way `haptickit` writes bytes: to standard output, standard error or a file, through
/// `write(2)`, with every failure (a full disk, a closed or broken stream, a folder for a name)
/// thrown as a message instead of trapping.
enum FileOutput {
    /// A write that failed, with the system's reason.
    struct Failure: Error, Equatable {
        /// The `errno` value.
        var code: Int32
        /// `No space left on device`, `Broken pipe`, …
        var reason: String {
            switch code {
            case EBADF: "the stream is closed"
            case EPIPE: "the reader has gone (broken pipe)"
            case ENOSPC: "no space left on the device"
            case ELOOP: "it is a loop of symbolic links"
            case ENXIO: "it is a FIFO that no process reads; writing would wait for one"
            default: String(cString: strerror(code))
            }
        }
    }

    /// The reason in words, for any error a write throws.
    static func reason(_ error: any Error) -> String {
        (error as? Failure)?.reason ?? "\(error)"
    }

    /// Writes all of `bytes` to the open file descriptor `descriptor`, retrying after signals and
    /// short writes.
    /// Throws a ``Failure``.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            if written == 0 { throw Failure(code: EIO) }
            offset += written
        }
    }

    /// Writes all of `bytes` to `descriptor`.
    /// Throws a ``Failure``.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { try write($0, to: descriptor) }
    }

    /// Writes `text` as UTF-8 to `descriptor`, without copying it.
    /// Throws a ``Failure``.
    static func write(_ text: String, to descriptor: Int32) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Replaces the file at `path` with `bytes`: they are written to a new file in the same
    /// folder, which is then renamed over `path`, so `path` holds its old content or all of the
    /// new, never part of it (a full disk, a failed write), and a failure leaves no new file
    /// behind. A symbolic link is followed (its target is replaced); a loop of links is refused
    /// (`ELOOP`), as is any path `stat` cannot follow for another reason than a missing file. A
    /// device at `path` (`/dev/stdout`, `/dev/null`) is written directly, and so is a FIFO that a
    /// process has open for reading; one that none has is refused at once (`ENXIO`), never waited
    /// on. `write` is the write to use (tests inject failures).
    /// Throws a ``Failure``.
    static func write(
        _ bytes: UnsafeRawBufferPointer, toFile path: String,
        using write: (UnsafeRawBufferPointer, Int32) throws -> Void = { try FileOutput.write($0, to: $1) }
    ) throws {
        var status = stat()
        let exists = stat(path, &status) == 0
        if !exists, errno != ENOENT { throw Failure(code: errno) }
        if exists, status.st_mode & S_IFMT == S_IFDIR { throw Failure(code: EISDIR) }
        if exists, status.st_mode & S_IFMT != S_IFREG {
            // Non-blocking open: a FIFO no process reads fails with ENXIO instead of waiting.
            let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { throw Failure(code: errno) }
            defer { _ = close(descriptor) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            try write(bytes, descriptor)
            return
        }
        let target = exists ? resolved(path) : canonical(path)
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var descriptor: Int32 = -1
        var temporary = ""
        while descriptor < 0 {
            temporary = "\(folder).\(name).haptickit-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                if errno == EEXIST { continue }
                throw Failure(code: errno)
            }
        }
        var isOpen = true
        do {
            if exists { _ = fchmod(descriptor, status.st_mode & 0o7777) }
            try write(bytes, descriptor)
            isOpen = false
            guard close(descriptor) == 0 else { throw Failure(code: errno) }
            guard rename(temporary, target) == 0 else { throw Failure(code: errno) }
        } catch {
            if isOpen { _ = close(descriptor) }
            _ = unlink(temporary)
            throw error
        }
    }

    /// Replaces the file at `path` with `text` as UTF-8, as ``write(_:toFile:using:)`` does.
    /// Throws a ``Failure``.
    static func write(_ text: String, toFile path: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0), toFile: path) }
    }

    /// Replaces the file at `path` with `bytes`, as ``write(_:toFile:using:)`` does.
    /// Throws a ``Failure``.
    static func write(_ bytes: [UInt8], toFile path: String) throws {
        try bytes.withUnsafeBytes { try write($0, toFile: path) }
    }

    /// Whether two paths name the same file, following symbolic links: the same file when both
    /// exist, otherwise the same path once the folders' links are resolved.
    static func sameFile(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var other = stat()
        if stat(first, &one) == 0, stat(second, &other) == 0 {
            return one.st_dev == other.st_dev && one.st_ino == other.st_ino
        }
        return canonical(first) == canonical(second)
    }

    /// `path` absolute, with every link resolved, where the last part may not exist, or may be
    /// a link to something that does not.
    private static func canonical(_ path: String) -> String {
        var path = path
        for _ in 0..<40 {
            guard let target = FileInput.linkTarget(path) else { break }
            let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
            path = target.hasPrefix("/") ? target : folder + target
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return resolved(folder) + "/" + name
    }

    /// `path` with every symbolic link resolved (it exists).
    private static func resolved(_ path: String) -> String {
        guard let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, pointer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, pointer, count)
        #else
        Glibc.write(descriptor, pointer, count)
        #endif
    }
}
