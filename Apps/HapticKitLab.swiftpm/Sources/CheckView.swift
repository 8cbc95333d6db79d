#if canImport(SwiftUI)
import HapticKit
import HapticKitTooling
import SwiftUI

/// The guided check: which accessories are here (or the check saved by an earlier run), then one
/// check at a time (play it with the interaction it names, through HapticKit or as the raw call,
/// answer felt / not felt / unsure), then the report to export. Ending a check asks first.
@MainActor
struct CheckView: View {
    @ObservedObject var model: LabModel

    var body: some View {
        NavigationStack {
            Group {
                if let session = model.session {
                    if let check = session.current {
                        CheckStep(model: model, session: session, check: check)
                    } else {
                        CheckFinished(model: model, session: session)
                    }
                } else {
                    CheckSetup(model: model)
                }
            }
            .navigationTitle("Check")
        }
    }
}

/// Which inputs and accessories are present, and how long the check will be.
@MainActor
struct CheckSetup: View {
    @ObservedObject var model: LabModel

    var body: some View {
        let inputs = model.availableInputs.filter(model.presentInputs.contains)
        let plan = SessionPlan(device: model.facts.profile, inputs: inputs, oneCheckPerCall: model.oneCheckPerCall)
        Form {
            Section {
                DeviceSummary(facts: model.facts)
            }
            if let saved = model.saved {
                Section("A check from before") {
                    Text("\(saved.answered) of \(saved.plan.checks.count) checks answered")
                    Button("Resume it", action: model.resumeSaved)
                    Button("Discard it", role: .destructive, action: model.discardSaved)
                }
            }
            Section("What do you have here?") {
                ForEach(model.availableInputs, id: \.self) { input in
                    Toggle(input.description, isOn: presence(of: input))
                }
            }
            Section {
                Toggle("One check per Apple call (every cell it answers is recorded)", isOn: $model.oneCheckPerCall)
                Text("\(plan.checks.count) checks for \(plan.checks.reduce(0) { $0 + $1.feedbacks.count }) cells")
                Button("Start the check", action: model.startSession).disabled(plan.checks.isEmpty)
            }
        }
    }

    private func presence(of input: HapticInput.Device) -> Binding<Bool> {
        Binding(
            get: { model.presentInputs.contains(input) },
            set: { isOn in
                if isOn { model.presentInputs.insert(input) } else { model.presentInputs.remove(input) }
            })
    }
}

/// One check: the surface its interaction is played on, how it plays (HapticKit or the raw
/// call), and the three answers.
@MainActor
struct CheckStep: View {
    @ObservedObject var model: LabModel
    let session: LabSession
    let check: SessionPlan.Check
    @State private var note = ""
    @State private var ending = false

    var body: some View {
        VStack(spacing: 0) {
            // Outside the form, so no scroll view of the form's takes the drag or the scroll.
            CheckSurface(model: model, interaction: check.interaction).padding()
            form
        }
        .confirmationDialog("End this check?", isPresented: $ending) {
            Button("End and discard \(session.answered) answers", role: .destructive, action: model.endSession)
            Button("Go to the report") { while model.session?.isFinished == false { model.skip() } }
        } message: {
            Text("The answers so far are saved until you end the check; ending discards them.")
        }
    }

    private var form: some View {
        Form {
            Section("Check \(session.position + 1) of \(session.plan.checks.count)") {
                Text("Use: \(check.input.description)").font(.headline)
                Text(check.feedback.name).font(.title3.monospaced())
                Text("call: \(check.call.description)").font(.caption.monospaced())
                    #if os(iOS) || os(macOS) || os(visionOS)
                .textSelection(.enabled)
                    #endif
                if check.feedbacks.count > 1 {
                    Text(
                        "answers \(check.feedbacks.count) cells: \(check.feedbacks.map(\.name).joined(separator: ", "))"
                    )
                    .font(.caption)
                }
            }
            Section("Play it: \(check.interaction.rawValue) with \(check.input.description)") {
                Picker("Plays", selection: $model.playsRawCall) {
                    Text("with HapticKit").tag(false)
                    Text("the raw call").tag(true)
                }
                if !model.lastOutcome.isEmpty {
                    Text(model.lastOutcome).font(.footnote).foregroundStyle(.secondary)
                }
            }
            Section("Did you feel it?") {
                TextField("Note (optional)", text: $note)
                HStack {
                    answer("Felt", .felt)
                    answer("Not felt", .notFelt)
                    answer("Unsure", .unsure)
                }
                HStack {
                    Button("Back", action: model.back).disabled(session.position == 0)
                    Spacer()
                    Button("Skip", action: model.skip)
                    Spacer()
                    Button("End", role: .destructive) { ending = true }
                }
            }
        }
    }

    private func answer(_ title: String, _ felt: Observation.Felt) -> some View {
        Button(title) {
            model.answer(felt, note: note)
            note = ""
        }
        .buttonStyle(.borderedProminent)
    }
}

/// The end: how many answers, and the report through the share sheet or as a file.
@MainActor
struct CheckFinished: View {
    @ObservedObject var model: LabModel
    let session: LabSession
    @State private var exporting = false
    @State private var ending = false

    var body: some View {
        Form {
            Section {
                Text("\(session.answered) of \(session.plan.checks.count) checks answered")
                Button("Back to the last check", action: model.back)
            }
            Section("Report") {
                if let made = model.made {
                    Text("\(made.report.observations.count) observations, \(made.report.date)")
                    #if os(iOS) || os(macOS) || os(visionOS)
                    if let file = made.file {
                        ShareLink("Share the report", item: file)
                    }
                    Button("Save as a file") { exporting = true }
                    #else
                    Text(
                        "Sharing a file needs an iPhone, iPad, Mac or Apple Vision Pro; the report is in \(made.file?.path ?? "no file")."
                    )
                    #endif
                } else {
                    Button("Make the report", action: model.makeReport)
                }
                if !model.lastOutcome.isEmpty {
                    Text(model.lastOutcome).font(.footnote).foregroundStyle(.secondary)
                }
            }
            Section {
                Button("New check") { ending = true }
            }
        }
        .confirmationDialog("Start a new check?", isPresented: $ending) {
            Button("Discard this check", role: .destructive, action: model.endSession)
        } message: {
            Text(
                model.made == nil ? "No report has been made of it." : "Share or save the report first if you need it.")
        }
        #if os(iOS) || os(macOS) || os(visionOS)
        .fileExporter(
            isPresented: $exporting, document: ReportDocument(text: model.made?.json ?? ""),
            contentType: .json, defaultFilename: model.made.map { model.reportFileName($0.report) } ?? "report.json",
            onCompletion: model.exported)
        #endif
    }
}
#endif
