import Foundation
import HapticKit

extension ObservationComparison {
    /// The output formats of ``render(_:)``.
    package enum Format: String, Sendable, CaseIterable {
        /// One line per report and per cell, then a summary: for a terminal.
        case text
        /// The same as a Markdown table, for an issue or a pull request.
        case markdown
        /// Every cell with its verdict, route and observations, for other tools.
        case json
    }

    /// The comparison in `format`, ending with a newline.
    package func render(_ format: Format) -> String {
        switch format {
        case .text: text()
        case .markdown: markdown()
        case .json: json()
        }
    }

    /// A count of each verdict (and of contested cells, when there are any); for
    /// `Fixtures/observations/example-ipad.json`:
    /// `6 observations of 6 cells: 2 agree, 1 newly observed, 1 disagree, 0 in conflict, 1 unsure, 1 unknown`
    package var summary: String {
        func count(_ label: String) -> Int { findings.filter { $0.verdict.label == label }.count }
        let cells = findings.count == 1 ? "1 cell" : "\(findings.count) cells"
        let observations = observationCount == 1 ? "1 observation" : "\(observationCount) observations"
        let contested = count("contested")
        return "\(observations) of \(cells): \(count("agrees")) agree, \(count("newly observed")) newly observed, "
            + "\(count("disagrees")) disagree, \(count("conflict")) in conflict, \(count("unsure")) unsure, "
            + "\(count("unknown")) unknown" + (contested == 0 ? "" : ", \(contested) contested")
    }

    /// `alignment with pencil-pro on ipad, iPadOS 18.2`; a cell only published reports speak to
    /// names the version the router answered for: `… on iphone-no-taptic, iOS 14.8 (routed on iOS 15.8)`.
    static func cell(_ finding: Finding) -> String {
        var cell =
            "\(finding.feedback.name) with \(finding.input.rawValue) on \(ReportText.cut(finding.device.profile ?? finding.device.model)), "
            + "\(finding.device.system)"
        if let profile = finding.profile, finding.sightings.allSatisfy({ $0.kind == .published }),
            finding.device.os?.version != profile.os
        {
            cell += " (routed on \(ObservedDevice.OperatingSystem(of: profile)))"
        }
        return cell
    }

    /// What was felt and what the router says: `felt; the route plays UICanvasFeedbackGenerator(view: view)…`.
    static func detail(_ finding: Finding) -> String {
        let answers = finding.sightings.map { sighting in
            let answer = sighting.observation.felt == .notFelt ? "not felt" : sighting.observation.felt.rawValue
            return finding.sightings.count > 1 ? "\(answer) (\(sighting.source))" : answer
        }.joined(separator: ", ")
        guard let route = finding.route else {
            if case .unknown(let why) = finding.verdict { return "\(answers); \(why)" }
            return answers
        }
        let expected = route.call.map { "the route plays \($0.description)" } ?? "the route is silent"
        return "\(answers); \(expected)" + (route.isInferred ? " (inferred)" : "")
    }

    private func text() -> String {
        var out = sources.map { source in
            let report = source.report
            let made =
                report.publication.map { "published at \($0.address)" }
                ?? "\(report.date), HapticKit \(report.haptickit)"
            return "\(source.name): \(ReportText.cut(report.device.model)), \(report.device.system), profile "
                + "\(ReportText.cut(report.device.profile ?? "none")), \(made), "
                + "\(report.observations.count) observation\(report.observations.count == 1 ? "" : "s")"
                + (report.isExample ? " (an example, not evidence)" : "") + "\n"
        }.joined()
        let width = findings.map(\.verdict.label.count).max() ?? 0
        for finding in findings {
            let label = finding.verdict.label.padding(toLength: width, withPad: " ", startingAt: 0)
            out += "  \(label)  \(Self.cell(finding)): \(Self.detail(finding))\n"
        }
        return out + "summary: \(summary)\n"
    }

    private func markdown() -> String {
        var out = "| verdict | feedback | input | device | observed | router |\n|---|---|---|---|---|---|\n"
        for finding in findings {
            let observed = finding.sightings.map { sighting in
                "\(sighting.observation.felt.rawValue) (\(sighting.source))"
            }.joined(separator: "<br>")
            var router = finding.route.map { route in
                (route.call.map { "plays `\($0.api)`" } ?? "silent") + (route.isInferred ? " (inferred)" : "")
            }
            if case .unknown(let why) = finding.verdict { router = why }
            let device = "\(ReportText.cut(finding.device.profile ?? "no profile")), \(finding.device.system)"
            out +=
                "| \(finding.verdict.label) | `\(finding.feedback.name)` | `\(finding.input.rawValue)` | \(device) | "
                + "\(observed) | \(router ?? "") |\n"
        }
        return out + "\n\(summary).\n"
    }

    private func json() -> String {
        let cells: [JSONValue] = findings.map { finding in
            var cell: [String: JSONValue] = [
                "verdict": .string(finding.verdict.label), "feedback": .string(finding.feedback.name),
                "input": .string(finding.input.rawValue), "model": .string(finding.device.model),
                "observations": .array(
                    finding.sightings.map { sighting in
                        .object([
                            "report": .string(sighting.source), "felt": .string(sighting.observation.felt.rawValue),
                            "kind": .string(sighting.kind.rawValue),
                        ])
                    }),
            ]
            cell["os"] = finding.device.os.map { .string($0.description) }
            cell["profile"] = finding.device.profile.map(JSONValue.string)
            if case .unknown(let why) = finding.verdict { cell["why"] = .string(why) }
            if let route = finding.route {
                cell["plays"] = .bool(route.plays)
                cell["api"] = route.call.map { .string($0.api) }
                cell["inferred"] = .bool(route.isInferred)
            }
            return .object(cell)
        }
        let root: JSONValue = .object([
            "reports": .array(sources.map { .string($0.name) }), "cells": .array(cells),
            "disagreement": .bool(hasDisagreement), "summary": .string(summary),
        ])
        return JSONWriter.write(root) + "\n"
    }
}
