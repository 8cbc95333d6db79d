import Foundation
import Testing

@testable import HapticKit

/// One rule for every reader of a HapticKit name (docs/Architecture.md, "One spelling"): the
/// kebab-case name, or the same letters without its `-`s (the Swift member's camelCase), in any
/// case; a text with a `-` is read only as the kebab-case name.
@Suite("Every name reader follows one rule")
struct NameRuleTests {
    /// `level-change` is read as `level-change`, `LEVEL-CHANGE`, `levelChange` and `levelchange`,
    /// but not `le-velchange` (a `-` out of place) or `level-change-`.
    static func spellings(_ kebab: String) -> (read: [String], refused: [String]) {
        let parts = kebab.split(separator: "-")
        let camel =
            parts.first.map(String.init)!
            + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let misplaced =
            String(kebab.replacingOccurrences(of: "-", with: "").prefix(2)) + "-"
            + kebab.replacingOccurrences(of: "-", with: "").dropFirst(2)
        return ([kebab, kebab.uppercased(), camel, camel.lowercased(), camel.uppercased()], [misplaced, kebab + "-"])
    }

    static func decoded<T: Decodable>(_ type: T.Type, _ name: String) -> T? {
        try? JSONDecoder().decode(T.self, from: Data("\"\(name)\"".utf8))
    }

    @Test("HapticFeedback.named and its Codable")
    func feedback() throws {
        let (read, refused) = Self.spellings("level-change")
        for name in read {
            #expect((try? HapticFeedback.named(name)) == .levelChange, "\(name)")
            #expect(Self.decoded(HapticFeedback.self, name) == .levelChange, "\(name)")
        }
        for name in refused { #expect((try? HapticFeedback.named(name)) == nil, "\(name)") }
    }

    @Test("HapticInput.named and its Codable")
    func input() {
        for (kebab, input) in [("pencil-pro", HapticInput.known(.pencilPro)), ("any-pencil", .anyPencil)] {
            let (read, refused) = Self.spellings(kebab)
            for name in read {
                #expect(HapticInput.named(name) == input, "\(name)")
                #expect(Self.decoded(HapticInput.self, name) == input, "\(name)")
            }
            for name in refused { #expect(HapticInput.named(name) == nil, "\(name)") }
        }
    }

    @Test("the named values' init?(rawValue:) and Codable (HapticSilence, HapticInput.Device, …)")
    func namedValues() {
        let (read, refused) = Self.spellings("no-haptic-hardware")
        for name in read {
            #expect(HapticSilence(rawValue: name) == .noHapticHardware, "\(name)")
            #expect(Self.decoded(HapticSilence.self, name) == .noHapticHardware, "\(name)")
        }
        for name in refused { #expect(HapticSilence(rawValue: name) == nil, "\(name)") }
    }

    @Test("DeviceProfile.named")
    func deviceProfile() throws {
        let (read, refused) = Self.spellings("ipad-pencil-pro")
        for name in read { #expect(DeviceProfile.named(name) == .iPadWithPencilPro, "\(name)") }
        for name in refused { #expect(DeviceProfile.named(name) == nil, "\(name)") }
        #expect(DeviceProfile.named("iPhoneIOS17.4") == DeviceProfile.named("iphone-ios17.4"))
    }

    @Test("HapticPattern.preset(named:), and a feedback's pattern:<preset>")
    func preset() throws {
        let (read, refused) = Self.spellings("double-tap")
        for name in read {
            #expect(HapticPattern.preset(named: name) == .doubleTap, "\(name)")
            #expect((try? HapticFeedback.named("pattern:" + name)) == .pattern(.doubleTap), "\(name)")
        }
        for name in refused { #expect(HapticPattern.preset(named: name) == nil, "\(name)") }
    }
}
