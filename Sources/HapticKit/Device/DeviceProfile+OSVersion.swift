extension DeviceProfile {
    /// An operating-system version such as `17.5` or `18.2.1`.
    ///
    /// ```swift
    /// let version = DeviceProfile.OSVersion("17.4")!
    /// version < DeviceProfile.OSVersion(17, 5)   // true
    /// ```
    public struct OSVersion: Hashable, Sendable, Comparable, LosslessStringConvertible {
        /// The major version: `17` in `17.4.1`.
        public var major: Int
        /// The minor version: `4` in `17.4.1`.
        public var minor: Int
        /// The patch version: `1` in `17.4.1`, `0` when there is none.
        public var patch: Int

        /// Creates a version from its numbers: `OSVersion(17, 4)` is `17.4`.
        public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// Reads `major[.minor[.patch]]`, each part a non-negative integer below 1000 (`17.4`,
        /// `18.2.1`), or is `nil` for any other text.
        public init?(_ text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count) else { return nil }
            var numbers: [Int] = []
            for part in parts {
                guard !part.isEmpty, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0, number < 1000
                else { return nil }
                numbers.append(number)
            }
            while numbers.count < 3 { numbers.append(0) }
            self.init(numbers[0], numbers[1], numbers[2])
        }

        /// Whether `lhs` is an earlier version than `rhs`, comparing major, minor, then patch.
        public static func < (lhs: DeviceProfile.OSVersion, rhs: DeviceProfile.OSVersion) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        /// `17.5`, or `17.5.1` when there is a patch number.
        public var description: String {
            patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
        }
    }
}
