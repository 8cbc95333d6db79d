/// Splits the bytes of standard input into the lines of the stdio transport: one JSON-RPC
/// message a line, ended by `\n` (a `\r` before it is dropped). A line longer than the limit is
/// not kept: its bytes are counted and dropped as they come, so memory stays at the limit
/// whatever a client sends.
struct MCPLineFramer {
    /// One line, or the length of one that was too long.
    enum Frame: Equatable {
        case line([UInt8])
        case tooLong(byteCount: Int)
    }

    /// The longest line kept, in bytes.
    let limit: Int
    private var pending: [UInt8] = []
    private var dropped: Int?
    /// The most bytes held between calls: at most ``limit``.
    private(set) var largestPending = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// The lines that `bytes` complete, in order.
    mutating func feed(_ bytes: some Collection<UInt8>) -> [Frame] {
        var frames: [Frame] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let piece = bytes[start..<(end ?? bytes.endIndex)]
            take(piece)
            if let end {
                frames.append(finishLine())
                start = bytes.index(after: end)
            } else {
                start = bytes.endIndex
            }
        }
        largestPending = max(largestPending, pending.count)
        return frames
    }

    /// The last line, when the input ended without a line break after it.
    mutating func finish() -> Frame? {
        guard !pending.isEmpty || dropped != nil else { return nil }
        return finishLine()
    }

    private mutating func take(_ piece: some Collection<UInt8>) {
        if let count = dropped {
            dropped = count + piece.count
        } else if pending.count + piece.count > limit {
            dropped = pending.count + piece.count
            pending = []
        } else {
            pending += piece
        }
    }

    private mutating func finishLine() -> Frame {
        defer {
            pending.removeAll(keepingCapacity: pending.capacity <= 1 << 16)
            dropped = nil
        }
        if let count = dropped { return .tooLong(byteCount: count) }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        return .line(pending)
    }
}
