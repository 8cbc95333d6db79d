import Foundation

/// How many requests a loop made and how many of them played.
struct Tally {
    private(set) var made = 0
    private(set) var played = 0

    /// Adds one loop's counts; returns `played` so the caller can keep it.
    mutating func add(made: Int, played: Int) -> Int {
        self.made += made
        self.played += played
        return played
    }

    /// `100.00%`
    var playedShare: String { percent(played) }
    var skippedShare: String { percent(made - played) }

    private func percent(_ part: Int) -> String {
        "\(String(format: "%.2f", made == 0 ? 0 : 100 * Double(part) / Double(made)))%"
    }
}
