import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Vocabulary: feedback, presets, names, intensity")
struct HapticFeedbackTests {
    @Test(
        "intensity is clamped as documented",
        arguments: [
            (0.7, 0.7), (0, 0), (1, 1), (-0.5, 0), (1.7, 1), (Double.infinity, 1), (-Double.infinity, 0),
            (Double.nan, 1),
            (Double.leastNonzeroMagnitude, Double.leastNonzeroMagnitude), (Double.greatestFiniteMagnitude, 1),
        ] as [(Double, Double)])
    func clamp(_ given: Double, _ expected: Double) {
        let intensity = HapticIntensity(given)
        #expect(intensity.value == expected)
        #expect(intensity.wasClamped == (given.isNaN || given != expected))
    }

    @Test("the given number is kept and reported")
    func requestedIsKept() {
        let intensity = HapticIntensity(1.7)
        #expect(intensity.requested == 1.7)
        #expect(intensity.description == "1 (clamped from 1.7)")
        #expect(HapticIntensity(.nan).description == "1 (clamped from nan)")
        #expect(HapticIntensity(0.25).description == "0.25")
    }

    @Test("intensities that clamp alike are equal")
    func equality() {
        #expect(HapticFeedback.impact(.light, intensity: 3) == .impact(.light, intensity: 1))
        #expect(HapticFeedback.impact(.light, intensity: 0.5) != .impact(.light, intensity: 0.6))
        #expect(HapticIntensity(0.8).scaled(by: 0.5).value == 0.4)
        #expect(HapticIntensity(0.8).scaled(by: .nan).value == 0.8)
    }

    @Test("SwiftUI's spellings and ours build the same feedback")
    func swiftUISpellings() {
        #expect(HapticFeedback.impact(weight: .heavy, intensity: 0.5) == .impact(.heavy, intensity: 0.5))
        #expect(HapticFeedback.impact == .impact(weight: .medium), "SwiftUI's plain .impact")
        #expect(HapticFeedback.impact(flexibility: .rigid).kind == .impact(.rigid, .full))
    }

    @Test("singleTap shares the impact vocabulary: weights unlabelled, flexibilities labelled")
    func singleTapVocabulary() {
        #expect(HapticFeedback.singleTap() == .impact(weight: .light))
        #expect(HapticFeedback.singleTap(.heavy) == .impact(.heavy))
        #expect(HapticFeedback.singleTap(flexibility: .rigid) == .impact(flexibility: .rigid))
    }

    @Test("common UI moments are presets over canonical feedback")
    func presets() {
        #expect(HapticFeedback.buttonPress == .impact(.heavy))
        #expect(HapticFeedback.tabSelection == .selection)
        #expect(HapticFeedback.dataRefresh(intensity: 0.3) == .impact(.heavy, intensity: 0.3))
        #expect(HapticFeedback.dataRefresh(intensity: -2) == .impact(.heavy, intensity: 0))
        #expect(HapticFeedback.singleTap() == .impact(.light))
        #expect(HapticFeedback.singleTap(.heavy) == .impact(.heavy))
    }

    @Test("presets keep their names, equal their feedback, and read back as the same preset")
    func presetNames() throws {
        let named: [(HapticFeedback, String)] = [
            (.buttonPress, "button-press"), (.tabSelection, "tab-selection"),
            (.dataRefresh(intensity: 0.4), "data-refresh@0.4"), (.dataRefresh(intensity: 1), "data-refresh"),
            (.singleTap(), "single-tap"), (.singleTap(.heavy), "single-tap-heavy"),
            (.singleTap(flexibility: .rigid), "single-tap-rigid"), (.impact(.heavy), "impact-heavy"),
        ]
        for (feedback, name) in named {
            #expect(feedback.name == name)
            #expect("\(feedback)" == name)
            let read = try HapticFeedback.named(name)
            #expect(read == feedback)
            #expect(read.name == name, "\(name) must read back as the same preset, not only the same feedback")
        }
        #expect(try HapticFeedback.named("single-tap-heavy@0.5").name == "single-tap-heavy@0.5")
        #expect(HapticFeedback.allNames.contains("single-tap-soft"))
        #expect(Set([HapticFeedback.buttonPress, .impact(.heavy)]).count == 1)
    }

