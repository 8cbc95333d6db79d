import Foundation

/// Apple's AHAP files in `Fixtures/ahap/apple-unityplugins`, found relative to this source file.
package enum PatternFixtures {
    package static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    package static let folder = repository.appendingPathComponent("Fixtures/ahap/apple-unityplugins")

    /// Every `.ahap` file, as paths relative to ``folder``, sorted.
    package static let names: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".ahap") { names.append(name) }
        }
        return names.sorted()
    }()

    package static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}
