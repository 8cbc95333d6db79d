import Foundation
@testable import HapticKit

/// The `platforms:` of a package manifest, read strictly: each entry is `.name(.vMAJOR_MINOR)` or
/// `.name("MAJOR.MINOR")`, as SwiftPM's `SupportedPlatform` spells them; anything else is an error
/// that quotes it, so the test that uses this fails instead of guessing.
enum ManifestPlatforms {
    /// What could not be read, quoting it.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// One entry: `.macCatalyst("13.1")` is `("macCatalyst", 13.1)`.
    struct Entry: Equatable {
        let platform: String
        let version: DeviceProfile.OSVersion
    }

    /// The entries of the one `platforms: [...]` in `manifest`, in order.
    static func entries(in manifest: String) throws -> [Entry] {
        let parts = manifest.components(separatedBy: "platforms:")
        guard parts.count == 2 else {
            throw ReadError(description: "Package.swift has \(parts.count - 1) 'platforms:' labels; expected one")
        }
        let rest = parts[1].drop { $0 == " " || $0 == "\n" }
        guard rest.first == "[", let end = rest.firstIndex(of: "]") else {
            throw ReadError(description: "Package.swift's 'platforms:' is not followed by a list [...]")
        }
        var pieces = rest[rest.index(after: rest.startIndex)..<end].split(
            separator: ",", omittingEmptySubsequences: false
        ).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        if pieces.last == "", pieces.count > 1 { pieces.removeLast() }  // a trailing comma
        var entries: [Entry] = []
        for piece in pieces {
            let entry = try self.entry(piece)
            guard !entries.contains(where: { $0.platform == entry.platform }) else {
                throw ReadError(description: "Package.swift names \(entry.platform) twice in 'platforms:'")
            }
            entries.append(entry)
        }
        return entries
    }

    /// Reads `.iOS(.v13)`, `.macOS(.v10_15)` or `.macCatalyst("13.1")`.
    static func entry(_ text: String) throws -> Entry {
        func unreadable(_ why: String) -> ReadError {
            ReadError(
                description: "cannot read the platforms: entry '\(text)' of Package.swift (\(why)); expected "
                    + #".name(.v13), .name(.v10_15) or .name("13.1")"#)
        }
        guard text.hasPrefix("."), text.hasSuffix(")"), let open = text.firstIndex(of: "(") else {
            throw unreadable("not .name(version)")
        }
        let platform = String(text[text.index(after: text.startIndex)..<open])
        guard !platform.isEmpty, platform.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw unreadable("the platform's name is not a plain identifier")
        }
        let argument = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let versionText: String
        if argument.hasPrefix(".v") {
            versionText = argument.dropFirst(2).replacingOccurrences(of: "_", with: ".")
        } else if argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") {
            versionText = String(argument.dropFirst().dropLast())
        } else {
            throw unreadable("the version is neither .vN nor a quoted string")
        }
        guard let version = DeviceProfile.OSVersion(versionText) else {
            throw unreadable("'\(versionText)' is not a version")
        }
        return Entry(platform: platform, version: version)
    }
}
