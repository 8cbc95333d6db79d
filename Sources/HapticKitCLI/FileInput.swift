#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way `haptickit` reads files and standard input: through `read(2)`, never more than
/// a limit, so a huge file, a device or an endless pipe costs at most the limit in memory.
enum FileInput {
    /// Why a read failed.
    enum Failure: Error, Equatable {
        /// The system refused: `errno`.
        case system(Int32)
        /// There is more than the limit.
        case tooLarge
        /// Not a regular file, where only one is read: `a FIFO`, `a character device`, …
        case notRegular(String)

        var reason: String {
            switch self {
            case .system(let code):
                switch code {
                case ENOENT: "no such file"
                case EACCES: "permission denied"
                case EISDIR: "it is a folder"
                case ELOOP: "it is a loop of symbolic links"
                default: String(cString: strerror(code))
                }
            case .tooLarge: "it is too large"
            case .notRegular(let kind): "it is \(kind), not a regular file"
            }
        }
    }

    /// The reason in words, for any error a read throws.
    static func reason(_ error: any Error) -> String {
        (error as? Failure)?.reason ?? "\(error)"
    }

    /// What standard input holds for a command run in-process by `haptickit mcp`, whose own
    /// standard input is the protocol: set, it is read instead of descriptor 0.
    /// (A `TaskLocal` spelled out, not the `@TaskLocal` attribute: the SDKs of iOS 17 and macOS 14
    /// declare that attribute as a property wrapper, whose static stored variable Swift 6 refuses
    /// as not concurrency-safe.)
    static let standardInput = TaskLocal<[UInt8]?>(wrappedValue: nil)

    /// Reads `descriptor` to its end, failing as soon as there is more than `limit` bytes.
    /// Throws a ``Failure``.
    static func read(_ descriptor: Int32, limit: Int) throws -> [UInt8] {
        if descriptor == 0, let standardInput = standardInput.get() {
            guard standardInput.count <= limit else { throw Failure.tooLarge }
            return standardInput
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { systemRead(descriptor, $0, buffer.count) } ?? 0
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.system(errno)
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw Failure.tooLarge }
            bytes += chunk[0..<count]
        }
    }

    /// Reads the regular file at `path`, at most `limit` bytes. Anything else (a FIFO, a device,
    /// a socket) is refused unread, so nothing waits for a writer: opening does not wait either
    /// (`O_NONBLOCK`, which a regular file's reads ignore). A pipe is read through standard
    /// input (`-`) instead, whose writer closes it when it is done.
    /// Throws a ``Failure``.
    static func read(file path: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure.system(errno) }
        defer { _ = close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure.system(errno) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { throw Failure.system(EISDIR) }
        guard type == S_IFREG else { throw Failure.notRegular(kindName(type)) }
        if status.st_size > limit { throw Failure.tooLarge }
        return try read(descriptor, limit: limit)
    }

    /// What is at a path.
    struct Kind {
        /// Something is there: a file, folder, device…
        var exists: Bool
        /// It is a folder (or a link to one).
        var isFolder: Bool
        /// Why `stat` failed, when nothing is there.
        var error: Int32
        /// The target of a symbolic link whose target does not exist.
        var danglingTarget: String?
    }

    /// Whether something is at `path` (a file, folder, device…), whether it is a folder, and
    /// whether it is a symbolic link to nothing.
    static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let error = errno
            return Kind(exists: false, isFolder: false, error: error, danglingTarget: linkTarget(path))
        }
        return Kind(exists: true, isFolder: status.st_mode & S_IFMT == S_IFDIR, error: 0)
    }

    /// Which file is at `path`, links followed: two paths with the same identity are one file.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The identity of the file at `path`, or `nil` when nothing is there.
    static func identity(of path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// What the symbolic link at `path` points to, or `nil` when it is not one.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "an unknown kind of file"
        }
    }

    private static func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(descriptor, pointer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, pointer, count)
        #else
        Glibc.read(descriptor, pointer, count)
        #endif
    }
}