    @Test("every canonical name parses back to its feedback")
    func namesRoundTrip() throws {
        #expect(HapticFeedback.allCanonical.count == 28)
        for feedback in HapticFeedback.allCanonical {
            #expect(try HapticFeedback.named(feedback.name) == feedback)
        }
        #expect(try HapticFeedback.named("impact-light@0.7") == .impact(.light, intensity: 0.7))
        #expect(HapticFeedback.impact(.light, intensity: 0.7).name == "impact-light@0.7")
        #expect(try HapticFeedback.named("button-press") == .buttonPress)
        #expect(try HapticFeedback.named("data-refresh@0.4") == .dataRefresh(intensity: 0.4))
        #expect(try HapticFeedback.named("Level-Change") == .levelChange)
        #expect(try HapticFeedback.named("pattern:heartbeat") == .pattern(.heartbeat))
        #expect(HapticFeedback.pattern(.drumroll).name == "pattern:drumroll")
        #expect(HapticFeedback.pattern(HapticPattern(events: [.transient(intensity: 0.3)])).name == "pattern")
        #expect(HapticFeedback.allNames.contains("pattern:ramp-up"))
    }

    @Test("a name reads in its Swift member's camelCase spelling too, in any case, as every name reader does")
    func camelCaseNames() throws {
        #expect(try HapticFeedback.named("levelChange") == .levelChange)
        #expect(try HapticFeedback.named("LEVELCHANGE") == .levelChange)
        #expect(try HapticFeedback.named("impactLight@0.5") == .impact(.light, intensity: 0.5))
        #expect(try HapticFeedback.named("buttonPress") == .buttonPress)
        #expect(try HapticFeedback.named("pattern:doubleTap") == .pattern(.doubleTap))
        #expect(try HapticFeedback.named("pressButtonIconOnly") == .press(.buttonIconOnly))
        #expect(throws: HapticReadError.self) { try HapticFeedback.named("levelChange@0.5") }
    }

    @Test("bad names get specific errors")
    func badNames() throws {
        func message(_ name: String) throws -> String {
            try #require(throws: HapticReadError.self) { try HapticFeedback.named(name) }.message
        }
        #expect(try message("sucess").hasPrefix("unknown feedback 'sucess'; did you mean 'success'?"))
        #expect(try message("levelChangeX").hasPrefix("unknown feedback 'levelChangeX'"), "the name as typed")
        #expect(try message("success@0.5").hasPrefix("'success' takes no intensity"))
        #expect(
            try message("impact-light@loud")
                == "intensity 'loud' in 'impact-light' is not a number; write e.g. impact-light@0.7")
        for nan in ["nan", "NaN", "-nan", "nan(0x1)"] {
            #expect(try message("impact-light@" + nan).hasPrefix("intensity '\(nan)' in 'impact-light'"))
        }
        #expect(try message("x").contains("level-change"))
        #expect(try message("pattern:nope").hasPrefix("unknown feedback 'pattern:nope'"))
        #expect(try message("pattern:tap@0.5").hasPrefix("'pattern:tap' takes no intensity"))
    }

    @Test("OS versions parse strictly and compare numerically")
    func versions() throws {
        #expect(try #require(DeviceProfile.OSVersion("17.4")) < #require(DeviceProfile.OSVersion("17.10")))
        #expect(DeviceProfile.OSVersion("18") == DeviceProfile.OSVersion(18, 0, 0))
        #expect(DeviceProfile.OSVersion("18.2.1")?.description == "18.2.1")
        for bad in ["", "17.", ".4", "17.4.1.2", "x", "-1", "17.٤", "1e3", "99999999999999999999"] {
            #expect(DeviceProfile.OSVersion(bad) == nil, "\(bad)")
        }
    }
}
