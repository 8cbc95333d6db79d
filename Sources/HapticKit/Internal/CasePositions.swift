/// The position of each case of a payload-free enum in its `allCases`, in constant time: a table
/// computed once from `allCases`, so the positions follow `allCases` and nothing is numbered by hand.
///
/// A payload-free enum of 2 to 256 cases is stored in one byte, one value per case (an enum of one
/// case in none); the table maps that byte to the case's position in `allCases`. Building the table
/// checks both facts (at most one byte, a distinct byte per case) and traps at first use if a type
/// breaks them, so a wrong table can never be read. A lookup is one byte read and one array read: no search, no hashing.
///
/// ```swift
/// let positions = CasePositions<HapticCategory>()
/// positions[.selection]   // 1, the position of .selection in HapticCategory.allCases
/// ```
package struct CasePositions<Case: CaseIterable & Equatable>: Sendable {
    private let positions: [Int]
    /// How many cases there are: the size of an array indexed by position.
    package let count: Int

    package init() {
        precondition(
            MemoryLayout<Case>.size <= 1, "CasePositions needs a payload-free enum of at most 256 cases: \(Case.self)")
        var positions = Array(repeating: -1, count: 256)
        var count = 0
        for (position, value) in Case.allCases.enumerated() {
            let byte = Self.byte(of: value)
            precondition(positions[byte] == -1, "two cases of \(Case.self) share a byte")
            positions[byte] = position
            count += 1
        }
        self.positions = positions
        self.count = count
    }

    /// The position of `value` in `Case.allCases`.
    @inline(__always)
    package subscript(_ value: Case) -> Int {
        positions[Self.byte(of: value)]
    }

    @inline(__always)
    private static func byte(of value: Case) -> Int {
        MemoryLayout<Case>.size == 0 ? 0 : withUnsafeBytes(of: value) { Int($0[0]) }
    }
}
