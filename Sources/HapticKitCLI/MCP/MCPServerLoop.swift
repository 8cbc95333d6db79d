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

    /// Serves `server` on `input` and `output` until `input` ends (0) or `output` fails (2).
    static func serve(_ server: MCPServer, input: Int32, output: Int32, log: (String) -> Void) -> Int32 {
        var framer = MCPLineFramer(limit: lineLimit)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        func answer(_ frames: [MCPLineFramer.Frame]) -> Bool {
            for frame in frames {
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
                return 2
            }
            if count == 0 {
                return answer(framer.finish().map { [$0] } ?? []) ? 0 : 2
            }
            guard answer(framer.feed(chunk[0..<count])) else { return 2 }
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
