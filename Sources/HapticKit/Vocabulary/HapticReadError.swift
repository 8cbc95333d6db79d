import Foundation

/// Text HapticKit could not read: an AHAP file Core Haptics would reject
/// (``HapticPattern/init(ahap:)``), notation with a mistake (``HapticPattern/init(notation:)``),
/// or a feedback name (``HapticFeedback/named(_:)``). The first problem, and where it is.
///
/// ```swift
/// do {
///     _ = try HapticPattern(notation: "O*0")
/// } catch let error as HapticReadError {
///     print(error)   // column 2: '*' takes a count from 1 to 1000
/// }
/// do {
///     _ = try HapticPattern(ahap: Array(#"{"Version": 1}"#.utf8))
/// } catch let failure as HapticReadError {
///     print(failure)   // no Pattern array; an AHAP file needs one
/// }
/// do {
///     _ = try HapticFeedback.named("impact-light@loud")
/// } catch let mistake as HapticReadError {
///     print(mistake)   // intensity 'loud' in 'impact-light' is not a number; write e.g. impact-light@0.7
/// }
/// ```
///
/// An AHAP error has the key path, not a line and column: `HapticPattern(ahap:)` reads with
/// Foundation's `JSONSerialization`, which has no positions. Where an author needs the line and
/// column (an editor, a build step), lint the same bytes with HapticKitTooling's `AHAPLinter`,
/// which reads every file the same way and gives each finding its `line` and `column`
/// (`haptickit lint` prints them as `file:line:column`):
///
/// ```swift
/// import HapticKitTooling
///
/// let bytes = Array(#"{"Version": 1, "Pattern": [{"Event": {"Time": 0}}]}"#.utf8)
/// if let first = AHAPLinter().lint(bytes).errors.first {
///     print(first.line ?? 0, first.column ?? 0, first.message)
/// }
/// ```
public struct HapticReadError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// What is wrong and, where it helps, what to write instead.
    public var message: String
    /// Where in an AHAP file, as the file nests it: `Pattern[3].Event.Time`; empty for the file
    /// as a whole, for notation and for a name.
    public var path: String
    /// Where in notation: the column, counting characters from 1; `nil` for an AHAP file and for
    /// a name (its message quotes the part that is wrong).
    public var column: Int?

    /// A problem in an AHAP file, at `path`.
    init(message: String, path: String) {
        self.message = message
        self.path = path
    }

    /// A mistake in notation, at `column`; a mistake in a name, with no column.
    init(message: String, column: Int?) {
        self.message = message
        self.path = ""
        self.column = column
    }

    /// Where, then what: `column 3: …` for notation; `message [path]` for an AHAP file; the message for a name.
    public var description: String {
        if let column { return "column \(column): \(message)" }
        return path.isEmpty ? message : "\(message) [\(path)]"
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
