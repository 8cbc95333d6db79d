/// The largest value among those still running at a time that only moves forward: what a sweep
/// over time needs to know "the strongest event playing now" in O(log n) a step.
///
/// Each value runs until its end; a value whose end the sweep has reached is dropped the first
/// time it would be the answer, so every value is added and dropped once, however many overlap.
struct SweepMaximum {
    private struct Entry {
        var value: Double
        var end: Double
    }

    /// A binary max-heap by value.
    private var heap: [Entry] = []

    /// Adds `value`, running until `end`.
    mutating func insert(_ value: Double, until end: Double) {
        heap.append(Entry(value: value, end: end))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].value > heap[parent].value else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// The largest value whose end is after `time`, or `nil`. Between calls `time` never decreases.
    mutating func maximum(at time: Double) -> Double? {
        while let top = heap.first, top.end <= time {
            removeTop()
        }
        return heap.first?.value
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            var largest = parent
            let left = 2 * parent + 1
            if left < heap.count, heap[left].value > heap[largest].value { largest = left }
            if left + 1 < heap.count, heap[left + 1].value > heap[largest].value { largest = left + 1 }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
