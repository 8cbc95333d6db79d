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

        var reason: String {
            switch self {
            case .system(let code):
                switch code {
                case ENOENT: "no such file"
                case EACCES: "permission denied"
                case EISDIR: "it is a folder"
                default: String(cString: strerror(code))
                }
            case .tooLarge: "it is too large"
            }
        }
    }

    /// The reason in words, for any error a read throws.
    static func reason(_ error: any Error) -> String {
        (error as? Failure)?.reason ?? "\(error)"
    }

    /// Reads `descriptor` to its end, failing as soon as there is more than `limit` bytes.
    /// Throws a ``Failure``.
    static func read(_ descriptor: Int32, limit: Int) throws -> [UInt8] {
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

    /// Reads the regular file at `path`, at most `limit` bytes.
    /// Throws a ``Failure``.
    static func read(file path: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure.system(errno) }
        defer { _ = close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure.system(errno) }
        if status.st_mode & S_IFMT == S_IFDIR { throw Failure.system(EISDIR) }
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > limit { throw Failure.tooLarge }
        return try read(descriptor, limit: limit)
    }

    /// Whether something is at `path` (a file, folder, device…), and whether it is a folder.
    static func kind(of path: String) -> (exists: Bool, isFolder: Bool, error: Int32) {
        var status = stat()
        guard stat(path, &status) == 0 else { return (false, false, errno) }
        return (true, status.st_mode & S_IFMT == S_IFDIR, 0)
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
