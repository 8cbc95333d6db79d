// libFuzzer checks for observation reports (`ObservationReport(json:)`, what `haptickit verify`
// reads). Inputs that start with `report:` come here (see `LLVMFuzzerTestOneInput`).
//
// For every input, beyond "no crash, no hang" (reading is one pass, so a slow input is a bug):
// - a report that reads writes back, with json(), to text that reads as the same report, and
//   writing that again gives the same text;
// - a refusal says where: "not JSON: line …, column …" when the bytes are not JSON.

func fuzzReport(_ bytes: [UInt8]) {
    let report: ObservationReport
    do {
        report = try ObservationReport(json: bytes)
    } catch let error as ObservationReadError {
        precondition(!error.reason.isEmpty, "a refusal without a reason")
        if error.reason.hasPrefix("not JSON") {
            precondition(error.reason.hasPrefix("not JSON: line "), "not JSON, but no line: \(error.reason)")
        }
        return
    } catch {
        preconditionFailure("ObservationReport(json:) threw \(error)")
    }
    // A report that was read holds only what JSON holds, so it always writes.
    guard let text = try? report.json() else { preconditionFailure("a report that was read does not write") }
    guard let again = try? ObservationReport(json: Array(text.utf8)) else {
        preconditionFailure("a report's json() does not read back:\n\(text)")
    }
    precondition(again == report, "read, write, read changed the report:\n\(text)")
    precondition((try? again.json()) == text, "writing the report again changed the text:\n\(text)")
}
