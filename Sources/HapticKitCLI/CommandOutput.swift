/// Where a command prints: standard output, kept whole for the caller or written as it is
/// produced (so a long report costs a buffer, not its size, in memory), and messages for
/// standard error, which go out after the command ends.
final class CommandOutput {
    /// Standard output failed while a command was printing: exit 2.
    struct Failure: Error {
        var reason: String
    }

    /// What the command printed, when it is kept rather than written.
    private(set) var text = ""
    /// Lines for standard error, without the `haptickit <command>: ` prefix.
    private(set) var messages: [String] = []
    /// The descriptor written to as the command prints, or `nil` to keep the text.
    private let descriptor: Int32?
    private var buffer: [UInt8] = []

    /// Text written to a descriptor is passed on once this many bytes are waiting.
    static let bufferSize = 1 << 16

    /// Keeps everything printed in ``text``.
    init() { descriptor = nil }

    /// Writes what is printed to `descriptor` as it comes (after ``flush()`` at the latest).
    init(writingTo descriptor: Int32) { self.descriptor = descriptor }

    /// Prints `text` on standard output.
    /// Throws a ``Failure`` when standard output fails.
    func print(_ text: String) throws {
        guard descriptor != nil else {
            self.text += text
            return
        }
        buffer += text.utf8
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Adds a line for standard error.
    func warn(_ message: String) {
        messages.append(message)
    }

    /// Writes what is waiting.
    /// Throws a ``Failure`` when standard output fails.
    func flush() throws {
        guard let descriptor, !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        do {
            try FileOutput.write(buffer, to: descriptor)
        } catch {
            throw Failure(reason: FileOutput.reason(error))
        }
    }
}
