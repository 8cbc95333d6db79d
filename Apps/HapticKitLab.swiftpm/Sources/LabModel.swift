import Foundation
import HapticKit
import HapticKitTooling

#if canImport(Combine)
import Combine

/// The Lab's state, shown by its SwiftUI screens: the device, the catalogue's input, and the
/// check in progress. It forwards every decision to HapticKit (routes) and HapticKitTooling (the
/// plan, the session, the report), and every play to ``LabPlayer``.
@MainActor
final class LabModel: ObservableObject {
    /// This device.
    let facts = DeviceFacts.current()
    /// The view that plays happen in.
    let anchor = PlayAnchor()

    /// The input the catalogue shows routes for.
    @Published var catalogueInput: HapticInput.Source
    /// The inputs the tester has (the Check screen asks).
    @Published var presentInputs: Set<HapticInput.Source>
    /// One check per call (short) or one per cell (long).
    @Published var oneCheckPerCall = true
    /// What the last play did, in HapticKit's or the raw call's words.
    @Published private(set) var lastOutcome = ""
    /// The check in progress, or `nil` before one starts.
    @Published private(set) var session: LabSession?

    init() {
        let defaults = SessionPlan.defaultInputs(on: facts.profile)
        catalogueInput = defaults.first ?? .unspecified
        presentInputs = Set(defaults.prefix(1))
    }

    /// Every input this device may have, in HapticKit's order.
    var availableInputs: [HapticInput.Source] { SessionPlan.availableInputs(on: facts.profile) }

    /// What plays for `feedback` here with the catalogue's input.
    func delivery(_ feedback: HapticFeedback) -> HapticDelivery {
        HapticDelivery(feedback, on: facts.profile, input: .known(catalogueInput))
    }

    /// The raw call that checks `feedback` with the catalogue's input (for a silent route, the one
    /// HapticKit makes when it does not know the input).
    func rawCall(_ feedback: HapticFeedback) -> HapticCall? {
        SessionPlan.call(checking: delivery(feedback).route, on: facts.profile)
    }

    /// Plays `feedback` through `Haptics.shared`, driven by `input`.
    func playWithHapticKit(_ feedback: HapticFeedback, input: HapticInput.Source) {
        lastOutcome = LabPlayer.playWithHapticKit(feedback, input: input, anchor: anchor)
    }

    /// Makes `call` directly, as an app without HapticKit would.
    func playRaw(_ call: HapticCall) {
        lastOutcome = LabPlayer.playRaw(call, anchor: anchor)
    }

    /// Starts a check of the inputs present, in HapticKit's order.
    func startSession() {
        let inputs = availableInputs.filter(presentInputs.contains)
        session = LabSession(
            plan: SessionPlan(device: facts.profile, inputs: inputs, oneCheckPerCall: oneCheckPerCall))
        lastOutcome = ""
    }

    /// Ends the check without keeping it.
    func endSession() {
        session = nil
        made = nil
    }

    /// Records the answer to the current check.
    func answer(_ felt: Observation.Felt, note: String) {
        session?.answer(felt, note: note)
        lastOutcome = ""
    }

    /// Goes back one check (a report already made stays as it was).
    func back() { session?.back() }

    /// Skips the current check.
    func skip() { session?.skip() }

    /// The report made by ``makeReport()``, and the file that holds it for the share sheet.
    @Published private(set) var made: (report: ObservationReport, file: URL?)?

    /// Makes the report of the answers so far, dated now, and writes it to a temporary file for
    /// the share sheet (the file is `nil`, with the reason shown, when it cannot be written).
    func makeReport() {
        guard let session else { return }
        let report: ObservationReport
        do {
            report = try session.report(device: facts.observed, date: ObservationReport.dateText(Date()))
        } catch {
            lastOutcome = "cannot make the report: \(error)"
            return
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(reportFileName(report))
        do {
            try Data(report.json().utf8).write(to: url, options: .atomic)
            made = (report, url)
        } catch {
            made = (report, nil)
            lastOutcome = "cannot write the report for sharing: \(error.localizedDescription)"
        }
    }

    /// A file name for the report: `haptickit-observations-iPad16,3-2026-12-01.json`.
    func reportFileName(_ report: ObservationReport) -> String {
        "haptickit-observations-\(report.device.model)-\(report.day).json"
    }

    /// Shows where "Save as a file" put the report, or why it failed.
    func saved(_ result: Result<URL, any Error>) {
        switch result {
        case .success(let url): lastOutcome = "saved \(url.lastPathComponent)"
        case .failure(let error): lastOutcome = "not saved: \(error.localizedDescription)"
        }
    }
}
#endif
