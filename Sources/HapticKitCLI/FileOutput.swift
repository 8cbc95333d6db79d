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
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { systemWrite(descriptor, $0 + offset, buffer.count - offset) } ?? 0
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            if written == 0 { throw Failure(code: EIO) }
            offset += written
        }
    }

    /// Creates or truncates the file at `path` and writes `bytes` to it.
    /// Throws a ``Failure``.
    static func write(_ bytes: [UInt8], toFile path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        do {
            try write(bytes, to: descriptor)
        } catch {
            _ = close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw Failure(code: errno) }
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
