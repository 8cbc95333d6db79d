import HapticKit

/// What the HapticKit Lab's catalogue lists: every feedback of the device matrix, in its order and
/// grouped by category, then the presets, then every bundled pattern.
///
/// ```swift
/// for section in LabCatalogue.sections {
///     print(section.title, section.feedbacks.map(\.name))
/// }
/// ```
public enum LabCatalogue {
    /// One group of the catalogue.
    public struct Section: Hashable, Sendable, Identifiable {
        /// `Notification`, `Selection`, `Impact`, `Canvas`, `Pattern`, `Presets`, `Bundled patterns`.
        public let title: String
        /// The feedback, in matrix order.
        public let feedbacks: [HapticFeedback]

        /// The title, which is unique.
        public var id: String { title }
    }

    /// The sections: the matrix's rows by `HapticCategory` (in the order the matrix
    /// first lists each), the presets (`button-press`, `single-tap-heavy`, …), and the bundled
    /// patterns (`pattern:heartbeat`, …). Every name `HapticFeedback.allNames` holds
    /// appears once.
    public static let sections: [Section] = {
        let rows = HapticFeedback.allCanonical
        var categories: [HapticCategory] = []
        for feedback in rows where !categories.contains(feedback.category) { categories.append(feedback.category) }
        let matrix = categories.map { category in
            Section(title: title(category), feedbacks: rows.filter { $0.category == category })
        }
        let rowNames = Set(rows.map(\.name))
        let others = HapticFeedback.allNames.filter { !rowNames.contains($0) }.compactMap {
            try? HapticFeedback.named($0)
        }
        return matrix + [
            Section(title: "Presets", feedbacks: others.filter { $0.category != .pattern }),
            Section(title: "Bundled patterns", feedbacks: others.filter { $0.category == .pattern }),
        ]
    }()

    private static func title(_ category: HapticCategory) -> String {
        switch category.kind {
        case .notification: "Notification"
        case .selection: "Selection"
        case .impact: "Impact"
        case .alignment: "Canvas"
        case .pattern: "Pattern"
        }
    }
}
