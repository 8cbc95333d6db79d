#if canImport(SwiftUI)
import HapticKit
import HapticKitTooling
import SwiftUI

/// Every intent, preset and bundled pattern, grouped as in the device matrix, each with its route
/// on this device and two buttons: play it through HapticKit, and make the raw Apple call.
@MainActor
struct CatalogueView: View {
    @ObservedObject var model: LabModel

    var body: some View {
        NavigationStack {
            List {
                Section {
                    DeviceSummary(facts: model.facts)
                    Picker("Input", selection: $model.catalogueInput) {
                        ForEach(model.availableInputs, id: \.self) { input in
                            Text(input.description).tag(input)
                        }
                    }
                    if !model.lastOutcome.isEmpty {
                        Text(model.lastOutcome).font(.footnote).foregroundStyle(.secondary)
                    }
                }
                ForEach(LabCatalogue.sections) { section in
                    Section(section.title) {
                        ForEach(section.feedbacks, id: \.self) { feedback in
                            CatalogueRow(
                                feedback: feedback, route: model.route(feedback),
                                rawCall: model.rawCall(feedback),
                                play: { model.playWithHapticKit(feedback, input: model.catalogueInput) },
                                playRaw: { call in model.playRaw(call) })
                        }
                    }
                }
            }
            .navigationTitle("Catalogue")
        }
    }
}

/// The device, as HapticKit sees it.
@MainActor
struct DeviceSummary: View {
    let facts: DeviceFacts

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(facts.model), \(facts.observed.system)").font(.headline)
            Text("profile: \(facts.observed.profile ?? "none (no matrix column)"); \(facts.profile.description)")
                .font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// One intent: its name, its route (call, felt, why, source, inferred) and the two buttons.
@MainActor
struct CatalogueRow: View {
    let feedback: HapticFeedback
    let route: HapticRoute
    let rawCall: HapticCall?
    let play: () -> Void
    let playRaw: (HapticCall) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(feedback.name).font(.body.monospaced())
                if route.isInferred {
                    Text("inferred").font(.caption).foregroundStyle(.orange)
                }
                Spacer()
                Button("HapticKit", action: play).buttonStyle(.borderedProminent)
                if let rawCall {
                    Button("Raw call") { playRaw(rawCall) }.buttonStyle(.bordered)
                }
            }
            RouteText(route: route, rawCall: rawCall)
        }
        .padding(.vertical, 2)
    }
}

/// A route as a QA engineer reads it.
@MainActor
struct RouteText: View {
    let route: HapticRoute
    let rawCall: HapticCall?

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("call: " + (route.call?.description ?? "silent")).font(.caption.monospaced())
            if route.call == nil, let rawCall {
                Text("raw call tries: \(rawCall.api)").font(.caption.monospaced())
            }
            Text("felt: \(route.delivery)").font(.caption)
            Text("why: \(route.why)").font(.caption)
            Text("source: \(route.source)").font(.caption2).foregroundStyle(.secondary)
        }
        #if os(iOS) || os(macOS) || os(visionOS)
        .textSelection(.enabled)
        #endif
    }
}
#endif
