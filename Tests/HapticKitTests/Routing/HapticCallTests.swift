import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// What a backend author or a logger reads from an opaque ``HapticCall``, kind by kind.
@Suite("HapticCall: the public view of each kind of call")
struct HapticCallTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let kind: HapticCall.Kind
        let api: String
        let invocation: String
        var needsLocation = false
        var needsSwiftUI = false
        var pattern: HapticPattern?
        var testDescription: String { api }
    }

    static let tap = HapticPattern(events: [.transient(intensity: 0.8)])

    static let rows: [Row] = [
        Row(
            kind: .impact(.light, intensity: HapticIntensity(0.5), atLocation: true),
            api: "UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity:at:)",
            invocation:
                "UIImpactFeedbackGenerator(style: .light, view: view).impactOccurred(intensity: 0.5, at: location)",
            needsLocation: true),
        Row(
            kind: .impact(.heavy, intensity: .full, atLocation: false),
            api: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity:)",
            invocation: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 1)"),
        Row(
            kind: .selection(atLocation: true), api: "UISelectionFeedbackGenerator.selectionChanged(at:)",
            invocation: "UISelectionFeedbackGenerator(view: view).selectionChanged(at: location)", needsLocation: true),
        Row(
            kind: .selection(atLocation: false), api: "UISelectionFeedbackGenerator.selectionChanged()",
            invocation: "UISelectionFeedbackGenerator().selectionChanged()"),
        Row(
            kind: .notification(.warning, atLocation: true),
            api: "UINotificationFeedbackGenerator.notificationOccurred(_:at:)",
            invocation: "UINotificationFeedbackGenerator(view: view).notificationOccurred(.warning, at: location)",
            needsLocation: true),
        Row(
            kind: .notification(.error, atLocation: false),
            api: "UINotificationFeedbackGenerator.notificationOccurred(_:)",
            invocation: "UINotificationFeedbackGenerator().notificationOccurred(.error)"),
        Row(
            kind: .canvas(.alignment), api: "UICanvasFeedbackGenerator.alignmentOccurred(at:)",
            invocation: "UICanvasFeedbackGenerator(view: view).alignmentOccurred(at: location)", needsLocation: true),
        Row(
            kind: .canvas(.pathCompleted), api: "UICanvasFeedbackGenerator.pathCompleted(at:)",
            invocation: "UICanvasFeedbackGenerator(view: view).pathCompleted(at: location)", needsLocation: true),
        Row(
            kind: .appKit(.levelChange), api: "NSHapticFeedbackManager.defaultPerformer.perform(_:performanceTime:)",
            invocation: "NSHapticFeedbackManager.defaultPerformer.perform(.levelChange, performanceTime: .default)"),
        Row(
            kind: .watchKit(.directionUp), api: "WKInterfaceDevice.play(_:)",
            invocation: "WKInterfaceDevice.current().play(.directionUp)"),
        Row(
            kind: .coreHaptics(tap), api: "CHHapticEngine.makePlayer(with:).start(atTime:)",
            invocation:
                "try engine.makePlayer(with: CHHapticPattern(/* 1 events, 0 s */)).start(atTime: CHHapticTimeImmediate)",
            pattern: tap),
        Row(
            kind: .accessory(tap, .gameController, locality: .default),
            api: "GCController.haptics.createEngine(withLocality:).makePlayer(with:).start(atTime:)",
            invocation:
                "try controller.haptics?.createEngine(withLocality: .default)?.makePlayer(with: CHHapticPattern(/* 1 events, 0 s */))"
                + ".start(atTime: CHHapticTimeImmediate)",
            pattern: tap),
        Row(
            kind: .accessory(.heartbeat, .stylus, locality: .leftTrigger),
            api: "GCStylus.haptics.createEngine(withLocality:).makePlayer(with:).start(atTime:)",
            invocation:
                "try stylus.haptics?.createEngine(withLocality: .leftTrigger)?.makePlayer(with: CHHapticPattern(/* 4"
                + " events, 0.94 s */)).start(atTime: CHHapticTimeImmediate)",
            pattern: .heartbeat),
        Row(
            kind: .sensoryFeedback(.press(.button)), api: "View.sensoryFeedback(.press(.button), trigger:)",
            invocation: ".sensoryFeedback(.press(.button), trigger: value)", needsSwiftUI: true),
    ]

    @Test("api, invocation, needsLocation, needsSwiftUI and pattern", arguments: rows)
    func publicView(_ row: Row) {
        let call = HapticCall(row.kind)
        #expect(call.kind == row.kind)
        #expect(call.api == row.api)
        #expect(call.description == row.invocation)
        #expect(call.needsLocation == row.needsLocation)
        #expect(call.needsSwiftUI == row.needsSwiftUI)
        #expect(call.pattern == row.pattern)
    }

    @Test("a call interpolated into a log line reads as its invocation")
    func description() {
        let call = HapticRoute(.success, on: .iPhone).call
        #expect(
            call.map { "\($0)" }
                == "UINotificationFeedbackGenerator(view: view).notificationOccurred(.success, at: location)")
    }

    @Test("the router's factories make the kind of the same name, arguments kept")
    func factories() {
        let pairs: [(HapticCall, HapticCall.Kind)] = [
            (
                .impact(.soft, intensity: HapticIntensity(0.25), atLocation: true),
                .impact(.soft, intensity: HapticIntensity(0.25), atLocation: true)
            ),
            (.selection(atLocation: true), .selection(atLocation: true)),
            (.notification(.success, atLocation: false), .notification(.success, atLocation: false)),
            (.canvas(.pathCompleted), .canvas(.pathCompleted)),
            (.appKit(.generic), .appKit(.generic)),
            (.watchKit(.retry), .watchKit(.retry)),
            (.coreHaptics(Self.tap), .coreHaptics(Self.tap)),
            (
                .accessory(Self.tap, .spatialAccessory, locality: .handles),
                .accessory(Self.tap, .spatialAccessory, locality: .handles)
            ),
            (.sensoryFeedback(.release(.slider)), .sensoryFeedback(.release(.slider))),
        ]
        for (call, kind) in pairs { #expect(call.kind == kind) }
    }

    @Test("a pattern reaches the backend's request as the call's pattern")
    func patternThroughThePlayer() {
        let recorder = HapticRecorder()
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: ManualHapticClock())
        haptics.play(.pattern(.heartbeat))
        #expect(recorder.calls.map(\.pattern) == [HapticPattern.heartbeat])
        haptics.play(.success)
        #expect(recorder.calls.last?.pattern == nil)
    }
}
