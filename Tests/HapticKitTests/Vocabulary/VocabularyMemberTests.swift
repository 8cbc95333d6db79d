import Foundation
import Testing

@testable import HapticKit

/// The vocabulary's member types (weights, flexibilities, the visionOS families) are structs with
/// static members; these tests pin what each member plays as and how it is named.
@Suite("Vocabulary: weight, flexibility and visionOS family members")
struct VocabularyMemberTests {
    @Test(
        "each member plays as its feedback, by the name the CLI prints and reads",
        arguments: [
            (.impact(weight: .light), "impact-light"), (.impact(weight: .medium), "impact-medium"),
            (.impact(weight: .heavy), "impact-heavy"), (.impact(.heavy, intensity: 0.5), "impact-heavy@0.5"),
            (.impact(flexibility: .rigid), "impact-rigid"), (.impact(flexibility: .solid), "impact-solid"),
            (.impact(flexibility: .soft), "impact-soft"), (.singleTap(), "single-tap"),
            (.singleTap(.heavy), "single-tap-heavy"), (.singleTap(flexibility: .soft), "single-tap-soft"),
            (.press(.button), "press-button"), (.press(.buttonIconOnly), "press-button-icon-only"),
            (.press(.slider), "press-slider"), (.press(.tab), "press-tab"), (.press(.toggle), "press-toggle"),
            (.release(.slider), "release-slider"), (.selection(.on), "selection-on"),
            (.selection(.off), "selection-off"), (.selection(.maximum), "selection-maximum"),
            (.selection(.minimum), "selection-minimum"),
        ] as [(HapticFeedback, String)])
    func memberNames(_ feedback: HapticFeedback, _ name: String) throws {
        #expect(feedback.name == name)
        #expect(try HapticFeedback.named(name) == feedback)
    }

    @Test("members print their name, the Swift member in kebab-case, and are told apart by ==")
    func memberSpelling() {
        let weights: [HapticFeedback.Weight] = [.light, .medium, .heavy]
        let flexibilities: [HapticFeedback.Flexibility] = [.rigid, .solid, .soft]
        let presses: [HapticFeedback.PressFeedback] = [.button, .buttonIconOnly, .slider, .tab, .toggle]
        let states: [HapticFeedback.SelectionFeedback] = [.on, .off, .maximum, .minimum]
        #expect(weights.map(\.rawValue) == ["light", "medium", "heavy"])
        #expect(flexibilities.map(\.description) == ["rigid", "solid", "soft"])
        #expect(presses.map(\.rawValue) == ["button", "button-icon-only", "slider", "tab", "toggle"])
        #expect(HapticFeedback.ReleaseFeedback.slider.rawValue == "slider")
        #expect(states.map(\.rawValue) == ["on", "off", "maximum", "minimum"])
        #expect(Set(weights).count == 3 && Set(flexibilities).count == 3)
        #expect(Set(presses).count == 5 && Set(states).count == 4)
    }

    @Test("every visionOS family member is a canonical feedback, in SwiftUI's declaration order")
    func familiesAreCanonical() {
        let families = HapticFeedback.allCanonical.filter { $0.substitute != nil }.map(\.name)
        #expect(
            families == [
                "press-button", "press-button-icon-only", "press-slider", "press-tab", "press-toggle",
                "release-slider", "selection-on", "selection-off", "selection-maximum", "selection-minimum",
            ])
    }

    @Test("a name error quotes what was wrong, in the name's own words, and has no column or path")
    func nameErrorProperties() throws {
        let unknown = try #require(throws: HapticReadError.self) { try HapticFeedback.named("sucess") }
        #expect(unknown.column == nil && unknown.path.isEmpty && unknown.description == unknown.message)

        let noIntensity = try #require(throws: HapticReadError.self) { try HapticFeedback.named("Success@0.5") }
        #expect(noIntensity.message.hasPrefix("'success' takes no intensity"), "the name lowercased, without its @")

        let badIntensity = try #require(throws: HapticReadError.self) {
            try HapticFeedback.named("impact-light@loud")
        }
        #expect(badIntensity.message.hasPrefix("intensity 'loud' in 'impact-light'"))
        #expect(badIntensity.localizedDescription == badIntensity.description)
        #expect(unknown != noIntensity && noIntensity != badIntensity)
    }
}
