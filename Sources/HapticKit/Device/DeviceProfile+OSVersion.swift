import Foundation

extension DeviceProfile {
    /// An operating-system version such as `17.5` or `18.2.1`.
    ///
    /// ```swift
    /// let version = try OSVersion.parse("17.4")
    /// version < OSVersion(17, 5)   // true
    /// ```
    public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
        public var major: Int
        public var minor: Int
        public var patch: Int

        public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// Parses `major[.minor[.patch]]`, each part a non-negative integer.
        public static func parse(_ text: String) throws -> DeviceProfile.OSVersion {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count) else { throw DeviceProfile.OSVersionError(text: text) }
            var numbers: [Int] = []
            for part in parts {
                guard !part.isEmpty, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0, number < 1000
                else { throw DeviceProfile.OSVersionError(text: text) }
                numbers.append(number)
            }
            while numbers.count < 3 { numbers.append(0) }
            return DeviceProfile.OSVersion(numbers[0], numbers[1], numbers[2])
        }

        public static func < (lhs: DeviceProfile.OSVersion, rhs: DeviceProfile.OSVersion) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        /// `17.5`, or `17.5.1` when there is a patch number.
        public var description: String {
            patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
        }
    }

    /// A version string that is not `major[.minor[.patch]]`.
    public struct OSVersionError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// The same text as ``description``, for `localizedDescription`.
        public var errorDescription: String? { description }

        public let text: String
        public var description: String {
            "'\(text)' is not an OS version; write major[.minor[.patch]], e.g. 17.4 or 18.2.1"
        }
    }
}
