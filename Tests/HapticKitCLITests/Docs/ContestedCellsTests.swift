import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTooling
import Testing

/// Two groups of cells whose sources disagree: iPhone increase and decrease (Apple's pages against
/// OpenSwiftUI's record of Apple's SwiftUI), and iPad's canvas stand-ins for UIKit's other
/// generators (HapticKit's inference against Apple's Apple Pencil article). Each says so in the
/// route, the outcome, `haptickit route`, the matrix and the Lab's plan, naming the other source.
@Suite("Contested cells")
struct ContestedCellsTests {
    static func contested(on device: DeviceProfile) -> [String] {
        HapticFeedback.allCanonical.filter { HapticRoute($0, on: device).contestedBy != nil }.map(\.name)
    }

    @Test("iPhone: increase and decrease, contested by OpenSwiftUI's record of FB21332474; the tap plays either way")
    func iPhone() throws {
        #expect(Self.contested(on: .iPhone) == ["increase", "decrease"])
        let route = HapticRoute(.increase, on: .iPhone)
        #expect(route.plays && route.isSubstitute)
        #expect(try #require(route.contestedBy).contains("FB21332474"))
        #expect(route.source.contains("developer.apple.com/documentation/swiftui/sensoryfeedback/increase"))
    }

    @Test("iPad: every canvas stand-in for UIKit's other generators, contested by Apple's Apple Pencil article")
    func iPad() throws {
        for device in [DeviceProfile.iPadWithPencilPro, .iPad] {
            let substitutes = HapticFeedback.allCanonical.filter { HapticRoute($0, on: device).isSubstitute }
            #expect(Self.contested(on: device) == substitutes.map(\.name))
            #expect(!Self.contested(on: device).contains("alignment"), "canvas feedback's own cells are not")
        }
        let route = HapticRoute(.selection, on: .iPadWithPencilPro)
        #expect(try #require(route.contestedBy).contains("applepencil/playing-haptic-feedback-in-your-app"))
        #expect(Self.contested(on: .iPadWithFinger).isEmpty, "a finger plays nothing: nothing to contest")
    }

    @Test("Mac with a Magic Trackpad: every playing cell, contested by AltTab's report; the call is made either way")
    func magicTrackpad() throws {
        let magic = DeviceProfile.named("mac-trackpad")!.with(inputDevice: .magicTrackpad)
        let playing = HapticFeedback.allCanonical.filter { HapticRoute($0, on: magic).plays }
        #expect(!playing.isEmpty)
        #expect(Self.contested(on: magic) == playing.map(\.name))
        let route = HapticRoute(.alignment, on: magic)
        #expect(try #require(route.contestedBy).contains("github.com/lwouis/alt-tab-macos/issues/5110"))
        #expect(Self.contested(on: .named("mac-trackpad")!).isEmpty, "the built-in trackpad is not contested")
    }

    @Test("no other profile has a contested cell")
    func nowhereElse() {
        let others = DeviceProfile.allNamed.filter { !["iphone", "ipad"].contains(where: $0.name.hasPrefix) }
        for named in others {
            #expect(Self.contested(on: named.profile).isEmpty, "\(named.name)")
        }
    }

    @Test("the outcome says contested")
    func outcome() {
        let route = HapticRoute(.decrease, on: .iPhone)
        let playback = HapticOutcome.Playback(call: route.call!, route: route, wasWarm: true)
        #expect("\(HapticOutcome.played(playback))".hasSuffix("(warm, substitute, contested)"))
    }

    @Test("haptickit route names the other source; the overview marks the cell")
    func routeCommand() {
        let one = HapticKitCommandLine.run(["route", "increase", "--device", "iphone"]).stdout
        #expect(one.contains("\n  contested by: github.com/OpenSwiftUIProject/OpenSwiftUI"))
        let overview = HapticKitCommandLine.run(["route", "selection"]).stdout
        #expect(overview.split(separator: "\n").contains { $0.hasPrefix("ipad ") && $0.hasSuffix("(contested)") })
    }

    @Test("the matrix marks each contested cell with ! and names the other source; its legend says so")
    func matrix() {
        let iPhone = DeviceProfile.allNamed.filter { $0.name == "iphone" }
        let markdown = DeviceMatrix(feedbacks: [.success, .increase], devices: iPhone).render(.markdown)
        #expect(markdown.contains("| `success` | ● |\n| `increase` | ◐?! |"))
        #expect(markdown.contains("- `!` (after any of those): contested"))
        #expect(markdown.contains("; contested by github.com/OpenSwiftUIProject/OpenSwiftUI"))
    }

    @Test("the Lab's plan puts the contested checks first")
    func plan() {
        let plan = SessionPlan(device: .iPhone, inputs: [.finger])
        let contested = plan.checks.prefix { $0.isContested }
        #expect(contested.map(\.feedback) == [.increase, .decrease])
        #expect(plan.checks.dropFirst(contested.count).allSatisfy { !$0.isContested })
    }
}
