#if canImport(SwiftUI)
import HapticKit
import HapticKitTooling
import SwiftUI

/// The guided check: which accessories are here, then one check at a time (play it through
/// HapticKit and as the raw call, answer felt / not felt / unsure), then the report to export.
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

    private func presence(of input: HapticInput.Source) -> Binding<Bool> {
        Binding(
            get: { model.presentInputs.contains(input) },
            set: { isOn in
                if isOn { model.presentInputs.insert(input) } else { model.presentInputs.remove(input) }
            })
    }
}

/// One check: what to hold, the two plays, and the three answers.
@MainActor
struct CheckStep: View {
    @ObservedObject var model: LabModel
    let session: LabSession
    let check: SessionPlan.Check
    @State private var note = ""

    var body: some View {
        Form {
            Section("Check \(session.position + 1) of \(session.plan.checks.count)") {
                Text("Use: \(check.input.description)").font(.headline)
                Text(check.feedback.name).font(.title3.monospaced())
                Text("call: \(check.call.invocation)").font(.caption.monospaced()).textSelection(.enabled)
                if check.feedbacks.count > 1 {
                    Text(
                        "answers \(check.feedbacks.count) cells: \(check.feedbacks.map(\.name).joined(separator: ", "))"
                    )
                    .font(.caption)
                }
            }
            Section("Play it") {
                Button("Play with HapticKit") { model.playWithHapticKit(check.feedback, input: check.input) }
                Button("Make the raw call") { model.playRaw(check.call) }
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
                    Button("End", role: .destructive, action: model.endSession)
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

    var body: some View {
        Form {
            Section {
                Text("\(session.answered) of \(session.plan.checks.count) checks answered")
                Button("Back to the last check", action: model.back)
            }
            Section("Report") {
                if let made = model.made {
                    Text("\(made.report.observations.count) observations, \(made.report.date)")
                    if let file = made.file {
                        ShareLink("Share the report", item: file)
                    }
                    Button("Save as a file") { exporting = true }
                } else {
                    Button("Make the report", action: model.makeReport)
                }
                if !model.lastOutcome.isEmpty {
                    Text(model.lastOutcome).font(.footnote).foregroundStyle(.secondary)
                }
            }
            Section {
                Button("New check", action: model.endSession)
            }
        }
        .fileExporter(
            isPresented: $exporting, document: ReportDocument(text: model.made?.report.json() ?? ""),
            contentType: .json, defaultFilename: model.made.map { model.reportFileName($0.report) } ?? "report.json",
            onCompletion: model.saved)
    }
}
#endif
