/// Where a published observation comes from: the address of one public on-device report and the
/// words quoted from it, exactly as the page has them (`docs/Observations.md`).
///
/// ```swift
/// let publication = try Publication(
///     url: "https://github.com/ionic-team/capacitor-plugins/pull/624",
///     quote: "I tested this on an iPhone 6s running iOS 14.8 and I can confirm that "
///         + "`impact(...)` and `notification(...)` are not working.")
/// publication.address   // github.com/ionic-team/capacitor-plugins/pull/624
/// ```
package struct Publication: Hashable, Sendable {
    /// The longest quote a report keeps: a passage that says what was felt, not the page.
    package static let maximumQuoteLength = 500

    /// The report's address: `https://…` or `http://…`.
    package var url: String
    /// The report's own words, exactly as the page has them, on one line.
    package var quote: String
    /// The page's title, if kept.
    package var title: String?
    /// The day the quoted words were posted, as the page dates them (`2021-09-20`), if it does.
    package var posted: String?
    /// What the report says beyond its observations: the condition it was made under, or why it
    /// covers no cell of the matrix (a report without observations must say why).
    package var note: String?
    /// The tester's own hedge on what they saw, in their words (`this could be due to issues with
    /// the sequence of events in the test app`): the matrix cites it beside every mark the report
    /// makes, so a hedged test reads as one.
    package var caveat: String?
    /// Fields this version does not know, kept so that a round trip loses none of them.
    package var extra: [String: JSONValue]

    /// Creates a publication; throws an ``ObservationReadError`` (for `publication.url`,
    /// `publication.quote` or `publication.posted`) when the address is not an `http(s)` address,
    /// the quote is empty, longer than ``maximumQuoteLength`` or on more than one line, or
    /// `posted` is not an ISO 8601 date.
    package init(
        url: String, quote: String, title: String? = nil, posted: String? = nil, note: String? = nil,
        caveat: String? = nil, extra: [String: JSONValue] = [:]
    ) throws {
        try Self.check(url: url, quote: quote, posted: posted, at: "publication")
        self.url = url
        self.quote = quote
        self.title = title
        self.posted = posted
        self.note = note
        self.caveat = caveat
        self.extra = extra
    }

    /// The address as the matrix cites it, without its scheme: `github.com/owner/repo/pull/624`.
    package var address: String {
        for scheme in ["https://", "http://"] where url.hasPrefix(scheme) {
            return String(url.dropFirst(scheme.count))
        }
        return url
    }

    /// Throws for an address, a quote or a posting day a report may not hold.
    static func check(url: String, quote: String, posted: String?, at path: String) throws {
        let scheme = ["https://", "http://"].first { url.lowercased().hasPrefix($0) }
        let host = scheme.map { url.dropFirst($0.count).prefix { $0 != "/" } } ?? ""
        guard scheme != nil, host.contains("."), !host.hasPrefix("."), !host.hasSuffix("."),
            url.unicodeScalars.allSatisfy({ !$0.properties.isWhitespace && !$0.properties.generalCategory.isControl })
        else {
            throw ObservationReadError(
                field: "\(path).url",
                reason: "\(ReportText.quote(url)) is not an address; write the report's https:// address")
        }
        guard !quote.allSatisfy(\.isWhitespace) else {
            throw ObservationReadError(field: "\(path).quote", reason: "is empty; quote the report's own words")
        }
        guard quote.count <= maximumQuoteLength else {
            throw ObservationReadError(
                field: "\(path).quote",
                reason: "is \(quote.count) characters; quote the words that say what was felt "
                    + "(at most \(maximumQuoteLength))")
        }
        guard !quote.unicodeScalars.contains(where: { $0.properties.generalCategory.isControl }) else {
            throw ObservationReadError(
                field: "\(path).quote",
                reason: "holds a line break or a control character; quote one passage, on one line")
        }
        if let posted, !ObservationReport.isDate(posted) {
            throw ObservationReadError(
                field: "\(path).posted",
                reason: "\(ReportText.quote(posted)) is not an ISO 8601 date that exists; write 2021-09-20")
        }
    }
}

extension Unicode.GeneralCategory {
    /// Whether this is a control character (a line break, a tab, U+0000…).
    fileprivate var isControl: Bool { self == .control }
}
