import HapticKitTooling
import Testing

@testable import HapticKit

@Suite("Route table: the pipeline's lookups agree with the router")
struct RouteTableTests {
    static let feedbacks: [HapticFeedback] =
        HapticFeedback.allCanonical + HapticPattern.presets.map { .pattern($0.pattern) } + [
            .impact(.light, intensity: 0.3), .impact(flexibility: .solid, intensity: 0.6), .dataRefresh(intensity: 2),
            .pattern(HapticPattern(events: [.transient(intensity: 0.4), .audioCustom("hit.wav", at: 0.1)])),
        ]

    @Test("route(for:) equals the router's answer on every device", arguments: DeviceProfile.allNamed)
    func agree(_ named: DeviceProfile.Named) {
        var iPhone7 = named.profile
        iPhone7.supportsCoreHaptics = false
        for profile in [named.profile, iPhone7] {
            var table = RouteTable(device: profile)
            for feedback in Self.feedbacks {
                #expect(
                    table.route(for: feedback) == HapticRoute(feedback, on: profile),
                    "\(feedback.name) on \(named.name)")
            }
        }
    }

    @Test(
        "with an input, the route and the inputs it is felt with equal the router's",
        arguments: [
            HapticInput.anyPencil, .anyPointer, .anyHover, .finger, .known(.pencilPro),
        ])
    func agreeWithInput(_ input: HapticInput) {
        var table = RouteTable(device: .iPadWithPencilPro, input: input)
        for feedback in Self.feedbacks {
            let route = HapticRoute(feedback, on: .iPadWithPencilPro, input: input)
            let entry = table.route(for: feedback)
            #expect(entry == route, "\(feedback.name), \(input)")
            #expect(entry.feltOnlyWith == route.feltOnlyWith, "\(feedback.name), \(input)")
        }
    }

    @Test("a request works out its own route only: a new player's first request routes one feedback, not all")
    func routesAreWorkedOutOnFirstUse() {
        var table = RouteTable(device: .iPhone)
        #expect(table.routesWorkedOut == 0)
        _ = table.route(for: .success)
        _ = table.route(for: .success)
        _ = table.route(for: .impact(.light, intensity: 0.5))
        #expect(table.routesWorkedOut == 2)
    }
}
