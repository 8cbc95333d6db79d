import Foundation
import Testing

@testable import HapticKit

/// `HapticRouter.deploymentFloor` silences a device below HapticKit's floor, so it must say what
/// Package.swift's `platforms:` says: this suite reads the manifest from the source tree.
@Suite("Router: its platform floors are Package.swift's")
struct DeploymentFloorTests {
    typealias Entry = ManifestPlatforms.Entry
    typealias Version = DeviceProfile.OSVersion

    /// Package.swift, four folders above this file (Tests/HapticKitTests/Routing/).
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift")

    /// Mac Catalyst versions in macOS numbering, the numbering `DeviceProfile.os` and the router use
    /// for Mac Catalyst: the `iOSMac_macOS` `VersionMap` of `MacOSX15.5.sdk/SDKSettings.json`.
    static let catalystAsMacOS: [Version: Version] = [
        Version(13, 1): Version(10, 15), Version(14): Version(11), Version(15): Version(12),
        Version(16): Version(13), Version(17): Version(14), Version(18): Version(15),
    ]

    /// The floors the router must have for `entries`: SwiftPM's `.iOS` covers iPadOS too (it has no
    /// iPadOS platform), and Mac Catalyst's floor is converted to macOS numbering.
    static func routerFloors(_ entries: [Entry]) throws -> [DeviceProfile.Platform: Version] {
        var floors: [DeviceProfile.Platform: Version] = [:]
        for entry in entries {
            switch entry.platform {
            case "iOS":
                floors[.iOS] = entry.version
                floors[.iPadOS] = entry.version
            case "macCatalyst":
                guard let macOS = catalystAsMacOS[entry.version] else {
                    throw ManifestPlatforms.ReadError(
                        description: "Package.swift's Mac Catalyst floor \(entry.version) has no macOS version in "
                            + "catalystAsMacOS; add it from the VersionMap of the macOS SDK's SDKSettings.json")
                }
                floors[.macCatalyst] = macOS
            case "macOS": floors[.macOS] = entry.version
            case "tvOS": floors[.tvOS] = entry.version
            case "watchOS": floors[.watchOS] = entry.version
            case "visionOS": floors[.visionOS] = entry.version
            default:
                throw ManifestPlatforms.ReadError(
                    description: "Package.swift supports \(entry.platform), which has no DeviceProfile.Platform, so "
                        + "HapticRouter.deploymentFloor cannot name its floor")
            }
        }
        return floors
    }

    @Test("every platform of Package.swift has the same floor in HapticRouter.deploymentFloor, and no other has one")
    func floorsMatchTheManifest() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        let expected = try Self.routerFloors(ManifestPlatforms.entries(in: text))
        #expect(!expected.isEmpty)
        for platform in DeviceProfile.Platform.allCases {
            let manifest = expected[platform]
            let router = HapticRouter.deploymentFloor(platform)
            #expect(
                router == manifest,
                """
                \(platform): Package.swift's floor is \(manifest.map { "\($0)" } ?? "none"), \
                HapticRouter.deploymentFloor's \(router.map { "\($0)" } ?? "none")
                """)
        }
    }

    @Test("the reader takes SwiftPM's spellings, on one line or several, with a trailing comma")
    func readsSpellings() throws {
        let manifest = """
            let package = Package(
                name: "X",
                platforms: [
                    .iOS(.v13), .macCatalyst("13.1"),
                    .macOS(.v10_15), .visionOS("1.0.1"),
                ],
            )
            """
        #expect(
            try ManifestPlatforms.entries(in: manifest) == [
                Entry(platform: "iOS", version: Version(13)),
                Entry(platform: "macCatalyst", version: Version(13, 1)),
                Entry(platform: "macOS", version: Version(10, 15)),
                Entry(platform: "visionOS", version: Version(1, 0, 1)),
            ])
    }

    @Test(
        "an entry the reader cannot read is an error that quotes it",
        arguments: [
            ".iOS(13)", ".iOS(.v13", "iOS(.v13)", ".iOS(.v13_)", ".iOS(.v)", #".iOS("13.x")"#, #".iOS("13.1)"#,
            ".iOS(.v13) .tvOS(.v13)", ".(.v13)", ".i-OS(.v13)",
        ])
    func rejectsEntry(_ entry: String) {
        let error = #expect(throws: ManifestPlatforms.ReadError.self) {
            try ManifestPlatforms.entries(in: "platforms: [\(entry)],")
        }
        #expect(error?.description.contains("'\(entry)'") == true, "\(error?.description ?? "no error")")
    }

    @Test("a manifest without one platforms: list, or naming a platform twice, is an error")
    func rejectsManifest() {
        for (manifest, said) in [
            (#"Package(name: "X")"#, "0 'platforms:' labels"),
            ("platforms: [.iOS(.v13)], platforms: [.iOS(.v13)]", "2 'platforms:' labels"),
            ("platforms: .iOS(.v13)", "not followed by a list"),
            ("platforms: [.iOS(.v13), .iOS(.v14)]", "names iOS twice"),
        ] {
            let error = #expect(throws: ManifestPlatforms.ReadError.self) {
                try ManifestPlatforms.entries(in: manifest)
            }
            #expect(error?.description.contains(said) == true, "\(manifest): \(error?.description ?? "no error")")
        }
    }

    @Test("a platform with no router platform, or a Mac Catalyst floor without a macOS version, is an error")
    func rejectsUnknownPlatforms() {
        for (entry, said) in [
            (Entry(platform: "driverKit", version: Version(19)), "supports driverKit"),
            (Entry(platform: "macCatalyst", version: Version(13, 2)), "Mac Catalyst floor 13.2"),
        ] {
            let error = #expect(throws: ManifestPlatforms.ReadError.self) { try Self.routerFloors([entry]) }
            #expect(error?.description.contains(said) == true, "\(error?.description ?? "no error")")
        }
    }
}
