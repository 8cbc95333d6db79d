import Foundation
import Testing

/// Scripts/examples/extract.awk fences a doc comment's example by the `@available` of the
/// declaration it documents: not compiled where the declaration is unavailable, compiled where
/// it is available.
@Suite("Doc comment examples compile where their declaration is available")
struct ExampleAvailabilityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let fixture = """
        extension Haptics {
            /// Unavailable on tvOS, Mac Catalyst and watchOS.
            ///
            /// ```swift
            /// print(1)
            /// ```
            @available(tvOS, unavailable)
            @available(macCatalyst, unavailable) @available(watchOS, unavailable, message: "none")
            public func a() {}

            /// Available everywhere, from iOS 17.
            ///
            /// ```swift
            /// print(2)
            /// ```
            @available(iOS 17, *)
            public func b() {}
        }

        @available(visionOS, unavailable)
        public struct NotOnVision {
            /// Unavailable where its type is.
            ///
            /// ```swift
            /// print(3)
            /// ```
            public func c() {}
        }

        """

    /// The example files extract.awk writes for `fixture`, in order.
    static func extracted() throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("availability-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let sources = dir.appendingPathComponent("Sources/HapticKit")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out/DocComments"), withIntermediateDirectories: true)
        try fixture.write(to: sources.appendingPathComponent("Fixture.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "awk", "-v", "out=out", "-f", root.appendingPathComponent("Scripts/examples/extract.awk").path,
            "Sources/HapticKit/Fixture.swift",
        ]
        process.currentDirectoryURL = dir
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try (1...3).map {
            try String(
                contentsOf: dir.appendingPathComponent(String(format: "out/DocComments/DocComments_%03d.swift", $0)),
                encoding: .utf8)
        }
    }

    @Test("@available(<platform>, unavailable) fences the example out of that platform, and only that")
    func fences() throws {
        let files = try Self.extracted()
        #expect(files[0].contains("\n#if !os(tvOS) && !targetEnvironment(macCatalyst) && !os(watchOS)\n"))
        #expect(!files[1].contains("#if "), "available on every platform: compiled on each")
        #expect(files[1].contains("@available(iOS 17, *)\n@MainActor func example_"))
        #expect(files[2].contains("\n#if !os(visionOS)\n"), "its type's availability")
    }
}
