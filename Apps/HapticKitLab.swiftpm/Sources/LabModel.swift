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
    @Published var catalogueInput: HapticInput.Device
    /// The inputs the tester has (the Check screen asks).
    @Published var presentInputs: Set<HapticInput.Device>
    /// One check per call (short) or one per cell (long).
    @Published var oneCheckPerCall = true
    /// What the last play did, in HapticKit's or the raw call's words.
    @Published private(set) var lastOutcome = ""
    /// The check in progress, or `nil` before one starts. Saved as it changes (``sessionFile``).
    @Published private(set) var session: LabSession? {
        didSet { save() }
    }
    /// A check saved by an earlier run, which the tester may resume.
    @Published private(set) var saved: LabSession?
    /// How a check's gesture plays: through HapticKit, or as the raw call.
    @Published var playsRawCall = false

    init() {
        let defaults = SessionPlan.defaultInputs(on: facts.profile)
        catalogueInput = defaults.first ?? .unspecified
        presentInputs = Set(defaults.prefix(1))
        if let data = try? Data(contentsOf: Self.sessionFile) {
            saved = try? LabSession(json: Array(data), device: facts.profile)
        }
    }

    /// Where the check in progress is kept between runs: the app's Documents (caches on Apple TV,
    /// whose apps keep no documents).
    static var sessionFile: URL {
        #if os(tvOS)
        let folder = FileManager.SearchPathDirectory.cachesDirectory
        #else
        let folder = FileManager.SearchPathDirectory.documentDirectory
        #endif
        let base =
            FileManager.default.urls(for: folder, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("haptickit-lab-session.json")
    }

    /// Writes the session to ``sessionFile``, or removes the file when there is none.
    private func save() {
        guard let session else {
            try? FileManager.default.removeItem(at: Self.sessionFile)
            return
        }
        do {
            try Data(session.json().utf8).write(to: Self.sessionFile, options: .atomic)
        } catch {
            lastOutcome = "cannot save the check: \(error.localizedDescription)"
        }
    }

    /// Resumes the check saved by an earlier run.
    func resumeSaved() {
        session = saved
        saved = nil
        made = nil
    }

    /// Forgets the check saved by an earlier run.
    func discardSaved() {
        saved = nil
        try? FileManager.default.removeItem(at: Self.sessionFile)
    }

    /// Every input this device may have, in HapticKit's order.
    var availableInputs: [HapticInput.Device] { SessionPlan.availableInputs(on: facts.profile) }

    /// What plays for `feedback` here with the catalogue's input.
    func route(_ feedback: HapticFeedback) -> HapticRoute {
        HapticRoute(feedback, on: facts.profile, input: .known(catalogueInput))
    }

    /// The raw call that checks `feedback` with the catalogue's input (for a silent route, the one
    /// HapticKit makes when it does not know the input).
    func rawCall(_ feedback: HapticFeedback) -> HapticCall? {
        SessionPlan.call(checking: route(feedback), on: facts.profile)
    }

    /// Plays `feedback` through `Haptics.shared`, driven by `input` (the catalogue).
    func playWithHapticKit(_ feedback: HapticFeedback, input: HapticInput.Device) {
        lastOutcome = LabPlayer.playWithHapticKit(feedback, input: input, at: anchor.location, in: anchor.view)
    }

    /// Makes `call` directly, as an app without HapticKit would (the catalogue).
    func playRaw(_ call: HapticCall) {
        lastOutcome = LabPlayer.playRaw(call, at: anchor.location, in: anchor.view, report: showOutcome)
    }

    /// A gesture on the check's surface, seen as `seen`, at `location` in `view`: plays the
    /// current check there, during the gesture, when HapticKitTooling's `LabInteraction` says the
    /// gesture is the one the check needs, and records it; otherwise says why not.
    func gesture(_ seen: LabGesture, at location: CGPoint, in view: PlatformView?) {
        guard let check = session?.current else { return }
        let decision = LabInteraction.decision(for: check.input, seen: seen)
        guard decision.plays else {
            lastOutcome = decision.reason ?? ""
            return
        }
        session?.played(with: seen)
        let view = view ?? anchor.view
        lastOutcome =
            playsRawCall
            ? LabPlayer.playRaw(check.call, at: location, in: view, report: showOutcome)
            : LabPlayer.playWithHapticKit(check.feedback, input: check.input, at: location, in: view)
    }

    /// Shows what a play that finished later did.
    private var showOutcome: @MainActor @Sendable (String) -> Void {
        { [weak self] text in self?.lastOutcome = text }
    }

    /// Starts a check of the inputs present, in HapticKit's order (a saved one is replaced).
    func startSession() {
        saved = nil
        let inputs = availableInputs.filter(presentInputs.contains)
        session = LabSession(
            plan: SessionPlan(device: facts.profile, inputs: inputs, oneCheckPerCall: oneCheckPerCall))
        lastOutcome = ""
    }

    /// Ends the check without keeping it (the Check screen asks first), and removes its saved file.
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
    @Published private(set) var made: (report: ObservationReport, json: String, file: URL?)?

    /// Makes the report of the answers so far, dated now, and writes it to a temporary file for
    /// the share sheet (the file is `nil`, with the reason shown, when it cannot be written).
    func makeReport() {
        guard let session else { return }
        let report: ObservationReport
        let json: String
        do {
            report = try session.report(device: facts.observed, date: ObservationReport.dateText(Date()))
            json = try report.json()
        } catch {
            lastOutcome = "cannot make the report: \(error)"
            return
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(reportFileName(report))
        do {
            try Data(json.utf8).write(to: url, options: .atomic)
            made = (report, json, url)
        } catch {
            made = (report, json, nil)
            lastOutcome = "cannot write the report for sharing: \(error.localizedDescription)"
        }
    }

    /// A file name for the report: `haptickit-observations-iPad16,3-2026-12-01.json`.
    func reportFileName(_ report: ObservationReport) -> String {
        "haptickit-observations-\(report.device.model)-\(report.day).json"
    }

    /// Shows where "Save as a file" put the report, or why it failed.
    func exported(_ result: Result<URL, any Error>) {
        switch result {
        case .success(let url): lastOutcome = "saved \(url.lastPathComponent)"
        case .failure(let error): lastOutcome = "not saved: \(error.localizedDescription)"
        }
    }
}
#endif
