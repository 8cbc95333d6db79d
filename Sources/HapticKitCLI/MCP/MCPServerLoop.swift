#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `haptickit mcp` on its descriptors: reads messages from one, answers each on the other as it
/// comes, until the input ends.
enum MCPServerLoop {
    /// The longest message read, in bytes: a longer one is answered with an error and skipped,
    /// and costs no more memory than this.
    static let lineLimit = 4 * 1024 * 1024
    static let lineLimitText = "4 MB"

    /// How a session ended.
    struct Summary: Equatable {
        /// 0 when the input ended, 2 when reading or writing failed.
        var status: Int32
        /// The lines read.
        var lines = 0
        /// The most bytes of an unfinished line held at once: memory in use, whatever the session's length.
        var largestPending = 0
    }

    /// Serves `server` on `input` and `output` until `input` ends (0) or reading or writing fails (2).
    static func serve(
        _ server: MCPServer, input: Int32, output: Int32, lineLimit: Int = lineLimit, log: (String) -> Void
    ) -> Summary {
        var framer = MCPLineFramer(limit: lineLimit)
        var lines = 0
        func summary(_ status: Int32) -> Summary {
            Summary(status: status, lines: lines, largestPending: framer.largestPending)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        func answer(_ frames: [MCPLineFramer.Frame]) -> Bool {
            for frame in frames {
                lines += 1
                guard let response = server.respond(to: frame) else { continue }
                do {
                    try FileOutput.write(response + "\n", to: output)
                } catch {
                    log("cannot write to standard output: \(FileOutput.reason(error)); stopping")
                    return false
                }
            }
            return true
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { systemRead(input, $0, buffer.count) } ?? 0
            }
            if count < 0 {
                if errno == EINTR { continue }
                log("cannot read standard input: \(String(cString: strerror(errno))); stopping")
                return summary(2)
            }
            if count == 0 {
                return summary(answer(framer.finish().map { [$0] } ?? []) ? 0 : 2)
            }
            guard answer(framer.feed(chunk[0..<count])) else { return summary(2) }
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
