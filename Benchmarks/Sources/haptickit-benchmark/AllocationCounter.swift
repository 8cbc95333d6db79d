#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The heap-allocation counter of the malloc-counting shim (`Benchmarks/malloc-count`), when
/// `Benchmarks/benchmark.sh` preloaded it; `nil` otherwise, and then nothing is counted.
///
/// The shim counts every call of `malloc`, `calloc`, `realloc` and the `memalign` family made
/// by the calling thread; the Swift runtime's object allocations end up in one of them.
struct AllocationCounter: Sendable {
    private let read: @convention(c) () -> UInt64

    /// The shim's per-thread counter, or `nil` when the shim is not loaded.
    static let loaded: AllocationCounter? = {
        guard let process = dlopen(nil, RTLD_NOW),
            let symbol = dlsym(process, "haptickit_malloc_count_thread")
        else { return nil }
        return AllocationCounter(read: unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self))
    }()

    /// What a row says instead of a number when the shim is not loaded.
    static let notMeasured = "not measured (run Benchmarks/benchmark.sh)"

    /// Allocations this thread has made so far.
    var count: UInt64 { read() }

    /// Allocations per request while `body` makes `requests` requests.
    func perRequest(_ requests: Int, _ body: () -> Void) -> Double {
        let before = count
        body()
        let after = count
        return Double(after - before) / Double(max(requests, 1))
    }
}
