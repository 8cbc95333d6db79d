import Foundation
import HapticKitTooling

/// Observation reports named on the command line: files, `-` for standard input, or the `.json`
/// files of a folder.
enum ObservationInput {
    /// Reports larger than this (16 MB) are refused, and the message says so: a report of every
    /// cell of every device is a few hundred kilobytes.
    static let maximumFileSize = 16 * 1024 * 1024

    /// Reads one report: a regular file, or standard input for `-`. A FIFO or device named as a
    /// report is refused unread, so it never makes the tool wait; a pipe comes in as `-`.
    /// Throws a usage error (exit 2) that names the file, and for a report it cannot read, the
    /// field and why.
    static func load(_ path: String) throws -> ObservationComparison.Source {
        let name = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        do {
            bytes =
                path == "-"
                ? try FileInput.read(0, limit: maximumFileSize)
                : try FileInput.read(file: path, limit: maximumFileSize)
        } catch FileInput.Failure.tooLarge {
            throw CLIError.usage(
                "cannot read \(CLIText.quote(name)): it is over the 16 MB limit; a report of every cell of every"
                    + " device is a few hundred kilobytes")
        } catch FileInput.Failure.notRegular(let kind) {
            throw CLIError.usage(
                "cannot read \(CLIText.quote(name)): it is \(kind), not a regular file; give a report on standard"
                    + " input as '-'")
        } catch {
            throw CLIError.usage("cannot read \(CLIText.quote(name)): \(FileInput.reason(error))")
        }
        do {
            return ObservationComparison.Source(name: name, report: try ObservationReport(json: bytes))
        } catch let error as ObservationReadError {
            throw CLIError.usage("\(CLIText.quote(name)) is not a report this haptickit reads: \(error)")
        }
    }

    /// The reports of a folder: its `.json` files, sorted by name (anything else, such as its
    /// README, is not a report), each file once however many names link to it. Any that cannot
    /// be read, or is an example, fails the whole folder.
    static func folder(_ path: String) throws -> [ObservationComparison.Source] {
        let kind = FileInput.kind(of: path)
        guard kind.exists else {
            throw CLIError.usage(
                "cannot read folder \(CLIText.quote(path)): \(FileInput.Failure.system(kind.error).reason)")
        }
        guard kind.isFolder, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw CLIError.usage("\(CLIText.quote(path)) is not a folder of reports")
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        var read: Set<FileInput.Identity> = []
        // A link to a report the folder already holds is the same report, counted once.
        let files = names.filter { $0.lowercased().hasSuffix(".json") }.sorted().filter { name in
            FileInput.identity(of: folder + name).map { read.insert($0).inserted } ?? true
        }
        return try files.map { name in
            let source = try load(folder + name)
            guard !source.report.isExample else {
                throw CLIError.usage(
                    "\(CLIText.quote(source.name)) is an example report (\"example\": true), not evidence; keep it out of \(CLIText.quote(path))"
                )
            }
            return source
        }
    }
}
